// The selector rules the apps workloads share: mirrors pkg/apis/apps/validation/validation.go
// (the selector blocks of ValidateDeploymentSpec, ValidateReplicaSetSpec, ValidateStatefulSetSpec
// and ValidatePodTemplateSpecForReplicaSet).

import type { JsonObject, JsonValue } from '../../apimachinery/types.ts';
import { type FieldError, invalid, required } from '../../apimachinery/field.ts';
import { child } from '../fieldPath.ts';
import { goLabelSelector } from '../goStructs.ts';
import { validateLabelSelector } from '../../apimachinery/labelSelectorValidation.ts';
import { obj, objects, str, stringMap, strings } from '../read.ts';
import type { DecodedSelector } from '../../apimachinery/labelSelectorValidation.ts';
import { isEmptySelector } from '../../apimachinery/labelSelector.ts';
import { selectorMatchesTemplate, selectorMismatch } from '../core/podTemplate.ts';

/** Reads a metav1.LabelSelector for the label-selector validator. */
export const decodeSelector = (s: JsonObject | undefined): DecodedSelector | undefined =>
  s === undefined
    ? undefined
    : {
        matchLabels: stringMap(s['matchLabels']),
        matchExpressions: objects(s['matchExpressions']).map((e) => ({
          key: str(e['key']),
          operator: str(e['operator']),
          values: strings(e['values']),
        })),
      };

/** Required, well formed and not empty (`empty selector is invalid for <what>`). */
export function validateRequiredSelector(
  selector: JsonValue | undefined,
  fldPath: string,
  what: string,
): FieldError[] {
  const s = obj(selector);
  if (s === undefined) return [required(fldPath, '')];
  const errs = validateLabelSelector(decodeSelector(s), false, fldPath);
  if (isEmptySelector(s))
    errs.push(invalid(fldPath, goLabelSelector(s), `empty selector is invalid for ${what}`));
  return errs;
}

/** ValidatePodTemplateSpecForReplicaSet's match check: a non-empty selector must select the template. */
export function validateTemplateSelected(
  selector: JsonValue | undefined,
  template: JsonObject | undefined,
  fldPath: string,
): FieldError[] {
  // labels.Everything() (an empty selector) is Empty() and skips the check; Nothing() (nil) does not.
  if (obj(selector) !== undefined && isEmptySelector(selector)) return [];
  return selectorMatchesTemplate(selector, template) ? [] : [selectorMismatch(template, fldPath)];
}

/** A non-negative integer field (ValidateNonnegativeField). */
export function nonNegative(spec: JsonObject, field: string, fldPath: string): FieldError[] {
  const v = spec[field];
  return typeof v === 'number' && v < 0
    ? [
        invalid(
          child(fldPath, field),
          { go: 'int', value: v },
          'must be greater than or equal to 0',
        ),
      ]
    : [];
}
