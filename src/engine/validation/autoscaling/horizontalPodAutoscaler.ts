// Checks a HorizontalPodAutoscaler: mirrors pkg/apis/autoscaling/validation/validation.go
// ValidateHorizontalPodAutoscaler, validateHorizontalPodAutoscalerSpec (replica bounds, with
// HPAScaleToZero off: minReplicas ≥ 1) and ValidateCrossVersionObjectReference. Metrics and behavior
// are recorded as not simulated when present.

import type { JsonObject } from '../../apimachinery/types.ts';
import { type FieldError, invalid, required } from '../../apimachinery/field.ts';
import { goInt32 } from '../../apimachinery/goValue.ts';
import { invalidEach } from '../../apimachinery/names.ts';
import {
  validateKubeFinalizerNames,
  validateObjectMeta,
  validateObjectMetaUpdate,
} from '../meta/objectMeta.ts';
import { nameIsDNSSubdomain, validatePathSegmentName } from '../meta/nameFuncs.ts';
import { list, num, obj, str } from '../read.ts';

function validateSpec(
  spec: JsonObject,
  scaleToZero: boolean,
  notSimulated: (d: string) => void,
): FieldError[] {
  const errs: FieldError[] = [];
  const lower = scaleToZero ? 0 : 1;
  const min = num(spec['minReplicas']);
  const max = num(spec['maxReplicas']) ?? 0;
  if (min !== undefined && min < lower)
    errs.push(
      invalid('spec.minReplicas', goInt32(min), `must be greater than or equal to ${lower}`),
    );
  if (max < 1) errs.push(invalid('spec.maxReplicas', goInt32(max), 'must be greater than 0'));
  if (min !== undefined && max < min)
    errs.push(
      invalid('spec.maxReplicas', goInt32(max), 'must be greater than or equal to `minReplicas`'),
    );
  const ref = obj(spec['scaleTargetRef']) ?? {};
  for (const f of ['kind', 'name']) {
    const v = str(ref[f]);
    if (v === '') errs.push(required(`spec.scaleTargetRef.${f}`, ''));
    else
      errs.push(...invalidEach(`spec.scaleTargetRef.${f}`, v, validatePathSegmentName(v, false)));
  }
  if (
    list(spec['metrics']).length > 0 ||
    obj(spec['behavior']) !== undefined ||
    spec['targetCPUUtilizationPercentage'] !== undefined
  ) {
    notSimulated("field validation of a HorizontalPodAutoscaler's metrics and behavior");
  }
  return errs;
}

/** Checks a new HorizontalPodAutoscaler. */
export const validateHorizontalPodAutoscaler = (
  hpa: JsonObject,
  scaleToZero: boolean,
  notSimulated: (d: string) => void,
): FieldError[] => [
  ...validateObjectMeta(hpa, true, nameIsDNSSubdomain),
  ...validateKubeFinalizerNames(hpa),
  ...validateSpec(obj(hpa['spec']) ?? {}, scaleToZero, notSimulated),
];

/** Checks a HorizontalPodAutoscaler update. */
export const validateHorizontalPodAutoscalerUpdate = (
  hpa: JsonObject,
  old: JsonObject,
  scaleToZero: boolean,
  notSimulated: (d: string) => void,
): FieldError[] => [
  ...validateObjectMetaUpdate(hpa, old),
  ...validateKubeFinalizerNames(hpa),
  ...validateSpec(obj(hpa['spec']) ?? {}, scaleToZero, notSimulated),
];
