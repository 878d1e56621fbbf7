// Checks a Lease: mirrors pkg/apis/coordination/validation/validation.go ValidateLease and
// ValidateLeaseUpdate (ValidateLeaseSpec, ValidateCoordinatedLeaseStrategy).

import type { JsonObject } from '../../apimachinery/types.ts';
import { type FieldError, forbidden, invalid, notSupported } from '../../apimachinery/field.ts';
import { goInt32, goNamed } from '../../apimachinery/goValue.ts';
import { isQualifiedName } from '../../apimachinery/names.ts';
import { validateObjectMeta, validateObjectMetaUpdate } from '../meta/objectMeta.ts';
import { nameIsDNSSubdomain } from '../meta/nameFuncs.ts';
import { num, obj, optStr } from '../read.ts';

// validLeaseStrategies: the Kubernetes-defined strategies (a name without a `/`).
const validLeaseStrategies = ['OldestEmulationVersion'];

/** ValidateCoordinatedLeaseStrategy: a Kubernetes-defined name, or a qualified `prefix/name`. */
export function validateCoordinatedLeaseStrategy(strategy: string, fldPath: string): FieldError[] {
  const value = goNamed('coordination.CoordinatedLeaseStrategy', strategy);
  if (!strategy.includes('/'))
    return validLeaseStrategies.includes(strategy)
      ? []
      : [notSupported(`${fldPath}.strategy`, value, validLeaseStrategies)];
  return isQualifiedName(strategy).map((msg) => invalid(`${fldPath}.strategy`, value, msg));
}

/** ValidateLeaseSpec. */
export function validateLeaseSpec(spec: JsonObject, fldPath = 'spec'): FieldError[] {
  const errs: FieldError[] = [];
  const duration = num(spec['leaseDurationSeconds']);
  if (duration !== undefined && duration <= 0)
    errs.push(
      invalid(`${fldPath}.leaseDurationSeconds`, goInt32(duration), 'must be greater than 0'),
    );
  const transitions = num(spec['leaseTransitions']);
  if (transitions !== undefined && transitions < 0)
    errs.push(
      invalid(
        `${fldPath}.leaseTransitions`,
        goInt32(transitions),
        'must be greater than or equal to 0',
      ),
    );
  const strategy = optStr(spec['strategy']);
  // Upstream passes the strategy field's own path, so the error lands on `strategy.strategy`.
  if (strategy !== undefined)
    errs.push(...validateCoordinatedLeaseStrategy(strategy, `${fldPath}.strategy`));
  const preferred = optStr(spec['preferredHolder']);
  if (preferred !== undefined && preferred !== '' && (strategy === undefined || strategy === ''))
    errs.push(
      forbidden(`${fldPath}.preferredHolder`, 'may only be specified if `strategy` is defined'),
    );
  return errs;
}

/** ValidateLease. */
export const validateLease = (lease: JsonObject): FieldError[] => [
  ...validateObjectMeta(lease, true, nameIsDNSSubdomain),
  ...validateLeaseSpec(obj(lease['spec']) ?? {}),
];

/** ValidateLeaseUpdate. */
export const validateLeaseUpdate = (lease: JsonObject, old: JsonObject): FieldError[] => [
  ...validateObjectMetaUpdate(lease, old),
  ...validateLeaseSpec(obj(lease['spec']) ?? {}),
];
