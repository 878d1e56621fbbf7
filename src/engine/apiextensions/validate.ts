// Validation of a custom resource against its structural schema, in the order kube-openapi's
// SchemaValidator runs its validators: type, schema props (allOf/anyOf/oneOf/not), string, format,
// number, slice, common (enum), object.
// Mirrors kube-openapi pkg/validation/validate (schema.go, type.go, validator.go, formats.go,
// slice_validator.go, object_validator.go) as apiextensions-apiserver
// pkg/apiserver/validation/validation.go ValidateCustomResource calls it (root path "", in "body").
// Properties are visited in schema order (Go visits its maps in random order).

import type { FieldError } from '../apimachinery/field.ts';
import type { JsonValue } from '../apimachinery/types.ts';
import type { Structural } from './structural.ts';
import { isObject } from '../apimachinery/isObject.ts';
import { marshalGo } from '../apimachinery/goJson.ts';
import { compileRe2 } from '../cel/library/re2.ts';
import { CorrelatedObject } from './cel/correlation.ts';
import { isFormat, knownFormat } from './formats.ts';
import * as m from './messages.ts';

// Deep equality of decoded JSON values (reflect.DeepEqual on what encoding/json yields).
const equal = (a: JsonValue, b: JsonValue): boolean => marshalGo(a) === marshalGo(b);

/** The JSON type name kube-openapi infers for a decoded value (schemaInfoForType). */
function jsonType(v: JsonValue): string {
  if (v === null) return 'null';
  if (typeof v === 'boolean') return 'boolean';
  if (typeof v === 'string') return 'string';
  if (typeof v === 'number') return Number.isInteger(v) ? 'integer' : 'number';
  return Array.isArray(v) ? 'array' : 'object';
}

/** The schema's types as kube-openapi sees them: int-or-string becomes [integer, string]. */
const typesOf = (s: Structural): string[] =>
  s.xIntOrString ? ['integer', 'string'] : s.type !== undefined ? [s.type] : [];

const isStringOrSliceOf = (t: string): boolean => t === 'string' || t === 'array';

function validateType(path: string, s: Structural, v: JsonValue): FieldError | undefined {
  const types = typesOf(s);
  if (v === null) {
    return types.length > 0 && !types.includes('null') && !s.nullable
      ? m.typeInvalid(path, types.join(','), 'null')
      : undefined;
  }
  const t = jsonType(v);
  // integer-valued floats and ints are interchangeable; a JS number cannot tell 1.0 from 1
  const intFloat = t === 'integer' && types.includes('number');
  // the Go format of a decoded number: int64 or float64
  const format = t === 'integer' ? 'int64' : t === 'number' ? 'float64' : '';
  if (
    !isStringOrSliceOf(t) &&
    s.format !== undefined &&
    !(types.includes(t) || format === s.format || intFloat)
  ) {
    return m.typeInvalid(path, s.format, format);
  }
  const isStringOrSlice = t === 'string' || t === 'array';
  const numeric = types.includes('number') || types.includes('integer');
  if (!numeric && s.format !== undefined && isStringOrSlice) return undefined;
  if (!(types.includes(t) || intFloat)) return m.typeInvalid(path, types.join(','), t);
  return undefined;
}

// Patterns compile once; one the playground's RE2 port cannot translate is not checked (the API
// server refuses an invalid pattern when the CRD is created, so no custom resource meets one).
const compiled = new Map<string, RegExp | undefined>();
function patternMatches(pattern: string, v: string): boolean {
  if (!compiled.has(pattern)) {
    let re: RegExp | undefined;
    try {
      re = compileRe2(pattern);
    } catch {
      re = undefined;
    }
    compiled.set(pattern, re);
  }
  const re = compiled.get(pattern);
  return re === undefined || re.test(v);
}

function validateString(path: string, s: Structural, v: string): FieldError | undefined {
  // MaxLength and MinLength count runes (utf8.RuneCountInString)
  const runes = [...v].length;
  if (s.maxLength !== undefined && runes > s.maxLength) return m.tooLong(path, s.maxLength);
  if (s.minLength !== undefined && runes < s.minLength) return m.tooShort(path, v, s.minLength);
  if (s.pattern !== undefined && !patternMatches(s.pattern, v))
    return m.patternFail(path, v, s.pattern);
  return undefined;
}

function validateNumber(path: string, s: Structural, v: number): FieldError[] {
  const errs: FieldError[] = [];
  if (s.multipleOf !== undefined && s.multipleOf !== 0) {
    const q = v / s.multipleOf;
    if (!Number.isInteger(q)) errs.push(m.multipleOfFail(path, v, s.multipleOf));
  }
  if (s.minimum !== undefined && (s.exclusiveMinimum ? v <= s.minimum : v < s.minimum)) {
    errs.push(m.minimumFail(path, v, s.minimum, s.exclusiveMinimum));
  }
  if (s.maximum !== undefined && (s.exclusiveMaximum ? v >= s.maximum : v > s.maximum)) {
    errs.push(m.maximumFail(path, v, s.maximum, s.exclusiveMaximum));
  }
  return errs;
}

function validateSlice(
  path: string,
  s: Structural,
  v: JsonValue[],
  c: CorrelatedObject | undefined,
): FieldError[] {
  const errs: FieldError[] = [];
  if (s.items !== undefined)
    v.forEach((item, i) =>
      errs.push(...validateValue(`${path}[${i}]`, s.items!, item, c?.index(i))),
    );
  if (s.minItems !== undefined && v.length < s.minItems)
    errs.push(m.minItemsFail(path, v.length, s.minItems));
  if (s.maxItems !== undefined && v.length > s.maxItems)
    errs.push(m.tooManyFail(path, v.length, s.maxItems));
  if (s.uniqueItems && v.some((a, i) => v.slice(0, i).some((b) => equal(a, b))))
    errs.push(m.uniqueFail(path, v));
  return errs;
}

