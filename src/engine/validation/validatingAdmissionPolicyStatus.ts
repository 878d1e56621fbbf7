// Answers the create of a ValidatingAdmissionPolicy or its binding as the API server does: the 422
// NewInvalid Status for the first object that fails validation (registry strategies' Validate).

import type { Status } from '../admission/result.ts';
import type { JsonObject, KubernetesVersion } from '../scenario/types.ts';
import { newAlreadyExists } from '../webhook/errors/status.ts';
import { newInvalid } from './status.ts';
import { validateValidatingAdmissionPolicy } from './validatingAdmissionPolicy.ts';
import { validateValidatingAdmissionPolicyBinding } from './validatingAdmissionPolicyBinding.ts';

const group = 'admissionregistration.k8s.io';

/**
 * Validates a ValidatingAdmissionPolicy or ValidatingAdmissionPolicyBinding (picked by kind) and
 * returns the 422 Status of its refusal, or undefined when it is valid or of another kind.
 */
export function validateValidatingAdmissionPolicyObject(obj: JsonObject, version: KubernetesVersion): Status | undefined {
  const kind = obj['kind'];
  let errs;
  if (kind === 'ValidatingAdmissionPolicy') errs = validateValidatingAdmissionPolicy(obj, version);
  else if (kind === 'ValidatingAdmissionPolicyBinding') errs = validateValidatingAdmissionPolicyBinding(obj);
  else return undefined;
  if (errs.length === 0) return undefined;
  const metadata = obj['metadata'];
  const rawName = typeof metadata === 'object' && metadata !== null && !Array.isArray(metadata) ? metadata['name'] : '';
  return newInvalid(group, kind, typeof rawName === 'string' ? rawName : '', errs, version);
}

const resources: Record<string, string> = {
  ValidatingAdmissionPolicy: 'validatingadmissionpolicies',
  ValidatingAdmissionPolicyBinding: 'validatingadmissionpolicybindings',
};

/**
 * Creates a ValidatingAdmissionPolicy or binding from cluster.objects: its validation refusal, or
 * 409 AlreadyExists when `created` (kind/name of the objects created before it) has its name.
 */
export function createValidatingAdmissionPolicyObject(obj: JsonObject, version: KubernetesVersion, created: Set<string>): Status | undefined {
  const kind = obj['kind'];
  const apiVersion = obj['apiVersion'];
  if (typeof kind !== 'string' || !(kind in resources) || typeof apiVersion !== 'string' || !apiVersion.startsWith(`${group}/`)) return undefined;
  const invalid = validateValidatingAdmissionPolicyObject(obj, version);
  if (invalid !== undefined) return invalid;
  const metadata = obj['metadata'];
  const rawName = typeof metadata === 'object' && metadata !== null && !Array.isArray(metadata) ? metadata['name'] : '';
  const name = typeof rawName === 'string' ? rawName : '';
  const key = `${kind}/${name}`;
  if (created.has(key)) return newAlreadyExists({ group, resource: resources[kind] ?? '' }, name);
  created.add(key);
  return undefined;
}
