// The fields k8s.io/api adds to (or takes from) the structs of this folder after release-1.32, per
// minor, in the notation of ../goTypes.ts: read off `git diff` of {core,apps,batch,autoscaling}/v1(v2)
// types.go between the v0.32.0 … v0.36.0 tags, and master at 2026-07-24 (1.37's code freeze; no
// v0.37.0 tag yet) for 1.37; checked against the OpenAPI documents of 1.35 and 1.36 in ../shared/k8s.
// A server of a version whose struct lacks a field drops it as unknown; the gate named beside a
// field is the one whose strategy drops it when off (registry/dropDisabledPodFields.ts; status
// fields and the gates of other kinds are only named). batch/v1 JobSpec.scheduling (1.37, gate
// WorkloadWithJob) is in k8s.io/api master at code freeze, not in the v0.37.0-beta.0 tag.

import type { KubernetesVersion } from '../../apimachinery/types.ts';

/** A field a struct has from one version on (and, with `until`, before another). */
export interface VersionedField {
  struct: string;
  /** The field in the notation of goTypes.ts, e.g. `hostnameOverride:*s`. */
  field: string;
  /** The JSON name of the field it follows in Go order ('' for the first). */
  after: string;
  since: KubernetesVersion;
  /** The first version whose struct no longer has it. */
  until?: KubernetesVersion;
  /** The feature gate that guards it (pkg/features/kube_features.go). */
  gate?: string;
}

/** Structs only fields added after 1.32 name: at their first version's shape. */
export const versionedStructs: Readonly<Record<string, string>> = {
  // core/v1, 1.34
  FileKeySelector: 'volumeName:s! path:s! key:s! optional:*b',
  ContainerRestartRule: 'action:s exitCodes:*ContainerRestartRuleOnExitCodes',
  ContainerRestartRuleOnExitCodes: 'operator:s values:[]i',
  PodCertificateProjection:
    'signerName:s keyType:s maxExpirationSeconds:*i credentialBundlePath:s keyPath:s certificateChainPath:s',
  PodExtendedResourceClaimStatus:
    'requestMappings:[]ContainerExtendedResourceRequest! resourceClaimName:s!',
  ContainerExtendedResourceRequest: 'containerName:s! resourceName:s! requestName:s!',
  // 1.35
  WorkloadReference: 'name:s! podGroup:s! podGroupReplicaKey:s',
  // 1.36
  PodSchedulingGroup: 'podGroupName:*s',
  NodeAllocatableResourceClaimStatus: 'resourceClaimName:s! containers:[]s',
  VolumeStatus: 'image:*ImageVolumeStatus',
  ImageVolumeStatus: 'imageRef:s',
  // 1.37
  EvictionResponder: 'name:s! priority:*i!',
  PodVolumeHealth: 'name:s! healthConditions:[]VolumeHealthCondition lastTransitionTime:t',
  VolumeHealthStatus: 'healthConditions:[]VolumeHealthCondition lastTransitionTime:t',
  VolumeHealthCondition: 'status:s! reason:s! message:s',
  NodeAllocatableMappedResources: 'name:s! quantity:*q!',
  NodeAllocatableOverheadResources: 'name:s! perPod:*q perContainer:*q',
  // batch/v1 and the scheduling/v1alpha3 structs it uses, 1.37
  JobSchedulingConfiguration:
    'schedulingPolicy:*WorkloadPodGroupSchedulingPolicy schedulingConstraints:*WorkloadPodGroupSchedulingConstraints disruptionMode:*WorkloadPodGroupDisruptionMode resourceClaims:[]WorkloadPodGroupResourceClaim',
  WorkloadPodGroupSchedulingPolicy:
    'basic:*WorkloadPodGroupBasicSchedulingPolicy gang:*WorkloadPodGroupGangSchedulingPolicy',
  WorkloadPodGroupBasicSchedulingPolicy: '',
  WorkloadPodGroupGangSchedulingPolicy: 'minCount:*i',
  WorkloadPodGroupSchedulingConstraints: 'topology:[]TopologyConstraint',
  TopologyConstraint: 'key:s!',
  WorkloadPodGroupDisruptionMode:
    'single:*WorkloadPodGroupSingleDisruptionMode all:*WorkloadPodGroupAllDisruptionMode',
  WorkloadPodGroupSingleDisruptionMode: '',
  WorkloadPodGroupAllDisruptionMode: '',
  WorkloadPodGroupResourceClaim: 'name:s! resourceClaimName:*s resourceClaimTemplateName:*s',
};

