// The one guard for "a JSON object": neither null nor an array, the values Go's encoding/json
// decodes into a map[string]interface{} or a struct.

import type { JsonObject, JsonValue } from './types.ts';

/** Reports whether a value is a JSON object (not null, not an array). */
export function isObject(value: JsonValue | undefined): value is JsonObject;
export function isObject(value: unknown): value is Record<string, unknown>;
export function isObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Returns the value when it is a JSON object, else undefined. */
export function asObject(value: JsonValue | undefined): JsonObject | undefined {
  return isObject(value) ? value : undefined;
}
