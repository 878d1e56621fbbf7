// Go field order of the batch/v1 kinds (k8s.io/api batch/v1/types.go, release-1.32), in the
// notation of ../goTypes.ts. Note the pod-failure-policy fields without omitempty.

/** Job and CronJob. */
export const batchTypes: Readonly<Record<string, string>> = {
  Job: '...TypeMeta metadata:ObjectMeta spec:JobSpec status:JobStatus',
  JobSpec:
    'parallelism:*i completions:*i activeDeadlineSeconds:*i podFailurePolicy:*PodFailurePolicy ' +
    'successPolicy:*SuccessPolicy backoffLimit:*i backoffLimitPerIndex:*i maxFailedIndexes:*i ' +
    'selector:*LabelSelector manualSelector:*b template:PodTemplateSpec! ttlSecondsAfterFinished:*i ' +
    'completionMode:*s suspend:*b podReplacementPolicy:*s managedBy:*s',
  PodFailurePolicy: 'rules:[]PodFailurePolicyRule!',
  PodFailurePolicyRule:
    'action:s! onExitCodes:*PodFailurePolicyOnExitCodesRequirement! ' +
    'onPodConditions:[]PodFailurePolicyOnPodConditionsPattern!',
  PodFailurePolicyOnExitCodesRequirement: 'containerName:*s! operator:s! values:[]i!',
  PodFailurePolicyOnPodConditionsPattern: 'type:s! status:s!',
  SuccessPolicy: 'rules:[]SuccessPolicyRule!',
  SuccessPolicyRule: 'succeededIndexes:*s succeededCount:*i',
  JobStatus:
    'conditions:[]JobCondition startTime:*t completionTime:*t active:i succeeded:i failed:i terminating:*i ' +
    'completedIndexes:s failedIndexes:*s uncountedTerminatedPods:*UncountedTerminatedPods ready:*i',
  UncountedTerminatedPods: 'succeeded:[]s failed:[]s',
  JobCondition: 'type:s! status:s! lastProbeTime:t lastTransitionTime:t reason:s message:s',
  JobTemplateSpec: 'metadata:ObjectMeta spec:JobSpec',
  CronJob: '...TypeMeta metadata:ObjectMeta spec:CronJobSpec status:CronJobStatus',
  CronJobSpec:
    'schedule:s! timeZone:*s startingDeadlineSeconds:*i concurrencyPolicy:s suspend:*b ' +
    'jobTemplate:JobTemplateSpec! successfulJobsHistoryLimit:*i failedJobsHistoryLimit:*i',
  CronJobStatus: 'active:[]ObjectReference lastScheduleTime:*t lastSuccessfulTime:*t',
};
