// The admissionregistration kinds as the request object (pkg/registry/admissionregistration/*/
// strategy.go): the same validation the playground applies to them as cluster objects, plus
// ObjectMetaUpdate on update. Update-only relaxations of upstream (ValidateXUpdate's options for
// stored objects that were valid under older rules) are recorded as not simulated.

import type { JsonObject, KubernetesVersion } from '../../apimachinery/types.ts';
import type { FieldError } from '../../apimachinery/field.ts';
import { validateObjectMetaUpdate } from '../../validation/meta/objectMeta.ts';
import { validateMutatingAdmissionPolicy } from '../../validation/mutatingAdmissionPolicy.ts';
import { validateMutatingAdmissionPolicyBinding } from '../../validation/mutatingAdmissionPolicyBinding.ts';
import { validateValidatingAdmissionPolicy } from '../../validation/validatingAdmissionPolicy.ts';
import { validateValidatingAdmissionPolicyBinding } from '../../validation/validatingAdmissionPolicyBinding.ts';
import {
  validateMutatingWebhookConfiguration,
  validateValidatingWebhookConfiguration,
} from '../../validation/webhookConfiguration.ts';
import type { KindValidator } from '../validator.ts';

const kind = (
  strategy: string,
  validate: (o: JsonObject, version: KubernetesVersion) => FieldError[],
): KindValidator => ({
  strategy,
  validate: (o, env) => validate(o, env.version),
  validateUpdate: (o, old, env) => {
    env.notSimulated(
      `the update-only relaxations of ${strategy}.ValidateUpdate for stored objects`,
    );
    return [...validateObjectMetaUpdate(o, old), ...validate(o, env.version)];
  },
});

/** The validators of the admissionregistration kinds, by `group/resource`. */
export const admissionRegistrationValidators: Readonly<Record<string, KindValidator>> = {
  'admissionregistration.k8s.io/mutatingwebhookconfigurations': kind(
    'mutatingWebhookConfigurationStrategy',
    validateMutatingWebhookConfiguration,
  ),
  'admissionregistration.k8s.io/validatingwebhookconfigurations': kind(
    'validatingWebhookConfigurationStrategy',
    validateValidatingWebhookConfiguration,
  ),
  'admissionregistration.k8s.io/validatingadmissionpolicies': kind(
    'validatingAdmissionPolicyStrategy',
    validateValidatingAdmissionPolicy,
  ),
  'admissionregistration.k8s.io/validatingadmissionpolicybindings': kind(
    'validatingAdmissionPolicyBindingStrategy',
    (o) => validateValidatingAdmissionPolicyBinding(o),
  ),
  'admissionregistration.k8s.io/mutatingadmissionpolicies': kind(
    'mutatingAdmissionPolicyStrategy',
    validateMutatingAdmissionPolicy,
  ),
  'admissionregistration.k8s.io/mutatingadmissionpolicybindings': kind(
    'mutatingAdmissionPolicyBindingStrategy',
    (o) => validateMutatingAdmissionPolicyBinding(o),
  ),
};
