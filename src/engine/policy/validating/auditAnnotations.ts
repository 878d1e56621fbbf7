// Collects one policy's audit annotations across its bindings and params: equal values once,
// different values joined with ", ", published as `<policy>/<key>` after the policy's bindings ran;
// and the `validation_failure` annotation of an Audit action
// (k8s.io/apiserver pkg/admission/plugin/policy/validating/dispatcher.go).

import type { AnnotationRecorder } from '../../admission/auditAnnotations.ts';
import { marshalGoOrdered } from '../../apimachinery/goJson.ts';
import { goTruncate } from '../generic/index.ts';

// maxAuditAnnotationValueLength.
const maxValueBytes = 10 * 1024;

/** auditAnnotationCollector: key → distinct values in arrival order. */
export class AuditAnnotationCollector {
  readonly #values = new Map<string, string[]>();

  /** Adds a published value (cut to 10 KiB); an equal value for the key is ignored. */
  add(key: string, value: string): void {
    const v = goTruncate(value, maxValueBytes);
    const values = this.#values.get(key) ?? [];
    if (!values.includes(v)) this.#values.set(key, [...values, v]);
  }

  /** Publishes every key as `<policyName>/<key>`; returns what was recorded and what was refused. */
  publish(
    policyName: string,
    annotations: AnnotationRecorder,
  ): { recorded: Record<string, string>; refused: string[] } {
    const recorded: Record<string, string> = {};
    const refused: string[] = [];
    for (const [key, values] of this.#values) {
      const k = `${policyName}/${key}`;
      const v = values.join(', ');
      const error = annotations.add(k, v);
      if (error === undefined) recorded[k] = v;
      else refused.push(`${k}: ${error}`);
    }
    return { recorded, refused };
  }
}

/** The key of the Audit action's annotation. */
export const validationFailureKey = 'validation.policy.admission.k8s.io/validation_failure';

/** One Audit failure (ValidationFailureValue). */
export interface ValidationFailure {
  message: string;
  policy: string;
  binding: string;
  expressionIndex: number;
  validationActions: string[];
}

/** Renders the Audit action's value: a JSON list, fields in ValidationFailureValue's order. */
export const validationFailuresValue = (failures: readonly ValidationFailure[]): string =>
  marshalGoOrdered(
    failures.map((f) => ({
      message: f.message,
      policy: f.policy,
      binding: f.binding,
      expressionIndex: f.expressionIndex,
      validationActions: f.validationActions,
    })),
  );

// maxValidationFailures: 1.37 keeps the first 50 of a request's failures (about 10 KB).
const maxValidationFailures = 50;

/**
 * Publishes a request's Audit failures as 1.37 does (publishValidationFailureAnnotations,
 * kubernetes#140001): one annotation, a JSON list of at most 50. Returns the value, or undefined
 * when there is nothing to publish or the annotation could not be set.
 */
export function publishValidationFailures(
  failures: readonly ValidationFailure[],
  annotations: AnnotationRecorder,
): string | undefined {
  if (failures.length === 0) return undefined;
  const value = validationFailuresValue(failures.slice(0, maxValidationFailures));
  return annotations.add(validationFailureKey, value) === undefined ? value : undefined;
}
