// Package defaulting mirrors the API server's decoding of built-in kinds: runtime.Scheme defaulting
// (k8s.io/kubernetes pkg/apis/*/v1 defaults) and encoding/json's field order.
//
// What kube-apiserver 1.32 holds after decoding a request body (or a patched object) into the typed
// Go struct of a built-in kind: the strict decode (unknown fields dropped and reported), scheme
// defaulting (runtime.Scheme.Default -> SetObjectDefaults_<Kind>), the round trip through the
// internal version, and encoding/json's output (Go field order, kind before apiVersion).
// Mirrors staging/src/k8s.io/apiserver/pkg/endpoints/handlers/create.go (decode with defaulting)
// and plugin/pkg/admission/webhook/mutating/dispatcher.go (re-decode after a patch).

import { builtinResourceTable } from '../restmapping/builtinTable.ts';
import type { GroupVersionKind, JsonObject, KubernetesVersion } from '../apimachinery/types.ts';
import { DEFAULT_KUBERNETES_VERSION } from '../apimachinery/version.ts';
import { decodeStruct } from './decode.ts';
import { encodeStruct } from './encode.ts';
import { apiVersionOf, kindModel } from './kinds.ts';
import { isObject } from '../apimachinery/isObject.ts';

/** Options of decodeTyped. */
export interface DecodeOptions {
  /** Runs scheme defaulting (true unless false); the internal round trip runs either way. */
  defaulting?: boolean;
  /**
   * Runs the round trip through the internal version (true unless false). A webhook's patched
   * object in another version (matchPolicy Equivalent) is converted to internal once, not back.
   */
  roundTrip?: boolean;
  /** The version whose Go structs the object decodes into (1.32 unless said). */
  version?: KubernetesVersion;
  /** The scenario's cluster.featureGates, which gate-dependent defaulters read (none: the version's defaults). */
  featureGates?: Readonly<Record<string, boolean>>;
}

/** The object as the API server holds it, and the fields its strict decoder reported. */
export interface DecodedObject {
  object: JsonObject;
  /** Field paths as in the server's `unknown field "spec.containers[0].foo"` warnings, in document order. */
  unknownFields: string[];
}

let builtinKinds: Set<string> | undefined;

// Every kind a built-in resource or subresource serves (Eviction, Scale, PodExecOptions, ...).
function isBuiltinKind(gvk: GroupVersionKind): boolean {
  if (builtinKinds === undefined) {
    builtinKinds = new Set();
    for (const { mapping } of builtinResourceTable()) {
      for (const k of [mapping.kind, ...Object.values(mapping.subresources)])
        builtinKinds.add(`${apiVersionOf(k)}/${k.kind}`);
    }
  }
  return builtinKinds.has(`${apiVersionOf(gvk)}/${gvk.kind}`);
}

// A built-in kind not modelled here: TypeMeta first, then ObjectMeta decoded, the rest untouched.
function decodePartial(
  object: JsonObject,
  gvk: GroupVersionKind,
  version: KubernetesVersion,
): DecodedObject {
  const unknownFields: string[] = [];
  const { kind: _k, apiVersion: _a, metadata, ...rest } = structuredClone(object);
  const out: JsonObject = { kind: gvk.kind, apiVersion: apiVersionOf(gvk) };
  if (isObject(metadata)) {
    out['metadata'] = encodeStruct(
      decodeStruct(metadata, 'ObjectMeta', 'metadata', unknownFields, version),
      'ObjectMeta',
      version,
    );
  } else if (metadata !== undefined) {
    out['metadata'] = metadata;
  }
  return { object: { ...out, ...rest }, unknownFields };
}

/**
 * Decodes a built-in object into its typed form, defaults it and encodes it again as the API
 * server would send it to a webhook; custom resources and unknown kinds come back unchanged.
 */
export function decodeTyped(
  object: JsonObject,
  kind: GroupVersionKind,
  options: DecodeOptions = {},
): DecodedObject {
  const model = kindModel(kind);
  const version = options.version ?? DEFAULT_KUBERNETES_VERSION;
  if (model === undefined) {
    return isBuiltinKind(kind)
      ? decodePartial(object, kind, version)
      : { object: structuredClone(object), unknownFields: [] };
  }
  const unknownFields: string[] = [];
  // Opaque values (fieldsV1, values of the wrong type) are copied as they are decoded
  // (decode.ts), so none is shared with the input without copying the whole object first.
  const decoded = decodeStruct(object, model.type, '', unknownFields, version);
  if (options.defaulting !== false)
    model.defaults?.(decoded, { version, featureGates: options.featureGates ?? {} });
  if (options.roundTrip !== false) model.roundTrip?.(decoded);
  // The encoder writes the GroupVersionKind it encodes for, whatever the body said.
  decoded['kind'] = kind.kind;
  decoded['apiVersion'] = apiVersionOf(kind);
  return { object: encodeStruct(decoded, model.type, version), unknownFields };
}
