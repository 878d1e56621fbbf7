// Which validator a built-in resource's store runs (the Validate/ValidateUpdate of the strategy in
// pkg/registry/<group>/<resource>/strategy.go). Resources not listed get the generic store's
// metadata check and a notSimulated notice.

import type { GroupVersionResource } from '../apimachinery/types.ts';
import { admissionRegistrationValidators } from './validators/admissionRegistration.ts';
import { clusterValidators } from './validators/cluster.ts';
import { coreValidators } from './validators/core.ts';
import { podValidator } from './validators/pod.ts';
import { workloadValidators } from './validators/workloads.ts';
import type { KindValidator } from './validator.ts';

const table: Readonly<Record<string, KindValidator>> = {
  '/pods': podValidator,
  ...workloadValidators,
  ...coreValidators,
  ...admissionRegistrationValidators,
  ...clusterValidators,
};

/** The validator of a built-in resource, or undefined when its validation is not ported. */
export const validatorFor = (
  resource: Pick<GroupVersionResource, 'group' | 'resource'>,
): KindValidator | undefined => table[`${resource.group}/${resource.resource}`];

/** The resources whose validation is ported, as `group/resource`. */
export const validatedResources = (): string[] => Object.keys(table);
