// The strategies of the resource.k8s.io kinds (pkg/registry/resource/{resourceclaim,
// resourceclaimtemplate,deviceclass,resourceslice}/strategy.go): Validate and ValidateUpdate, in
// part (validation/resource says what is not ported). Served by default from 1.34.

import {
  validateDeviceClass,
  validateDeviceClassUpdate,
  validateResourceClaim,
  validateResourceClaimTemplate,
  validateResourceClaimTemplateUpdate,
  validateResourceClaimUpdate,
  validateResourceSlice,
  validateResourceSliceUpdate,
} from '../../validation/resource/resourceKinds.ts';
import type { KindValidator } from '../validator.ts';

/** The validators of these kinds, by `group/resource`. */
export const resourceValidators: Readonly<Record<string, KindValidator>> = {
  'resource.k8s.io/resourceclaims': {
    strategy: 'resourceclaimStrategy',
    validate: (o, env) => validateResourceClaim(o, env.notSimulated),
    validateUpdate: (o, old, env) => validateResourceClaimUpdate(o, old, env.notSimulated),
  },
  'resource.k8s.io/resourceclaimtemplates': {
    strategy: 'resourceClaimTemplateStrategy',
    validate: (o, env) => validateResourceClaimTemplate(o, env.notSimulated),
    validateUpdate: (o, old, env) => validateResourceClaimTemplateUpdate(o, old, env.notSimulated),
  },
  'resource.k8s.io/deviceclasses': {
    strategy: 'deviceClassStrategy',
    validate: (o, env) => validateDeviceClass(o, env.notSimulated),
    validateUpdate: (o, old, env) => validateDeviceClassUpdate(o, old, env.notSimulated),
  },
  'resource.k8s.io/resourceslices': {
    strategy: 'resourceSliceStrategy',
    validate: (o, env) => validateResourceSlice(o, env.notSimulated, env.version),
    validateUpdate: (o, old, env) =>
      validateResourceSliceUpdate(o, old, env.notSimulated, env.version),
  },
};
