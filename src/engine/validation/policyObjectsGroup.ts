// The "policyObjects" group's module: the create of the cluster's admission policies and their
// bindings (their strategies' Validate), and the static manifests' validation of the same kinds,
// handed to the run by validation/policyObjectsLazy.ts.

export { createMutatingAdmissionPolicyObject } from './mutatingAdmissionPolicyStatus.ts';
export { createValidatingAdmissionPolicyObject } from './validatingAdmissionPolicyStatus.ts';
export { policyObjectErrors } from './policyObjectErrors.ts';
