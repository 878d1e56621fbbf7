// podutil.DropDisabledPodFields / DropDisabledTemplateFields (pkg/api/pod/util.go, release-1.32,
// dropDisabledFields): fields of a disabled feature are cleared, unless the stored object already
// uses them. Only the gates whose default is off in some modelled version are ported; the others
// (SidecarContainers, RecursiveReadOnlyMounts, MatchLabelKeys..., PodLifecycleSleepAction) are on.
// The drops of fields 1.33-1.37 add are in laterPodFieldDrops.ts, each from its version on.

import type { JsonObject } from '../apimachinery/types.ts';
import { atLeast } from '../apimachinery/version.ts';
import { child, children } from '../defaulting/defaults/access.ts';
import { gateEnabled } from './featureGates.ts';
import { laterDrops } from './laterPodFieldDrops.ts';
import {
  allContainers,
  anyContainer,
  deleteIn,
  type Drop,
  nonEmpty,
  set,
  type Spec,
} from './podFieldDrop.ts';
import type { StrategyEnv } from './strategy.ts';

const imageVolumeNames = (spec: Spec): Set<string> =>
  new Set(
    children(spec, 'volumes')
      .filter((v) => set(v['image']))
      .map((v) => String(v['name'] ?? '')),
  );

function forceDefaultProcMount(spec: Spec): boolean {
  let changed = false;
  for (const c of allContainers(spec)) {
    const sc = child(c, 'securityContext');
    if (sc === undefined || !set(sc['procMount']) || sc['procMount'] === 'Default') continue;
    sc['procMount'] = 'Default';
    changed = true;
  }
  return changed;
}

const drops132: readonly Drop[] = [
  // The v1 spec.hostUsers is the internal securityContext.hostUsers.
  {
    gate: 'UserNamespacesSupport',
    field: 'spec.hostUsers',
    inUse: (old) => set(old?.['hostUsers']),
    drop: (s) => deleteIn(s, 'hostUsers'),
  },
  {
    gate: 'SupplementalGroupsPolicy',
    field: 'spec.securityContext.supplementalGroupsPolicy',
    inUse: (old) => set(child(old, 'securityContext')?.['supplementalGroupsPolicy']),
    drop: (s) => deleteIn(child(s, 'securityContext'), 'supplementalGroupsPolicy'),
  },
  {
    gate: 'PodLevelResources',
    field: 'spec.resources',
    inUse: (old) =>
      nonEmpty(child(old, 'resources')?.['requests']) ||
      nonEmpty(child(old, 'resources')?.['limits']),
    drop: (s) => deleteIn(s, 'resources'),
  },
  {
    // The field was once forced to non-nil, so a set value becomes Default rather than nil.
    gate: 'ProcMountType',
    field: 'securityContext.procMount of the containers',
    verb: 'set to Default',
    inUse: (old) =>
      anyContainer(old, (c) => {
        const p = child(c, 'securityContext')?.['procMount'];
        return set(p) && p !== 'Default';
      }),
    drop: forceDefaultProcMount,
  },
  {
    gate: 'DynamicResourceAllocation',
    field: 'spec.resourceClaims and resources.claims of the containers',
    inUse: (old) =>
      nonEmpty(old?.['resourceClaims']) ||
      anyContainer(old, (c) => nonEmpty(child(c, 'resources')?.['claims'])),
    drop: (s) =>
      [
        deleteIn(s, 'resourceClaims'),
        ...allContainers(s).map((c) => deleteIn(child(c, 'resources'), 'claims')),
      ].includes(true),
  },
  {
    gate: 'ClusterTrustBundleProjection',
    field: 'clusterTrustBundle projections',
    inUse: (old) =>
      children(old, 'volumes').some((v) =>
        children(child(v, 'projected'), 'sources').some((src) => set(src['clusterTrustBundle'])),
      ),
    drop: (s) =>
      children(s, 'volumes')
        .flatMap((v) =>
          children(child(v, 'projected'), 'sources').map((src) =>
            deleteIn(src, 'clusterTrustBundle'),
          ),
        )
        .includes(true),
  },
  {
    gate: 'InPlacePodVerticalScaling',
    field: 'resizePolicy of the containers',
    inUse: (old) => anyContainer(old, (c) => nonEmpty(c['resizePolicy'])),
    drop: (s) =>
      [...children(s, 'containers'), ...children(s, 'initContainers')]
        .map((c) => deleteIn(c, 'resizePolicy'))
        .includes(true),
  },
  {
    gate: 'ImageVolume',
    field: 'image volumes and their mounts',
    inUse: (old) => imageVolumeNames(old ?? {}).size > 0,
    drop: (s) => {
      const names = imageVolumeNames(s);
      if (names.size === 0) return false;
      const kept = children(s, 'volumes').filter((v) => !set(v['image']));
      if (kept.length > 0) s['volumes'] = kept;
      else delete s['volumes'];
      for (const c of allContainers(s)) {
        const mounts = children(c, 'volumeMounts').filter(
          (m) => !names.has(String(m['name'] ?? '')),
        );
        if (mounts.length > 0) c['volumeMounts'] = mounts;
        else delete c['volumeMounts'];
      }
      return true;
    },
  },
  {
    gate: 'SELinuxChangePolicy',
    field: 'spec.securityContext.seLinuxChangePolicy',
    inUse: (old) => set(child(old, 'securityContext')?.['seLinuxChangePolicy']),
    drop: (s) => deleteIn(child(s, 'securityContext'), 'seLinuxChangePolicy'),
  },
];

