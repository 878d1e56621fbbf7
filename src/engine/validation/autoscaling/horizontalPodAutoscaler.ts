// Checks a HorizontalPodAutoscaler: mirrors pkg/apis/autoscaling/validation/validation.go
// ValidateHorizontalPodAutoscaler, validateHorizontalPodAutoscalerSpec (replica bounds, with
// HPAScaleToZero off: minReplicas ≥ 1) and ValidateCrossVersionObjectReference. Metrics and behavior
// are recorded as not simulated when present. From 1.36 maxReplicas is checked as kubernetes
// c2fe190b has it (0: Required "must be set and greater than 0"; negative: "must be greater than or
// equal to 1", origin minimum); c2fe190b is a 1.37-era commit, and the split is inferred to be 1.36's
// from kubernetes 6cbb5834 "HPA: Enable DV support for MaxReplicas (#135412)" (k8s.io/api fd1876fac,
// in v0.36.0), which tagged maxReplicas +k8s:required and +k8s:minimum=1; 1.36's own file was not
// readable. ≤1.35 keep 1.32's "must be greater than 0".

import type { JsonObject, KubernetesVersion } from '../../apimachinery/types.ts';
import { atLeast } from '../../apimachinery/version.ts';
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

// maxReplicas on its own: one error of 1.32's wording, or of the declarative tags' from 1.36.
function validateMaxReplicas(max: number, version: KubernetesVersion): FieldError[] {
  if (!atLeast(version, '1.36'))
    return max < 1 ? [invalid('spec.maxReplicas', goInt32(max), 'must be greater than 0')] : [];
  if (max === 0) return [required('spec.maxReplicas', 'must be set and greater than 0')];
  if (max < 0)
    return [invalid('spec.maxReplicas', goInt32(max), 'must be greater than or equal to 1')];
  return [];
}

function validateSpec(
  spec: JsonObject,
  scaleToZero: boolean,
  notSimulated: (d: string) => void,
  version: KubernetesVersion,
): FieldError[] {
  const errs: FieldError[] = [];
  const lower = scaleToZero ? 0 : 1;
  const min = num(spec['minReplicas']);
  const max = num(spec['maxReplicas']) ?? 0;
  if (min !== undefined && min < lower)
    errs.push(
      invalid('spec.minReplicas', goInt32(min), `must be greater than or equal to ${lower}`),
    );
  errs.push(...validateMaxReplicas(max, version));
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
  version: KubernetesVersion,
): FieldError[] => [
  ...validateObjectMeta(hpa, true, nameIsDNSSubdomain),
  ...validateKubeFinalizerNames(hpa),
  ...validateSpec(obj(hpa['spec']) ?? {}, scaleToZero, notSimulated, version),
];

/** Checks a HorizontalPodAutoscaler update. */
export const validateHorizontalPodAutoscalerUpdate = (
  hpa: JsonObject,
  old: JsonObject,
  scaleToZero: boolean,
  notSimulated: (d: string) => void,
  version: KubernetesVersion,
): FieldError[] => [
  ...validateObjectMetaUpdate(hpa, old),
  ...validateKubeFinalizerNames(hpa),
  ...validateSpec(obj(hpa['spec']) ?? {}, scaleToZero, notSimulated, version),
];
