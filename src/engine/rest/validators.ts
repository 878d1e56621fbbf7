// Which validator a built-in resource's store runs (the Validate/ValidateUpdate of the strategy in
// pkg/registry/<group>/<resource>/strategy.go, and of the subresources' stores, such as
// podEphemeralContainersStrategy). Resources not listed get the generic store's metadata check and
// a notSimulated notice. The validators come in families loaded on demand (validatorFamilies.ts,
// modules/lazyGroup.ts): a family the scan of the scenario missed fails loudly, never silently
// as "not ported".

import type { GroupVersionResource } from '../apimachinery/types.ts';
import { InternalError } from '../errors.ts';
import type { GroupSlot } from '../modules/lazyGroup.ts';
import {
  VALIDATOR_FAMILY_KEYS,
  validatorFamilyOf,
  type ValidatorFamily,
} from './validatorFamilies.ts';
import type { KindValidator } from './validator.ts';

/** A family's module (rest/validators/<family>Group.ts, e.g. podValidatorsGroup.ts): its validators. */
export interface ValidatorFamilyGroup {
  validators: Readonly<Record<string, KindValidator>>;
}

const installed = new Map<ValidatorFamily, Readonly<Record<string, KindValidator>>>();

/** The `group/resource[/subresource]` key of the table. */
export const validatorKey = (
  resource: Pick<GroupVersionResource, 'group' | 'resource'>,
  subresource = '',
): string => `${resource.group}/${resource.resource}${subresource === '' ? '' : `/${subresource}`}`;

/** The validator of a built-in resource or subresource, or undefined when its validation is not ported. */
export function validatorFor(
  resource: Pick<GroupVersionResource, 'group' | 'resource'>,
  subresource = '',
): KindValidator | undefined {
  const key = validatorKey(resource, subresource);
  const family = validatorFamilyOf(key);
  if (family === undefined) return undefined;
  const table = installed.get(family);
  if (table === undefined)
    throw new InternalError(
      `the engine's "${family}" group is not loaded (the validator of ${key} was asked for): the scan of the scenario (engine/groups/scan.ts) missed it`,
    );
  return table[key];
}

/** The resources whose validation is ported, as `group/resource` or `group/resource/subresource`. */
export const validatedResources = (): string[] => Object.values(VALIDATOR_FAMILY_KEYS).flat();

/** The slot of one family: its validators installed, or taken away. */
export function validatorFamilySlot(family: ValidatorFamily): GroupSlot<ValidatorFamilyGroup> {
  return {
    install: (m) => void installed.set(family, m.validators),
    reset: () => void installed.delete(family),
    loaded: () => installed.has(family),
  };
}
