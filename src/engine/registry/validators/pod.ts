// podStrategy.Validate / ValidateUpdate (pkg/registry/core/pod/strategy.go): ValidatePodCreate and
// ValidatePodUpdate with the Pod's validation options.

import { podValidationOptions } from '../../validation/core/options.ts';
import { validatePodCreate, validatePodUpdate } from '../../validation/core/pod.ts';
import type { KindValidator } from '../validator.ts';

/** The Pod's field validation. */
export const podValidator: KindValidator = {
  strategy: 'podStrategy',
  validate: (obj, env) => validatePodCreate(obj, podValidationOptions(env.version, true, env.featureGates, env.notSimulated)),
  validateUpdate: (obj, old, env) => validatePodUpdate(obj, old, podValidationOptions(env.version, true, env.featureGates, env.notSimulated)),
};
