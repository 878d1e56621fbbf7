// The arithmetic of cel-go's static cost estimate: size and cost ranges that saturate at
// math.MaxUint64 instead of overflowing, and the cost factors (cel-go checker/cost.go SizeEstimate,
// CostEstimate, multiplyByCostFactor; common/cost.go). Numbers are doubles: exact below 2^53,
// which every estimate near a limit is.

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
