// Which validator a built-in resource's store runs (the Validate/ValidateUpdate of the strategy in
// pkg/registry/<group>/<resource>/strategy.go, and of the subresources' stores, such as
// podEphemeralContainersStrategy). Resources not listed get the generic store's metadata check and
// a notSimulated notice.

import type { GroupVersionResource } from '../apimachinery/types.ts';
import { admissionRegistrationValidators } from './validators/admissionRegistration.ts';
import { apiextensionsValidators } from './validators/apiextensions.ts';
import { apiRegistrationValidators } from './validators/apiregistration.ts';
import { clusterValidators } from './validators/cluster.ts';
import { coreValidators } from './validators/core.ts';
import { metadataStatusSubresourceValidators } from './validators/metadataStatusSubresources.ts';
import { offByDefaultValidators } from './validators/offByDefault.ts';
import { persistentVolumeValidators } from './validators/persistentVolume.ts';
import { podEphemeralContainersValidator, podValidator } from './validators/pod.ts';
import { resourceValidators } from './validators/resource.ts';
import { serviceNetworkingValidators } from './validators/serviceNetworking.ts';
import { statusSubresourceValidators } from './validators/statusSubresources.ts';
import { storageValidators } from './validators/storage.ts';
import { subresourceValidators } from './validators/subresources.ts';
import { workloadValidators } from './validators/workloads.ts';
import type { KindValidator } from './validator.ts';

const table: Readonly<Record<string, KindValidator>> = {
  '/pods': podValidator,
  ...workloadValidators,
  ...coreValidators,
  ...admissionRegistrationValidators,
  ...apiextensionsValidators,
  ...clusterValidators,
  ...storageValidators,
  '/pods/ephemeralcontainers': podEphemeralContainersValidator,
  ...subresourceValidators,
  ...persistentVolumeValidators,
  ...apiRegistrationValidators,
  ...serviceNetworkingValidators,
  ...offByDefaultValidators,
  ...resourceValidators,
  ...statusSubresourceValidators,
  ...metadataStatusSubresourceValidators,
};

/** The validator of a built-in resource or subresource, or undefined when its validation is not ported. */
export const validatorFor = (
  resource: Pick<GroupVersionResource, 'group' | 'resource'>,
  subresource = '',
): KindValidator | undefined =>
  table[`${resource.group}/${resource.resource}${subresource === '' ? '' : `/${subresource}`}`];

/** The resources whose validation is ported, as `group/resource` or `group/resource/subresource`. */
export const validatedResources = (): string[] => Object.keys(table);
