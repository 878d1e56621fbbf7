// The schema validator's error texts and how the API server turns them into field errors.
// Mirrors kube-openapi pkg/validation/errors/schema.go (the messages, with `in` = "body") and
// apiextensions-apiserver pkg/apiserver/validation/validation.go kubeOpenAPIResultToFieldErrors
// (which field.Error each code becomes, with the path's leading "." trimmed).

import type { JsonValue } from '../apimachinery/types.ts';
import {
  type FieldError,
  invalid,
  notSupported,
  required,
  tooMany,
} from '../apimachinery/field.ts';
import { marshalGo } from '../apimachinery/goJson.ts';
import { goQuote } from '../apimachinery/goQuote.ts';
import { type GoValue, goJson, goString } from '../apimachinery/goValue.ts';

const IN = 'body';

/** The field path of a kube-openapi error name: "" is the root, a leading "." is dropped. */
const fieldPath = (name: string): string => (name === '.' ? '' : name.replace(/^\./, ''));

/** Go's %v of a float64 (strconv 'g' with the shortest precision). */
export function goFloat(n: number): string {
  if (n === 0) return '0';
  const exp = Math.floor(Math.log10(Math.abs(n)));
  if (exp < -4 || exp >= 21) {
    const [m, e = '0'] = n.toExponential().split('e');
    const ev = Number(e);
    return `${m}e${ev < 0 ? '-' : '+'}${String(Math.abs(ev)).padStart(2, '0')}`;
  }
  return String(n);
}

/** The bad value as the validator holds it: strings print quoted, numbers and the rest as Go would. */
const badValue = (v: JsonValue): GoValue =>
  typeof v === 'string' ? goString(v) : v === null ? goString('') : goJson(v);

/** errors.InvalidType → field.TypeInvalid; `actual` is the value's JSON type name or the bad value. */
export function typeInvalid(name: string, expected: string, actual: string): FieldError {
  const detail = `${name} in ${IN} must be of type ${expected}: ${goQuote(actual)}`;
  return {
    type: 'FieldValueTypeInvalid',
    field: fieldPath(name),
    badValue: goString(actual),
    detail,
  };
}

/** errors.Required → field.Required with no detail. */
export const requiredFail = (name: string): FieldError => required(fieldPath(name), '');

/** errors.EnumFail → field.NotSupported, the allowed values as strings or their JSON. */
export const enumFail = (
  name: string,
  value: JsonValue,
  allowed: readonly JsonValue[],
): FieldError =>
  notSupported(
    fieldPath(name),
    badValue(value),
    allowed.map((a) => (typeof a === 'string' ? a : marshalGo(a))),
  );

/** errors.TooLong → field.TooLong (the value is never shown). */
export const tooLong = (name: string, max: number): FieldError => ({
  type: 'FieldValueTooLong',
  field: fieldPath(name),
  badValue: goString(''),
  detail: `may not be more than ${max} ${max === 1 ? 'byte' : 'bytes'}`,
});

/** errors.TooManyItems / TooManyProperties → field.TooMany. */
export const tooManyFail = (name: string, actual: number, max: number): FieldError =>
  tooMany(fieldPath(name), actual, max);

/** Every other code → field.Invalid with the kube-openapi message as detail. */
const otherFail = (name: string, value: JsonValue, message: string): FieldError =>
  invalid(fieldPath(name), badValue(value), `${name} in ${IN} ${message}`);

export const tooShort = (name: string, value: string, min: number): FieldError =>
  otherFail(name, value, `should be at least ${min} chars long`);
export const patternFail = (name: string, value: string, pattern: string): FieldError =>
  otherFail(name, value, `should match '${pattern}'`);
export const multipleOfFail = (name: string, value: number, factor: number): FieldError =>
  otherFail(name, value, `should be a multiple of ${goFloat(factor)}`);
export const maximumFail = (
  name: string,
  value: number,
  max: number,
  exclusive: boolean,
): FieldError =>
  otherFail(name, value, `should be less than ${exclusive ? '' : 'or equal to '}${goFloat(max)}`);
export const minimumFail = (
  name: string,
  value: number,
  min: number,
  exclusive: boolean,
): FieldError =>
  otherFail(
    name,
    value,
    `should be greater than ${exclusive ? '' : 'or equal to '}${goFloat(min)}`,
  );
export const uniqueFail = (name: string, value: JsonValue): FieldError =>
  otherFail(name, value, `shouldn't contain duplicates`);
export const minItemsFail = (name: string, size: number, min: number): FieldError =>
  otherFail(name, size, `should have at least ${min} items`);
export const tooFewProperties = (name: string, size: number, min: number): FieldError =>
  otherFail(name, size, `should have at least ${min} properties`);
/** errors.PropertyNotAllowed: the value shown is empty (the Validation error carries none). */
export const propertyNotAllowed = (name: string, key: string): FieldError =>
  invalid(fieldPath(name), goString(''), `${name}.${key} in ${IN} is a forbidden property`);

/**
 * A composite error (allOf/anyOf/oneOf/not): not an errors.Validation, so it becomes field.Invalid
 * at the validator's own field path (nil, printed "<nil>", for a whole custom resource) with "".
 */
const compositeFail = (message: string): FieldError => invalid('<nil>', goString(''), message);
export const anyOfFail = (name: string): FieldError =>
  compositeFail(`${goQuote(name)} must validate at least one schema (anyOf)`);
export const oneOfFail = (name: string, valid: number): FieldError =>
  compositeFail(
    `${goQuote(name)} must validate one and only one schema (oneOf). ${valid === 0 ? 'Found none valid' : `Found ${valid} valid alternatives`}`,
  );
export const allOfFail = (name: string, noneValid: boolean): FieldError =>
  compositeFail(
    `${goQuote(name)} must validate all the schemas (allOf)${noneValid ? '. None validated' : ''}`,
  );
export const notFail = (name: string): FieldError =>
  compositeFail(`${goQuote(name)} must not validate the schema (not)`);
