// Reads fields of plain-JSON Kubernetes objects the way Go code reads typed structs: an absent or
// mistyped field reads as its zero value ("" / [] / {}), so plugins can follow upstream logic line by line.

import { fieldOrder as goFieldOrder } from '../defaulting/goTypes.ts';
import { isObject } from '../apimachinery/isObject.ts';
import type { JsonObject, JsonValue } from '../apimachinery/types.ts';
import { asObject } from '../apimachinery/isObject.ts';

/** Narrows a JSON value to an object (undefined for anything else). */
/** Returns the value at a path of object keys, or undefined when any step is missing. */
export function valueAt(value: JsonValue | undefined, ...path: string[]): JsonValue | undefined {
  let current = value;
  for (const key of path) {
    if (!isObject(current)) return undefined;
    current = current[key];
  }
  return current;
}

/** Returns the mapping at a path, or undefined (a nil pointer to a struct). */
export function objectAt(value: JsonValue | undefined, ...path: string[]): JsonObject | undefined {
  return asObject(valueAt(value, ...path));
}

/** Returns the string at a path, or "" (Go's zero string). */
export function stringAt(value: JsonValue | undefined, ...path: string[]): string {
  const v = valueAt(value, ...path);
  return typeof v === 'string' ? v : '';
}

/** Returns the list at a path, or [] (a nil slice). */
export function listAt(value: JsonValue | undefined, ...path: string[]): JsonValue[] {
  const v = valueAt(value, ...path);
  return Array.isArray(v) ? v : [];
}

/** Returns the mappings of the list at a path (other items are skipped). */
export function objectsAt(value: JsonValue | undefined, ...path: string[]): JsonObject[] {
  return listAt(value, ...path).filter((v) => isObject(v));
}

/** Returns a map[string]string at a path (labels, annotations); non-string values are skipped. */
export function stringMapAt(
  value: JsonValue | undefined,
  ...path: string[]
): Record<string, string> {
  const out: Record<string, string> = {};
  const m = objectAt(value, ...path);
  if (m !== undefined)
    for (const [k, v] of Object.entries(m)) if (typeof v === 'string') out[k] = v;
  return out;
}

/** Reports whether a *bool field is set and true. */
export const isTrue = (value: JsonValue | undefined, ...path: string[]): boolean =>
  valueAt(value, ...path) === true;

/** Reports whether a key is present in the mapping at a path (Go's `_, ok := m[k]`). */
export function hasKey(value: JsonValue | undefined, key: string, ...path: string[]): boolean {
  const m = objectAt(value, ...path);
  return m !== undefined && Object.prototype.hasOwnProperty.call(m, key);
}

/** Returns the value of a feature gate: the scenario's setting, else the version's default. */
export function featureEnabled(
  gates: Readonly<Record<string, boolean>>,
  name: string,
  byDefault: boolean,
): boolean {
  return gates[name] ?? byDefault;
}

/**
 * Go JSON field orders of the structs the plugins add fields to: the defaulting's struct models
 * where it has them, so the order is written down once.
 */
export const fieldOrder = {
  pod: goFieldOrder('Pod'),
  objectMeta: goFieldOrder('ObjectMeta'),
  podSpec: goFieldOrder('PodSpec'),
  // EphemeralContainer is Container's fields then targetContainerName: one order fits all three lists.
  container: goFieldOrder('EphemeralContainer'),
  resourceRequirements: goFieldOrder('ResourceRequirements'),
  persistentVolumeClaimSpec: goFieldOrder('PersistentVolumeClaimSpec'),
  // Not modelled by the defaulting: transcribed from k8s.io/api networking/v1 and core/v1 types.go.
  ingressSpec: ['ingressClassName', 'defaultBackend', 'tls', 'rules'],
  nodeSpec: [
    'podCIDR',
    'podCIDRs',
    'providerID',
    'unschedulable',
    'taints',
    'configSource',
    'externalID',
  ],
} as const;

/**
 * Returns a copy of `obj` with `key` set (or removed, for undefined): in place when present, else
 * before the first field that Go's encoding puts after it, so the object reads as the API server
 * would write it.
 */
export function withField(
  obj: JsonObject | undefined,
  key: string,
  value: JsonValue | undefined,
  order: readonly string[],
): JsonObject {
  const source = obj ?? {};
  const out: JsonObject = {};
  if (Object.prototype.hasOwnProperty.call(source, key)) {
    for (const [k, v] of Object.entries(source)) {
      if (k !== key) out[k] = v;
      else if (value !== undefined) out[k] = value;
    }
    return out;
  }
  if (value === undefined) return { ...source };
  const rank = order.indexOf(key);
  let placed = false;
  for (const [k, v] of Object.entries(source)) {
    if (!placed && rank >= 0 && order.indexOf(k) > rank) {
      out[key] = value;
      placed = true;
    }
    out[k] = v;
  }
  if (!placed) out[key] = value;
  return out;
}
