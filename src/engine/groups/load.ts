// Loads the groups a scenario needs, each a chunk of its own in the browser's build (but for the
// commonest kinds' validators, below): the engine worker awaits them before it runs the scenario
// (src/app/evaluation/evaluateSource.ts).

import type { GroupName, GroupSlot } from '../modules/lazyGroup.ts';
import type { Scenario } from '../scenario/types.ts';
import { apiextensionsSlot } from '../apiextensions/lazy.ts';
import { celSlot } from '../cel/lazy.ts';
import { pluginFamilySlot } from '../plugins/lazy.ts';
import { policySlot } from '../policy/lazy.ts';
import { strategiesSlot } from '../registry/strategies.ts';
import { reviewCreatesSlot } from '../rest/reviewCreate.ts';
import { laterVersionsSlot } from '../served/laterLazy.ts';
import { staticManifestsSlot } from '../manifest/lazy.ts';
import { storagePreconditionsSlot } from '../run/preconditionsLazy.ts';
import { conversionSlot } from '../conversion/lazy.ts';
import { reviewSlot } from '../review/lazy.ts';
import { policyObjectsSlot } from '../validation/policyObjectsLazy.ts';
import { validatorFamilySlot } from '../rest/validators.ts';
import * as configValidatorsGroup from '../rest/validators/configValidatorsGroup.ts';
import { groupsFor } from './scan.ts';

/** The plugin families' slots. */
export const podPluginsSlot = pluginFamilySlot('podPlugins');
export const quotaPluginsSlot = pluginFamilySlot('quotaPlugins');
export const podsecuritySlot = pluginFamilySlot('podsecurity');
export const otherPluginsSlot = pluginFamilySlot('otherPlugins');

/** The field validators' families' slots. */
export const podValidatorsSlot = validatorFamilySlot('podValidators');
export const configValidatorsSlot = validatorFamilySlot('configValidators');
export const coreValidatorsSlot = validatorFamilySlot('coreValidators');
export const apiValidatorsSlot = validatorFamilySlot('apiValidators');

/** Each group's slot, by name. */
export const GROUP_SLOTS: Readonly<Record<GroupName, GroupSlot<never>>> = {
  cel: celSlot,
  policy: policySlot,
  policyObjects: policyObjectsSlot,
  apiextensions: apiextensionsSlot,
  podPlugins: podPluginsSlot,
  quotaPlugins: quotaPluginsSlot,
  podsecurity: podsecuritySlot,
  otherPlugins: otherPluginsSlot,
  podValidators: podValidatorsSlot,
  configValidators: configValidatorsSlot,
  coreValidators: coreValidatorsSlot,
  apiValidators: apiValidatorsSlot,
  strategies: strategiesSlot,
  reviewCreates: reviewCreatesSlot,
  laterVersions: laterVersionsSlot,
  staticManifests: staticManifestsSlot,
  storagePreconditions: storagePreconditionsSlot,
  conversion: conversionSlot,
  review: reviewSlot,
};

const loaders: Record<GroupName, () => Promise<void>> = {
  cel: async () => celSlot.install(await import('../cel/group.ts')),
  policy: async () => policySlot.install(await import('../policy/group.ts')),
  policyObjects: async () =>
    policyObjectsSlot.install(await import('../validation/policyObjectsGroup.ts')),
  apiextensions: async () => apiextensionsSlot.install(await import('../apiextensions/group.ts')),
  podPlugins: async () => podPluginsSlot.install(await import('../plugins/podPluginsGroup.ts')),
  quotaPlugins: async () =>
    quotaPluginsSlot.install(await import('../plugins/quotaPluginsGroup.ts')),
  otherPlugins: async () =>
    otherPluginsSlot.install(await import('../plugins/otherPluginsGroup.ts')),
  podsecurity: async () => podsecuritySlot.install(await import('../podsecurity/group.ts')),
  podValidators: async () =>
    podValidatorsSlot.install(await import('../rest/validators/podValidatorsGroup.ts')),
  // The commonest kinds' validators (namespaces, ConfigMaps, Secrets, ServiceAccounts; ~3 KB gz)
  // are part of the engine worker's own file, not a chunk: a link of a ConfigMap's scenario would
  // otherwise wait one more round trip for them before its first verdict (issue 22).
  configValidators: () => Promise.resolve(configValidatorsSlot.install(configValidatorsGroup)),
  coreValidators: async () =>
    coreValidatorsSlot.install(await import('../rest/validators/coreValidatorsGroup.ts')),
  apiValidators: async () =>
    apiValidatorsSlot.install(await import('../rest/validators/apiValidatorsGroup.ts')),
  strategies: async () => strategiesSlot.install(await import('../registry/strategiesGroup.ts')),
  reviewCreates: async () =>
    reviewCreatesSlot.install(await import('../rest/reviewCreatesGroup.ts')),
  laterVersions: async () =>
    laterVersionsSlot.install(await import('../served/laterVersionsGroup.ts')),
  staticManifests: async () => staticManifestsSlot.install(await import('../manifest/group.ts')),
  storagePreconditions: async () =>
    storagePreconditionsSlot.install(await import('../run/preconditionsGroup.ts')),
  conversion: async () => conversionSlot.install(await import('../conversion/group.ts')),
  review: async () => reviewSlot.install(await import('../review/group.ts')),
};

/** Loads and installs the named groups not installed yet. */
export async function loadGroups(names: readonly GroupName[]): Promise<void> {
  await Promise.all(names.filter((n) => !GROUP_SLOTS[n].loaded()).map((n) => loaders[n]()));
}

/** Loads the groups a run of the scenario can reach. */
export const loadGroupsFor = (scenario: Scenario): Promise<void> => loadGroups(groupsFor(scenario));

/** Loads every group (a caller that cannot scan first: the command line's lint). */
export const loadAllGroups = (): Promise<void> =>
  loadGroups(Object.keys(GROUP_SLOTS) as GroupName[]);

/** Loads the good-practice review (never named by the scan: a scenario's verdict does not wait for it). */
export const loadReview = (): Promise<void> => loadGroups(['review']);

/** Puts every group back to its stand-ins (tests of the lazy path start from nothing). */
export function resetGroups(): void {
  for (const slot of Object.values(GROUP_SLOTS)) slot.reset();
}
