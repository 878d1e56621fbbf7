// Field-level validation errors and their exact text: mirrors apimachinery
// pkg/util/validation/field/errors.go (constructors, ErrorBody, Error, ToAggregate) and the
// message of pkg/util/errors aggregate.

import type { KubernetesVersion } from './types.ts';
import { atLeast } from './version.ts';
import { goQuote } from './goQuote.ts';
import { type GoValue, goInt, goString, renderJson, renderLegacy } from './goValue.ts';

/** The machine-readable cause of a field error; also the `reason` of a Status cause. */
export type FieldErrorType =
  | 'FieldValueNotFound'
  | 'FieldValueRequired'
  | 'FieldValueDuplicate'
  | 'FieldValueInvalid'
  | 'FieldValueNotSupported'
  | 'FieldValueForbidden'
  | 'FieldValueTooLong'
  | 'FieldValueTooMany'
  | 'InternalError'
  | 'FieldValueTypeInvalid';

/** One field-level validation error, as field.Error holds it. */
export interface FieldError {
  type: FieldErrorType;
  field: string;
  badValue: GoValue;
  detail: string;
}

const typeText: Record<FieldErrorType, string> = {
  FieldValueNotFound: 'Not found',
  FieldValueRequired: 'Required value',
  FieldValueDuplicate: 'Duplicate value',
  FieldValueInvalid: 'Invalid value',
  FieldValueNotSupported: 'Unsupported value',
  FieldValueForbidden: 'Forbidden',
  FieldValueTooLong: 'Too long',
  FieldValueTooMany: 'Too many',
  InternalError: 'Internal error',
  FieldValueTypeInvalid: 'Invalid value',
};

// These types never print their value, in every version.
const valueless = new Set<FieldErrorType>([
  'FieldValueRequired',
  'FieldValueForbidden',
  'FieldValueTooLong',
  'InternalError',
]);

/** Reports a required value that is missing (field.Required). */
export const required = (field: string, detail: string): FieldError => ({
  type: 'FieldValueRequired',
  field,
  badValue: goString(''),
  detail,
});

/** Reports a malformed value (field.Invalid). */
export const invalid = (field: string, value: GoValue, detail: string): FieldError => ({
  type: 'FieldValueInvalid',
  field,
  badValue: value,
  detail,
});

/** Reports a value outside an enumeration, listing the allowed ones in the given order (field.NotSupported). */
export function notSupported(
  field: string,
  value: GoValue,
  validValues: readonly string[],
): FieldError {
  const detail =
    validValues.length > 0 ? 'supported values: ' + validValues.map(goQuote).join(', ') : '';
  return { type: 'FieldValueNotSupported', field, badValue: value, detail };
}

/** Reports a value that must be unique but is not (field.Duplicate). */
export const duplicate = (field: string, value: GoValue): FieldError => ({
  type: 'FieldValueDuplicate',
  field,
  badValue: value,
  detail: '',
});

/** Reports a value not permitted here (field.Forbidden). */
export const forbidden = (field: string, detail: string): FieldError => ({
  type: 'FieldValueForbidden',
  field,
  badValue: goString(''),
  detail,
});

/** Reports a list with too many items (field.TooMany). */
export function tooMany(field: string, actual: number, max: number): FieldError {
  const detail = max >= 0 ? `must have at most ${max} items` : 'has too many items';
  const badValue: GoValue = actual >= 0 ? goInt(actual) : { go: 'omit' };
  return { type: 'FieldValueTooMany', field, badValue, detail };
}

/** Reports a value that refers to something that does not exist (field.NotFound). */
export const notFound = (field: string, value: GoValue): FieldError => ({
  type: 'FieldValueNotFound',
  field,
  badValue: value,
  detail: '',
});

/** Reports a value longer than allowed, never printing it (field.TooLong, apimachinery v0.32). */
export const tooLong = (field: string, maxLength: number): FieldError => ({
  type: 'FieldValueTooLong',
  field,
  badValue: { go: 'omit' },
  detail: maxLength >= 0 ? `may not be more than ${maxLength} bytes` : 'value is too long',
});

/** Reports a failure not caused by the user's input (field.InternalError). */
export const internalError = (field: string, detail: string): FieldError => ({
  type: 'InternalError',
  field,
  badValue: { go: 'nil' },
  detail,
});

/** Renders the error without its field, as field.Error.ErrorBody does in the given version. */
export function fieldErrorBody(e: FieldError, version: KubernetesVersion): string {
  let s = typeText[e.type];
  if (!valueless.has(e.type) && e.badValue.go !== 'omit') {
    // 1.34 replaced the %#v fallback with json.Marshal.
    s += ': ' + (atLeast(version, '1.34') ? renderJson(e.badValue) : renderLegacy(e.badValue));
  }
  if (e.detail.length > 0) s += ': ' + e.detail;
  return s;
}

/** The parts of the error body, apart: the type's text, the bad value as rendered (when shown), the detail. */
export function fieldErrorParts(
  e: FieldError,
  version: KubernetesVersion,
): { type: string; badValue?: string; detail: string } {
  const shown = !valueless.has(e.type) && e.badValue.go !== 'omit';
  const type = typeText[e.type];
  if (!shown) return { type, detail: e.detail };
  return {
    type,
    badValue: atLeast(version, '1.34') ? renderJson(e.badValue) : renderLegacy(e.badValue),
    detail: e.detail,
  };
}

/** Renders the error as field.Error.Error does: `<field>: <body>`. */
export const fieldErrorString = (e: FieldError, version: KubernetesVersion): string =>
  `${e.field}: ${fieldErrorBody(e, version)}`;

/**
 * Renders a list as ErrorList.ToAggregate().Error() does: messages deduplicated in order,
 * a single one bare, several inside `[` `]` joined by `, `; an empty list gives "".
 */
export function aggregateString(errs: readonly FieldError[], version: KubernetesVersion): string {
  const seen = new Set<string>();
  for (const e of errs) seen.add(fieldErrorString(e, version));
  const msgs = [...seen];
  if (msgs.length <= 1) return msgs[0] ?? '';
  return '[' + msgs.join(', ') + ']';
}
