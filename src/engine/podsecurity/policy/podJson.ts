// Reads a Pod's plain JSON the way the Go structs would decode it: null and absent both mean a nil
// pointer or the zero value, and a present object is a non-nil pointer even when empty.

import type { JsonObject, JsonValue } from '../../apimachinery/types.ts';
import { asObject } from '../../apimachinery/isObject.ts';

type Json = JsonValue | undefined;

/** Returns v when it is a JSON object (a non-nil struct pointer), else undefined. */
/** Returns o[key] as an object when o has that own field holding one. */
export const child = (o: JsonObject | undefined, key: string): JsonObject | undefined =>
  o !== undefined && Object.hasOwn(o, key) ? asObject(o[key]) : undefined;

/** Returns o[key] when o has that own field (undefined otherwise). */
export const field = (o: JsonObject | undefined, key: string): Json =>
  o !== undefined && Object.hasOwn(o, key) ? o[key] : undefined;

/** Returns the elements of a JSON array (a nil slice reads as empty). */
export const asArray = (v: Json): JsonValue[] => (Array.isArray(v) ? v : []);

/** Returns the objects of a JSON array; a null element decodes to a zero struct. */
export const objects = (v: Json): JsonObject[] => asArray(v).map((e) => asObject(e) ?? {});

/** Returns a string field's value, or Go's zero "". */
export const asString = (v: Json): string => (typeof v === 'string' ? v : '');

/** Returns a *string: the string when present, undefined for nil. */
export const stringPtr = (v: Json): string | undefined => (typeof v === 'string' ? v : undefined);

/** Returns a *bool: the boolean when present, undefined for nil. */
export const boolPtr = (v: Json): boolean | undefined => (typeof v === 'boolean' ? v : undefined);

/** Returns a *int64: the number when present, undefined for nil. */
export const numberPtr = (v: Json): number | undefined => (typeof v === 'number' ? v : undefined);

/** Returns the entries of a map[string]string (annotations), skipping non-string values. */
export const stringEntries = (v: Json): Array<[string, string]> =>
  Object.entries(asObject(v) ?? {}).flatMap(([k, s]) =>
    typeof s === 'string' ? [[k, s] as [string, string]] : [],
  );

/** Reports whether spec.os.name is "windows" (podSpec.OS != nil && OS.Name == Windows). */
export const isWindowsPod = (podSpec: JsonObject): boolean =>
  field(child(podSpec, 'os'), 'name') === 'windows';
