// The admissionregistration kinds as the request object (pkg/registry/admissionregistration/*/
// strategy.go): the same validation the playground applies to them as cluster objects, plus
// ObjectMetaUpdate on update. Update-only relaxations of upstream (ValidateXUpdate's options for
// stored objects that were valid under older rules) are recorded as not simulated. From 1.36 the
// strategies also guard the ".static.k8s.io" names (a warning, or a 422 on create once
// ManifestBasedAdmissionControlConfig is on), and from 1.37 the webhook configurations' strategies
// warn about rules naming a resource webhooks never see.

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
import { featureEnabled } from '../../apimachinery/featureGates.ts';
import { atLeast } from '../../apimachinery/version.ts';
import { warningsForExcludedWebhookRules } from '../../validation/excludedWebhookRules.ts';
import { validateStaticSuffix, warningsForStaticSuffix } from '../../validation/staticSuffix.ts';
import type { KindValidator, ValidationEnv } from '../validator.ts';

const nameOf = (o: JsonObject): string => {
  const metadata = o['metadata'];
  const name =
    typeof metadata === 'object' && metadata !== null && !Array.isArray(metadata)
      ? metadata['name']
      : undefined;
  return typeof name === 'string' ? name : '';
};

const manifestsOn = (env: ValidationEnv): boolean =>
  featureEnabled(env.featureGates, env.version, 'ManifestBasedAdmissionControlConfig');

const kind = (
  strategy: string,
  validate: (o: JsonObject, version: KubernetesVersion) => FieldError[],
  webhooks = false,
): KindValidator => ({
  strategy,
  validate: (o, env) => [
    ...validate(o, env.version),
    ...(atLeast(env.version, '1.36') && manifestsOn(env) ? validateStaticSuffix(nameOf(o)) : []),
  ],
  validateUpdate: (o, old, env) => {
    env.notSimulated(
      `the update-only relaxations of ${strategy}.ValidateUpdate for stored objects`,
    );
    return [...validateObjectMetaUpdate(o, old), ...validate(o, env.version)];
  },
  warnings: (o, old, env) => [
    // WarningsOnCreate warns only while the gate is off (on, Validate refuses); WarningsOnUpdate always.
    ...(atLeast(env.version, '1.36') && (old !== undefined || !manifestsOn(env))
      ? warningsForStaticSuffix(nameOf(o))
      : []),
    // Whether this warning follows ExcludeAdmissionWebhookVirtualResources is not verified
    // (spec §6.2); it warns only where the exclusion applies, so it never says something false.
    ...(webhooks &&
    featureEnabled(env.featureGates, env.version, 'ExcludeAdmissionWebhookVirtualResources')
      ? warningsForExcludedWebhookRules(o)
      : []),
  ],
});

/** The validators of the admissionregistration kinds, by `group/resource`. */
export const admissionRegistrationValidators: Readonly<Record<string, KindValidator>> = {
  'admissionregistration.k8s.io/mutatingwebhookconfigurations': kind(
    'mutatingWebhookConfigurationStrategy',
    validateMutatingWebhookConfiguration,
    true,
  ),
  'admissionregistration.k8s.io/validatingwebhookconfigurations': kind(
    'validatingWebhookConfigurationStrategy',
    validateValidatingWebhookConfiguration,
    true,
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
