// Go field order of the other core/v1 kinds the defaulting models (k8s.io/api core/v1/types.go,
// release-1.32), in the notation of ../goTypes.ts.

/** Services, claims, config, namespaces, quotas, endpoints, events and the references they use. */
export const coreTypes: Readonly<Record<string, string>> = {
  ReplicationController:
    '...TypeMeta metadata:ObjectMeta spec:ReplicationControllerSpec status:ReplicationControllerStatus',
  ReplicationControllerSpec: 'replicas:*i minReadySeconds:i selector:{}s template:*PodTemplateSpec',
  ReplicationControllerStatus:
    'replicas:i! fullyLabeledReplicas:i readyReplicas:i availableReplicas:i observedGeneration:i ' +
    'conditions:[]ReplicationControllerCondition',
  ReplicationControllerCondition: 'type:s! status:s! lastTransitionTime:t reason:s message:s',
  Service: '...TypeMeta metadata:ObjectMeta spec:ServiceSpec status:ServiceStatus',
  ServiceSpec:
    'ports:[]ServicePort selector:{}s clusterIP:s clusterIPs:[]s type:s externalIPs:[]s sessionAffinity:s ' +
    'loadBalancerIP:s loadBalancerSourceRanges:[]s externalName:s externalTrafficPolicy:s healthCheckNodePort:i ' +
    'publishNotReadyAddresses:b sessionAffinityConfig:*SessionAffinityConfig ipFamilies:[]s ipFamilyPolicy:*s ' +
    'allocateLoadBalancerNodePorts:*b loadBalancerClass:*s internalTrafficPolicy:*s trafficDistribution:*s',
  ServicePort: 'name:s protocol:s appProtocol:*s port:i! targetPort:ios nodePort:i',
  SessionAffinityConfig: 'clientIP:*ClientIPConfig',
  ClientIPConfig: 'timeoutSeconds:*i',
  ServiceStatus: 'loadBalancer:LoadBalancerStatus conditions:[]Condition',
  LoadBalancerStatus: 'ingress:[]LoadBalancerIngress',
  LoadBalancerIngress: 'ip:s hostname:s ipMode:*s ports:[]PortStatus',
  PortStatus: 'port:i! protocol:s! error:*s',
  PersistentVolumeClaim:
    '...TypeMeta metadata:ObjectMeta spec:PersistentVolumeClaimSpec status:PersistentVolumeClaimStatus',
  PersistentVolumeClaimSpec:
    'accessModes:[]s selector:*LabelSelector resources:VolumeResourceRequirements volumeName:s ' +
    'storageClassName:*s volumeMode:*s dataSource:*TypedLocalObjectReference dataSourceRef:*TypedObjectReference ' +
    'volumeAttributesClassName:*s',
  VolumeResourceRequirements: 'limits:{}q requests:{}q',
  PersistentVolumeClaimStatus:
    'phase:s accessModes:[]s capacity:{}q conditions:[]PersistentVolumeClaimCondition allocatedResources:{}q ' +
    'allocatedResourceStatuses:{}s currentVolumeAttributesClassName:*s modifyVolumeStatus:*ModifyVolumeStatus',
  PersistentVolumeClaimCondition:
    'type:s! status:s! lastProbeTime:t lastTransitionTime:t reason:s message:s',
  ModifyVolumeStatus: 'targetVolumeAttributesClassName:s status:s!',
  PersistentVolume:
    '...TypeMeta metadata:ObjectMeta spec:PersistentVolumeSpec status:PersistentVolumeStatus',
  PersistentVolumeSpec:
    'capacity:{}q ...PersistentVolumeSource accessModes:[]s claimRef:*ObjectReference ' +
    'persistentVolumeReclaimPolicy:s storageClassName:s mountOptions:[]s volumeMode:*s ' +
    'nodeAffinity:*VolumeNodeAffinity volumeAttributesClassName:*s',
  VolumeNodeAffinity: 'required:*NodeSelector',
  PersistentVolumeStatus: 'phase:s message:s reason:s lastPhaseTransitionTime:*t',
  ConfigMap: '...TypeMeta metadata:ObjectMeta immutable:*b data:{}s binaryData:{}by',
  Secret: '...TypeMeta metadata:ObjectMeta immutable:*b data:{}by stringData:{}s type:s',
  Namespace: '...TypeMeta metadata:ObjectMeta spec:NamespaceSpec status:NamespaceStatus',
  NamespaceSpec: 'finalizers:[]s',
  NamespaceStatus: 'phase:s conditions:[]NamespaceCondition',
  NamespaceCondition: 'type:s! status:s! lastTransitionTime:t reason:s message:s',
  ServiceAccount:
    '...TypeMeta metadata:ObjectMeta secrets:[]ObjectReference imagePullSecrets:[]LocalObjectReference ' +
    'automountServiceAccountToken:*b',
  LimitRange: '...TypeMeta metadata:ObjectMeta spec:LimitRangeSpec',
  LimitRangeSpec: 'limits:[]LimitRangeItem!',
  LimitRangeItem: 'type:s! max:{}q min:{}q default:{}q defaultRequest:{}q maxLimitRequestRatio:{}q',
  ResourceQuota:
    '...TypeMeta metadata:ObjectMeta spec:ResourceQuotaSpec status:ResourceQuotaStatus',
  ResourceQuotaSpec: 'hard:{}q scopes:[]s scopeSelector:*ScopeSelector',
  ScopeSelector: 'matchExpressions:[]ScopedResourceSelectorRequirement',
  ScopedResourceSelectorRequirement: 'scopeName:s! operator:s! values:[]s',
  ResourceQuotaStatus: 'hard:{}q used:{}q',
  Endpoints: '...TypeMeta metadata:ObjectMeta subsets:[]EndpointSubset',
  EndpointSubset:
    'addresses:[]EndpointAddress notReadyAddresses:[]EndpointAddress ports:[]EndpointPort',
  EndpointAddress: 'ip:s! hostname:s nodeName:*s targetRef:*ObjectReference',
  EndpointPort: 'name:s port:i! protocol:s appProtocol:*s',
  Event:
    '...TypeMeta metadata:ObjectMeta! involvedObject:ObjectReference! reason:s message:s source:EventSource ' +
    'firstTimestamp:t lastTimestamp:t count:i type:s eventTime:mt series:*EventSeries action:s ' +
    'related:*ObjectReference reportingComponent:s! reportingInstance:s!',
  EventSource: 'component:s host:s',
  EventSeries: 'count:i lastObservedTime:mt',
  ObjectReference: 'kind:s namespace:s name:s uid:s apiVersion:s resourceVersion:s fieldPath:s',
  LocalObjectReference: 'name:s',
  TypedLocalObjectReference: 'apiGroup:*s! kind:s! name:s!',
  TypedObjectReference: 'apiGroup:*s! kind:s! name:s! namespace:*s',
};
