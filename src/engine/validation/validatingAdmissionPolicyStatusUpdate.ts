// Checks a ValidatingAdmissionPolicy /status update: mirrors
// pkg/apis/admissionregistration/validation/validation.go (release-1.32)
// ValidateValidatingAdmissionPolicyStatusUpdate: status.typeChecking.expressionWarnings (a warning
// and a fieldRef that parses as a JSONPath) and metav1 ValidateConditions on status.conditions. It
// does not check the metadata (rest.BeforeUpdate's common checks do).

import type { JsonObject } from '../apimachinery/types.ts';
import { type FieldError, required } from '../apimachinery/field.ts';
import { validateConditions } from './meta/conditions.ts';
import { obj, objects, str } from './read.ts';

// validateFieldRef: a blank fieldRef is required; a set one must parse as `{<fieldRef>}` with
// client-go's jsonpath parser, whose error texts are not ported. A plain path of names and indexes
// always parses.
const plainPath = /^\.?[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+|\[\d+\])*$/;

function validateFieldRef(
  fieldRef: string,
  fldPath: string,
  notSimulated: (detail: string) => void,
): FieldError[] {
  const trimmed = fieldRef.trim();
  if (trimmed === '') return [required(fldPath, '')];
  if (plainPath.test(trimmed)) return [];
  notSimulated(
    `the JSONPath parse of ${fldPath} ("invalid JSONPath: …" is not given for a malformed fieldRef)`,
  );
  return [];
}

/** ValidateValidatingAdmissionPolicyStatusUpdate. */
export function validateValidatingAdmissionPolicyStatusUpdate(
  policy: JsonObject,
  notSimulated: (detail: string) => void,
): FieldError[] {
  const status = obj(policy['status']);
  const errs: FieldError[] = [];
  const typeChecking = obj(status?.['typeChecking']);
  objects(typeChecking?.['expressionWarnings']).forEach((w, i) => {
    const path = `status.typeChecking.expressionWarnings[${i}]`;
    if (str(w['warning']) === '') errs.push(required(`${path}.warning`, ''));
    errs.push(...validateFieldRef(str(w['fieldRef']), `${path}.fieldRef`, notSimulated));
  });
  errs.push(...validateConditions(status?.['conditions'], 'status.conditions'));
  return errs;
}
