// Custom resources live in the API server as unstructured.Unstructured: map[string]interface{}.
// encoding/json writes Go maps with their keys sorted by byte order, so every object the server
// encodes for a custom resource has its keys sorted, at every depth.

import type { JsonObject, JsonValue } from './types.ts';
import { compareUtf8 } from './utf8.ts';

/** Returns the value with every object's keys in Go's map order (bytewise). */
export function sortKeysDeep(value: JsonValue): JsonValue {
  if (Array.isArray(value)) return value.map(sortKeysDeep);
  if (value === null || typeof value !== 'object') return value;
  const out: JsonObject = {};
  for (const k of Object.keys(value).sort(compareUtf8))
    out[k] = sortKeysDeep(value[k] as JsonValue);
  return out;
}