function validateEnum(path: string, s: Structural, v: JsonValue): FieldError | undefined {
  if (s.enum === undefined || s.enum.length === 0) return undefined;
  return s.enum.some((e) => equal(e, v)) ? undefined : m.enumFail(path, v, s.enum);
}

function validateObject(
  path: string,
  s: Structural,
  v: { [k: string]: JsonValue },
  c: CorrelatedObject | undefined,
): FieldError[] {
  const errs: FieldError[] = [];
  const keys = Object.keys(v);
  if (s.minProperties !== undefined && keys.length < s.minProperties)
    errs.push(m.tooFewProperties(path, keys.length, s.minProperties));
  if (s.maxProperties !== undefined && keys.length > s.maxProperties)
    errs.push(m.tooManyFail(path, keys.length, s.maxProperties));
  if (s.additionalPropertiesAllows === false) {
    for (const k of keys) if (!s.properties.has(k)) errs.push(m.propertyNotAllowed(path, k));
  } else if (s.additionalProperties !== undefined) {
    for (const k of keys)
      if (!s.properties.has(k))
        errs.push(...validateValue(`${path}.${k}`, s.additionalProperties, v[k]!, c?.key(k)));
  }
  for (const [name, ps] of s.properties) {
    const pv = v[name];
    if (pv !== undefined)
      errs.push(...validateValue(path === '' ? name : `${path}.${name}`, ps, pv, c?.key(name)));
  }
  for (const k of s.required) if (!(k in v)) errs.push(m.requiredFail(`${path}.${k}`));
  return errs;
}

// schemaPropsValidator (kube-openapi validate/schema_props.go). Of several failing anyOf/oneOf
// branches upstream keeps the one with the most passed checks (Result.MatchCount), which the
// playground does not count: it keeps the first failing branch, which is what upstream keeps
// when the branches check equally much (the usual `required` alternatives).
function validateSchemaProps(path: string, s: Structural, v: JsonValue): FieldError[] {
  const errs: FieldError[] = [];
  if (s.anyOf.length > 0) {
    const results = s.anyOf.map((b) => validateValue(path, b, v));
    if (!results.some((r) => r.length === 0))
      errs.push(m.anyOfFail(path), ...(results.find((r) => r.length > 0) ?? []));
  }
  if (s.oneOf.length > 0) {
    const results = s.oneOf.map((b) => validateValue(path, b, v));
    const valid = results.filter((r) => r.length === 0).length;
    if (valid !== 1) {
      errs.push(m.oneOfFail(path, valid));
      if (valid === 0) errs.push(...(results.find((r) => r.length > 0) ?? []));
    }
  }
  if (s.allOf.length > 0) {
    const results = s.allOf.map((b) => validateValue(path, b, v));
    for (const r of results) errs.push(...r);
    const valid = results.filter((r) => r.length === 0).length;
    if (valid !== results.length) errs.push(m.allOfFail(path, valid === 0));
  }
  if (s.not !== undefined && validateValue(path, s.not, v).length === 0) errs.push(m.notFail(path));
  return errs;
}

/**
 * Validates a value at a kube-openapi path ("" for the root) against a schema node. On update `c`
 * correlates the value with its old value: a node equal to its old value keeps no errors
 * (CRDValidationRatcheting; apiextensions-apiserver pkg/apiserver/validation/ratcheting.go
 * ratchetingValueValidator); a node that does not correlate is validated as on create.
 */
export function validateValue(
  path: string,
  s: Structural,
  v: JsonValue,
  c?: CorrelatedObject,
): FieldError[] {
  const errs = validateNode(path, s, v, c);
  return errs.length > 0 && c?.deepEqual() === true ? [] : errs;
}

function validateNode(
  path: string,
  s: Structural,
  v: JsonValue,
  c: CorrelatedObject | undefined,
): FieldError[] {
  const errs: FieldError[] = [];
  const push = (e: FieldError | undefined): void => {
    if (e !== undefined) errs.push(e);
  };
  if (v === null) {
    push(validateType(path, s, v));
    push(validateEnum(path, s, v));
    return errs;
  }
  if (typesOf(s).length > 0 || s.format !== undefined) push(validateType(path, s, v));
  errs.push(...validateSchemaProps(path, s, v));
  if (typeof v === 'string') {
    push(validateString(path, s, v));
    if (s.format !== undefined && knownFormat(s.format) && !isFormat(s.format, v))
      push(m.typeInvalid(path, s.format, v));
  }
  if (typeof v === 'number') errs.push(...validateNumber(path, s, v));
  if (Array.isArray(v)) errs.push(...validateSlice(path, s, v, c));
  push(validateEnum(path, s, v));
  if (isObject(v)) errs.push(...validateObject(path, s, v, c));
  return errs;
}

/** ValidateCustomResource (ValidateCustomResourceUpdate with `old`, ratcheting): the schema's field errors. */
export const validateCustomResource = (
  s: Structural,
  object: JsonValue,
  old?: JsonValue,
): FieldError[] =>
  validateValue(
    '',
    s,
    object,
    old === undefined ? undefined : new CorrelatedObject(object, old, s),
  );
