// The parts of podutil.dropDisabledPodStatusFields (pkg/api/pod/util.go, 1.35's read) that clear the
// pod status fields 1.34-1.37 add (defaulting/types/versioned.ts), each from the version that has
// it: extendedResourceClaimStatus (DRAExtendedResource, 1.34), the pod-level resources and
// allocatedResources (InPlacePodLevelResourcesVerticalScaling, 1.35). Those of 1.36's
// nodeAllocatableResourceClaimStatuses and 1.37's volumeHealth follow the same pattern (their
// util.go was not read: inference). A create resets the status, so these matter on updates.

import type { JsonObject, KubernetesVersion } from '../apimachinery/types.ts';
import { atLeast } from '../apimachinery/version.ts';
import { child } from '../defaulting/defaults/access.ts';
import { gateEnabled } from './featureGates.ts';
import { deleteIn, nonEmpty, set } from './podFieldDrop.ts';
import type { StrategyEnv } from './strategy.ts';

interface StatusDrop {
  gate: string;
  since: KubernetesVersion;
  fields: readonly string[];
  /** Whether the stored status uses it (then it stays). */
  inUse: (old: JsonObject | undefined) => boolean;
}

const statusDrops: readonly StatusDrop[] = [
  {
    gate: 'InPlacePodLevelResourcesVerticalScaling',
    since: '1.35',
    fields: ['resources', 'allocatedResources'],
    // podLevelStatusResourcesInUse: either is non-nil.
    inUse: (old) => set(old?.['resources']) || set(old?.['allocatedResources']),
  },
  {
    gate: 'DRAExtendedResource',
    since: '1.34',
    fields: ['extendedResourceClaimStatus'],
    inUse: (old) => set(old?.['extendedResourceClaimStatus']),
  },
  {
    gate: 'DRANodeAllocatableResources',
    since: '1.36',
    fields: ['nodeAllocatableResourceClaimStatuses'],
    inUse: (old) => nonEmpty(old?.['nodeAllocatableResourceClaimStatuses']),
  },
  {
    gate: 'CSIVolumeHealth',
    since: '1.37',
    fields: ['volumeHealth'],
    inUse: (old) => nonEmpty(old?.['volumeHealth']),
  },
];

/** dropDisabledPodStatusFields for the later fields; returns a note per field it cleared. */
export function dropDisabledLaterPodStatusFields(
  pod: JsonObject,
  old: JsonObject | undefined,
  env: Pick<StrategyEnv, 'featureGates' | 'version'>,
): string[] {
  const status = child(pod, 'status');
  const oldStatus = child(old, 'status');
  const notes: string[] = [];
  for (const d of statusDrops) {
    if (!atLeast(env.version, d.since) || gateEnabled(env, d.gate) || d.inUse(oldStatus)) continue;
    for (const field of d.fields)
      if (deleteIn(status, field))
        notes.push(`status.${field} dropped (feature gate ${d.gate} is off)`);
  }
  return notes;
}
