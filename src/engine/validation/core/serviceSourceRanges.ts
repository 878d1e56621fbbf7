// Checks a Service's load-balancer source ranges: the "Validate SourceRanges field or annotation"
// block of pkg/apis/core/validation/validation.go ValidateService (1.32: IsValidCIDR on each
// space-trimmed value, under the path `spec.LoadBalancerSourceRanges` as upstream spells it). From
// 1.33 the field goes through IsValidCIDRForLegacyField (KEP-4858), strict under
// StrictIPCIDRValidation (on from 1.36), an update accepting again the old Service's (trimmed)
// values. Whether 1.33+ checks the annotation's CIDRs strictly was not read: only its 1.32 check runs.

import { type FieldError, forbidden, invalid } from '../../apimachinery/field.ts';
import { goString } from '../../apimachinery/goValue.ts';
import type { JsonObject } from '../../apimachinery/types.ts';
import { index } from '../fieldPath.ts';
import { stringMap, strings } from '../read.ts';
import { invalidCIDRMessage, isCIDR } from './formats.ts';
import { validCIDRForLegacyField } from './legacyIP.ts';

const annotationKey = 'service.beta.kubernetes.io/load-balancer-source-ranges';
const onlyLoadBalancer = "may only be used when `type` is 'LoadBalancer'";

// unicode.IsSpace: Go's White_Space set (U+0085 included, U+FEFF not, unlike String.prototype.trim).
const space =
  '[\\t\\n\\v\\f\\r \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]';
const edges = new RegExp(`^${space}+|${space}+$`, 'gu');

/** Go's strings.TrimSpace. */
const trimSpace = (s: string): string => s.replace(edges, '');

/** The old Service's source ranges as the update compares them (trimmed). */
export const oldSourceRanges = (oldSpec: JsonObject): string[] =>
  strings(oldSpec['loadBalancerSourceRanges']).map(trimSpace);

/** The source-range checks; `strict` is StrictIPCIDRValidation, `validOld` the old Service's. */
export function validateSourceRanges(
  spec: JsonObject,
  annotations: JsonObject,
  strict: boolean,
  validOld: readonly string[],
  notSimulated: (detail: string) => void,
): FieldError[] {
  const errs: FieldError[] = [];
  const loadBalancer = spec['type'] === 'LoadBalancer';
  const ranges = strings(spec['loadBalancerSourceRanges']);
  if (ranges.length > 0) {
    const path = 'spec.LoadBalancerSourceRanges';
    if (!loadBalancer) errs.push(forbidden(path, onlyLoadBalancer));
    ranges.forEach((value, i) =>
      errs.push(...validCIDRForLegacyField(index(path, i), trimSpace(value), strict, validOld)),
    );
    return errs;
  }
  const annotation = stringMap(annotations).find(([k]) => k === annotationKey);
  if (annotation === undefined) return errs;
  const path = `metadata.annotations[${annotationKey}]`;
  if (!loadBalancer) errs.push(forbidden(path, onlyLoadBalancer));
  const val = trimSpace(annotation[1]);
  if (val === '') return errs;
  for (const raw of val.split(',')) {
    const value = trimSpace(raw);
    if (!isCIDR(value)) errs.push(invalid(path, goString(value), invalidCIDRMessage));
    else if (strict && validCIDRForLegacyField(path, value, true).length > 0)
      notSimulated(
        `whether the ${annotationKey} annotation's CIDRs are checked strictly under StrictIPCIDRValidation`,
      );
  }
  return errs;
}
