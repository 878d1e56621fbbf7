// What a default server of each later release serves (servedByDefaultLater.generated.ts), loaded
// on demand with the later releases' REST mapping (the "laterVersions" group,
// served/laterVersionsGroup.ts): 1.32's table is always present.

import type { KubernetesVersion } from '../apimachinery/types.ts';
import { InternalError } from '../errors.ts';
import type { GroupSlot } from '../modules/lazyGroup.ts';
import { builtinLaterSlot, type BuiltinLaterModule } from '../restmapping/laterLazy.ts';
import { servedByDefault132 } from './servedByDefault.generated.ts';

/** The laterVersions group's module (served/laterVersionsGroup.ts). */
export interface LaterVersionsModule extends BuiltinLaterModule {
  servedByDefaultLater: Readonly<
    Partial<Record<KubernetesVersion, Readonly<Record<string, string>>>>
  >;
}

let installed: LaterVersionsModule['servedByDefaultLater'] | undefined;

/** What a default server of the version serves: group/version → resources, space-separated. */
export function servedByDefaultOf(version: KubernetesVersion): Readonly<Record<string, string>> {
  if (version === '1.32') return servedByDefault132;
  const table = installed?.[version];
  if (table === undefined)
    throw new InternalError(
      `the engine's "laterVersions" group is not loaded (what ${version} serves was asked for): the scan of the scenario (engine/groups/scan.ts) missed it`,
    );
  return table;
}

/** Fills the later releases' served tables and REST mapping changes, or takes them away. */
export const laterVersionsSlot: GroupSlot<LaterVersionsModule> = {
  install: (m) => {
    installed = m.servedByDefaultLater;
    builtinLaterSlot.install(m);
  },
  reset: () => {
    installed = undefined;
    builtinLaterSlot.reset();
  },
  loaded: () => installed !== undefined && builtinLaterSlot.loaded(),
};
