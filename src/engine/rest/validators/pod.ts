// podStrategy.Validate / ValidateUpdate and WarningsOnCreate / WarningsOnUpdate
// (pkg/registry/core/pod/strategy.go): ValidatePodCreate and ValidatePodUpdate with the Pod's
// validation options, then GetWarningsForPod; podEphemeralContainersStrategy.ValidateUpdate.

import { podValidationOptions } from '../../validation/core/options.ts';
import { validatePodCreate, validatePodUpdate } from '../../validation/core/pod.ts';
import { validatePodEphemeralContainersUpdate } from '../../validation/core/podEphemeralContainers.ts';
import { dnsLabelNameWarning, podSpecWarnings } from '../../validation/core/podWarnings.ts';
import { obj, str } from '../../validation/read.ts';
import type { KindValidator } from '../validator.ts';

/** The Pod's field validation. */
export const podValidator: KindValidator = {
  strategy: 'podStrategy',
  validate: (obj, env) =>
    validatePodCreate(
      obj,
      podValidationOptions(env.version, true, env.featureGates, env.notSimulated),
    ),
  validateUpdate: (obj, old, env) =>
    validatePodUpdate(
      obj,
      old,
      podValidationOptions(env.version, true, env.featureGates, env.notSimulated, true),
    ),
  // WarningsOnCreate adds the hostname warning; WarningsOnUpdate only GetWarningsForPod.
  warnings: (pod, old) => [
    ...(old === undefined
      ? dnsLabelNameWarning(str(obj(pod['metadata'])?.['name']), "the Pod's hostname")
      : []),
    ...podSpecWarnings(obj(pod['spec']) ?? {}, obj(pod['metadata']), ''),
  ],
};

/** podEphemeralContainersStrategy (pods/ephemeralcontainers): updates only. */
export const podEphemeralContainersValidator: KindValidator = {
  strategy: 'podEphemeralContainersStrategy',
  // The subresource takes only updates (EphemeralContainersREST has no Create).
  validate: () => [],
  validateUpdate: (obj, old, env) =>
    validatePodEphemeralContainersUpdate(
      obj,
      old,
      podValidationOptions(env.version, true, env.featureGates, env.notSimulated, true),
    ),
};
