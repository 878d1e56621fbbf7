// Refuses a change to a field that may not change: mirrors apimachinery
// pkg/api/validation/objectmeta.go ValidateImmutableField (apiequality.Semantic.DeepEqual, then
// field.Invalid with FieldImmutableErrorMsg and the new value).

import { semanticDeepEqual } from '../../apimachinery/semanticEqual.ts';
import type { JsonValue } from '../../apimachinery/types.ts';
import type { FieldError } from '../../apimachinery/field.ts';
import { invalid } from '../../apimachinery/field.ts';
import { type GoValue, goJson } from '../../apimachinery/goValue.ts';

/** The detail of every immutable-field error. */
export const fieldImmutableErrorMsg = 'field is immutable';

/** Reports `field is immutable` when the new value differs from the stored one. */
export function validateImmutableField(
  newVal: JsonValue | undefined,
  oldVal: JsonValue | undefined,
  fldPath: string,
  render?: GoValue,
): FieldError[] {
  // An absent scalar is Go's zero value: "" , 0 or false.
  const zero = (v: JsonValue | undefined): JsonValue | undefined =>
    v === '' || v === 0 || v === false ? undefined : v;
  if (semanticDeepEqual(zero(newVal), zero(oldVal), true)) return [];
  return [invalid(fldPath, render ?? goJson(newVal ?? null), fieldImmutableErrorMsg)];
}
