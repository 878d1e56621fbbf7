// The API server never holds the JSON a client sent: it decodes the body into the typed struct,
// defaults it (scheme defaulting) and encodes it again for webhooks, with Go's field order. The
// same happens to every webhook's patched object (mutating/dispatcher.go: Decode + Default).
// Custom resources are unstructured maps: encoding/json writes their keys sorted.

import { decodeTyped } from '../defaulting/index.ts';
import type { JsonObject, KubernetesVersion } from '../apimachinery/types.ts';
import { sortKeysDeep } from '../apimachinery/unstructured.ts';
import type { Attributes } from '../admission/attributes.ts';
import type { TypedOptions } from '../admission/context.ts';

type Typed = Pick<Attributes, 'kind' | 'builtin'>;

/** The decode and encode steps of one run. */
export interface TypedObjects {
  /** Decode with defaulting (unless the scenario turns it off); unknown fields are dropped. */
  decode: (object: JsonObject, attr: Typed, options?: TypedOptions) => JsonObject;
  /** The typed encoding alone: Go's field order and zero-value fields, no defaults. */
  encode: (object: JsonObject, attr: Typed, options?: TypedOptions) => JsonObject;
}

/**
 * Returns the decode/encode pair into the structs of a version; `defaulting: false` keeps the typed
 * encoding but adds no defaults. The feature gates reach the gate-dependent defaulters.
 */
export function typedObjects(
  defaulting: boolean,
  version: KubernetesVersion,
  featureGates: Readonly<Record<string, boolean>> = {},
): TypedObjects {
  return {
    decode: (object, attr, options) =>
      attr.builtin
        ? decodeTyped(object, attr.kind, { defaulting, version, featureGates, ...options }).object
        : (sortKeysDeep(object) as JsonObject),
    encode: (object, attr, options) =>
      attr.builtin
        ? decodeTyped(object, attr.kind, { defaulting: false, version, ...options }).object
        : (sortKeysDeep(object) as JsonObject),
  };
}
