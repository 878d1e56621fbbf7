// The estimated cost limits a CRD's x-kubernetes-validations must keep when the CRD is written: each
// rule's (and messageExpression's) estimated cost times how often the rule may run (the product of
// maxItems/maxProperties above it, or maxCardinality under an unbounded list or map), against
// StaticEstimatedCostLimit, and the total for the schema against StaticEstimatedCRDCostLimit, with
// the four most expensive rules named. Mirrors apiextensions-apiserver
// pkg/apis/apiextensions/validation/cel_validation.go (CELSchemaContext.MaxCardinality, TotalCost,
// extractMaxElements) and validation.go (getExpressionCost, getCostErrorMessage).

import type { JsonObject } from '../../apimachinery/types.ts';
import { MAX_UINT64 } from '../../cel/estimateSizes.ts';

/** StaticEstimatedCostLimit: the largest estimated cost of one expression. */
export const STATIC_ESTIMATED_COST_LIMIT = 10_000_000;
/** StaticEstimatedCRDCostLimit: the largest estimated total of a CRD's expressions. */
export const STATIC_ESTIMATED_CRD_COST_LIMIT = 100_000_000;

/** multiplyWithOverflowGuard. */
export function multiplyWithOverflowGuard(baseCost: number, cardinality: number): number {
  if (baseCost === 0) return 0;
  const p = baseCost * cardinality;
  return p >= MAX_UINT64 ? MAX_UINT64 : p;
}

/**
 * extractMaxElements: how many times a child of `schema` may occur per occurrence of it
 * (undefined: unbounded, a list or map without maxItems/maxProperties).
 */
export function extractMaxElements(schema: JsonObject): number | undefined {
  const bound = (v: unknown): number | undefined =>
    typeof v === 'number' ? Math.max(0, Math.trunc(v)) : undefined;
  switch (schema['type']) {
    case 'object':
      return schema['additionalProperties'] !== undefined ? bound(schema['maxProperties']) : 1;
    case 'array':
      return bound(schema['maxItems']);
    default:
      return 1;
  }
}

/** childContext's MaxCardinality: the parent's times its factor (undefined: unbounded). */
export function childMaxCardinality(
  parent: number | undefined,
  parentSchema: JsonObject,
): number | undefined {
  if (parent === undefined) return undefined;
  const factor = extractMaxElements(parentSchema);
  return factor === undefined ? undefined : multiplyWithOverflowGuard(parent, factor);
}

/** getExpressionCost: the cost times the bounded cardinality, else the rule's maxCardinality. */
export const expressionCost = (
  maxCost: number,
  contextCardinality: number | undefined,
  ruleMaxCardinality: number,
): number => multiplyWithOverflowGuard(maxCost, contextCardinality ?? ruleMaxCardinality);

// Go's %f of a float64 (6 decimals) and %.1f.
const goFixed = (x: number, digits: number): string => x.toFixed(digits);

/** getCostErrorMessage. */
export function costErrorMessage(costName: string, cost: number, limit: number): string {
  const factor = cost / limit;
  const shown =
    factor > 100
      ? 'more than 100x'
      : factor < 1.5
        ? `${goFixed(factor, 6)}x`
        : `${goFixed(factor, 1)}x`;
  return `${costName} exceeds budget by factor of ${shown} (try simplifying the rule, or adding maxItems, maxProperties, and maxLength where arrays, maps, and strings are declared)`;
}

/** The message on each of the most expensive rules when the total is over. */
export const CONTRIBUTED_TO_TOTAL_MESSAGE =
  'contributed to estimated rule cost total exceeding cost limit for entire OpenAPIv3 schema';

/** The cost name of the total (getCostErrorMessage's first argument). */
export const TOTAL_COST_NAME =
  'x-kubernetes-validations estimated rule cost total for entire OpenAPIv3 schema';

/** TotalCost: the running total and the (at most four) most expensive contributions. */
export class TotalCost<P> {
  total = 0;
  mostExpensive: { path: P; cost: number }[] = [];

  /** ObserveExpressionCost. */
  observe(path: P, cost: number): void {
    this.total = Math.min(MAX_UINT64, this.total + cost);
    // rules under 1% of the limit are not named
    if (cost < STATIC_ESTIMATED_CRD_COST_LIMIT / 100) return;
    this.mostExpensive.push({ path, cost });
    // sort.Slice is not stable; equal costs keep their order here
    this.mostExpensive.sort((a, b) => b.cost - a.cost);
    if (this.mostExpensive.length > 4) this.mostExpensive.length = 4;
  }
}
