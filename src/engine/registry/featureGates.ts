// The feature gates the strategies consult (pkg/features/kube_features.go), with their default per
// version: a scenario's cluster.featureGates overrides them. Only gates whose default decides what a
// strategy keeps or drops are listed; the strategies themselves are 1.32's code.

import type { KubernetesVersion } from '../apimachinery/types.ts';
import type { StrategyEnv } from './strategy.ts';

type Defaults = Readonly<Record<KubernetesVersion, boolean>>;

const on: Defaults = { '1.32': true, '1.33': true, '1.34': true };
const off: Defaults = { '1.32': false, '1.33': false, '1.34': false };
const from133: Defaults = { '1.32': false, '1.33': true, '1.34': true };
const from134: Defaults = { '1.32': false, '1.33': false, '1.34': true };

const defaults: Readonly<Record<string, Defaults>> = {
  // Pod spec fields (pkg/api/pod/util.go dropDisabledFields).
  UserNamespacesSupport: from133,
  SupplementalGroupsPolicy: from133,
  PodLevelResources: from134,
  ProcMountType: from133,
  DynamicResourceAllocation: from134,
  ClusterTrustBundleProjection: off,
  InPlacePodVerticalScaling: from133,
  SidecarContainers: on,
  RecursiveReadOnlyMounts: on,
  ImageVolume: off,
  SELinuxChangePolicy: from133,
  MatchLabelKeysInPodAffinity: on,
  // Workloads.
  MaxUnavailableStatefulSet: off,
  JobPodFailurePolicy: on,
  JobManagedBy: on,
  JobSuccessPolicy: on,
  JobBackoffLimitPerIndex: on,
  JobPodReplacementPolicy: on,
  // Claims (pkg/api/persistentvolumeclaim/util.go).
  VolumeAttributesClass: from134,
  AnyVolumeDataSource: on,
  CrossNamespaceVolumeDataSource: off,
  RecoverVolumeExpansionFailure: on,
};

/** Reports whether a gate is on: the scenario's setting, else the version's default (off when unknown). */
export function gateEnabled(env: Pick<StrategyEnv, 'featureGates' | 'version'>, name: string): boolean {
  return env.featureGates[name] ?? defaults[name]?.[env.version] ?? false;
}
