// Manifest-based admission's entry point for the run (run/runScenario.ts): a live binding filled
// when the "staticManifests" group is installed (modules/lazyGroup.ts). Only a scenario that
// configures the admission plugins or has static manifests pays for the loaders (manifest/needed.ts).

import { unloaded, type GroupSlot } from '../modules/lazyGroup.ts';
import type * as Group from './group.ts';

/** The staticManifests group's module (manifest/group.ts). */
export type StaticManifestsGroup = typeof Group;

export let loadStaticSources = unloaded<StaticManifestsGroup['loadStaticSources']>(
  'staticManifests',
  'loadStaticSources',
);

let installed = false;

/** Fills the binding above from the group's module, or puts the stand-in back. */
export const staticManifestsSlot: GroupSlot<StaticManifestsGroup> = {
  install: (m) => {
    ({ loadStaticSources } = m);
    installed = true;
  },
  reset: () => {
    loadStaticSources = unloaded('staticManifests', 'loadStaticSources');
    installed = false;
  },
  loaded: () => installed,
};
