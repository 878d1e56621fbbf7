// Checks a ReplicationController: mirrors pkg/apis/core/validation/validation.go
// ValidateReplicationController(Spec), ValidatePodTemplateSpecForRC, ValidateNonEmptySelector and
// ValidateReplicationControllerUpdate.

import type { JsonObject } from '../../apimachinery/types.ts';
import { type FieldError, invalid, required } from '../../apimachinery/field.ts';
import {
  validateKubeFinalizerNames,
  validateObjectMeta,
  validateObjectMetaUpdate,
} from '../meta/objectMeta.ts';
import { nameIsDNSSubdomain } from '../meta/nameFuncs.ts';
import { num, obj } from '../read.ts';
import type { PodValidationOptions } from './options.ts';
import {
  selectorMismatch,
  selectorMatchesTemplate,
  validateAlwaysRestart,
  validatePodTemplateSpec,
} from './podTemplate.ts';

function validateSpec(spec: JsonObject, opts: PodValidationOptions): FieldError[] {
  const errs: FieldError[] = [];
  const nonNegative = (f: string): void => {
    const v = num(spec[f]) ?? 0;
    if (v < 0)
      errs.push(
        invalid(`spec.${f}`, { go: 'int', value: v }, 'must be greater than or equal to 0'),
      );
  };
  nonNegative('minReadySeconds');
  const selector = obj(spec['selector']) ?? {};
  if (Object.keys(selector).length === 0) errs.push(required('spec.selector', ''));
  nonNegative('replicas');
  const template = obj(spec['template']);
  if (template === undefined) return [...errs, required('spec.template', '')];
  // labels.Set(selector).AsSelector(): an empty map selects everything, so no match is checked.
  if (
    Object.keys(selector).length > 0 &&
    !selectorMatchesTemplate({ matchLabels: selector }, template)
  )
    errs.push(selectorMismatch(template, 'spec.template'));
  errs.push(...validatePodTemplateSpec(template, 'spec.template', opts));
  errs.push(...validateAlwaysRestart(template, 'spec.template', 'ReplicationController'));
  return errs;
}

/** Checks a new ReplicationController. */
export function validateReplicationController(
  rc: JsonObject,
  opts: PodValidationOptions,
): FieldError[] {
  return [
    ...validateObjectMeta(rc, true, nameIsDNSSubdomain),
    ...validateKubeFinalizerNames(rc),
    ...validateSpec(obj(rc['spec']) ?? {}, opts),
  ];
}

/** Checks a ReplicationController update. */
export function validateReplicationControllerUpdate(
  rc: JsonObject,
  old: JsonObject,
  opts: PodValidationOptions,
): FieldError[] {
  return [
    ...validateObjectMetaUpdate(rc, old),
    ...validateKubeFinalizerNames(rc),
    ...validateSpec(obj(rc['spec']) ?? {}, opts),
  ];
}
