// Carries write histories from one version of the object to the next when a step says only what
// the object became (a built-in plugin, defaulting, storage): unchanged nodes keep their history,
// changed ones get the step's write. Array elements are matched (by `name`, else by equal value in
// order), so an element that merely shifted keeps its history.

import type { JsonValue } from '../../../engine/index.ts';
import { isObject, sameJson, tag, untag, type Tagged, type Write } from './tagged.ts';

/** Pairs old and new array elements: [oldIndex, newIndex] for each element kept. */
export function matchItems(
  before: readonly JsonValue[],
  after: readonly JsonValue[],
): [number, number][] {
  const named = (xs: readonly JsonValue[]) =>
    xs.every((x) => isObject(x) && typeof x.name === 'string');
  if (before.length > 0 && after.length > 0 && named(before) && named(after)) {
    const index = new Map(before.map((x, i) => [(x as { name: string }).name, i]));
    return after.flatMap((x, j) => {
      const i = index.get((x as { name: string }).name);
      return i === undefined ? [] : [[i, j] as [number, number]];
    });
  }
  // The longest common subsequence of equal elements: inserted and removed ones are the rest.
  const n = before.length;
  const m = after.length;
  const lcs: number[][] = Array.from({ length: n + 1 }, () =>
    Array.from({ length: m + 1 }, () => 0),
  );
  for (let i = n - 1; i >= 0; i -= 1) {
    for (let j = m - 1; j >= 0; j -= 1) {
      const row = lcs[i]!;
      row[j] = sameJson(before[i]!, after[j]!)
        ? lcs[i + 1]![j + 1]! + 1
        : Math.max(lcs[i + 1]![j]!, row[j + 1]!);
    }
  }
  const pairs: [number, number][] = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (sameJson(before[i]!, after[j]!)) {
      pairs.push([i, j]);
      i += 1;
      j += 1;
    } else if (lcs[i + 1]![j]! >= lcs[i]![j + 1]!) i += 1;
    else j += 1;
  }
  // Nothing equal but the same length: the elements were edited in place.
  if (pairs.length === 0 && n === m) return before.map((_, k) => [k, k]);
  return pairs;
}

/** The node after `write` made it `value`; untouched parts keep their history. */
export function reconcile(node: Tagged, value: JsonValue, write: Write): Tagged {
  if (node.kind === 'object' && isObject(value)) {
    let changed = false;
    const entries = new Map<string, Tagged>();
    const removed = new Map(node.removed);
    for (const [key, v] of Object.entries(value)) {
      const old = node.entries.get(key);
      const next =
        old === undefined ? tag(v, [...(removed.get(key) ?? []), write]) : reconcile(old, v, write);
      if (next !== old) changed = true;
      removed.delete(key);
      entries.set(key, next);
    }
    for (const [key, old] of node.entries) {
      if (key in value) continue;
      changed = true;
      removed.set(key, [...old.history, { position: write.position, how: 'removed' }]);
    }
    // Same keys in another order is no write.
    return changed ? { kind: 'object', entries, history: node.history, removed } : node;
  }
  if (node.kind === 'array' && Array.isArray(value)) {
    const pairs = matchItems(node.items.map(untag), value);
    const byNew = new Map(pairs.map(([i, j]) => [j, i]));
    const items = value.map((v, j) => {
      const i = byNew.get(j);
      const old = i === undefined ? undefined : node.items[i];
      return old === undefined ? tag(v, [write]) : reconcile(old, v, write);
    });
    const same = items.length === node.items.length && items.every((x, k) => x === node.items[k]);
    return same ? node : { kind: 'array', items, history: node.history };
  }
  if (node.kind === 'leaf' && sameJson(node.value, value)) return node;
  return tag(value, [...node.history, write]);
}
