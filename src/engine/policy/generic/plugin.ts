// What the generic policy plugin decides before dispatching: requests on the policy kinds themselves
// are never evaluated, so a broken policy cannot lock itself
// (k8s.io/apiserver pkg/admission/plugin/policy/generic/plugin.go isPolicyResource).

import type { Attributes } from '../../admission/attributes.ts';

const policyResources = new Set([
  'validatingadmissionpolicies',
  'validatingadmissionpolicybindings',
  'mutatingadmissionpolicies',
  'mutatingadmissionpolicybindings',
]);

/** Reports whether the request is on a (Validating|Mutating)AdmissionPolicy(Binding), in any version. */
export function isPolicyResource(attr: Attributes): boolean {
  return (
    attr.resource.group === 'admissionregistration.k8s.io' &&
    policyResources.has(attr.resource.resource)
  );
}
