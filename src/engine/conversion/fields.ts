// The few helpers the conversion functions share: read the encoded tree of a typed object (absent
// or null is Go's zero value), build structs in Go field order with encoding/json's omitempty, and
// read JSON the way encoding/json fills a struct (an exact key first, then a case-insensitive one).

import { asObject } from '../apimachinery/isObject.ts';
import type { JsonObject, JsonValue } from '../apimachinery/types.ts';

/** Returns the objects of an array value (nil and non-arrays yield none). */
export const objects = (v: JsonValue | undefined): JsonObject[] =>
  Array.isArray(v) ? v.map((e) => asObject(e) ?? {}) : [];

/** Reads a present, non-null value (a set pointer, a non-zero field). */
export const present = (v: JsonValue | undefined): v is JsonValue => v !== undefined && v !== null;

/**
 * Reads key as encoding/json matches struct fields: the exact name, else the first key equal
 * under case folding (the annotations are written by other API servers and by webhooks).
 */
export function field(o: JsonObject | undefined, key: string): JsonValue | undefined {
  if (o === undefined) return undefined;
  if (key in o) return o[key];
  const folded = key.toLowerCase();
  const match = Object.keys(o).find((k) => k.toLowerCase() === folded);
  return match === undefined ? undefined : o[match];
}

/**
 * One field of a struct being built: its JSON name, its value and how omitempty treats it:
 * `omitempty` drops Go's empty values, `ptr` (omitempty on a pointer, slice or map) drops only nil.
 */
export type GoField = readonly [
  name: string,
  value: JsonValue | undefined,
  omit?: 'omitempty' | 'ptr',
];

// isEmptyValue: "", 0, false, nil and empty slices and maps; never a struct.
function isEmpty(v: JsonValue | undefined): boolean {
  if (v === undefined || v === null || v === '' || v === 0 || v === false) return true;
  return Array.isArray(v) && v.length === 0;
}

/**
 * Builds a struct's JSON in the order given (Go's declaration order). A field without omitempty
 * is always written, undefined as null (a nil pointer or slice).
 */
export function goStruct(fields: readonly GoField[]): JsonObject {
  const out: JsonObject = {};
  for (const [name, value, omit] of fields) {
    if (omit === 'omitempty' && isEmpty(value)) continue;
    if (omit === 'ptr' && (value === undefined || value === null)) continue;
    out[name] = value ?? null;
  }
  return out;
}
