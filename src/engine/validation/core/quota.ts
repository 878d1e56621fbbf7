// Checks a ResourceQuota and a LimitRange: mirrors pkg/apis/core/validation/validation.go
// ValidateResourceQuota(Spec) (hard's names and non-negative values) and ValidateLimitRange (types,
// duplicates, non-negative values). Quota scopes and the LimitRange's min ≤ default ≤ max ordering
// are recorded as not simulated when present.

import type { JsonObject } from '../../apimachinery/types.ts';
import { quantityOf, signOf } from '../../apimachinery/quantity/quantity.ts';
import { quantityString } from '../../apimachinery/quantity/canonical.ts';
import {
  duplicate,
  type FieldError,
  invalid,
  notSupported,
  required,
} from '../../apimachinery/field.ts';
import { child, index, key } from '../fieldPath.ts';
import { goNamed, goString } from '../../apimachinery/goValue.ts';
import { invalidEach, isQualifiedName } from '../../apimachinery/names.ts';
import {
  validateKubeFinalizerNames,
  validateObjectMeta,
  validateObjectMetaUpdate,
} from '../meta/objectMeta.ts';
import { nameIsDNSSubdomain } from '../meta/nameFuncs.ts';
import { list, obj, objects, str } from '../read.ts';

/** Checks a ResourceList's names (qualified) and values (not negative), as the quota's hard is checked. */
export function resourceList(list_: JsonObject | undefined, fldPath: string): FieldError[] {
  const errs: FieldError[] = [];
  for (const [name, value] of Object.entries(list_ ?? {})) {
    const p = key(fldPath, name);
    errs.push(...invalidEach(p, name, isQualifiedName(name)));
    const q = quantityOf(value);
    if (q !== undefined && signOf(q) < 0)
      errs.push(invalid(p, goString(quantityString(q)), 'must be greater than or equal to 0'));
  }
  return errs;
}

/** Checks a new ResourceQuota. */
export function validateResourceQuota(
  rq: JsonObject,
  notSimulated: (d: string) => void,
): FieldError[] {
  const spec = obj(rq['spec']) ?? {};
  if (list(spec['scopes']).length > 0 || obj(spec['scopeSelector']) !== undefined)
    notSimulated("field validation of a ResourceQuota's scopes and scopeSelector");
  return [
    ...validateObjectMeta(rq, true, nameIsDNSSubdomain),
    ...validateKubeFinalizerNames(rq),
    ...resourceList(obj(spec['hard']), 'spec.hard'),
  ];
}

/** Checks a ResourceQuota update. */
export const validateResourceQuotaUpdate = (
  rq: JsonObject,
  old: JsonObject,
  notSimulated: (d: string) => void,
): FieldError[] => [
  ...validateObjectMetaUpdate(rq, old),
  ...validateResourceQuota(rq, notSimulated),
];

const limitTypes = ['Container', 'PersistentVolumeClaim', 'Pod'];

/** Checks a new LimitRange. */
export function validateLimitRange(
  lr: JsonObject,
  notSimulated: (d: string) => void,
): FieldError[] {
  const errs = [
    ...validateObjectMeta(lr, true, nameIsDNSSubdomain),
    ...validateKubeFinalizerNames(lr),
  ];
  const seen = new Set<string>();
  objects(obj(lr['spec'])?.['limits']).forEach((limit, i) => {
    const idx = index('spec.limits', i);
    const type = str(limit['type']);
    if (type === '') errs.push(required(child(idx, 'type'), ''));
    else if (!limitTypes.includes(type) && !type.includes('/'))
      errs.push(notSupported(child(idx, 'type'), goNamed('core.LimitType', type), limitTypes));
    if (seen.has(type)) errs.push(duplicate(child(idx, 'type'), goNamed('core.LimitType', type)));
    seen.add(type);
    for (const f of ['max', 'min', 'default', 'defaultRequest', 'maxLimitRequestRatio'])
      errs.push(...resourceList(obj(limit[f]), child(idx, f)));
    if (
      ['max', 'min', 'default', 'defaultRequest', 'maxLimitRequestRatio'].filter(
        (f) => obj(limit[f]) !== undefined,
      ).length > 1
    ) {
      notSimulated(
        "field validation of the ordering of a LimitRange's min, defaultRequest, default and max",
      );
    }
  });
  return errs;
}

/** Checks a LimitRange update. */
export const validateLimitRangeUpdate = (
  lr: JsonObject,
  old: JsonObject,
  notSimulated: (d: string) => void,
): FieldError[] => [...validateObjectMetaUpdate(lr, old), ...validateLimitRange(lr, notSimulated)];
