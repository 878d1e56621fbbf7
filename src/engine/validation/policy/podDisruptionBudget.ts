// Checks a PodDisruptionBudget: mirrors pkg/apis/policy/validation/validation.go
// ValidatePodDisruptionBudget(Spec): minAvailable or maxUnavailable (not both; an int or a percent
// up to 100%), the selector, unhealthyPodEvictionPolicy. Metadata is the generic store's check.

import type { JsonObject, JsonValue } from '../../apimachinery/types.ts';
import { type FieldError, invalid, notSupported } from '../../apimachinery/field.ts';
import { goNamed, goText } from '../../apimachinery/goValue.ts';
import { marshalGo } from '../../apimachinery/goJson.ts';
import { validateObjectMetaUpdate } from '../meta/objectMeta.ts';
import { goIntOrString, goPointer } from '../goStructs.ts';
import { validateLabelSelector } from '../../apimachinery/labelSelectorValidation.ts';
import { obj, optStr } from '../read.ts';
import { decodeSelector } from '../apps/selector.ts';

const percent = /^[0-9]+%$/;

// ValidatePositiveIntOrPercent and IsNotMoreThan100Percent.
function intOrPercent(v: JsonValue | undefined, fldPath: string): FieldError[] {
  if (typeof v === 'string') {
    if (!percent.test(v))
      return [
        invalid(
          fldPath,
          goIntOrString(v),
          "a valid percent string must be a numeric string followed by an ending '%' (e.g. '1%',  or '93%', regex used for validation is '[0-9]+%')",
        ),
      ];
    return Number(v.slice(0, -1)) > 100
      ? [invalid(fldPath, goIntOrString(v), 'must not be greater than 100%')]
      : [];
  }
  const n = typeof v === 'number' ? v : 0;
  return n < 0
    ? [invalid(fldPath, { go: 'int', value: n }, 'must be greater than or equal to 0')]
    : [];
}

/** Checks a new PodDisruptionBudget's spec. */
export function validatePodDisruptionBudget(
  pdb: JsonObject,
  notSimulated: (d: string) => void,
): FieldError[] {
  const spec = obj(pdb['spec']) ?? {};
  const errs: FieldError[] = [];
  const has = (f: string): boolean => spec[f] !== undefined && spec[f] !== null;
  if (has('minAvailable') && has('maxUnavailable')) {
    // Upstream prints the whole spec with %#v: its fields are pointers.
    const p = (type: string, f: string): string => goPointer(type, has(f), notSimulated);
    errs.push(
      invalid(
        'spec',
        goText(
          `policy.PodDisruptionBudgetSpec{MinAvailable:${p('intstr.IntOrString', 'minAvailable')}, Selector:${p('v1.LabelSelector', 'selector')}, MaxUnavailable:${p('intstr.IntOrString', 'maxUnavailable')}, UnhealthyPodEvictionPolicy:${p('policy.UnhealthyPodEvictionPolicyType', 'unhealthyPodEvictionPolicy')}}`,
          marshalGo(spec),
        ),
        'minAvailable and maxUnavailable cannot be both set',
      ),
    );
  }
  if (has('minAvailable')) errs.push(...intOrPercent(spec['minAvailable'], 'spec.minAvailable'));
  if (has('maxUnavailable'))
    errs.push(...intOrPercent(spec['maxUnavailable'], 'spec.maxUnavailable'));
  errs.push(
    ...validateLabelSelector(decodeSelector(obj(spec['selector'])), false, 'spec.selector'),
  );
  const policy = optStr(spec['unhealthyPodEvictionPolicy']);
  if (policy !== undefined && policy !== 'AlwaysAllow' && policy !== 'IfHealthyBudget') {
    errs.push(
      notSupported(
        'spec.unhealthyPodEvictionPolicy',
        goNamed('policy.UnhealthyPodEvictionPolicyType', policy),
        ['AlwaysAllow', 'IfHealthyBudget'],
      ),
    );
  }
  return errs;
}

/** Checks a PodDisruptionBudget update (the spec may change). */
export const validatePodDisruptionBudgetUpdate = (
  pdb: JsonObject,
  old: JsonObject,
  notSimulated: (d: string) => void,
): FieldError[] => [
  ...validateObjectMetaUpdate(pdb, old),
  ...validatePodDisruptionBudget(pdb, notSimulated),
];
