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
import { addErrors, merge, newResult, type Result, sErr } from './result.ts';

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

// StripUnsupportedFormatsPostProcess: the formats the server does not know are removed.
const formatOf = (s: Structural): string | undefined =>
  s.format !== undefined && knownFormat(s.format) ? s.format : undefined;

function validateType(path: string, s: Structural, v: JsonValue): FieldError | undefined {
  const types = typesOf(s);
  const sFormat = formatOf(s);
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
    sFormat !== undefined &&
    !(types.includes(t) || format === sFormat || intFloat)
  ) {
    return m.typeInvalid(path, sFormat, format);
  }
  const isStringOrSlice = t === 'string' || t === 'array';
  const numeric = types.includes('number') || types.includes('integer');
  if (!numeric && sFormat !== undefined && isStringOrSlice) return undefined;
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
): Result {
  const r = newResult();
  if (s.items !== undefined)
    v.forEach((item, i) => merge(r, validateResult(`${path}[${i}]`, s.items!, item, c?.index(i))));
  if (s.minItems !== undefined && v.length < s.minItems)
    addErrors(r, m.minItemsFail(path, v.length, s.minItems));
  if (s.maxItems !== undefined && v.length > s.maxItems)
    addErrors(r, m.tooManyFail(path, v.length, s.maxItems));
  if (s.uniqueItems && v.some((a, i) => v.slice(0, i).some((b) => equal(a, b))))
    addErrors(r, m.uniqueFail(path, v));
  r.matchCount++;
  return r;
}

// basicCommonValidator: a null value matches no enum (reflect.ValueOf(nil) is not valid).
function validateEnum(path: string, s: Structural, v: JsonValue): FieldError | undefined {
  if (s.enum === undefined || s.enum.length === 0) return undefined;
  return v !== null && s.enum.some((e) => equal(e, v)) ? undefined : m.enumFail(path, v, s.enum);
}

function validateObject(
  path: string,
  s: Structural,
  v: { [k: string]: JsonValue },
  c: CorrelatedObject | undefined,
): Result {
  const r = newResult();
  const keys = Object.keys(v);
  if (s.minProperties !== undefined && keys.length < s.minProperties)
    addErrors(r, m.tooFewProperties(path, keys.length, s.minProperties));
  if (s.maxProperties !== undefined && keys.length > s.maxProperties)
    addErrors(r, m.tooManyFail(path, keys.length, s.maxProperties));
  if (s.additionalPropertiesAllows === false) {
    for (const k of keys) if (!s.properties.has(k)) addErrors(r, m.propertyNotAllowed(path, k));
  } else if (s.additionalProperties !== undefined) {
    for (const k of keys)
      if (!s.properties.has(k))
        merge(r, validateResult(`${path}.${k}`, s.additionalProperties, v[k]!, c?.key(k)));
  }
  for (const [name, ps] of s.properties) {
    const pv = v[name];
    if (pv !== undefined)
      merge(r, validateResult(path === '' ? name : `${path}.${name}`, ps, pv, c?.key(name)));
  }
  for (const k of s.required) if (!(k in v)) addErrors(r, m.requiredFail(`${path}.${k}`));
  return r;
}

// schemaPropsValidator (kube-openapi validate/schema_props.go). Of several failing anyOf/oneOf
// branches the one with the most passed checks (Result.MatchCount) is reported, the first of equals;
// a passing branch's count is merged too. The "IMPORTANT!" errors it also keeps are never produced
// by the validators a CRD schema uses.
function validateSchemaProps(path: string, s: Structural, v: JsonValue): Result {
  const main = newResult();
  if (s.anyOf.length > 0) {
    let best: Result | undefined;
    let firstSuccess: Result | undefined;
    for (const b of s.anyOf) {
      const r = validateResult(path, b, v, undefined);
      if (r.errors.length === 0) {
        best = undefined;
        firstSuccess = r;
        break;
      }
      if (best === undefined || r.matchCount > best.matchCount) best = r;
    }
    if (firstSuccess === undefined) addErrors(main, m.anyOfFail(path));
    merge(main, best ?? firstSuccess);
  }
  if (s.oneOf.length > 0) {
    let best: Result | undefined;
    let firstSuccess: Result | undefined;
    let validated = 0;
    for (const b of s.oneOf) {
      const r = validateResult(path, b, v, undefined);
      if (r.errors.length === 0) {
        validated++;
        best = undefined;
        firstSuccess ??= r;
        continue;
      }
      if (validated === 0 && (best === undefined || r.matchCount > best.matchCount)) best = r;
    }
    if (validated !== 1) {
      addErrors(main, m.oneOfFail(path, validated));
      merge(main, best);
    } else merge(main, firstSuccess);
  }
  if (s.allOf.length > 0) {
    let validated = 0;
    for (const b of s.allOf) {
      const r = validateResult(path, b, v, undefined);
      if (r.errors.length === 0) validated++;
      merge(main, r);
    }
    if (validated !== s.allOf.length) addErrors(main, m.allOfFail(path, validated === 0));
  }
  if (s.not !== undefined && validateResult(path, s.not, v, undefined).errors.length === 0)
    addErrors(main, m.notFail(path));
  main.matchCount++;
  return main;
}

/**
 * Validates a value at a kube-openapi path ("" for the root) against a schema node. On update `c`
 * correlates the value with its old value: a node equal to its old value keeps no errors
 * (CRDValidationRatcheting; apiextensions-apiserver pkg/apiserver/validation/ratcheting.go
 * ratchetingValueValidator, which turns them into warnings and keeps the match count); a node that
 * does not correlate is validated as on create.
 */
export const validateValue = (
  path: string,
  s: Structural,
  v: JsonValue,
  c?: CorrelatedObject,
): FieldError[] => validateResult(path, s, v, c).errors;

function validateResult(
  path: string,
  s: Structural,
  v: JsonValue,
  c: CorrelatedObject | undefined,
): Result {
  const r = validateNode(path, s, v, c);
  return r.errors.length > 0 && c?.deepEqual() === true
    ? { errors: [], matchCount: r.matchCount }
    : r;
}

// typeValidator.Validate: one match when the type fits, none with its error.
const typeResult = (e: FieldError | undefined): Result => sErr(e) ?? { errors: [], matchCount: 1 };

// SchemaValidator.Validate: each validator that applies, in order, then one more match.
function validateNode(
  path: string,
  s: Structural,
  v: JsonValue,
  c: CorrelatedObject | undefined,
): Result {
  const r = newResult();
  if (v === null) {
    // only the type and common validators, and no counts of their own
    merge(r, typeResult(validateType(path, s, v)), sErr(validateEnum(path, s, v)));
    return r;
  }
  const step = (res: Result | undefined): void => {
    merge(r, res);
    r.matchCount++;
  };
  const format = formatOf(s);
  if (typesOf(s).length > 0 || format !== undefined) step(typeResult(validateType(path, s, v)));
  step(validateSchemaProps(path, s, v));
  if (typeof v === 'string') {
    step(sErr(validateString(path, s, v)));
    if (format !== undefined)
      step(sErr(isFormat(format, v) ? undefined : m.typeInvalid(path, format, v)));
  }
  if (typeof v === 'number') step({ errors: validateNumber(path, s, v), matchCount: 1 });
  if (Array.isArray(v)) step(validateSlice(path, s, v, c));
  step(sErr(validateEnum(path, s, v)));
  if (isObject(v)) step(validateObject(path, s, v, c));
  r.matchCount++;
  return r;
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
