// Shorthands for the defaulting tests: decode an object of a kind and read nested fields.

import { parseApiVersion } from '../admission/attributes.ts';
import type { JsonObject, JsonValue } from '../apimachinery/types.ts';
import { type DecodedObject, decodeTyped } from './index.ts';
import { isObject } from '../apimachinery/isObject.ts';

/** Decodes a body of the given apiVersion and kind (defaulting on unless told otherwise). */
export function typed(
  apiVersion: string,
  kind: string,
  body: JsonObject,
  defaulting = true,
): DecodedObject {
  return decodeTyped(
    { apiVersion, kind, ...body },
    { ...parseApiVersion(apiVersion), kind },
    { defaulting },
  );
}

/** Decodes a Pod with the given spec and returns the whole object. */
export const typedPod = (spec: JsonObject, extra: JsonObject = {}): JsonObject =>
  typed('v1', 'Pod', { metadata: { name: 'p', namespace: 'default' }, spec, ...extra }).object;

/** Reads a dotted path (numbers index arrays) from a JSON value. */
export function at(v: JsonValue | undefined, path: string): JsonValue | undefined {
  let cur = v;
  for (const part of path.split('.')) {
    if (Array.isArray(cur)) cur = cur[Number(part)];
    else if (typeof cur === 'object' && cur !== null) cur = cur[part];
    else return undefined;
  }
  return cur;
}

/** Lists the keys of the object at a path, in order. */
export const keysAt = (v: JsonValue | undefined, path: string): string[] => {
  const o = at(v, path);
  return isObject(o) ? Object.keys(o) : [];
};
