// Checks a list of metav1.Condition: mirrors k8s.io/apimachinery
// pkg/apis/meta/v1/validation/validation.go ValidateConditions and ValidateCondition (v0.32.0): type a
// label name and unique, status True/False/Unknown, observedGeneration ≥ 0, lastTransitionTime and
// reason set, reason's format and length, message's length.

import type { JsonValue } from '../../apimachinery/types.ts';
import {
  duplicate,
  type FieldError,
  invalid,
  notSupported,
  required,
  tooLong,
} from '../../apimachinery/field.ts';
import { goInt64, goNamed, goString } from '../../apimachinery/goValue.ts';
import { validateLabelName } from '../../apimachinery/labelSelectorValidation.ts';
import { byteLength, regexError } from '../../apimachinery/names.ts';
import { num, objects, str } from '../read.ts';

const validConditionStatuses = ['False', 'True', 'Unknown'];
const maxReasonLen = 1 * 1024;
const maxMessageLen = 32 * 1024;
const conditionReasonFmt = '[A-Za-z]([A-Za-z0-9_,:]*[A-Za-z0-9_])?';
const conditionReasonErrMsg =
  "a condition reason must start with alphabetic character, optionally followed by a string of alphanumeric characters or '_,:', and must end with an alphanumeric character or '_'";
const conditionReasonRegexp = new RegExp(`^${conditionReasonFmt}$`);

/** ValidateConditions. */
export function validateConditions(
  conditions: JsonValue | undefined,
  fldPath: string,
): FieldError[] {
  const errs: FieldError[] = [];
  const seen = new Set<string>();
  objects(conditions).forEach((c, i) => {
    const p = `${fldPath}[${i}]`;
    const type = str(c['type']);
    if (seen.has(type)) errs.push(duplicate(`${p}.type`, goString(type)));
    else seen.add(type);
    errs.push(...validateLabelName(type, `${p}.type`));
    const status = str(c['status']);
    if (!validConditionStatuses.includes(status))
      errs.push(
        notSupported(`${p}.status`, goNamed('v1.ConditionStatus', status), validConditionStatuses),
      );
    const generation = num(c['observedGeneration']) ?? 0;
    if (generation < 0)
      errs.push(
        invalid(
          `${p}.observedGeneration`,
          goInt64(generation),
          'must be greater than or equal to zero',
        ),
      );
    const time = c['lastTransitionTime'];
    if (time === undefined || time === null || time === '')
      errs.push(required(`${p}.lastTransitionTime`, 'must be set'));
    const reason = str(c['reason']);
    if (reason === '') errs.push(required(`${p}.reason`, 'must be set'));
    else {
      if (!conditionReasonRegexp.test(reason))
        errs.push(
          invalid(
            `${p}.reason`,
            goString(reason),
            regexError(
              conditionReasonErrMsg,
              conditionReasonFmt,
              'my_name',
              'MY_NAME',
              'MyName',
              'ReasonA,ReasonB',
              'ReasonA:ReasonB',
            ),
          ),
        );
      if (byteLength(reason) > maxReasonLen) errs.push(tooLong(`${p}.reason`, maxReasonLen));
    }
    if (byteLength(str(c['message'])) > maxMessageLen)
      errs.push(tooLong(`${p}.message`, maxMessageLen));
  });
  return errs;
}
