// The admission policies' group module: what policy/lazy.ts hands to the chain and to the policy
// objects' field validation once it is loaded.

export {
  compileExpression,
  compileVariables,
  declaredVariables,
  goLen,
  goTrimSpace,
} from './generic/index.ts';
export { compileMutation } from './mutating/compilePolicy.ts';
export { mutatingPolicyPlugin } from './mutating/plugin.ts';
export { validatingPolicyPlugin } from './validating/plugin.ts';
