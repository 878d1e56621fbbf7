// Whether the cluster holds an admission policy or a binding: the objects both policy dispatchers
// start from (policy/generic/policySource.ts policyHooks reads these four kinds and no other).

import type { JsonObject } from '../apimachinery/types.ts';

const POLICY_KINDS: ReadonlySet<unknown> = new Set([
  'ValidatingAdmissionPolicy',
  'ValidatingAdmissionPolicyBinding',
  'MutatingAdmissionPolicy',
  'MutatingAdmissionPolicyBinding',
]);

/** True when an object is a policy or a binding, whatever its apiVersion. */
export const isPolicyObject = (object: JsonObject): boolean => POLICY_KINDS.has(object['kind']);

/** True when any of the objects is a policy or a binding. */
export const hasPolicyObjects = (objects: readonly JsonObject[]): boolean =>
  objects.some(isPolicyObject);
