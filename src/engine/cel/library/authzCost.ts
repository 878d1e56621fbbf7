// Runtime cost of the authz library calls (staging/src/k8s.io/apiserver/pkg/cel/library/cost.go
// CallCost): a check is priced to allow only two per expression; builders and accessors cost 1;
// a selector costs its parse plus the requirements it may produce.

// cel-go common/cost.go constants.
const LIST_CREATE_BASE_COST = 10;
const STRUCT_CREATE_BASE_COST = 40;
const STRING_TRAVERSAL_COST_FACTOR = 0.1;
const SELECTOR_LENGTH_TO_REQUIREMENT_COUNT = 0.5;
const COST_PER_REQUIREMENT = LIST_CREATE_BASE_COST + STRUCT_CREATE_BASE_COST;

/** AUTHZ_CHECK_COST: "This cost is set to allow for only two authorization checks per expression". */
export const AUTHZ_CHECK_COST = 350_000;

/** selectorCostEstimate for a selector of this many code points (Max of the estimate). */
export function selectorCost(length: number): number {
  const parse = Math.ceil(length * STRING_TRAVERSAL_COST_FACTOR);
  const requirements = Math.ceil(length * SELECTOR_LENGTH_TO_REQUIREMENT_COUNT);
  return LIST_CREATE_BASE_COST + parse + Math.ceil(requirements * COST_PER_REQUIREMENT);
}

const NOMINAL = new Set([
  'serviceAccount',
  'path',
  'group',
  'resource',
  'subresource',
  'namespace',
  'name',
  'allowed',
  'reason',
  'error',
  'errored',
]);

/**
 * The cost of one call of an authz library member function, or undefined for functions this library
 * does not price. `args` are the call's arguments after the receiver.
 */
export function authzCallCost(fn: string, args: readonly unknown[]): number | undefined {
  if (fn === 'check') return AUTHZ_CHECK_COST;
  if (NOMINAL.has(fn)) return 1;
  if ((fn === 'fieldSelector' || fn === 'labelSelector') && typeof args[0] === 'string') {
    return selectorCost([...args[0]].length);
  }
  return undefined;
}
