// Encodes a decoded tree the way encoding/json writes the Go struct (encode.go): fields in
// declaration order; omitempty drops "", 0, false, nil pointers and empty slices and maps but
// never a struct (so `resources: {}`, `status: {}` and a zero metav1.Time's `null` stay); fields
// without omitempty are always written, nil as null; map keys are sorted by their bytes.

import type { JsonObject, JsonValue, KubernetesVersion } from '../apimachinery/types.ts';
import { DEFAULT_KUBERNETES_VERSION } from '../apimachinery/version.ts';
import { compareUtf8 } from '../apimachinery/utf8.ts';
import { type GoField, type GoType, structFields } from './goTypes.ts';
import { isObject } from '../apimachinery/isObject.ts';

/** What Go writes for a field holding its zero value. */
function zeroJson(type: GoType, version: KubernetesVersion): JsonValue {
  switch (type.kind) {
    case 'struct':
      return encodeStruct({}, type.name, version);
    case 'leaf':
      switch (type.leaf) {
        case 's':
          return '';
        case 'i':
        case 'f':
        case 'ios':
          return 0;
        case 'b':
          return false;
        case 'q':
          return '0';
        default:
          return null;
      }
    default:
      return null;
  }
}

// isEmptyValue for omitempty: structs (Time, Quantity, IntOrString included) are never empty.
function isEmpty(v: JsonValue, type: GoType): boolean {
  if (type.kind === 'slice' || type.kind === 'map') {
    return Array.isArray(v) ? v.length === 0 : isObject(v) && Object.keys(v).length === 0;
  }
  if (type.kind !== 'leaf') return false;
  switch (type.leaf) {
    case 's':
    case 'by':
      return v === '';
    case 'i':
    case 'f':
      return v === 0;
    case 'b':
      return v === false;
    default:
      return false;
  }
}

/** Encodes one value of a Go type. */
export function encodeValue(
  v: JsonValue,
  type: GoType,
  version: KubernetesVersion = DEFAULT_KUBERNETES_VERSION,
): JsonValue {
  if (v === null) return null;
  switch (type.kind) {
    case 'ptr':
      return encodeValue(v, type.elem, version);
    case 'slice':
      return Array.isArray(v) ? v.map((e) => encodeValue(e, type.elem, version)) : v;
    case 'map':
      return isObject(v) ? encodeMap(v, Object.keys(v), type.elem, version) : v;
    case 'struct':
      return isObject(v) ? encodeStruct(v, type.name, version) : v;
    case 'leaf':
      return v;
  }
}

// A map's keys in byte order (listed once: a large map's keys are costly to list). A map of
// leaves whose keys are in that order already encodes as itself: the decoded tree being encoded
// is the encoder's own (a fresh decode), so it is not copied once more.
function encodeMap(
  v: JsonObject,
  keys: string[],
  elem: GoType,
  version: KubernetesVersion,
): JsonObject {
  if (elem.kind === 'leaf' && isSorted(keys)) return v;
  const out: JsonObject = {};
  for (const k of keys.sort(compareUtf8)) out[k] = encodeValue(v[k] ?? null, elem, version);
  return out;
}

function isSorted(keys: readonly string[]): boolean {
  for (let i = 1; i < keys.length; i++)
    if (compareUtf8(keys[i - 1] ?? '', keys[i] ?? '') > 0) return false;
  return true;
}

function encodeField(
  v: JsonValue | undefined,
  f: GoField,
  version: KubernetesVersion,
): JsonValue | undefined {
  const valueType = f.type.kind === 'ptr' ? undefined : f.type;
  if (valueType?.kind === 'map' && isObject(v)) {
    const keys = Object.keys(v);
    return keys.length === 0 && !f.always ? undefined : encodeMap(v, keys, valueType.elem, version);
  }
  if (v === undefined) {
    // Absent means zero: written when the tag lacks omitempty or the type is a struct.
    const structLike =
      valueType !== undefined &&
      (valueType.kind === 'struct' ||
        (valueType.kind === 'leaf' && ['t', 'mt', 'q', 'ios', 'raw'].includes(valueType.leaf)));
    return f.always || structLike ? zeroJson(f.type, version) : undefined;
  }
  if (!f.always && valueType !== undefined && isEmpty(v, valueType)) return undefined;
  return encodeValue(v, f.type, version);
}

/** Encodes a decoded struct in the Go field order of a version; unmodelled structs pass through unchanged. */
export function encodeStruct(
  v: JsonObject,
  name: string,
  version: KubernetesVersion = DEFAULT_KUBERNETES_VERSION,
): JsonObject {
  const fields = structFields(name, version);
  if (fields === undefined) return v;
  const out: JsonObject = {};
  for (const f of fields) {
    const encoded = encodeField(v[f.json], f, version);
    if (encoded !== undefined) out[f.json] = encoded;
  }
  return out;
}
