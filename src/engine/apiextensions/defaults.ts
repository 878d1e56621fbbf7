// Defaulting of a custom resource from its structural schema: `default:` of properties (missing or a
// null the schema does not allow), of additionalProperties values and of items (a null the schema
// does not allow), then recursively inside, defaults included. Mirrors apiextensions-apiserver
// pkg/apiserver/schema/defaulting/algorithm.go (Default) and prunenulls.go
// (PruneNonNullableNullsWithoutDefaults). Both return a new value; the input is not changed.

import type { JsonValue } from '../apimachinery/types.ts';
import type { Structural } from './structural.ts';
import { isObject } from '../apimachinery/isObject.ts';

const isNonNullableNull = (x: JsonValue | undefined, s: Structural | undefined): boolean =>
  x === null && s !== undefined && !s.nullable;

// runtime.DeepCopyJSONValue; a schema without a default gives null (Default.Object is nil).
const copyDefault = (s: Structural | undefined): JsonValue =>
  s?.default === undefined ? null : structuredClone(s.default);

/** Default: fills in the schema's defaults throughout `x`. */
export function applyDefaults(x: JsonValue, s: Structural | undefined): JsonValue {
  if (s === undefined) return x;
  if (Array.isArray(x)) {
    return x.map((item) =>
      applyDefaults(isNonNullableNull(item, s.items) ? copyDefault(s.items) : item, s.items),
    );
  }
  if (!isObject(x)) return x;
  const out: { [k: string]: JsonValue } = { ...x };
  for (const [k, prop] of s.properties) {
    if (prop.default === undefined) continue;
    if (!(k in out) || isNonNullableNull(out[k], prop)) out[k] = structuredClone(prop.default);
  }
  for (const k of Object.keys(out)) {
    const prop = s.properties.get(k);
    if (prop !== undefined) out[k] = applyDefaults(out[k]!, prop);
    else if (s.additionalProperties !== undefined) {
      const ap = s.additionalProperties;
      out[k] = applyDefaults(isNonNullableNull(out[k], ap) ? copyDefault(ap) : out[k]!, ap);
    }
  }
  return out;
}

const nonNullableNonDefaultableNull = (x: JsonValue, s: Structural | undefined): boolean =>
  x === null && s !== undefined && !s.nullable && s.default === undefined;

const schemaForField = (field: string, s: Structural | undefined): Structural | undefined =>
  s === undefined ? undefined : (s.properties.get(field) ?? s.additionalProperties);

/** PruneNonNullableNullsWithoutDefaults: drops `null` fields the schema neither allows nor defaults. */
export function pruneNonNullableNullsWithoutDefaults(
  x: JsonValue,
  s: Structural | undefined,
): JsonValue {
  if (Array.isArray(x))
    return x.map((item) => pruneNonNullableNullsWithoutDefaults(item, s?.items));
  if (!isObject(x)) return x;
  const out: { [k: string]: JsonValue } = {};
  for (const [k, v] of Object.entries(x)) {
    const schema = schemaForField(k, s);
    if (!nonNullableNonDefaultableNull(v, schema))
      out[k] = pruneNonNullableNullsWithoutDefaults(v, schema);
  }
  return out;
}
