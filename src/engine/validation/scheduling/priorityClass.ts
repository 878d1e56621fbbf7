// Checks a PriorityClass: mirrors pkg/apis/scheduling/validation/validation.go ValidatePriorityClass
// (the reserved "system-" prefix, the highest user-definable value, preemptionPolicy) and
// ValidatePriorityClassUpdate (value and preemptionPolicy immutable).

import type { JsonObject } from '../../apimachinery/types.ts';
import { type FieldError, forbidden, notSupported, required } from '../../apimachinery/field.ts';
import { goNamed } from '../../apimachinery/goValue.ts';
import { validateImmutableField } from '../meta/immutable.ts';
import {
  validateKubeFinalizerNames,
  validateObjectMeta,
  validateObjectMetaUpdate,
} from '../meta/objectMeta.ts';
import { nameIsDNSSubdomain } from '../meta/nameFuncs.ts';
import { bool, num, obj, optStr, str } from '../read.ts';

const systemClasses: Readonly<Record<string, number>> = {
  'system-node-critical': 2000001000,
  'system-cluster-critical': 2000000000,
};

// scheduling.IsKnownSystemPriorityClass's error, or undefined when it is one.
function systemClassError(name: string, value: number, globalDefault: boolean): string | undefined {
  const known = systemClasses[name];
  if (known === undefined) return `${name} is not a known system priority class`;
  if (known !== value) return `value of ${name} PriorityClass must be ${known}`;
  if (globalDefault) return `globalDefault of ${name} PriorityClass must be false`;
  return undefined;
}

/** Checks a new PriorityClass. */
export function validatePriorityClass(pc: JsonObject): FieldError[] {
  const errs = [
    ...validateObjectMeta(pc, false, nameIsDNSSubdomain),
    ...validateKubeFinalizerNames(pc),
  ];
  const name = str(obj(pc['metadata'])?.['name']);
  const value = num(pc['value']) ?? 0;
  if (name.startsWith('system-')) {
    const err = systemClassError(name, value, bool(pc['globalDefault']) === true);
    if (err !== undefined)
      errs.push(
        forbidden(
          'metadata.name',
          `priority class names with 'system-' prefix are reserved for system use only. error: ${err}`,
        ),
      );
  } else if (value > 1000000000) {
    errs.push(forbidden('value', 'maximum allowed value of a user defined priority is 1000000000'));
  }
  const policy = optStr(pc['preemptionPolicy']);
  if (policy !== undefined) {
    if (policy === '') errs.push(required('preemptionPolicy', ''));
    else if (policy !== 'PreemptLowerPriority' && policy !== 'Never')
      errs.push(
        notSupported('preemptionPolicy', goNamed('core.PreemptionPolicy', policy), [
          'PreemptLowerPriority',
          'Never',
        ]),
      );
  }
  return errs;
}

/** Checks a PriorityClass update. */
export function validatePriorityClassUpdate(pc: JsonObject, old: JsonObject): FieldError[] {
  const errs = [...validateObjectMetaUpdate(pc, old), ...validateKubeFinalizerNames(pc)];
  if (num(pc['value']) !== num(old['value']))
    errs.push(forbidden('value', 'may not be changed in an update.'));
  errs.push(
    ...validateImmutableField(
      pc['preemptionPolicy'],
      old['preemptionPolicy'],
      'preemptionPolicy',
      goNamed('core.PreemptionPolicy', str(pc['preemptionPolicy'])),
    ),
  );
  return errs;
}
