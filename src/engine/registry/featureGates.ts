// The feature gates the strategies consult (pkg/features/kube_features.go), with their default per
// version: a scenario's cluster.featureGates overrides them. Only gates whose default decides what a
// strategy keeps or drops are listed. Later defaults (../shared/spec/k8s-versions-1.33-1.37.md and
// the versioned specs of kube_features.go): ImageVolume beta and on in 1.35 (#135195),
// ClusterTrustBundleProjection GA in 1.37 (#139437); the gates of the pod fields 1.33-1.37 add
// (defaulting/types/versioned.ts, dropped in laterPodFieldDrops.ts from the version that has them):
// HostnameOverride, ContainerRestartRules and EnvFiles alpha in 1.34 and on from 1.35,
// PodCertificateRequest alpha 1.34, beta off 1.35, on in 1.37 (#139579), ContainerStopSignals
// (1.33) and GenericWorkload (1.35) alpha, 1.37's alpha fields off; the pod status fields' gates
// (laterPodStatusDrops.ts): DRAExtendedResource and InPlacePodLevelResourcesVerticalScaling on
// from 1.36; HPA's tolerance (HPAConfigurableTolerance, hpaStrategy.ts) and Deployment/ReplicaSet
// status terminatingReplicas (DeploymentReplicaSetTerminatingReplicas, workloadStatusDrops.ts), both
// alpha in 1.33 and on from 1.35; batch/v1 JobSpec.scheduling (1.37, WorkloadWithJob alpha, off:
// jobStrategy.ts). Not modelled: containerStatuses' allocatedResourcesStatus (ResourceHealthStatus).
// The gates admission reads are in apimachinery/featureGates.ts.

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
  // Pod-level resources class a pod's QoS only when they hold a cpu or memory request or limit
  // (kubernetes#137150; on in 1.37, inferred from its release note): registry/podQOS.ts.
  PodLevelResourcesFixKubeletQOSClass: from('1.37'),
  ProcMountType: from133,
  DynamicResourceAllocation: from134,
  ClusterTrustBundleProjection: from('1.37'),
  InPlacePodVerticalScaling: from133,
  // Pod-level resources resized in place (pods/resize), and the pod status fields that report them:
  // alpha 1.34, beta on in 1.36 (#137684).
  InPlacePodLevelResourcesVerticalScaling: from('1.36'),
  // Resizing non-sidecar init containers (pods/resize; validation/core/podResize.ts): on from 1.36,
  // inferred from k8s.io/component-helpers v0.36.0 declaring it a node feature for version skew
  // (nodedeclaredfeatures/features/inplacepodresize), as plugins/nodeDeclaredFeatureValidator.ts models.
  InPlacePodVerticalScalingInitContainers: from('1.36'),
  SidecarContainers: on,
  RecursiveReadOnlyMounts: on,
  ImageVolume: from('1.35'),
  SELinuxChangePolicy: from133,
  PodObservedGenerationTracking: from134,
  MatchLabelKeysInPodAffinity: on,
  // Pod fields 1.33-1.37 add (laterPodFieldDrops.ts).
  ContainerStopSignals: off,
  HostnameOverride: from('1.35'),
  ContainerRestartRules: from('1.35'),
  // The RestartAllContainers action of restartPolicyRules: alpha 1.35, beta on in 1.36 (#136681);
  // read by pod validation (validation/core/options.ts).
  RestartAllContainersOnContainerExits: from('1.36'),
  EnvFiles: from('1.35'),
  PodCertificateRequest: from('1.37'),
  GenericWorkload: off,
  EvictionRequestAPI: off,
  VolumeBindMountOptions: off,
  EmptyDirVolumeMode: off,
  H2CContainerProbe: off,
  GRPCContainerProbeTLS: off,
  AtomicWriteVolumeUserFields: off,
  // Pod status fields 1.34-1.37 add (laterPodStatusDrops.ts).
  DRAExtendedResource: from('1.36'),
  // InPlacePodLevelResourcesVerticalScaling (above) also keeps status.resources/allocatedResources.
  DRANodeAllocatableResources: off,
  CSIVolumeHealth: off,
  // Workloads.
  MaxUnavailableStatefulSet: off,
  DeploymentReplicaSetTerminatingReplicas: from('1.35'),
  HPAConfigurableTolerance: from('1.35'),
  JobPodFailurePolicy: on,
  JobManagedBy: on,
  JobSuccessPolicy: on,
  JobBackoffLimitPerIndex: on,
  JobPodReplacementPolicy: on,
  // JobSpec.scheduling (1.37; the gate is alpha from 1.36).
  WorkloadWithJob: off,
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

/** The gates listed here, for the editor's completion. */
export const STRATEGY_FEATURE_GATES: readonly string[] = Object.keys(defaults);
