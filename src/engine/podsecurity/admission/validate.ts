// Routes a request to the namespace, pod or pod-controller validation: mirrors Admission.Validate
// in k8s.io/pod-security-admission admission/admission.go (v0.32).

import type { Attributes } from '../../admission/attributes.ts';
import type { Admission } from './admission.ts';
import type { Response } from './response.ts';
import { validateNamespace } from './validateNamespace.ts';
import { validatePod, validatePodController } from './validatePod.ts';

/** Mirrors Admission.Validate: namespaces, pods, and everything else as a pod controller. */
export function validate(a: Admission, attr: Attributes): Response {
  if (attr.resource.group === '' && attr.resource.resource === 'namespaces')
    return validateNamespace(a, attr);
  if (attr.resource.group === '' && attr.resource.resource === 'pods') return validatePod(a, attr);
  return validatePodController(a, attr);
}
