// Lists with x-kubernetes-list-type set or map as CEL sees them: `==` ignores element order (a set
// compares its elements, a map list its entries by key), and `+` unions a set and merges a map list
// by key (the left list's positions kept, the right's values winning, new entries appended). The
// left operand's list type decides, as its Equal/Add method does. Mirrors k8s.io/apiserver
// pkg/cel/common/valuesunstructured.go (unstructuredSetList, unstructuredMapList Equal and Add) and
// valuesreflect.go (addToSetList, addToMapList); from 1.37 equality also needs every element of the
// left list matched, so duplicates no longer make unequal lists equal (#140293).
// Not modelled: 1.32–1.36 `+` mutating its left operand's cached index.

import { celEquals } from './library/celValues.ts';
import { type CelNode, walkNodes } from './locations.ts';

/** The list type a list value carries (set by whoever builds it from a schema). */
export type ListType = { type: 'set' } | { type: 'map'; keys: readonly string[] };

const LIST_TYPE = Symbol('x-kubernetes-list-type');

type Tagged = unknown[] & { [LIST_TYPE]?: ListType };

/** Marks `list` as a set or map list (escaped key names for a map list); returns it. */
export function withListType<T extends unknown[]>(list: T, listType: ListType): T {
  Object.defineProperty(list, LIST_TYPE, { value: listType, enumerable: false });
  return list;
}

/** The list type `v` carries, if it is such a list. */
export const listTypeOf = (v: unknown): ListType | undefined =>
  Array.isArray(v) ? (v as Tagged)[LIST_TYPE] : undefined;

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' &&
  v !== null &&
  !Array.isArray(v) &&
  (Object.getPrototypeOf(v) === Object.prototype || Object.getPrototypeOf(v) === null);

/** Tells whether `v` holds a set or map list anywhere. */
function holdsListType(v: unknown): boolean {
  if (Array.isArray(v)) return listTypeOf(v) !== undefined || v.some(holdsListType);
  if (isPlainObject(v)) return Object.values(v).some(holdsListType);
  return false;
}

// A map list entry's key: its key fields' values (absent ones alike).
function mapKey(entry: unknown, keys: readonly string[]): unknown[] {
  return keys.map((k) => (isPlainObject(entry) ? entry[k] : undefined));
}

const sameKey = (a: unknown[], b: unknown[]): boolean =>
  a.length === b.length &&
  a.every((x, i) => (x === undefined ? b[i] === undefined : celEquals(x, b[i])));

/** Equality as the left value's Equal computes it, set and map lists included, at any depth. */
export function listTypeEquals(a: unknown, b: unknown, minor: number): boolean {
  const lt = listTypeOf(a);
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return false;
    if (lt?.type === 'set') {
      if (!b.every((x) => a.some((y) => listTypeEquals(y, x, minor)))) return false;
      return minor < 37 || a.every((y) => b.some((x) => listTypeEquals(y, x, minor)));
    }
    if (lt?.type === 'map') {
      // the last entry of a key stands for it (getMap)
      const seen = new Set<unknown>();
      for (const x of b) {
        const k = mapKey(x, lt.keys);
        const own = a.findLastIndex((y) => sameKey(mapKey(y, lt.keys), k));
        if (own < 0 || !listTypeEquals(a[own], x, minor)) return false;
        seen.add(a.findIndex((y) => sameKey(mapKey(y, lt.keys), k)));
      }
      if (minor < 37) return true;
      const distinct = new Set(
        a.map((y) => a.findIndex((z) => sameKey(mapKey(z, lt.keys), mapKey(y, lt.keys)))),
      );
      return seen.size === distinct.size;
    }
    return a.every((x, i) => listTypeEquals(x, b[i], minor));
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const ka = Object.keys(a);
    if (ka.length !== Object.keys(b).length) return false;
    return ka.every((k) => Object.hasOwn(b, k) && listTypeEquals(a[k], b[k], minor));
  }
  return celEquals(a, b);
}

/** `a + b` for a set or map list `a` (addToSetList, addToMapList); the result keeps the type. */
export function listTypeAdd(a: unknown[], b: unknown[], lt: ListType, minor: number): unknown[] {
  const out = [...a];
  if (lt.type === 'set') {
    for (const x of b) if (!out.some((y) => listTypeEquals(y, x, minor))) out.push(x);
  } else {
    for (const x of b) {
      const k = mapKey(x, lt.keys);
      const at = out.findLastIndex((y) => sameKey(mapKey(y, lt.keys), k));
      if (at >= 0 && at < a.length) out[at] = x;
      else out.push(x);
    }
  }
  return withListType(out, lt);
}

interface HandledNode extends CelNode {
  handle?: (left: unknown, right: unknown, ast: unknown, ev: unknown) => unknown;
}

/** Gives `==`, `!=` and `+` of a checked expression the set and map list semantics. */
export function useListTypeSemantics(ast: unknown, minor: number): void {
  walkNodes(ast, (node) => {
    const n = node as HandledNode;
    const handle = n.handle;
    if (typeof handle !== 'function') return;
    if (n.op === '==' || n.op === '!=') {
      const want = n.op === '==';
      n.handle = (left, right, a, ev) =>
        holdsListType(left)
          ? listTypeEquals(left, right, minor) === want
          : handle(left, right, a, ev);
    } else if (n.op === '+') {
      n.handle = (left, right, a, ev) => {
        const lt = listTypeOf(left);
        return lt !== undefined && Array.isArray(right)
          ? listTypeAdd(left as unknown[], right, lt, minor)
          : handle(left, right, a, ev);
      };
    }
  });
}
