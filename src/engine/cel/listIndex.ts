// A list indexed at runtime the way cel-go does (common/types/list.go IndexOrError, applied by
// interpreter/attributes.go refQualify): an int as is, a uint or a whole double as the int it
// equals, any other type `unsupported index type 'string' in list`. cel-js takes only ints and
// reads anything else as a missing key (a selection `l.x` is the index 'x'), so each index and
// selection node's handler is wrapped after checking.

import { type CelNode, walkNodes } from './locations.ts';
import { celTypeName } from './values.ts';

type Handle = (left: unknown, right: unknown, ast: unknown, ev: unknown) => unknown;

const INT64_MAX = (1n << 63n) - 1n;

/** The index cel-js can use for `index` on a list, or the error cel-go raises. */
export function listIndex(index: unknown): unknown {
  if (typeof index === 'bigint' || typeof index === 'number') return index;
  if (celTypeName(index as never) === 'uint') {
    const n = (index as { valueOf(): bigint }).valueOf();
    if (n <= INT64_MAX) return n;
    throw new Error(`unsupported index value ${n} in list`);
  }
  throw new Error(`unsupported index type '${celTypeName(index as never)}' in list`);
}

const isList = (v: unknown): boolean => Array.isArray(v) || v instanceof Set;

/** Wraps the handler of every index and selection node of a checked expression with listIndex. */
export function useListIndexes(ast: unknown): void {
  walkNodes(ast, (node: CelNode & { handle?: Handle }) => {
    if (!['[]', '[?]', '.', '.?'].includes(node.op)) return;
    const handle = node.handle;
    if (typeof handle !== 'function') return;
    node.handle = (left, right, a, ev) =>
      handle(left, isList(left) ? listIndex(right) : right, a, ev);
  });
}
