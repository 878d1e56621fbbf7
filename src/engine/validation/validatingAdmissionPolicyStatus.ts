// Answers the create of a ValidatingAdmissionPolicy or its binding as the API server does: the 422
// NewInvalid Status for the first object that fails validation (registry strategies' Validate).

import type { Status } from '../apimachinery/status.ts';
import type { JsonObject, KubernetesVersion } from '../apimachinery/types.ts';
import { createPolicyObject, refusal } from './policyObjectCreate.ts';
import { validateValidatingAdmissionPolicy } from './validatingAdmissionPolicy.ts';
import { validateValidatingAdmissionPolicyBinding } from './validatingAdmissionPolicyBinding.ts';

/**
 * Validates a ValidatingAdmissionPolicy or ValidatingAdmissionPolicyBinding (picked by kind) and
 * returns the 422 Status of its refusal, or undefined when it is valid or of another kind.
 */
export function validateValidatingAdmissionPolicyObject(
  obj: JsonObject,
  version: KubernetesVersion,
): Status | undefined {
  const kind = obj['kind'];
  if (kind === 'ValidatingAdmissionPolicy')
    return refusal(obj, kind, validateValidatingAdmissionPolicy(obj, version), version);
  if (kind === 'ValidatingAdmissionPolicyBinding')
    return refusal(obj, kind, validateValidatingAdmissionPolicyBinding(obj), version);
  return undefined;
}

const resources: Record<string, string> = {
  ValidatingAdmissionPolicy: 'validatingadmissionpolicies',
  ValidatingAdmissionPolicyBinding: 'validatingadmissionpolicybindings',
};

/**
 * Creates a ValidatingAdmissionPolicy or binding from cluster.objects: its validation refusal, or
 * 409 AlreadyExists when `created` (kind/name of the objects created before it) has its name.
 */
export function createValidatingAdmissionPolicyObject(
  obj: JsonObject,
  version: KubernetesVersion,
  created: Set<string>,
): Status | undefined {
  return createPolicyObject(obj, created, resources, (o) =>
    validateValidatingAdmissionPolicyObject(o, version),
  );
}
