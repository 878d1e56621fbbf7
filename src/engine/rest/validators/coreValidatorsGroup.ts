// The "coreValidators" group (rest/validatorFamilies.ts): the rest of core and the common
// namespaced and cluster kinds, a chunk of its own in the browser's engine worker.

import type { KindValidator } from '../validator.ts';
import { clusterValidators } from './cluster.ts';
import { coreValidators } from './core.ts';
import { withDeclarativeBeta } from './declarativeBeta.ts';
import { persistentVolumeValidators } from './persistentVolume.ts';

/** This family's validators, keyed as validators.ts keys them. */
export const validators: Readonly<Record<string, KindValidator>> = withDeclarativeBeta({
  ...coreValidators,
  ...persistentVolumeValidators,
  ...clusterValidators,
});
