// The CEL group's module: what cel/lazy.ts hands to the code outside CEL once it is loaded.

export { compileCel, CostBudget, evaluateCel, formatCel, jsonToCel } from './index.ts';
export { newCelAuthorizer } from './library/authz.ts';
