// The later releases' changes to 1.32's REST mapping (builtinLater.generated.ts), loaded on demand
// (modules/lazyGroup.ts): the browser's engine worker fetches them only for a scenario of 1.33 or
// later, with the later releases' served tables (served/laterVersionsGroup.ts, the "laterVersions"
// group). Until then a later release's table fails loudly, never answers as 1.32's.

import { InternalError } from '../errors.ts';
import type { GroupSlot } from '../modules/lazyGroup.ts';
import type { BuiltinDelta } from './builtinLater.generated.ts';

/** What this slot is filled from: each later release's changes to the 1.32 table. */
export interface BuiltinLaterModule {
  laterBuiltinResources: Readonly<Record<string, BuiltinDelta>>;
}

let installed: BuiltinLaterModule['laterBuiltinResources'] | undefined;

/** A later release's changes to the 1.32 table (undefined for a release without any). */
export function laterDelta(version: string): BuiltinDelta | undefined {
  if (installed === undefined)
    throw new InternalError(
      `the engine's "laterVersions" group is not loaded (the REST mapping of ${version} was asked for): the scan of the scenario (engine/groups/scan.ts) missed it`,
    );
  return installed[version];
}

/** Fills the later releases' changes, or takes them away. */
export const builtinLaterSlot: GroupSlot<BuiltinLaterModule> = {
  install: (m) => void (installed = m.laterBuiltinResources),
  reset: () => void (installed = undefined),
  loaded: () => installed !== undefined,
};
