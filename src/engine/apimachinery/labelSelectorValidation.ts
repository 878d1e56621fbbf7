// Decides whether a label map or label selector is well formed: mirrors apimachinery
// pkg/apis/meta/v1/validation/validation.go (ValidateLabels, ValidateLabelName,
// ValidateLabelSelector, ValidateLabelSelectorRequirement).

import { type FieldError, forbidden, invalid, required } from './field.ts';
import { goNamed, goString } from './goValue.ts';
import { invalidEach, isQualifiedName, isValidLabelValue } from './names.ts';

/** A metav1.LabelSelectorRequirement. */
export interface DecodedRequirement {
  key: string;
  operator: string;
  values: string[];
}

/** A metav1.LabelSelector. */
export interface DecodedSelector {
  matchLabels: [string, string][];
  matchExpressions: DecodedRequirement[];
}

/** Checks a label key (ValidateLabelName). */
export const validateLabelName = (labelName: string, fldPath: string): FieldError[] =>
  invalidEach(fldPath, labelName, isQualifiedName(labelName));

/**
 * Checks every key and value of a label map, all reported on the map's own path. Go walks the
 * map in random order; we keep the source order so results are deterministic.
 */
export function validateLabels(labels: readonly [string, string][], fldPath: string): FieldError[] {
  const errs: FieldError[] = [];
  for (const [k, v] of labels) {
    errs.push(...validateLabelName(k, fldPath));
    errs.push(...invalidEach(fldPath, v, isValidLabelValue(v)));
  }
  return errs;
}

/** Checks one matchExpressions entry: operator, values for that operator, key and (strictly) values. */
export function validateLabelSelectorRequirement(
  sr: DecodedRequirement,
  allowInvalidLabelValue: boolean,
  fldPath: string,
): FieldError[] {
  const errs: FieldError[] = [];
  switch (sr.operator) {
    case 'In':
    case 'NotIn':
      if (sr.values.length === 0) {
        errs.push(
          required(`${fldPath}.values`, "must be specified when `operator` is 'In' or 'NotIn'"),
        );
      }
      break;
    case 'Exists':
    case 'DoesNotExist':
      if (sr.values.length > 0) {
        errs.push(
          forbidden(
            `${fldPath}.values`,
            "may not be specified when `operator` is 'Exists' or 'DoesNotExist'",
          ),
        );
      }
      break;
    default:
      errs.push(
        invalid(
          `${fldPath}.operator`,
          goNamed('v1.LabelSelectorOperator', sr.operator),
          'not a valid selector operator',
        ),
      );
  }
  errs.push(...validateLabelName(sr.key, `${fldPath}.key`));
  if (!allowInvalidLabelValue) {
    sr.values.forEach((value, i) => {
      for (const msg of isValidLabelValue(value)) {
        errs.push(invalid(`${fldPath}.values[${i}]`, goString(value), msg));
      }
    });
  }
  return errs;
}

/** Checks a label selector: matchLabels first, then each matchExpressions entry. */
export function validateLabelSelector(
  ps: DecodedSelector | undefined,
  allowInvalidLabelValue: boolean,
  fldPath: string,
): FieldError[] {
  if (ps === undefined) return [];
  const errs = validateLabels(ps.matchLabels, `${fldPath}.matchLabels`);
  ps.matchExpressions.forEach((expr, i) => {
    errs.push(
      ...validateLabelSelectorRequirement(
        expr,
        allowInvalidLabelValue,
        `${fldPath}.matchExpressions[${i}]`,
      ),
    );
  });
  return errs;
}
