// Equality, ordering and runtime type names of CEL values as cel-go defines them
// (common/types: Equal, Compare, TypeName), for library functions that receive raw cel-js values.

import { EvaluationError, Optional } from '@marcbachmann/cel-js';
import { timestampNanos } from './timestamps.ts';
import { Duration, UnsignedInt } from '@marcbachmann/cel-js/evaluator';
import { compareUtf8 } from '../../apimachinery/utf8.ts';

/** A library value type that knows its own equality (Quantity, IP, CIDR, URL, Semver, Format). */
export interface CelOpaque {
  readonly celTypeName: string;
  celEquals(other: unknown): boolean;
}

const isOpaque = (v: unknown): v is CelOpaque =>
  typeof v === 'object' && v !== null && typeof (v as Partial<CelOpaque>).celEquals === 'function';

const isMap = (v: unknown): v is Record<string, unknown> | Map<unknown, unknown> =>
  v instanceof Map ||
  (typeof v === 'object' &&
    v !== null &&
    (v.constructor === Object || v.constructor === undefined));

/** Throws cel-go's generic dispatch failure (types.NoSuchOverloadErr). */
export function noSuchOverload(): never {
  throw new EvaluationError('no such overload');
}

/** Names a value's runtime type the way cel-go's TypeName() does. */
export function celTypeName(v: unknown): string {
  switch (typeof v) {
    case 'string':
      return 'string';
    case 'bigint':
      return 'int';
    case 'number':
      return 'double';
    case 'boolean':
      return 'bool';
    default:
      break; // null and the object-backed values, below
  }
  if (v === null || v === undefined) return 'null_type';
  if (v instanceof UnsignedInt) return 'uint';
  if (v instanceof Uint8Array) return 'bytes';
  if (Array.isArray(v) || v instanceof Set) return 'list';
  if (v instanceof Date) return 'google.protobuf.Timestamp';
  if (v instanceof Duration) return 'google.protobuf.Duration';
  if (v instanceof Optional) return 'optional_type';
  if (isOpaque(v)) return v.celTypeName;
  if (isMap(v)) return 'map';
  return 'type';
}

function numeric(v: unknown): number | bigint | undefined {
  if (typeof v === 'bigint' || typeof v === 'number') return v;
  if (v instanceof UnsignedInt) return v.valueOf();
  return undefined;
}

/** The number a map key holds (int, uint or double), or undefined. */
export const mapKeyNumber = (v: unknown): bigint | number | undefined => {
  if (typeof v === 'bigint' || typeof v === 'number') return v;
  if (v instanceof UnsignedInt) return v.valueOf();
  return undefined;
};

/** Two keys are the same map entry: same CEL type and value (Int(1) and Uint(1) are two keys). */
export function sameMapKey(a: unknown, b: unknown): boolean {
  if (celTypeName(a) !== celTypeName(b)) return false;
  const [na, nb] = [mapKeyNumber(a), mapKeyNumber(b)];
  return na !== undefined ? na === nb : a === b;
}

/**
 * The stored key `key` finds in `map` (common/types/map.go refValMapAccessor.Find): the key itself,
 * else a lossless int/uint conversion of a number, or undefined.
 */
export function findMapKey(map: Map<unknown, unknown>, key: unknown): { key: unknown } | undefined {
  // Strings, ints and bools are JavaScript Map keys by value.
  if (map.has(key) && typeof key !== 'number') return { key };
  const keys = [...map.keys()];
  const exact = keys.find((k) => sameMapKey(k, key));
  if (exact !== undefined) return { key: exact };
  const n = mapKeyNumber(key);
  if (n === undefined) return undefined;
  // Double → int then uint; int → uint; uint → int: each only when the value is a whole number.
  if (typeof n === 'number' && !Number.isInteger(n)) return undefined;
  const whole = BigInt(n);
  for (const type of ['int', 'uint']) {
    if (type === celTypeName(key)) continue;
    const found = keys.find((k) => celTypeName(k) === type && mapKeyNumber(k) === whole);
    if (found !== undefined) return { key: found };
  }
  return undefined;
}

