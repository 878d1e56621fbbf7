// The object with its write history on every node: what Blame reads. Nodes are immutable, so the
// tree after each step shares every untouched node with the tree before it.

import type { JsonValue } from '../../../engine/index.ts';

/** One write to a node: which step (-1 is the request as submitted) and how. */
export interface Write {
  position: number;
  how: 'request' | 'patch' | 'changed' | 'defaulted' | 'removed';
}

/** A node of the object and every write that set it, oldest first. */
export type Tagged =
  | { kind: 'leaf'; value: JsonValue; history: readonly Write[] }
  | { kind: 'array'; items: readonly Tagged[]; history: readonly Write[] }
  | {
      kind: 'object';
      entries: ReadonlyMap<string, Tagged>;
      history: readonly Write[];
      /** Removed keys' histories, so a key added back keeps its past. */
      removed: ReadonlyMap<string, readonly Write[]>;
    };

const isObject = (v: JsonValue): v is { [k: string]: JsonValue } =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Tags a whole value (and everything inside it) as written with `history`. */
export function tag(value: JsonValue, history: readonly Write[]): Tagged {
  if (Array.isArray(value))
    return { kind: 'array', items: value.map((v) => tag(v, history)), history };
  if (isObject(value)) {
    return {
      kind: 'object',
      entries: new Map(Object.entries(value).map(([k, v]) => [k, tag(v, history)])),
      history,
      removed: new Map(),
    };
  }
  return { kind: 'leaf', value, history };
}

/** The plain value of a tagged node. */
export function untag(node: Tagged): JsonValue {
  if (node.kind === 'leaf') return node.value;
  if (node.kind === 'array') return node.items.map(untag);
  return Object.fromEntries([...node.entries].map(([k, v]) => [k, untag(v)]));
}

/** Deep equality of JSON values (key order ignored). */
export function sameJson(a: JsonValue, b: JsonValue): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((x, i) => sameJson(x, b[i] as JsonValue))
    );
  }
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a);
    return (
      keys.length === Object.keys(b).length &&
      keys.every((k) => k in b && sameJson(a[k] as JsonValue, b[k] as JsonValue))
    );
  }
  return false;
}

export { isObject };
