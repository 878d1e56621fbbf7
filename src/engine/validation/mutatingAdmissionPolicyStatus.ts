// Answers the create of a MutatingAdmissionPolicy or its binding as the API server does: 404 when
// the apiVersion is not a version this release has (v1alpha1 in 1.32/1.33, also v1beta1 from 1.34,
// also v1 from 1.36: KEP-3962, ../shared/spec/k8s-versions-1.33-1.37.md §7), else
// the 422 NewInvalid Status when validation fails (registry strategies' Validate).

import type { Status } from '../apimachinery/status.ts';
import type { JsonObject, KubernetesVersion } from '../apimachinery/types.ts';
import { failure } from '../apimachinery/statusErrors.ts';
import { atLeast } from '../apimachinery/version.ts';
import { validateMutatingAdmissionPolicy } from './mutatingAdmissionPolicy.ts';
import { validateMutatingAdmissionPolicyBinding } from './mutatingAdmissionPolicyBinding.ts';
import { createPolicyObject, refusal } from './policyObjectCreate.ts';

const group = 'admissionregistration.k8s.io';

/** The admissionregistration versions serving MutatingAdmissionPolicy in each Kubernetes version. */
export function mutatingPolicyVersions(version: KubernetesVersion): string[] {
  return [
    'v1alpha1',
    ...(atLeast(version, '1.34') ? ['v1beta1'] : []),
    ...(atLeast(version, '1.36') ? ['v1'] : []),
  ];
}

/**
 * Validates a MutatingAdmissionPolicy or MutatingAdmissionPolicyBinding (picked by kind) and returns
 * the Status of its refusal, or undefined when it is valid or of another kind.
 */
export function validateMutatingAdmissionPolicyObject(
  obj: JsonObject,
  version: KubernetesVersion,
): Status | undefined {
  const kind = obj['kind'];
  if (kind !== 'MutatingAdmissionPolicy' && kind !== 'MutatingAdmissionPolicyBinding')
    return undefined;
  const apiVersion = typeof obj['apiVersion'] === 'string' ? obj['apiVersion'] : '';
  if (!mutatingPolicyVersions(version).some((v) => apiVersion === `${group}/${v}`)) {
    return failure(404, 'NotFound', 'the server could not find the requested resource', {
      causes: [],
    });
  }
  const errs =
    kind === 'MutatingAdmissionPolicy'
      ? validateMutatingAdmissionPolicy(obj, version)
      : validateMutatingAdmissionPolicyBinding(obj);
  return refusal(obj, kind, errs, version);
}

const resources: Record<string, string> = {
  MutatingAdmissionPolicy: 'mutatingadmissionpolicies',
  MutatingAdmissionPolicyBinding: 'mutatingadmissionpolicybindings',
};

/**
 * Creates a MutatingAdmissionPolicy or binding from cluster.objects: its refusal, or 409
 * AlreadyExists when `created` (kind/name of the objects created before it) has its name.
 */
export function createMutatingAdmissionPolicyObject(
  obj: JsonObject,
  version: KubernetesVersion,
  created: Set<string>,
): Status | undefined {
  return createPolicyObject(obj, created, resources, (o) =>
    validateMutatingAdmissionPolicyObject(o, version),
  );
}
