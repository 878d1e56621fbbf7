// The storage preconditions' entry points for the storage step (run/storage.ts): live bindings
// filled when the "storagePreconditions" group is installed (modules/lazyGroup.ts). Only an UPDATE
// or a DELETE calls them (needsStoragePreconditions), and the scan of the scenario asks the same.

import { unloaded, type GroupSlot } from '../modules/lazyGroup.ts';
import type { Scenario } from '../scenario/types.ts';
import type * as Group from './preconditionsGroup.ts';

/** The storagePreconditions group's module (run/preconditionsGroup.ts). */
export type StoragePreconditionsGroup = typeof Group;

type G = StoragePreconditionsGroup;
const g = 'storagePreconditions';
export let beforeDelete = unloaded<G['beforeDelete']>(g, 'beforeDelete');
export let checkResourceVersion = unloaded<G['checkResourceVersion']>(g, 'checkResourceVersion');
export let checkUidPrecondition = unloaded<G['checkUidPrecondition']>(g, 'checkUidPrecondition');

let installed = false;

/** Fills the bindings above from the group's module, or puts the stand-ins back. */
export const storagePreconditionsSlot: GroupSlot<StoragePreconditionsGroup> = {
  install: (m) => {
    ({ beforeDelete, checkResourceVersion, checkUidPrecondition } = m);
    installed = true;
  },
  reset: () => {
    beforeDelete = unloaded(g, 'beforeDelete');
    checkResourceVersion = unloaded(g, 'checkResourceVersion');
    checkUidPrecondition = unloaded(g, 'checkUidPrecondition');
    installed = false;
  },
  loaded: () => installed,
};

/**
 * Reports whether a run of the scenario can reach the preconditions: only its UPDATE or DELETE
 * (a NamespaceAutoProvision loopback request is a CREATE).
 */
export const needsStoragePreconditions = (scenario: Scenario): boolean =>
  scenario.request.operation === 'UPDATE' || scenario.request.operation === 'DELETE';
