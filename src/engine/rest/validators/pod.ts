// podStrategy.Validate / ValidateUpdate and WarningsOnCreate / WarningsOnUpdate
// (pkg/registry/core/pod/strategy.go): ValidatePodCreate and ValidatePodUpdate with the Pod's
// validation options, then GetWarningsForPod; podEphemeralContainersStrategy.ValidateUpdate;
// podResizeStrategy.ValidateUpdate (ValidatePodResize: 1.33's, 1.34's inferred from it, 1.35's on).

import { podValidationOptions, type PodValidationOptions } from '../../validation/core/options.ts';
import { validatePodCreate, validatePodUpdate } from '../../validation/core/pod.ts';
import { validatePodEphemeralContainersUpdate } from '../../validation/core/podEphemeralContainers.ts';
import { validatePodResize } from '../../validation/core/podResize.ts';
import { gateEnabled } from '../../registry/featureGates.ts';
import { dnsLabelNameWarning, podSpecWarnings } from '../../validation/core/podWarnings.ts';
import { obj, str } from '../../validation/read.ts';
import type { KindValidator, ValidationEnv } from '../validator.ts';
import type { JsonObject } from '../../apimachinery/types.ts';

// The stored pod's spec: GetValidationOptionsFromPodSpecAndMeta relaxes rules the old spec uses.
const specOf = (pod: JsonObject): JsonObject | undefined => obj(pod['spec']);

/** A Pod's validation options for an update of the stored `old` (its spec's relaxations). */
export const podUpdateOptions = (env: ValidationEnv, old: JsonObject): PodValidationOptions =>
  podValidationOptions(env.version, true, env.featureGates, env.notSimulated, true, specOf(old));

/** The Pod's field validation. */
export const podValidator: KindValidator = {
  strategy: 'podStrategy',
  validate: (obj, env) =>
    validatePodCreate(
      obj,
      podValidationOptions(env.version, true, env.featureGates, env.notSimulated),
    ),
  validateUpdate: (o, old, env) => validatePodUpdate(o, old, podUpdateOptions(env, old)),
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
  validateUpdate: (o, old, env) =>
    validatePodEphemeralContainersUpdate(o, old, podUpdateOptions(env, old)),
};

/** podResizeStrategy (pods/resize, 1.33+): updates only. */
export const podResizeValidator: KindValidator = {
  strategy: 'podResizeStrategy',
  validate: () => [],
  validateUpdate: (o, old, env) => {
    return validatePodResize(
      o,
      old,
      podUpdateOptions(env, old),
      {
        podLevelResize: gateEnabled(env, 'InPlacePodLevelResourcesVerticalScaling'),
        initContainers: gateEnabled(env, 'InPlacePodVerticalScalingInitContainers'),
      },
      env,
    );
  },
};
