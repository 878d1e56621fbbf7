// Lists the create-time field errors of an admission policy or binding picked by its kind: what
// kube-apiserver's static manifest loaders run on each one (validation.ValidateValidatingAdmissionPolicy
// and its three siblings, kubernetes pkg/apis/admissionregistration/validation/validation.go).

import type { FieldError } from '../apimachinery/field.ts';
import type { JsonObject, KubernetesVersion } from '../apimachinery/types.ts';
import { validateMutatingAdmissionPolicy } from './mutatingAdmissionPolicy.ts';
import { validateMutatingAdmissionPolicyBinding } from './mutatingAdmissionPolicyBinding.ts';
import { validateValidatingAdmissionPolicy } from './validatingAdmissionPolicy.ts';
import { validateValidatingAdmissionPolicyBinding } from './validatingAdmissionPolicyBinding.ts';

/** Validates a policy or binding by kind; another kind has no errors. */
export function policyObjectErrors(obj: JsonObject, version: KubernetesVersion): FieldError[] {
  switch (obj['kind']) {
    case 'ValidatingAdmissionPolicy':
      return validateValidatingAdmissionPolicy(obj, version);
    case 'ValidatingAdmissionPolicyBinding':
      return validateValidatingAdmissionPolicyBinding(obj);
    case 'MutatingAdmissionPolicy':
      return validateMutatingAdmissionPolicy(obj, version);
    case 'MutatingAdmissionPolicyBinding':
      return validateMutatingAdmissionPolicyBinding(obj);
    default:
      return [];
  }
}
