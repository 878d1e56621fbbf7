// Go field order of Pod and the structs under PodSpec and PodStatus (k8s.io/api core/v1/types.go,
// release-1.32), in the notation of ../goTypes.ts.

/** Pod, PodTemplate, containers and everything a pod spec or status holds. */
export const corePodTypes: Readonly<Record<string, string>> = {
  Pod: '...TypeMeta metadata:ObjectMeta spec:PodSpec status:PodStatus',
  PodTemplate: '...TypeMeta metadata:ObjectMeta template:PodTemplateSpec',
  PodTemplateSpec: 'metadata:ObjectMeta spec:PodSpec',
  PodSpec:
    'volumes:[]Volume initContainers:[]Container containers:[]Container! ephemeralContainers:[]EphemeralContainer ' +
    'restartPolicy:s terminationGracePeriodSeconds:*i activeDeadlineSeconds:*i dnsPolicy:s nodeSelector:{}s ' +
    'serviceAccountName:s serviceAccount:s automountServiceAccountToken:*b nodeName:s hostNetwork:b hostPID:b ' +
    'hostIPC:b shareProcessNamespace:*b securityContext:*PodSecurityContext imagePullSecrets:[]LocalObjectReference ' +
    'hostname:s subdomain:s affinity:*Affinity schedulerName:s tolerations:[]Toleration hostAliases:[]HostAlias ' +
    'priorityClassName:s priority:*i dnsConfig:*PodDNSConfig readinessGates:[]PodReadinessGate ' +
    'runtimeClassName:*s enableServiceLinks:*b preemptionPolicy:*s overhead:{}q ' +
    'topologySpreadConstraints:[]TopologySpreadConstraint setHostnameAsFQDN:*b os:*PodOS hostUsers:*b ' +
    'schedulingGates:[]PodSchedulingGate resourceClaims:[]PodResourceClaim resources:*ResourceRequirements',
  Container:
    'name:s! image:s command:[]s args:[]s workingDir:s ports:[]ContainerPort envFrom:[]EnvFromSource env:[]EnvVar ' +
    'resources:ResourceRequirements resizePolicy:[]ContainerResizePolicy restartPolicy:*s ' +
    'volumeMounts:[]VolumeMount volumeDevices:[]VolumeDevice livenessProbe:*Probe readinessProbe:*Probe ' +
    'startupProbe:*Probe lifecycle:*Lifecycle terminationMessagePath:s terminationMessagePolicy:s ' +
    'imagePullPolicy:s securityContext:*SecurityContext stdin:b stdinOnce:b tty:b',
  // EphemeralContainerCommon is kept field for field in sync with Container (types.go asserts it).
  EphemeralContainer: '...Container targetContainerName:s',
  ContainerPort: 'name:s hostPort:i containerPort:i! protocol:s hostIP:s',
  VolumeMount:
    'name:s! readOnly:b recursiveReadOnly:*s mountPath:s! subPath:s mountPropagation:*s subPathExpr:s',
  VolumeDevice: 'name:s! devicePath:s!',
  EnvVar: 'name:s! value:s valueFrom:*EnvVarSource',
  EnvVarSource:
    'fieldRef:*ObjectFieldSelector resourceFieldRef:*ResourceFieldSelector ' +
    'configMapKeyRef:*ConfigMapKeySelector secretKeyRef:*SecretKeySelector',
  ObjectFieldSelector: 'apiVersion:s fieldPath:s!',
  ResourceFieldSelector: 'containerName:s resource:s! divisor:q',
  ConfigMapKeySelector: '...LocalObjectReference key:s! optional:*b',
  SecretKeySelector: '...LocalObjectReference key:s! optional:*b',
  EnvFromSource: 'prefix:s configMapRef:*ConfigMapEnvSource secretRef:*SecretEnvSource',
  ConfigMapEnvSource: '...LocalObjectReference optional:*b',
  SecretEnvSource: '...LocalObjectReference optional:*b',
  ResourceRequirements: 'limits:{}q requests:{}q claims:[]ResourceClaim',
  ResourceClaim: 'name:s! request:s',
  ContainerResizePolicy: 'resourceName:s! restartPolicy:s!',
  Probe:
    '...ProbeHandler initialDelaySeconds:i timeoutSeconds:i periodSeconds:i successThreshold:i ' +
    'failureThreshold:i terminationGracePeriodSeconds:*i',
  ProbeHandler:
    'exec:*ExecAction httpGet:*HTTPGetAction tcpSocket:*TCPSocketAction grpc:*GRPCAction',
  LifecycleHandler:
    'exec:*ExecAction httpGet:*HTTPGetAction tcpSocket:*TCPSocketAction sleep:*SleepAction',
  Lifecycle: 'postStart:*LifecycleHandler preStop:*LifecycleHandler',
  ExecAction: 'command:[]s',
  HTTPGetAction: 'path:s port:ios! host:s scheme:s httpHeaders:[]HTTPHeader',
  HTTPHeader: 'name:s! value:s!',
  TCPSocketAction: 'port:ios! host:s',
  GRPCAction: 'port:i! service:*s!',
  SleepAction: 'seconds:i!',
  SecurityContext:
    'capabilities:*Capabilities privileged:*b seLinuxOptions:*SELinuxOptions ' +
    'windowsOptions:*WindowsSecurityContextOptions runAsUser:*i runAsGroup:*i runAsNonRoot:*b ' +
    'readOnlyRootFilesystem:*b allowPrivilegeEscalation:*b procMount:*s seccompProfile:*SeccompProfile ' +
    'appArmorProfile:*AppArmorProfile',
  PodSecurityContext:
    'seLinuxOptions:*SELinuxOptions windowsOptions:*WindowsSecurityContextOptions runAsUser:*i runAsGroup:*i ' +
    'runAsNonRoot:*b supplementalGroups:[]i supplementalGroupsPolicy:*s fsGroup:*i sysctls:[]Sysctl ' +
    'fsGroupChangePolicy:*s seccompProfile:*SeccompProfile appArmorProfile:*AppArmorProfile seLinuxChangePolicy:*s',
  Capabilities: 'add:[]s drop:[]s',
  SELinuxOptions: 'user:s role:s type:s level:s',
  WindowsSecurityContextOptions:
    'gmsaCredentialSpecName:*s gmsaCredentialSpec:*s runAsUserName:*s hostProcess:*b',
  SeccompProfile: 'type:s! localhostProfile:*s',
  AppArmorProfile: 'type:s! localhostProfile:*s',
  Sysctl: 'name:s! value:s!',
  Affinity: 'nodeAffinity:*NodeAffinity podAffinity:*PodAffinity podAntiAffinity:*PodAntiAffinity',
  NodeAffinity:
    'requiredDuringSchedulingIgnoredDuringExecution:*NodeSelector ' +
    'preferredDuringSchedulingIgnoredDuringExecution:[]PreferredSchedulingTerm',
  PodAffinity:
    'requiredDuringSchedulingIgnoredDuringExecution:[]PodAffinityTerm ' +
    'preferredDuringSchedulingIgnoredDuringExecution:[]WeightedPodAffinityTerm',
  PodAntiAffinity:
    'requiredDuringSchedulingIgnoredDuringExecution:[]PodAffinityTerm ' +
    'preferredDuringSchedulingIgnoredDuringExecution:[]WeightedPodAffinityTerm',
  PodAffinityTerm:
    'labelSelector:*LabelSelector namespaces:[]s topologyKey:s! namespaceSelector:*LabelSelector ' +
    'matchLabelKeys:[]s mismatchLabelKeys:[]s',
  WeightedPodAffinityTerm: 'weight:i! podAffinityTerm:PodAffinityTerm!',
  PreferredSchedulingTerm: 'weight:i! preference:NodeSelectorTerm!',
  NodeSelector: 'nodeSelectorTerms:[]NodeSelectorTerm!',
  NodeSelectorTerm:
    'matchExpressions:[]NodeSelectorRequirement matchFields:[]NodeSelectorRequirement',
  NodeSelectorRequirement: 'key:s! operator:s! values:[]s',
  Toleration: 'key:s operator:s value:s effect:s tolerationSeconds:*i',
  TopologySpreadConstraint:
    'maxSkew:i! topologyKey:s! whenUnsatisfiable:s! labelSelector:*LabelSelector minDomains:*i ' +
    'nodeAffinityPolicy:*s nodeTaintsPolicy:*s matchLabelKeys:[]s',
  HostAlias: 'ip:s! hostnames:[]s',
  PodDNSConfig: 'nameservers:[]s searches:[]s options:[]PodDNSConfigOption',
  PodDNSConfigOption: 'name:s value:*s',
  PodReadinessGate: 'conditionType:s!',
  PodOS: 'name:s!',
  PodSchedulingGate: 'name:s!',
  PodResourceClaim: 'name:s! resourceClaimName:*s resourceClaimTemplateName:*s',
  PodStatus:
    'phase:s conditions:[]PodCondition message:s reason:s nominatedNodeName:s hostIP:s hostIPs:[]HostIP ' +
    'podIP:s podIPs:[]PodIP startTime:*t initContainerStatuses:[]ContainerStatus ' +
    'containerStatuses:[]ContainerStatus qosClass:s ephemeralContainerStatuses:[]ContainerStatus resize:s ' +
    'resourceClaimStatuses:[]PodResourceClaimStatus',
  PodCondition: 'type:s! status:s! lastProbeTime:t lastTransitionTime:t reason:s message:s',
  PodIP: 'ip:s!',
  HostIP: 'ip:s!',
  PodResourceClaimStatus: 'name:s! resourceClaimName:*s',
  ContainerStatus:
    'name:s! state:ContainerState lastState:ContainerState ready:b! restartCount:i! image:s! imageID:s! ' +
    'containerID:s started:*b allocatedResources:{}q resources:*ResourceRequirements ' +
    'volumeMounts:[]VolumeMountStatus user:*ContainerUser allocatedResourcesStatus:[]ResourceStatus',
  ContainerState:
    'waiting:*ContainerStateWaiting running:*ContainerStateRunning terminated:*ContainerStateTerminated',
  ContainerStateWaiting: 'reason:s message:s',
  ContainerStateRunning: 'startedAt:t',
  ContainerStateTerminated:
    'exitCode:i! signal:i reason:s message:s startedAt:t finishedAt:t containerID:s',
  VolumeMountStatus: 'name:s! mountPath:s! readOnly:b recursiveReadOnly:*s',
  ContainerUser: 'linux:*LinuxContainerUser',
  LinuxContainerUser: 'uid:i! gid:i! supplementalGroups:[]i',
  ResourceStatus: 'name:s! resources:[]ResourceHealth',
  ResourceHealth: 'resourceID:s! health:s',
};
