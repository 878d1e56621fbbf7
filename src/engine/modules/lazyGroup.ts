// Package modules holds what lets the engine load its heavy parts on demand (issue 22): the browser's
// engine worker fetches CEL, the admission policies and the CRD machinery only for a scenario that
// uses them. A group's entry points are `export let` bindings in its folder's lazy.ts (ES module
// bindings are live: an importer sees the module once it is installed); until then each is a
// stand-in that fails loudly, so a group the scan of the scenario missed is an engine bug, never
// a quietly different answer.

import { InternalError } from '../errors.ts';

/** The engine's groups loaded on demand (groups/load.ts loads them; groups/eager.ts, all at once). */
export type GroupName =
  | 'cel'
  | 'policy'
  | 'policyObjects'
  | 'apiextensions'
  | 'podPlugins'
  | 'quotaPlugins'
  | 'podsecurity'
  | 'otherPlugins'
  | 'podValidators'
  | 'configValidators'
  | 'coreValidators'
  | 'apiValidators'
  | 'strategies'
  | 'reviewCreates'
  | 'laterVersions'
  | 'staticManifests'
  | 'storagePreconditions'
  | 'conversion'
  | 'review';

/** Returns a stand-in for a group's binding: calling or constructing it throws an InternalError. */
export function unloaded<T>(group: GroupName, name: string): T {
  const standIn = function () {
    throw new InternalError(
      `the engine's "${group}" group is not loaded (${name} was called): the scan of the scenario (engine/groups/scan.ts) missed it`,
    );
  };
  return standIn as unknown as T;
}

/** One group's bindings: filled from its module, or put back to the stand-ins. */
export interface GroupSlot<M> {
  install: (module: M) => void;
  reset: () => void;
  loaded: () => boolean;
}