function mapEntries(m: Record<string, unknown> | Map<unknown, unknown>): [unknown, unknown][] {
  return m instanceof Map ? [...m.entries()] : Object.entries(m);
}

/** CEL equality (heterogeneous numeric equality, deep for lists and maps). */
export function celEquals(a: unknown, b: unknown): boolean {
  if (a === b) return typeof a !== 'number' || !Number.isNaN(a);
  const na = numeric(a);
  const nb = numeric(b);
  if (na !== undefined || nb !== undefined) {
    if (na === undefined || nb === undefined) return false;
    // eslint-disable-next-line eqeqeq
    return na == nb;
  }
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (a instanceof Uint8Array && b instanceof Uint8Array) {
    return a.length === b.length && a.every((x, i) => x === b[i]);
  }
  if (a instanceof Date && b instanceof Date) return timestampNanos(a) === timestampNanos(b);
  if (a instanceof Duration && b instanceof Duration)
    return a.seconds === b.seconds && a.nanos === b.nanos;
  if (isOpaque(a)) return a.celEquals(b);
  const la = Array.isArray(a) ? a : a instanceof Set ? [...a] : undefined;
  const lb = Array.isArray(b) ? b : b instanceof Set ? [...b] : undefined;
  if (la && lb) return la.length === lb.length && la.every((x, i) => celEquals(x, lb[i]));
  if (isMap(a) && isMap(b)) {
    const ea = mapEntries(a);
    const eb = new Map(mapEntries(b));
    if (ea.length !== eb.size) return false;
    return ea.every(([k, v]) => {
      const found = findMapKey(eb, k);
      return found !== undefined && celEquals(v, eb.get(found.key));
    });
  }
  if (a instanceof Optional && b instanceof Optional) {
    if (!a.hasValue() || !b.hasValue()) return a.hasValue() === b.hasValue();
    return celEquals(a.value(), b.value());
  }
  return false;
}

const sign = (n: number): number => (n < 0 ? -1 : n > 0 ? 1 : 0);

function compareNumeric(a: number | bigint, b: number | bigint): number {
  if (typeof a === 'bigint' && typeof b === 'bigint') return a < b ? -1 : a > b ? 1 : 0;
  if (Number.isNaN(a) || Number.isNaN(b)) return noSuchOverload();
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Orders two comparable CEL values (traits.Comparer): numbers across int/uint/double, strings by
 * code point, bools, bytes, timestamps and durations. Anything else is `no such overload`.
 */
export function celCompare(a: unknown, b: unknown): number {
  const na = numeric(a);
  const nb = numeric(b);
  if (na !== undefined && nb !== undefined) return compareNumeric(na, nb);
  if (typeof a === 'string' && typeof b === 'string') return sign(compareUtf8(a, b));
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  if (a instanceof Uint8Array && b instanceof Uint8Array) {
    for (let i = 0; i < Math.min(a.length, b.length); i++) {
      const d = (a[i] ?? 0) - (b[i] ?? 0);
      if (d !== 0) return sign(d);
    }
    return sign(a.length - b.length);
  }
  if (a instanceof Date && b instanceof Date) {
    const [x, y] = [timestampNanos(a), timestampNanos(b)];
    return x < y ? -1 : x > y ? 1 : 0;
  }
  if (a instanceof Duration && b instanceof Duration) {
    if (a.seconds !== b.seconds) return a.seconds < b.seconds ? -1 : 1;
    return sign(a.nanos - b.nanos);
  }
  return noSuchOverload();
}

/** Lists the elements of a CEL list value (Array or Set). */
export function listElements(v: unknown): unknown[] {
  if (Array.isArray(v)) return v;
  if (v instanceof Set) return [...v];
  return noSuchOverload();
}
