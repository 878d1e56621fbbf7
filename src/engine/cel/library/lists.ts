// The Kubernetes list library (k8s.io/apiserver/pkg/cel/library/lists.go): isSorted, sum, min,
// max, indexOf and lastIndexOf on lists, one overload per comparable/summable element type.

import type { Environment } from '@marcbachmann/cel-js';
import { EvaluationError } from '@marcbachmann/cel-js';
import { Duration, UnsignedInt } from '@marcbachmann/cel-js/evaluator';
import { celCompare, celEquals, listElements, noSuchOverload } from './celValues.ts';

const TS = 'google.protobuf.Timestamp';
const DUR = 'google.protobuf.Duration';

// lists.go comparableTypes and summableTypes, in upstream order.
const comparableTypes = ['int', 'uint', 'double', 'bool', DUR, TS, 'string', 'bytes'];
const zeroValues: Record<string, () => unknown> = {
  int: () => 0n,
  uint: () => new UnsignedInt(0n),
  double: () => 0,
  [DUR]: () => new Duration(0n, 0),
};

const MAX_INT = 2n ** 63n - 1n;
const MIN_INT = -(2n ** 63n);

/** Adds like cel-go's traits.Adder, which never mixes kinds. */
function add(acc: unknown, next: unknown): unknown {
  if (typeof acc === 'bigint' && typeof next === 'bigint') {
    const r = acc + next;
    if (r > MAX_INT || r < MIN_INT) throw new EvaluationError('integer overflow');
    return r;
  }
  if (typeof acc === 'number' && typeof next === 'number') return acc + next;
  if (acc instanceof UnsignedInt && next instanceof UnsignedInt) {
    const r = acc.valueOf() + next.valueOf();
    if (r >= 2n ** 64n) throw new EvaluationError('unsigned integer overflow');
    return new UnsignedInt(r);
  }
  if (acc instanceof Duration && next instanceof Duration) return acc.addDuration(next);
  return noSuchOverload();
}

function isSorted(list: unknown): boolean {
  const items = listElements(list);
  for (let i = 1; i < items.length; i++) if (celCompare(items[i - 1], items[i]) === 1) return false;
  return true;
}

/** lists.go cmp: keeps the first extreme element; errors on an empty list. */
function extreme(opName: 'min' | 'max', prefer: number) {
  return (list: unknown): unknown => {
    const items = listElements(list);
    if (items.length === 0) throw new EvaluationError(`${opName} called on empty list`);
    let result = items[0];
    for (const next of items.slice(1)) if (celCompare(result, next) === prefer) result = next;
    return result;
  };
}

/** lists.go indexOf: the first index of an equal element, or -1. */
export function listIndexOf(list: unknown, item: unknown): bigint {
  const items = listElements(list);
  for (let i = 0; i < items.length; i++) if (celEquals(items[i], item)) return BigInt(i);
  return -1n;
}

/** lists.go lastIndexOf: the last index of an equal element, or -1. */
export function listLastIndexOf(list: unknown, item: unknown): bigint {
  const items = listElements(list);
  for (let i = items.length - 1; i >= 0; i--) if (celEquals(items[i], item)) return BigInt(i);
  return -1n;
}

/** Registers the list library (IntroducedVersion 1.0 in environment/base.go). */
export function registerListsLibrary(env: Environment): void {
  for (const t of comparableTypes) {
    env.registerFunction(`list<${t}>.isSorted(): bool`, isSorted);
    env.registerFunction(`list<${t}>.min(): ${t}`, extreme('min', 1));
    env.registerFunction(`list<${t}>.max(): ${t}`, extreme('max', -1));
  }
  for (const [t, zero] of Object.entries(zeroValues)) {
    env.registerFunction(`list<${t}>.sum(): ${t}`, (list: unknown) =>
      listElements(list).reduce(add, zero()),
    );
  }
  env.registerFunction('list<A>.indexOf(A): int', listIndexOf);
  env.registerFunction('list<A>.lastIndexOf(A): int', listLastIndexOf);
}