// In util.go's order: the later fields' drops where dropDisabledFields calls them.
const named = (gate: string): Drop[] => laterDrops.filter((d) => d.gate === gate);
const drops: readonly Drop[] = [
  ...drops132.slice(
    0,
    drops132.findIndex((d) => d.gate === 'InPlacePodVerticalScaling'),
  ),
  ...named('PodCertificateRequest'),
  ...named('GenericWorkload'),
  ...drops132.filter((d) => d.gate === 'InPlacePodVerticalScaling'),
  ...named('ContainerRestartRules'),
  ...named('HostnameOverride'),
  ...named('EnvFiles'),
  ...drops132.filter((d) => d.gate === 'ImageVolume' || d.gate === 'SELinuxChangePolicy'),
  ...laterDrops.filter(
    (d) =>
      ![
        'PodCertificateRequest',
        'GenericWorkload',
        'ContainerRestartRules',
        'HostnameOverride',
        'EnvFiles',
      ].includes(d.gate),
  ),
];

/** dropDisabledFields on a v1 pod spec at the scenario's version; returns a note per field it cleared. */
export function dropDisabledPodSpecFields(
  spec: Spec,
  oldSpec: Spec | undefined,
  env: Pick<StrategyEnv, 'featureGates' | 'version'>,
): string[] {
  const notes: string[] = [];
  for (const d of drops) {
    if (d.since !== undefined && !atLeast(env.version, d.since)) continue;
    if (gateEnabled(env, d.gate) || d.inUse(oldSpec)) continue;
    if (d.drop(spec))
      notes.push(`${d.field} ${d.verb ?? 'dropped'} (feature gate ${d.gate} is off)`);
  }
  return notes;
}

/** DropDisabledTemplateFields on the pod template under `holder[key]`. */
export function dropDisabledTemplateFields(
  holder: JsonObject | undefined,
  oldHolder: JsonObject | undefined,
  env: Pick<StrategyEnv, 'featureGates' | 'version'>,
  key = 'template',
): string[] {
  const spec = child(child(holder, key), 'spec');
  if (spec === undefined) return [];
  return dropDisabledPodSpecFields(spec, child(child(oldHolder, key), 'spec'), env).map(
    (n) => `template ${n}`,
  );
}
