// Map literals whose keys are not all strings, as cel-go keeps them: `{1: 'a'}` has the int key 1,
// not the string '1' (interpreter/interpretable.go evalMap builds a map[ref.Val]ref.Val). cel-js
// builds a JavaScript object, so such a literal evaluates to a Map instead; lookups (`[]`, `[?]`,
// `in`) find keys as cel-go's refValMapAccessor.Find does (common/types/map.go): the key itself,
// else a lossless int/uint/double conversion of it, and never a string for a number.

import { Optional } from '@marcbachmann/cel-js';
import { type CelNode, walkNodes } from './locations.ts';
import {
  celEquals,
  findMapKey,
  mapKeyNumber as numberOf,
  sameMapKey as sameKey,
} from './library/celValues.ts';

interface Evaluator {
  run(node: unknown, ctx: unknown): unknown;
}

interface MapNode extends CelNode {
  setMeta(key: string, value: unknown): unknown;
  handle?: (left: unknown, right: unknown, ast: unknown, ev: unknown) => unknown;
}

const isPlainMap = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' &&
  v !== null &&
  (Object.getPrototypeOf(v) === Object.prototype || Object.getPrototypeOf(v) === null);

// A literal's entries as cel-go holds them: a later equal key replaces the earlier value. String
// keys only make the plain object the rest of the engine reads (`__proto__` an own key too).
function buildMap(entries: [unknown, unknown][]): unknown {
  if (entries.every(([k]) => typeof k === 'string')) {
    const obj: Record<string, unknown> = {};
    for (const [k, v] of entries)
      Object.defineProperty(obj, k as string, {
        value: v,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    return obj;
  }
  const out = new Map<unknown, unknown>();
  for (const [k, v] of entries) {
    const same = [...out.keys()].find((x) => sameKey(x, k));
    out.set(same ?? k, v);
  }
  return out;
}

/**
 * Gives the map literals of a checked expression typed keys, and its `[]`, `[?]` and `in` nodes
 * cel-go's key lookup (a string-keyed literal stays a plain object, as cel-js builds it).
 */
export function useTypedMapKeys(ast: unknown): void {
  walkNodes(ast, (node) => {
    const n = node as MapNode;
    if (n.op === 'map' && Array.isArray(n.args) && n.args.length > 0) {
      n.setMeta('evaluate', (ev: Evaluator, _a: unknown, ctx: unknown) =>
        buildMap(
          (n.args as [unknown, unknown][]).map(([k, v]) => [ev.run(k, ctx), ev.run(v, ctx)]),
        ),
      );
    }
    const handle = n.handle;
    if (typeof handle !== 'function') return;
    if (n.op === '[]' || n.op === '[?]') {
      const optional = n.op === '[?]';
      n.handle = (left, right, a, ev) => {
        if (optional && isPlainMap(left) && isNumberOrBool(right)) return Optional.none();
        return handle(left, lookupKey(left, right), a, ev);
      };
    } else if (n.op === '==' || n.op === '!=')
      // map.go baseMap.Equal: each key found in the other map as Find finds it.
      n.handle = (left, right, a, ev) =>
        left instanceof Map || right instanceof Map
          ? celEquals(left, right) === (n.op === '==')
          : handle(left, right, a, ev);
    else if (n.op === 'in')
      n.handle = (left, right, a, ev) =>
        right instanceof Map
          ? findMapKey(right, left) !== undefined
          : isPlainMap(right) && isNumberOrBool(left)
            ? false
            : handle(left, right, a, ev);
  });
}

// The key cel-js should look up: the stored one `right` finds; a number never finds a string key.
function lookupKey(left: unknown, right: unknown): unknown {
  if (left instanceof Map) return findMapKey(left, right)?.key ?? right;
  if (isPlainMap(left) && isNumberOrBool(right))
    throw new Error(`no such key: ${String(numberOf(right) ?? right)}`);
  return right;
}

const isNumberOrBool = (v: unknown): boolean => typeof v === 'boolean' || numberOf(v) !== undefined;
