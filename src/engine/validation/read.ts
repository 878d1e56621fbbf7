// Reads the fields of a decoded object as the typed Go struct holds them: an absent or mistyped
// field is its zero value ("" / 0 / false / nil), as after decoding into the internal type. The
// decoder refuses mistyped bodies before validation runs, so the fallbacks only keep us total.

import type { JsonObject, JsonValue } from '../apimachinery/types.ts';
import { asObject, isObject } from '../apimachinery/isObject.ts';

/** Returns the field when it is a mapping (a non-nil pointer to a struct), else undefined. */
export const obj = (v: JsonValue | undefined): JsonObject | undefined => asObject(v);

/** Returns a string field, or "" (Go's zero value). */
export const str = (v: JsonValue | undefined): string => (typeof v === 'string' ? v : '');

/** Returns a *string field: undefined when nil. */
export const optStr = (v: JsonValue | undefined): string | undefined =>
  typeof v === 'string' ? v : undefined;

/** Returns a number field, or undefined when nil or absent. */
export const num = (v: JsonValue | undefined): number | undefined =>
  typeof v === 'number' ? v : undefined;

/** Returns a bool field, or undefined when nil or absent. */
export const bool = (v: JsonValue | undefined): boolean | undefined =>
  typeof v === 'boolean' ? v : undefined;

/** Returns a list field, or [] (a nil slice). */
export const list = (v: JsonValue | undefined): JsonValue[] => (Array.isArray(v) ? v : []);

/** Returns a list of mappings, skipping anything else. */
export const objects = (v: JsonValue | undefined): JsonObject[] =>
  list(v).filter((x): x is JsonObject => isObject(x));

/** Returns a list of strings. */
export const strings = (v: JsonValue | undefined): string[] =>
  list(v).filter((s): s is string => typeof s === 'string');

/** Returns a map[string]string in source order (Go walks maps randomly; we stay deterministic). */
export const stringMap = (v: JsonValue | undefined): [string, string][] =>
  Object.entries(obj(v) ?? {}).map(([k, x]) => [k, typeof x === 'string' ? x : String(x)]);
