// Evaluates one pod(-like) object against a namespace's policy: enforce (pods only), audit and warn.
// Mirrors Admission.EvaluatePod in k8s.io/pod-security-admission admission/admission.go (v0.32).

import type { Attributes } from '../../admission/attributes.ts';
import { aggregateString } from '../../apimachinery/field.ts';
import type { JsonObject } from '../../apimachinery/types.ts';
import { goQuote } from '../../apimachinery/goQuote.ts';
import {
  type LevelVersion,
  type PolicyToEvaluateResult,
  auditViolationsAnnotationKey,
  enforcedPolicyAnnotationKey,
  levelVersionString,
} from '../api/index.ts';
import type { AggregateCheckResult } from '../policy/index.ts';
import { type Admission, exemptRuntimeClass } from './admission.ts';
import {
  type Response,
  allowedByExemptResponse,
  allowedResponse,
  forbiddenResponse,
} from './response.ts';

/**
 * Mirrors EvaluatePod: a runtime class exemption wins; enforce (when asked) denies with
 * `violates PodSecurity "<level>:<version>": <details>`; audit violations become an audit
 * annotation; warnings are only added to requests that are still allowed.
 */
export function evaluatePod(
  a: Admission,
  attr: Attributes,
  ns: PolicyToEvaluateResult,
  /** The policy and where each mode came from, for the trace (describePolicy). */
  policyDescription: string,
  podMetadata: JsonObject,
  podSpec: JsonObject,
  enforce: boolean,
): Response {
  const { policy } = ns;
  if (exemptRuntimeClass(a, podSpec['runtimeClassName'])) {
    return allowedByExemptResponse(
      'runtimeClass',
      `exempt: runtimeClassName "${String(podSpec['runtimeClassName'])}" is in the configuration's exemptions`,
    );
  }
  const auditAnnotations: Record<string, string> = {};
  if (ns.errors.length > 0) {
    // The label errors' aggregate, as %v of field.ErrorList.ToAggregate() prints it.
    auditAnnotations['error'] = `Failed to parse policy: ${aggregateString(ns.errors, a.version)}`;
  }
  // Results are cached per level:version, so audit and warn reuse the enforce evaluation.
  const cache = new Map<string, AggregateCheckResult>();
  const evaluate = (lv: LevelVersion): AggregateCheckResult => {
    const key = levelVersionString(lv);
    let r = cache.get(key);
    if (r === undefined) {
      r = a.evaluate(lv, podMetadata, podSpec);
      cache.set(key, r);
    }
    return r;
  };

  const notes: string[] = [];
  let response = allowedResponse('');
  if (enforce) {
    const enforced = levelVersionString(policy.enforce);
    auditAnnotations[enforcedPolicyAnnotationKey] = enforced;
    const result = evaluate(policy.enforce);
    if (!result.allowed) {
      response = forbiddenResponse(
        attr,
        `violates PodSecurity ${goQuote(enforced)}: ${result.forbiddenDetail()}`,
        '',
      );
      notes.push(`enforce ${enforced}: denied (${result.forbiddenReason()})`);
    } else {
      notes.push(`enforce ${enforced}: allowed`);
    }
  }
  const auditResult = evaluate(policy.audit);
  if (!auditResult.allowed) {
    auditAnnotations[auditViolationsAnnotationKey] =
      `would violate PodSecurity ${goQuote(levelVersionString(policy.audit))}: ${auditResult.forbiddenDetail()}`;
    notes.push(`audit ${levelVersionString(policy.audit)}: violations recorded`);
  }
  // Upstream avoids adding warnings to a request it is already rejecting.
  if (response.allowed) {
    const warnResult = evaluate(policy.warn);
    if (!warnResult.allowed) {
      response.warnings.push(
        `would violate PodSecurity ${goQuote(levelVersionString(policy.warn))}: ${warnResult.forbiddenDetail()}`,
      );
      notes.push(`warn ${levelVersionString(policy.warn)}: warned`);
    }
  } else {
    notes.push('warn: skipped, the request is already denied');
  }
  if (!enforce) notes.unshift('workload resource: enforce is never applied to pod templates');
  response.auditAnnotations = auditAnnotations;
  response.reason = `${policyDescription}; ${notes.join('; ')}`;
  return response;
}
