// Checks tolerations: mirrors pkg/apis/core/validation/validation.go ValidateTolerations and
// validateTaintEffect.

import type { JsonObject } from '../../apimachinery/types.ts';
import { type FieldError, invalid, notSupported } from '../../apimachinery/field.ts';
import { child, index } from '../fieldPath.ts';
import { goNamed, goString } from '../../apimachinery/goValue.ts';
import { validateLabelName } from '../../apimachinery/labelSelectorValidation.ts';
import { isValidLabelValue } from '../../apimachinery/names.ts';
import { str } from '../read.ts';

const effects = ['NoSchedule', 'PreferNoSchedule', 'NoExecute'];

/** Checks each toleration's key, operator, value, effect and tolerationSeconds. */
export function validateTolerations(tolerations: JsonObject[], fldPath: string): FieldError[] {
  const errs: FieldError[] = [];
  tolerations.forEach((t, i) => {
    const idx = index(fldPath, i);
    const key = str(t['key']);
    const operator = str(t['operator']);
    const value = str(t['value']);
    const effect = str(t['effect']);
    if (key !== '') errs.push(...validateLabelName(key, child(idx, 'key')));
    if (key === '' && operator !== 'Exists') {
      errs.push(
        invalid(
          child(idx, 'operator'),
          goNamed('core.TolerationOperator', operator),
          'operator must be Exists when `key` is empty, which means "match all values and all keys"',
        ),
      );
    }
    if (
      t['tolerationSeconds'] !== undefined &&
      t['tolerationSeconds'] !== null &&
      effect !== 'NoExecute'
    ) {
      errs.push(
        invalid(
          child(idx, 'effect'),
          goNamed('core.TaintEffect', effect),
          "effect must be 'NoExecute' when `tolerationSeconds` is set",
        ),
      );
    }
    if (operator === 'Equal' || operator === '') {
      const msgs = isValidLabelValue(value);
      if (msgs.length > 0)
        errs.push(invalid(child(idx, 'operator'), goString(value), msgs.join(';')));
    } else if (operator === 'Exists') {
      if (value !== '')
        errs.push(
          invalid(
            child(idx, 'operator'),
            goString(value),
            "value must be empty when `operator` is 'Exists'",
          ),
        );
    } else {
      errs.push(
        notSupported(child(idx, 'operator'), goNamed('core.TolerationOperator', operator), [
          'Equal',
          'Exists',
        ]),
      );
    }
    if (effect !== '' && !effects.includes(effect))
      errs.push(notSupported(child(idx, 'effect'), goNamed('core.TaintEffect', effect), effects));
  });
  return errs;
}
