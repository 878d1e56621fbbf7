// The admission policies' entry points for the code outside them (the chain's two policy plugins,
// the policy objects' field validation): live bindings filled when the group is installed
// (modules/lazyGroup.ts). Only a scenario with a ValidatingAdmissionPolicy or a
// MutatingAdmissionPolicy (or their bindings) pays for them.

import { unloaded, type GroupSlot } from '../modules/lazyGroup.ts';
import type * as Group from './group.ts';

/** The policy group's module (policy/group.ts). */
export type PolicyGroup = typeof Group;

const p = 'policy';
export let compileExpression = unloaded<PolicyGroup['compileExpression']>(p, 'compileExpression');
export let compileVariables = unloaded<PolicyGroup['compileVariables']>(p, 'compileVariables');
export let declaredVariables = unloaded<PolicyGroup['declaredVariables']>(p, 'declaredVariables');
export let goLen = unloaded<PolicyGroup['goLen']>(p, 'goLen');
export let goTrimSpace = unloaded<PolicyGroup['goTrimSpace']>(p, 'goTrimSpace');
export let compileMutation = unloaded<PolicyGroup['compileMutation']>(p, 'compileMutation');
export let mutatingPolicyPlugin = unloaded<PolicyGroup['mutatingPolicyPlugin']>(
  p,
  'mutatingPolicyPlugin',
);
export let validatingPolicyPlugin = unloaded<PolicyGroup['validatingPolicyPlugin']>(
  p,
  'validatingPolicyPlugin',
);

let installed = false;

/** Fills the bindings above from the group's module, or puts the stand-ins back. */
export const policySlot: GroupSlot<PolicyGroup> = {
  install: (m) => {
    ({
      compileExpression,
      compileVariables,
      declaredVariables,
      goLen,
      goTrimSpace,
      compileMutation,
      mutatingPolicyPlugin,
      validatingPolicyPlugin,
    } = m);
    installed = true;
  },
  reset: () => {
    compileExpression = unloaded(p, 'compileExpression');
    compileVariables = unloaded(p, 'compileVariables');
    declaredVariables = unloaded(p, 'declaredVariables');
    goLen = unloaded(p, 'goLen');
    goTrimSpace = unloaded(p, 'goTrimSpace');
    compileMutation = unloaded(p, 'compileMutation');
    mutatingPolicyPlugin = unloaded(p, 'mutatingPolicyPlugin');
    validatingPolicyPlugin = unloaded(p, 'validatingPolicyPlugin');
    installed = false;
  },
  loaded: () => installed,
};
