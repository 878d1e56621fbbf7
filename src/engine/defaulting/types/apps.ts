// Go field order of the apps/v1 workloads (k8s.io/api apps/v1/types.go, release-1.32), in the
// notation of ../goTypes.ts.

/** Deployment, StatefulSet, DaemonSet and ReplicaSet. */
export const appsTypes: Readonly<Record<string, string>> = {
  Deployment: '...TypeMeta metadata:ObjectMeta spec:DeploymentSpec status:DeploymentStatus',
  DeploymentSpec:
    'replicas:*i selector:*LabelSelector! template:PodTemplateSpec! strategy:DeploymentStrategy minReadySeconds:i ' +
    'revisionHistoryLimit:*i paused:b progressDeadlineSeconds:*i',
  DeploymentStrategy: 'type:s rollingUpdate:*RollingUpdateDeployment',
  RollingUpdateDeployment: 'maxUnavailable:*ios maxSurge:*ios',
  DeploymentStatus:
    'observedGeneration:i replicas:i updatedReplicas:i readyReplicas:i availableReplicas:i unavailableReplicas:i ' +
    'conditions:[]DeploymentCondition collisionCount:*i',
  DeploymentCondition: 'type:s! status:s! lastUpdateTime:t lastTransitionTime:t reason:s message:s',
  StatefulSet: '...TypeMeta metadata:ObjectMeta spec:StatefulSetSpec status:StatefulSetStatus',
  StatefulSetSpec:
    'replicas:*i selector:*LabelSelector! template:PodTemplateSpec! volumeClaimTemplates:[]PersistentVolumeClaim ' +
    'serviceName:s! podManagementPolicy:s updateStrategy:StatefulSetUpdateStrategy revisionHistoryLimit:*i ' +
    'minReadySeconds:i persistentVolumeClaimRetentionPolicy:*StatefulSetPersistentVolumeClaimRetentionPolicy ' +
    'ordinals:*StatefulSetOrdinals',
  StatefulSetUpdateStrategy: 'type:s rollingUpdate:*RollingUpdateStatefulSetStrategy',
  RollingUpdateStatefulSetStrategy: 'partition:*i maxUnavailable:*ios',
  StatefulSetPersistentVolumeClaimRetentionPolicy: 'whenDeleted:s whenScaled:s',
  StatefulSetOrdinals: 'start:i!',
  StatefulSetStatus:
    'observedGeneration:i replicas:i! readyReplicas:i currentReplicas:i updatedReplicas:i currentRevision:s ' +
    'updateRevision:s collisionCount:*i conditions:[]StatefulSetCondition availableReplicas:i!',
  StatefulSetCondition: 'type:s! status:s! lastTransitionTime:t reason:s message:s',
  DaemonSet: '...TypeMeta metadata:ObjectMeta spec:DaemonSetSpec status:DaemonSetStatus',
  DaemonSetSpec:
    'selector:*LabelSelector! template:PodTemplateSpec! updateStrategy:DaemonSetUpdateStrategy minReadySeconds:i ' +
    'revisionHistoryLimit:*i',
  DaemonSetUpdateStrategy: 'type:s rollingUpdate:*RollingUpdateDaemonSet',
  RollingUpdateDaemonSet: 'maxUnavailable:*ios maxSurge:*ios',
  DaemonSetStatus:
    'currentNumberScheduled:i! numberMisscheduled:i! desiredNumberScheduled:i! numberReady:i! observedGeneration:i ' +
    'updatedNumberScheduled:i numberAvailable:i numberUnavailable:i collisionCount:*i conditions:[]DaemonSetCondition',
  DaemonSetCondition: 'type:s! status:s! lastTransitionTime:t reason:s message:s',
  ReplicaSet: '...TypeMeta metadata:ObjectMeta spec:ReplicaSetSpec status:ReplicaSetStatus',
  ReplicaSetSpec: 'replicas:*i minReadySeconds:i selector:*LabelSelector! template:PodTemplateSpec',
  ReplicaSetStatus:
    'replicas:i! fullyLabeledReplicas:i readyReplicas:i availableReplicas:i observedGeneration:i ' +
    'conditions:[]ReplicaSetCondition',
  ReplicaSetCondition: 'type:s! status:s! lastTransitionTime:t reason:s message:s',
};
