// The arithmetic of cel-go's static cost estimate: size and cost ranges that saturate at
// math.MaxUint64 instead of overflowing, and the cost factors (cel-go checker/cost.go SizeEstimate,
// CostEstimate, multiplyByCostFactor; common/cost.go). Numbers are doubles: exact below 2^53,
// which every estimate near a limit is.

import { type CelNode, isCelNode } from './locations.ts';

/** A range of sizes or costs (checker.SizeEstimate, checker.CostEstimate). */
export interface Estimate {
  min: number;
  max: number;
}

/** math.MaxUint64 as Go's float64 sees it. */
export const MAX_UINT64 = 2 ** 64;

/** common.StringTraversalCostFactor, RegexStringLengthCostFactor and the base costs. */
export const STRING_TRAVERSAL_COST_FACTOR = 0.1;
export const REGEX_STRING_LENGTH_COST_FACTOR = 0.25;
export const SELECT_AND_IDENT_COST = 1;
export const LIST_CREATE_BASE_COST = 10;
export const MAP_CREATE_BASE_COST = 30;

export const fixed = (n: number): Estimate => ({ min: n, max: n });
export const UNKNOWN: Estimate = { min: 0, max: MAX_UINT64 };
export const ZERO: Estimate = fixed(0);

const sat = (n: number): number => (n >= MAX_UINT64 ? MAX_UINT64 : n);
const addN = (x: number, y: number): number => sat(x + y);
const mulN = (x: number, y: number): number => (x === 0 || y === 0 ? 0 : sat(x * y));
// multiplyByCostFactor: rounded up
const factorN = (x: number, f: number): number => (x === 0 ? 0 : sat(Math.ceil(x * f)));

export const add = (a: Estimate, b: Estimate): Estimate => ({
  min: addN(a.min, b.min),
  max: addN(a.max, b.max),
});
export const multiply = (a: Estimate, b: Estimate): Estimate => ({
  min: mulN(a.min, b.min),
  max: mulN(a.max, b.max),
});
export const byFactor = (a: Estimate, f: number): Estimate => ({
  min: factorN(a.min, f),
  max: factorN(a.max, f),
});
export const union = (a: Estimate, b: Estimate): Estimate => ({
  min: Math.min(a.min, b.min),
  max: Math.max(a.max, b.max),
});
export const sum = (xs: readonly Estimate[]): Estimate => xs.reduce(add, ZERO);

/** computeExprSize: a string literal's length in code points, a list or map literal's entries. */
export function literalSize(n: CelNode): Estimate | undefined {
  if (n.op === '-_' && isCelNode(n.args) && n.args.op === 'value') return fixed(1);
  if (n.op === 'list') return fixed((n.args as unknown[]).length);
  if (n.op === 'map') return fixed((n.args as unknown[]).length);
  if (n.op !== 'value') return undefined;
  const v = n.args;
  if (typeof v === 'string') return fixed([...v].length);
  if (v instanceof Uint8Array) return fixed(v.length);
  return fixed(1);
}

const SCALARS = new Set([
  'bool',
  'double',
  'int',
  'uint',
  'google.protobuf.Duration',
  'google.protobuf.Timestamp',
]);

/** isScalar: sized 1 whatever the value (optional of a scalar too). */
export function isScalar(type: string): boolean {
  const m = /^optional<(.*)>$/.exec(type);
  return SCALARS.has(m ? m[1]! : type);
}
