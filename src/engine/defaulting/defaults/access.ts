// Small accessors the defaulting functions share. They read the decoded tree (see ../decode.ts):
// an absent key is Go's zero value, and values of the wrong type are left alone.

import type { JsonObject, JsonValue } from '../../apimachinery/types.ts';
import { roundUpQuantity } from '../../apimachinery/quantity/marshal.ts';
import { asObject } from '../../apimachinery/isObject.ts';

/** Returns v when it is a JSON object. */
/** Returns the object under key, if there is one. */
export const child = (o: JsonObject | undefined, key: string): JsonObject | undefined =>
  asObject(o?.[key]);

/** Returns the objects of the array under key (a nil slice yields none). */
export function children(o: JsonObject | undefined, key: string): JsonObject[] {
  const v = o?.[key];
  return Array.isArray(v)
    ? v.flatMap((e) => (asObject(e) === undefined ? [] : [e as JsonObject]))
    : [];
}

/** Sets a string field that is "" (the `if obj.X == ""` defaulters). */
export function defaultString(o: JsonObject, key: string, value: string): void {
  if (o[key] === undefined || o[key] === '') o[key] = value;
}

/** Sets a pointer field that is nil (the `if obj.X == nil` defaulters). */
export function defaultPointer(o: JsonObject, key: string, value: JsonValue): void {
  if (o[key] === undefined || o[key] === null) o[key] = value;
}

/** Sets an integer field that is 0 (the `if obj.X == 0` defaulters). */
export function defaultInt(o: JsonObject, key: string, value: number): void {
  if (o[key] === undefined || o[key] === 0) o[key] = value;
}

/** Returns the struct under key, creating it as Go's zero struct (non-pointer fields always exist). */
export function struct(o: JsonObject, key: string): JsonObject {
  const v = asObject(o[key]);
  if (v !== undefined) return v;
  const created: JsonObject = {};
  o[key] = created;
  return created;
}

/** SetDefaults_ResourceList: rounds every quantity of the list under key up to milli precision. */
export function roundResourceList(o: JsonObject | undefined, key: string): void {
  const list = child(o, key);
  if (list === undefined) return;
  for (const [name, q] of Object.entries(list))
    if (typeof q === 'string') list[name] = roundUpQuantity(q);
}

/** Counts the entries of a map field (len on a nil map is 0). */
export const mapLength = (o: JsonObject | undefined, key: string): number =>
  Object.keys(child(o, key) ?? {}).length;
