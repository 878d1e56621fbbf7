// The "podValidators" group (rest/validatorFamilies.ts): the pods', workloads' and status and
// scale subresources' validators, a chunk of its own in the browser's engine worker.

import type { KindValidator } from '../validator.ts';
import { withDeclarativeBeta } from './declarativeBeta.ts';
import { podEphemeralContainersValidator, podResizeValidator, podValidator } from './pod.ts';
import { statusSubresourceValidators } from './statusSubresources.ts';
import { subresourceValidators } from './subresources.ts';
import { workloadValidators } from './workloads.ts';

/** This family's validators, keyed as validators.ts keys them. */
export const validators: Readonly<Record<string, KindValidator>> = withDeclarativeBeta({
  '/pods': podValidator,
  '/pods/ephemeralcontainers': podEphemeralContainersValidator,
  '/pods/resize': podResizeValidator,
  ...workloadValidators,
  ...subresourceValidators,
  ...statusSubresourceValidators,
});
