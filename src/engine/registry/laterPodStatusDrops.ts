// The parts of podutil.dropDisabledPodStatusFields (pkg/api/pod/util.go, 1.35's read) that clear the
// pod status fields 1.34-1.37 add (defaulting/types/versioned.ts), each from the version that has
// it: extendedResourceClaimStatus (DRAExtendedResource, 1.34), the pod-level resources and
// allocatedResources (InPlacePodLevelResourcesVerticalScaling, 1.35). Those of 1.36's
// nodeAllocatableResourceClaimStatuses and 1.37's volumeHealth follow the same pattern (their
// util.go was not read: inference). A create resets the status, so these matter on updates. Also,
// at every version (1.32's util.go has it too), the containers' status user (ContainerStatus.User)
// while SupplementalGroupsPolicy is off (alpha in 1.32, beta on from 1.33) and the stored spec does
// not set securityContext.supplementalGroupsPolicy (supplementalGroupsPolicyInUse).

import type { JsonObject, KubernetesVersion } from '../apimachinery/types.ts';
import { asObject } from '../apimachinery/isObject.ts';
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

const containerStatusLists = [
  'initContainerStatuses',
  'containerStatuses',
  'ephemeralContainerStatuses',
] as const;

// dropUserField: ContainerStatus.User of every container status list.
function dropStatusUsers(status: JsonObject | undefined): string[] {
  const notes: string[] = [];
  for (const list of containerStatusLists) {
    const statuses = status?.[list];
    if (!Array.isArray(statuses)) continue;
    statuses.forEach((s, i) => {
      const c = asObject(s);
      if (c !== undefined && deleteIn(c, 'user'))
        notes.push(
          `status.${list}[${i}].user dropped (feature gate SupplementalGroupsPolicy is off)`,
        );
    });
  }
  return notes;
}

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
  const policyInUse = set(
    child(child(old, 'spec'), 'securityContext')?.['supplementalGroupsPolicy'],
  );
  if (!gateEnabled(env, 'SupplementalGroupsPolicy') && !policyInUse)
    notes.push(...dropStatusUsers(status));
  return notes;
}
