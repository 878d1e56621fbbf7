// The "apiValidators" group (rest/validatorFamilies.ts): the rarer API groups and the API
// server's own configuration kinds, a chunk of its own in the browser's engine worker.

import type { KindValidator } from '../validator.ts';
import { admissionRegistrationValidators } from './admissionRegistration.ts';
import { apiextensionsValidators } from './apiextensions.ts';
import { apiRegistrationValidators } from './apiregistration.ts';
import { withDeclarativeBeta } from './declarativeBeta.ts';
import { metadataStatusSubresourceValidators } from './metadataStatusSubresources.ts';
import { offByDefaultValidators } from './offByDefault.ts';
import { resourceValidators } from './resource.ts';
import { serviceNetworkingValidators } from './serviceNetworking.ts';
import { storageValidators } from './storage.ts';

/** This family's validators, keyed as validators.ts keys them. */
export const validators: Readonly<Record<string, KindValidator>> = withDeclarativeBeta({
  ...serviceNetworkingValidators,
  ...storageValidators,
  ...resourceValidators,
  ...offByDefaultValidators,
  ...metadataStatusSubresourceValidators,
  ...admissionRegistrationValidators,
  ...apiextensionsValidators,
  ...apiRegistrationValidators,
});
