// Conversions between the scenario's JSON and CEL values (ints are bigint inside CEL, as cel-go's
// int64 are; Kubernetes decodes JSON integers to int64 and other numbers to float64), and the
// runtime type names and literal rendering the trace shows.

import { Optional } from '@marcbachmann/cel-js';
import { rfc3339Nano } from './library/timestamps.ts';
import { parseCelJsType } from './types.ts';
import type { JsonValue } from '../apimachinery/types.ts';

/** Any value a CEL expression can produce. */
export type CelValue = unknown;

// The engine never changes an object in place (a patch yields a new one), so a conversion can be
// reused by every policy and binding that reads the same object.
const converted = new WeakMap<object, CelValue>();

/** Converts decoded JSON into CEL values: integers become int (bigint); absent becomes null. */
export function jsonToCel(v: JsonValue | undefined | null): CelValue {
  if (v === undefined || v === null) return null;
  if (typeof v === 'number') return Number.isInteger(v) ? BigInt(v) : v;
  if (typeof v !== 'object') return v;
  const cached = converted.get(v);
  if (cached !== undefined) return cached;
  let out: CelValue;
  if (Array.isArray(v)) out = v.map(jsonToCel);
  else {
    const o: Record<string, CelValue> = {};
    for (const [k, x] of Object.entries(v)) o[k] = jsonToCel(x);
    out = o;
  }
  converted.set(v, out);
  return out;
}

const isPlainMap = (v: object): v is Record<string, CelValue> =>
  Object.getPrototypeOf(v) === Object.prototype || Object.getPrototypeOf(v) === null;

/** Converts a CEL value back to JSON, as the API server marshals it (ints as numbers, bytes as base64). */
export function celToJson(v: CelValue): JsonValue {
  if (v === null || v === undefined) return null;
  if (typeof v === 'bigint') return Number(v);
  if (typeof v === 'number' || typeof v === 'string' || typeof v === 'boolean') return v;
  if (Array.isArray(v)) return v.map(celToJson);
  if (v instanceof Optional) return v.hasValue() ? celToJson(v.value()) : null;
  if (v instanceof Uint8Array) return bytesToBase64(v);
  if (v instanceof Date) return rfc3339Nano(v);
  if (v instanceof Map) {
    const out: Record<string, JsonValue> = {};
    for (const [k, x] of v) out[String(k)] = celToJson(x);
    return out;
  }
  if (typeof v === 'object') {
    if (isPlainMap(v)) {
      const out: Record<string, JsonValue> = {};
      for (const [k, x] of Object.entries(v)) out[k] = celToJson(x);
      return out;
    }
    const type = typeValueName(v);
    if (type !== undefined) return type;
    const toJson = (v as { toJSON?: () => JsonValue }).toJSON;
    if (typeof toJson === 'function') return toJson.call(v);
    if ('value' in v && typeof (v as { value: unknown }).value === 'bigint')
      return Number((v as { value: bigint }).value);
    return String(v);
  }
  return String(v);
}

function bytesToBase64(b: Uint8Array): string {
  let s = '';
  for (const x of b) s += String.fromCharCode(x);
  return btoa(s);
}

/** cel-go's runtime type name of a value (as `must evaluate to %v but got %v` prints it). */
export function celTypeName(v: CelValue): string {
  if (v === null || v === undefined) return 'null_type';
  switch (typeof v) {
    case 'bigint':
      return 'int';
    case 'number':
      return 'double';
    case 'string':
      return 'string';
    case 'boolean':
      return 'bool';
    default:
      break; // the object-backed values, below
  }
  if (Array.isArray(v)) return 'list';
  if (v instanceof Optional) return 'optional_type';
  if (v instanceof Uint8Array) return 'bytes';
  if (v instanceof Date) return 'google.protobuf.Timestamp';
  if (v instanceof Map) return 'map';
  if (typeof v === 'object') {
    if (isPlainMap(v)) return 'map';
    const ctor = (v as { constructor?: { celTypeName?: string; name?: string } }).constructor;
    if (ctor?.celTypeName) return ctor.celTypeName;
    if (ctor?.name === 'UnsignedInt') return 'uint';
    if (ctor?.name === 'Duration') return 'google.protobuf.Duration';
    return ctor?.name ?? 'object';
  }
  return typeof v;
}

/** The longest literal the trace shows; a longer value is cut with an ellipsis. */
export const FORMAT_LIMIT = 1000;

/** Renders a value as a CEL literal, for the trace (at most FORMAT_LIMIT characters). */
export function formatCel(v: CelValue): string {
  const out = { text: '' };
  try {
    write(v, out);
  } catch (e) {
    if (e !== full) throw e;
    return `${out.text.slice(0, FORMAT_LIMIT)}…`;
  }
  return out.text;
}

const full = new Error('formatCel: limit reached');

function write(v: CelValue, out: { text: string }): void {
  const put = (s: string): void => {
    out.text += s;
    if (out.text.length > FORMAT_LIMIT) throw full;
  };
  if (Array.isArray(v)) {
    put('[');
    v.forEach((x, i) => {
      if (i > 0) put(', ');
      write(x, out);
    });
    return put(']');
  }
  if (
    v !== null &&
    typeof v === 'object' &&
    !(v instanceof Optional) &&
    !(v instanceof Uint8Array) &&
    !(v instanceof Date) &&
    (v instanceof Map || isPlainMap(v))
  ) {
    const entries: [CelValue, CelValue][] = v instanceof Map ? [...v] : Object.entries(v);
    put('{');
    entries.forEach(([k, x], i) => {
      if (i > 0) put(', ');
      put(`${typeof k === 'string' ? JSON.stringify(k) : scalarLiteral(k)}: `);
      write(x, out);
    });
    return put('}');
  }
  if (v instanceof Optional) {
    if (!v.hasValue()) return put('optional.none()');
    put('optional.of(');
    write(v.value(), out);
    return put(')');
  }
  put(scalarLiteral(v));
}

/**
 * A type value's name as cel-go prints it (common/types/types.go: `int`, `list`, `null_type`,
 * `optional_type`; cel-js names null's type `null`), or undefined for other values.
 */
function typeValueName(v: unknown): string | undefined {
  if (typeof v !== 'object' || v === null || v.constructor?.name !== 'Type') return undefined;
  const name = (v as { name?: unknown }).name;
  return typeof name === 'string' ? parseCelJsType(name).name : undefined;
}

function scalarLiteral(v: CelValue): string {
  if (v === null || v === undefined) return 'null';
  if (typeof v === 'bigint') return v.toString();
  if (typeof v === 'number') return Number.isInteger(v) ? `${v}.0` : String(v);
  if (typeof v === 'string') return JSON.stringify(v);
  if (typeof v === 'boolean') return String(v);
  if (v instanceof Uint8Array) return `b${JSON.stringify(new TextDecoder().decode(v))}`;
  if (v instanceof Date) return `timestamp(${JSON.stringify(rfc3339Nano(v))})`;
  const type = typeValueName(v);
  if (type !== undefined) return type;
  if (typeof v === 'object') {
    const name = celTypeName(v);
    if (name === 'uint') return `${String((v as { value: bigint }).value)}u`;
    return `${name}(${JSON.stringify(String(v))})`;
  }
  return String(v);
}