// One field a line: `since[-until] Struct after field gate` ('-' for none; `after` is the JSON name
// of the field it follows in Go order). In application order: a field may follow one added before it.
const table = `
1.33 Lifecycle preStop stopSignal:*s ContainerStopSignals
1.33 ContainerStatus allocatedResourcesStatus stopSignal:*s ContainerStopSignals
1.33 PodStatus - observedGeneration:i PodObservedGenerationTracking
1.33 PodCondition type observedGeneration:i PodObservedGenerationTracking
1.33 DeploymentStatus unavailableReplicas terminatingReplicas:*i DeploymentReplicaSetTerminatingReplicas
1.33 ReplicaSetStatus availableReplicas terminatingReplicas:*i DeploymentReplicaSetTerminatingReplicas
1.33 autoscalingv2.HPAScalingRules policies tolerance:*q HPAConfigurableTolerance
1.34 PodSpec resources hostnameOverride:*s HostnameOverride
1.34 Container restartPolicy restartPolicyRules:[]ContainerRestartRule ContainerRestartRules
1.34 EnvVarSource secretKeyRef fileKeyRef:*FileKeySelector EnvFiles
1.34 VolumeProjection clusterTrustBundle podCertificate:*PodCertificateProjection PodCertificateRequest
1.34 PodStatus resourceClaimStatuses extendedResourceClaimStatus:*PodExtendedResourceClaimStatus DRAExtendedResource
1.35-1.36 PodSpec hostnameOverride workloadRef:*WorkloadReference GenericWorkload
1.35 PodCertificateProjection certificateChainPath userAnnotations:{}s PodCertificateRequest
1.35 PodStatus extendedResourceClaimStatus allocatedResources:{}q InPlacePodLevelResourcesVerticalScaling
1.35 PodStatus allocatedResources resources:*ResourceRequirements InPlacePodLevelResourcesVerticalScaling
1.36 PodSpec hostnameOverride schedulingGroup:*PodSchedulingGroup GenericWorkload
1.36 PodStatus resources nodeAllocatableResourceClaimStatuses:[]NodeAllocatableResourceClaimStatus DRANodeAllocatableResources
1.36 VolumeMountStatus recursiveReadOnly volumeStatus:*VolumeStatus ImageVolume
1.36 ResourceHealth health message:*s ResourceHealthStatus
1.36-1.37 NodeAllocatableResourceClaimStatus containers resources:{}q! -
1.37 PodSpec schedulingGroup evictionResponders:[]EvictionResponder EvictionRequestAPI
1.37 VolumeMount subPathExpr bindMountOptions:[]s VolumeBindMountOptions
1.37 HTTPGetAction httpHeaders protocol:*s H2CContainerProbe
1.37 GRPCAction service mode:*s GRPCContainerProbeTLS
1.37 EmptyDirVolumeSource sizeLimit mode:*i EmptyDirVolumeMode
1.37 SecretVolumeSource optional defaultUser:*i AtomicWriteVolumeUserFields
1.37 ConfigMapVolumeSource optional defaultUser:*i AtomicWriteVolumeUserFields
1.37 ProjectedVolumeSource defaultMode defaultUser:*i AtomicWriteVolumeUserFields
1.37 DownwardAPIVolumeSource defaultMode defaultUser:*i AtomicWriteVolumeUserFields
1.37 KeyToPath mode user:*i AtomicWriteVolumeUserFields
1.37 DownwardAPIVolumeFile mode user:*i AtomicWriteVolumeUserFields
1.37 ServiceAccountTokenProjection path user:*i AtomicWriteVolumeUserFields
1.37 ClusterTrustBundleProjection path user:*i AtomicWriteVolumeUserFields
1.37 PodCertificateProjection userAnnotations user:*i AtomicWriteVolumeUserFields
1.37 PodStatus nodeAllocatableResourceClaimStatuses volumeHealth:[]PodVolumeHealth CSIVolumeHealth
1.37 PersistentVolumeClaimStatus modifyVolumeStatus healthStatus:*VolumeHealthStatus CSIVolumeHealth
1.37 NodeAllocatableResourceClaimStatus containers mapping:[]NodeAllocatableMappedResources -
1.37 NodeAllocatableResourceClaimStatus mapping overhead:[]NodeAllocatableOverheadResources -
1.37 autoscalingv2.HorizontalPodAutoscalerCondition message observedGeneration:*i -
1.37 JobSpec managedBy scheduling:*JobSchedulingConfiguration WorkloadWithJob
`;

/** The fields later versions add to the structs of this folder, parsed from the table above. */
export const versionedFields: readonly VersionedField[] = table
  .trim()
  .split('\n')
  .map((line) => {
    const [versions = '', struct = '', after = '', field = '', gate = ''] = line.split(' ');
    const [since, until] = versions.split('-') as [KubernetesVersion, KubernetesVersion?];
    return {
      struct,
      field,
      after: after === '-' ? '' : after,
      since,
      ...(until !== undefined && { until }),
      ...(gate !== '-' && { gate }),
    };
  });
