// The feature gates the strategies consult (pkg/features/kube_features.go), with their default per
// version: a scenario's cluster.featureGates overrides them. Only gates whose default decides what a
// strategy keeps or drops are listed; the strategies themselves are 1.32's code. 1.35–1.37 keep
// 1.34's defaults here: their gate changes (ImageVolume 1.35, ClusterTrustBundleProjection 1.37, ...)
// come with the pod strategy work of issue 19, not yet modelled.

import type { KubernetesVersion } from '../apimachinery/types.ts';
import type { StrategyEnv } from './strategy.ts';
import { KUBERNETES_VERSIONS, atLeast } from '../apimachinery/version.ts';

type Defaults = Readonly<Record<KubernetesVersion, boolean>>;

const from = (since: KubernetesVersion): Defaults =>
  Object.fromEntries(KUBERNETES_VERSIONS.map((v) => [v, atLeast(v, since)])) as Record<
    KubernetesVersion,
    boolean
  >;
const on: Defaults = from('1.32');
const off: Defaults = Object.fromEntries(KUBERNETES_VERSIONS.map((v) => [v, false])) as Record<
  KubernetesVersion,
  boolean
>;
const from133: Defaults = from('1.33');
const from134: Defaults = from('1.34');

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
export function gateEnabled(
  env: Pick<StrategyEnv, 'featureGates' | 'version'>,
  name: string,
): boolean {
  return env.featureGates[name] ?? defaults[name]?.[env.version] ?? false;
}
