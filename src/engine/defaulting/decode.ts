// Decodes JSON into the shape of a Go struct as kube-apiserver's strict, case-sensitive decoder
// (sigs.k8s.io/json UnmarshalStrict over encoding/json) does: fields the struct lacks are dropped
// and reported as `unknown field "spec.containers[0].foo"` paths, null leaves a field at its zero
// value, non-pointer structs always exist, and custom types (Quantity, Time, IntOrString, []byte)
// are normalized to what they marshal back to.
//
// In the decoded tree an absent key means the zero value (nil pointer, nil slice or map, "" or 0);
// a present key holds the value, so a pointer to a zero value (priority: 0) stays present. Values
// of the wrong JSON type are kept as they are: the real server rejects them with a 400, which
// validation, not decoding, reports here.

import type { JsonObject, JsonValue, KubernetesVersion } from '../apimachinery/types.ts';
import { DEFAULT_KUBERNETES_VERSION } from '../apimachinery/version.ts';
import { decodeBase64Go, encodeBase64 } from '../apimachinery/base64.ts';
import { marshalQuantity } from '../apimachinery/quantity/marshal.ts';
import { fieldIndex, type GoType, type LeafKind, structFields } from './goTypes.ts';
import { normalizeTime } from './goTime.ts';
import { isObject } from '../apimachinery/isObject.ts';

const join = (path: string, key: string): string => (path === '' ? key : `${path}.${key}`);

/** Decodes a leaf; undefined stands for the zero value. */
function decodeLeaf(v: JsonValue, leaf: LeafKind, inContainer: boolean): JsonValue | undefined {
  if (v === null) {
    // A null element of a slice or map is the element's zero value; a null Quantity there is "0".
    if (!inContainer) return undefined;
    return leaf === 'q'
      ? '0'
      : leaf === 's'
        ? ''
        : leaf === 'i' || leaf === 'f'
          ? 0
          : leaf === 'b'
            ? false
            : null;
  }
  switch (leaf) {
    case 'q':
      return marshalQuantity(v) ?? v;
    case 't':
    case 'mt': {
      if (typeof v !== 'string') return v;
      const t = normalizeTime(v, leaf === 'mt');
      return t === null ? undefined : (t ?? v);
    }
    case 'by': {
      if (typeof v !== 'string') return v;
      const bytes = decodeBase64Go(v);
      return bytes.ok ? encodeBase64(bytes.value) : v;
    }
    default:
      return v;
  }
}

// A value kept as it is (a leaf, or one of the wrong JSON type) is copied when it is a container,
// so the decoded tree shares nothing with its input and no caller has to copy the input first.
const opaque = (v: JsonValue): JsonValue =>
  typeof v === 'object' && v !== null ? structuredClone(v) : v;

// Whether a value of this type can hold a struct, hence report an unknown field: the field paths
// of the elements of a map or slice of leaves are never read, so they are not built.
const reportsUnknown = (type: GoType): boolean =>
  type.kind === 'struct' || (type.kind !== 'leaf' && reportsUnknown(type.elem));

/** Decodes a value of a Go type at a field path; undefined means the zero value (or nil). */
export function decodeValue(
  v: JsonValue | undefined,
  type: GoType,
  path: string,
  unknown: string[],
  inContainer = false,
  version: KubernetesVersion = DEFAULT_KUBERNETES_VERSION,
): JsonValue | undefined {
  switch (type.kind) {
    case 'ptr':
      if (v === undefined || v === null) return inContainer ? null : undefined;
      return decodeValue(v, type.elem, path, unknown, false, version) ?? zeroOf(type.elem);
    case 'slice':
      if (v === undefined || v === null) return inContainer ? null : undefined;
      if (!Array.isArray(v)) return opaque(v);
      if (!reportsUnknown(type.elem))
        return v.map(
          (e) => decodeValue(e, type.elem, path, unknown, true, version) ?? zeroOf(type.elem),
        );
      return v.map(
        (e, i) =>
          decodeValue(e, type.elem, `${path}[${i}]`, unknown, true, version) ?? zeroOf(type.elem),
      );
    case 'map': {
      if (v === undefined || v === null) return inContainer ? null : undefined;
      if (!isObject(v)) return opaque(v);
      const out: JsonObject = {};
      const paths = reportsUnknown(type.elem);
      for (const k of Object.keys(v)) {
        const at = paths ? join(path, k) : path;
        out[k] = decodeValue(v[k], type.elem, at, unknown, true, version) ?? zeroOf(type.elem);
      }
      return out;
    }
    case 'struct':
      if (v === undefined || v === null) return decodeStruct({}, type.name, path, unknown, version);
      return isObject(v) ? decodeStruct(v, type.name, path, unknown, version) : opaque(v);
    case 'leaf': {
      if (v === undefined) return undefined;
      const leaf = decodeLeaf(v, type.leaf, inContainer);
      return leaf === undefined ? undefined : opaque(leaf);
    }
  }
}

/** The decoded form of a zero value that must exist (an element or a pointee). */
function zeroOf(type: GoType): JsonValue {
  if (type.kind === 'struct') return {};
  if (type.kind !== 'leaf') return null;
  return type.leaf === 's'
    ? ''
    : type.leaf === 'b'
      ? false
      : type.leaf === 'q'
        ? '0'
        : type.leaf === 'i' || type.leaf === 'f' || type.leaf === 'ios'
          ? 0
          : null;
}

/** Decodes an object into a struct of a version, dropping and reporting fields the struct does not have. */
export function decodeStruct(
  v: JsonObject,
  name: string,
  path: string,
  unknown: string[],
  version: KubernetesVersion = DEFAULT_KUBERNETES_VERSION,
): JsonObject {
  const fields = structFields(name, version);
  const byName = fieldIndex(name, version);
  if (fields === undefined || byName === undefined) return structuredClone(v);
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(v)) {
    const field = byName.get(key);
    if (field === undefined) {
      unknown.push(join(path, key));
      continue;
    }
    const decoded = decodeValue(value, field.type, join(path, key), unknown, false, version);
    if (decoded !== undefined) out[key] = decoded;
  }
  // A struct-typed field (not a pointer) always exists in Go, so defaulting can fill it in.
  for (const f of fields) {
    if (f.type.kind === 'struct' && out[f.json] === undefined) {
      out[f.json] = decodeStruct({}, f.type.name, join(path, f.json), unknown, version);
    }
  }
  return out;
}
