// Checks spec.topologySpreadConstraints: mirrors pkg/apis/core/validation/validation.go
// validateTopologySpreadConstraints (ValidateMaxSkew, ValidateTopologyKey, ValidateWhenUnsatisfiable,
// ValidateSpreadConstraintNotRepeat, validateMinDomains, validateNodeInclusionPolicy, the label
// selector). matchLabelKeys is recorded as not simulated when present.

import type { JsonObject } from '../../apimachinery/types.ts';
import {
  duplicate,
  type FieldError,
  invalid,
  notSupported,
  required,
} from '../../apimachinery/field.ts';
import { child, index } from '../fieldPath.ts';
import { goInt32, goNamed, goString } from '../../apimachinery/goValue.ts';
import { validateLabelSelector } from '../../apimachinery/labelSelectorValidation.ts';
import { list, num, obj, optStr, str } from '../read.ts';
import { decodeSelector } from '../apps/selector.ts';

/** Checks each constraint: maxSkew, topologyKey, whenUnsatisfiable, repeats, minDomains, policies, selector. */
export function validateTopologySpreadConstraints(
  constraints: JsonObject[],
  fldPath: string,
  notSimulated: (d: string) => void,
): FieldError[] {
  const errs: FieldError[] = [];
  constraints.forEach((c, i) => {
    const path = index(fldPath, i);
    const maxSkew = num(c['maxSkew']) ?? 0;
    if (maxSkew <= 0)
      errs.push(invalid(child(path, 'maxSkew'), goInt32(maxSkew), 'must be greater than zero'));
    const topologyKey = str(c['topologyKey']);
    if (topologyKey === '') errs.push(required(child(path, 'topologyKey'), 'can not be empty'));
    const action = str(c['whenUnsatisfiable']);
    if (action !== 'DoNotSchedule' && action !== 'ScheduleAnyway')
      errs.push(
        notSupported(
          child(path, 'whenUnsatisfiable'),
          goNamed('core.UnsatisfiableConstraintAction', action),
          ['DoNotSchedule', 'ScheduleAnyway'],
        ),
      );
    if (
      constraints
        .slice(i + 1)
        .some(
          (r) => str(r['topologyKey']) === topologyKey && str(r['whenUnsatisfiable']) === action,
        )
    ) {
      errs.push(
        duplicate(
          child(path, '{topologyKey, whenUnsatisfiable}'),
          goString(`{${topologyKey}, ${action}}`),
        ),
      );
    }
    const minDomains = num(c['minDomains']);
    if (minDomains !== undefined) {
      if (minDomains <= 0)
        errs.push(
          invalid(child(path, 'minDomains'), goInt32(minDomains), 'must be greater than zero'),
        );
      if (action !== 'DoNotSchedule')
        errs.push(
          invalid(
            child(path, 'minDomains'),
            goInt32(minDomains),
            `can only use minDomains if whenUnsatisfiable=DoNotSchedule, not ${action}`,
          ),
        );
    }
    for (const policy of ['nodeAffinityPolicy', 'nodeTaintsPolicy']) {
      const v = optStr(c[policy]);
      if (v !== undefined && v !== 'Honor' && v !== 'Ignore')
        errs.push(
          notSupported(child(path, policy), goNamed('core.NodeInclusionPolicy', v), [
            'Honor',
            'Ignore',
          ]),
        );
    }
    if (list(c['matchLabelKeys']).length > 0)
      notSimulated("field validation of a topology spread constraint's matchLabelKeys");
    errs.push(
      ...validateLabelSelector(
        decodeSelector(obj(c['labelSelector'])),
        false,
        child(path, 'labelSelector'),
      ),
    );
  });
  return errs;
}
