// The fields k8s.io/api adds to (or takes from) the structs of this folder after release-1.32, per
// minor, in the notation of ../goTypes.ts: read off `git diff` of {core,apps,batch,autoscaling}/v1(v2)
// types.go between the v0.32.0 … v0.36.0 tags, and master at 2026-07-24 (1.37's code freeze; no
// v0.37.0 tag yet) for 1.37; checked against the OpenAPI documents of 1.35 and 1.36 in ../shared/k8s.
// A server of a version whose struct lacks a field drops it as unknown; the gate named beside a
// field is the one whose strategy drops it when off (registry/dropDisabledPodFields.ts; status
// fields and the gates of other kinds are only named). Not modelled: batch/v1 JobSpec.scheduling
// (1.37, alpha GenericWorkload; its scheduling/v1alpha3 structs are not transcribed), so 1.37
// reports it as an unknown field.

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
};

// In application order: a field may follow one added before it.
export const versionedFields: readonly VersionedField[] = [
  // 1.33
  {
    struct: 'Lifecycle',
    field: 'stopSignal:*s',
    after: 'preStop',
    since: '1.33',
    gate: 'ContainerStopSignals',
  },
  {
    struct: 'ContainerStatus',
    field: 'stopSignal:*s',
    after: 'allocatedResourcesStatus',
    since: '1.33',
    gate: 'ContainerStopSignals',
  },
  {
    struct: 'PodStatus',
    field: 'observedGeneration:i',
    after: '',
    since: '1.33',
    gate: 'PodObservedGenerationTracking',
  },
  {
    struct: 'PodCondition',
    field: 'observedGeneration:i',
    after: 'type',
    since: '1.33',
    gate: 'PodObservedGenerationTracking',
  },
  {
    struct: 'DeploymentStatus',
    field: 'terminatingReplicas:*i',
    after: 'unavailableReplicas',
    since: '1.33',
    gate: 'DeploymentReplicaSetTerminatingReplicas',
  },
  {
    struct: 'ReplicaSetStatus',
    field: 'terminatingReplicas:*i',
    after: 'availableReplicas',
    since: '1.33',
    gate: 'DeploymentReplicaSetTerminatingReplicas',
  },
  {
    struct: 'autoscalingv2.HPAScalingRules',
    field: 'tolerance:*q',
    after: 'policies',
    since: '1.33',
    gate: 'HPAConfigurableTolerance',
  },
  // 1.34
  {
    struct: 'PodSpec',
    field: 'hostnameOverride:*s',
    after: 'resources',
    since: '1.34',
    gate: 'HostnameOverride',
  },
  {
    struct: 'Container',
    field: 'restartPolicyRules:[]ContainerRestartRule',
    after: 'restartPolicy',
    since: '1.34',
    gate: 'ContainerRestartRules',
  },
  {
    struct: 'EnvVarSource',
    field: 'fileKeyRef:*FileKeySelector',
    after: 'secretKeyRef',
    since: '1.34',
    gate: 'EnvFiles',
  },
  {
    struct: 'VolumeProjection',
    field: 'podCertificate:*PodCertificateProjection',
    after: 'clusterTrustBundle',
    since: '1.34',
    gate: 'PodCertificateRequest',
  },
  {
    struct: 'PodStatus',
    field: 'extendedResourceClaimStatus:*PodExtendedResourceClaimStatus',
    after: 'resourceClaimStatuses',
    since: '1.34',
    gate: 'DRAExtendedResource',
  },
  // 1.35
  {
    struct: 'PodSpec',
    field: 'workloadRef:*WorkloadReference',
    after: 'hostnameOverride',
    since: '1.35',
    until: '1.36',
    gate: 'GenericWorkload',
  },
  {
    struct: 'PodCertificateProjection',
    field: 'userAnnotations:{}s',
    after: 'certificateChainPath',
    since: '1.35',
    gate: 'PodCertificateRequest',
  },
  {
    struct: 'PodStatus',
    field: 'allocatedResources:{}q',
    after: 'extendedResourceClaimStatus',
    since: '1.35',
    gate: 'InPlacePodLevelResourcesVerticalScaling',
  },
  {
    struct: 'PodStatus',
    field: 'resources:*ResourceRequirements',
    after: 'allocatedResources',
    since: '1.35',
    gate: 'InPlacePodLevelResourcesVerticalScaling',
  },
  // 1.36
  {
    struct: 'PodSpec',
    field: 'schedulingGroup:*PodSchedulingGroup',
    after: 'hostnameOverride',
    since: '1.36',
    gate: 'GenericWorkload',
  },
  {
    struct: 'PodStatus',
    field: 'nodeAllocatableResourceClaimStatuses:[]NodeAllocatableResourceClaimStatus',
    after: 'resources',
    since: '1.36',
    gate: 'DRANodeAllocatableResources',
  },
  {
    struct: 'VolumeMountStatus',
    field: 'volumeStatus:*VolumeStatus',
    after: 'recursiveReadOnly',
    since: '1.36',
    gate: 'ImageVolume',
  },
  {
    struct: 'ResourceHealth',
    field: 'message:*s',
    after: 'health',
    since: '1.36',
    gate: 'ResourceHealthStatus',
  },
  {
    struct: 'NodeAllocatableResourceClaimStatus',
    field: 'resources:{}q!',
    after: 'containers',
    since: '1.36',
    until: '1.37',
  },
  // 1.37
  {
    struct: 'PodSpec',
    field: 'evictionResponders:[]EvictionResponder',
    after: 'schedulingGroup',
    since: '1.37',
    gate: 'EvictionRequestAPI',
  },
  {
    struct: 'VolumeMount',
    field: 'bindMountOptions:[]s',
    after: 'subPathExpr',
    since: '1.37',
    gate: 'VolumeBindMountOptions',
  },
  {
    struct: 'HTTPGetAction',
    field: 'protocol:*s',
    after: 'httpHeaders',
    since: '1.37',
    gate: 'H2CContainerProbe',
  },
  {
    struct: 'GRPCAction',
    field: 'mode:*s',
    after: 'service',
    since: '1.37',
    gate: 'GRPCContainerProbeTLS',
  },
  {
    struct: 'EmptyDirVolumeSource',
    field: 'mode:*i',
    after: 'sizeLimit',
    since: '1.37',
    gate: 'EmptyDirVolumeMode',
  },
  {
    struct: 'SecretVolumeSource',
    field: 'defaultUser:*i',
    after: 'optional',
    since: '1.37',
    gate: 'AtomicWriteVolumeUserFields',
  },
  {
    struct: 'ConfigMapVolumeSource',
    field: 'defaultUser:*i',
    after: 'optional',
    since: '1.37',
    gate: 'AtomicWriteVolumeUserFields',
  },
  {
    struct: 'ProjectedVolumeSource',
    field: 'defaultUser:*i',
    after: 'defaultMode',
    since: '1.37',
    gate: 'AtomicWriteVolumeUserFields',
  },
  {
    struct: 'DownwardAPIVolumeSource',
    field: 'defaultUser:*i',
    after: 'defaultMode',
    since: '1.37',
    gate: 'AtomicWriteVolumeUserFields',
  },
  {
    struct: 'KeyToPath',
    field: 'user:*i',
    after: 'mode',
    since: '1.37',
    gate: 'AtomicWriteVolumeUserFields',
  },
  {
    struct: 'DownwardAPIVolumeFile',
    field: 'user:*i',
    after: 'mode',
    since: '1.37',
    gate: 'AtomicWriteVolumeUserFields',
  },
  {
    struct: 'ServiceAccountTokenProjection',
    field: 'user:*i',
    after: 'path',
    since: '1.37',
    gate: 'AtomicWriteVolumeUserFields',
  },
  {
    struct: 'ClusterTrustBundleProjection',
    field: 'user:*i',
    after: 'path',
    since: '1.37',
    gate: 'AtomicWriteVolumeUserFields',
  },
  {
    struct: 'PodCertificateProjection',
    field: 'user:*i',
    after: 'userAnnotations',
    since: '1.37',
    gate: 'AtomicWriteVolumeUserFields',
  },
  {
    struct: 'PodStatus',
    field: 'volumeHealth:[]PodVolumeHealth',
    after: 'nodeAllocatableResourceClaimStatuses',
    since: '1.37',
    gate: 'CSIVolumeHealth',
  },
  {
    struct: 'PersistentVolumeClaimStatus',
    field: 'healthStatus:*VolumeHealthStatus',
    after: 'modifyVolumeStatus',
    since: '1.37',
    gate: 'CSIVolumeHealth',
  },
  {
    struct: 'NodeAllocatableResourceClaimStatus',
    field: 'mapping:[]NodeAllocatableMappedResources',
    after: 'containers',
    since: '1.37',
  },
  {
    struct: 'NodeAllocatableResourceClaimStatus',
    field: 'overhead:[]NodeAllocatableOverheadResources',
    after: 'mapping',
    since: '1.37',
  },
  {
    struct: 'autoscalingv2.HorizontalPodAutoscalerCondition',
    field: 'observedGeneration:*i',
    after: 'message',
    since: '1.37',
  },
];
