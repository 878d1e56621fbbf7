// The policy objects' create for the run (the cluster's ValidatingAdmissionPolicies,
// MutatingAdmissionPolicies and their bindings, validated as their stores do): live bindings filled
// when the group is installed (modules/lazyGroup.ts). Only a scenario with a policy object pays
// for their validation.

import { unloaded, type GroupSlot } from '../modules/lazyGroup.ts';
import type * as Group from './policyObjectsGroup.ts';

/** The policy objects group's module (validation/policyObjectsGroup.ts). */
export type PolicyObjectsGroup = typeof Group;

const g = 'policyObjects';
export let createValidatingAdmissionPolicyObject = unloaded<
  PolicyObjectsGroup['createValidatingAdmissionPolicyObject']
>(g, 'createValidatingAdmissionPolicyObject');
export let createMutatingAdmissionPolicyObject = unloaded<
  PolicyObjectsGroup['createMutatingAdmissionPolicyObject']
>(g, 'createMutatingAdmissionPolicyObject');

export let policyObjectErrors = unloaded<PolicyObjectsGroup['policyObjectErrors']>(
  g,
  'policyObjectErrors',
);

let installed = false;

/** Fills the bindings above from the group's module, or puts the stand-ins back. */
export const policyObjectsSlot: GroupSlot<PolicyObjectsGroup> = {
  install: (m) => {
    ({
      createValidatingAdmissionPolicyObject,
      createMutatingAdmissionPolicyObject,
      policyObjectErrors,
    } = m);
    installed = true;
  },
  reset: () => {
    createValidatingAdmissionPolicyObject = unloaded(g, 'createValidatingAdmissionPolicyObject');
    createMutatingAdmissionPolicyObject = unloaded(g, 'createMutatingAdmissionPolicyObject');
    policyObjectErrors = unloaded(g, 'policyObjectErrors');
    installed = false;
  },
  loaded: () => installed,
};
