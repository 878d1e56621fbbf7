// Go field order of the objects subresource and CONNECT requests carry (k8s.io/api core/v1,
// policy/v1 and autoscaling/v1 types.go; apimachinery meta/v1 DeleteOptions, release-1.32), in the
// notation of ../goTypes.ts. The CONNECT options are decoded from query parameters; they have no
// OpenAPI schema. PodExecOptions.command has no omitempty: a nil command encodes as null.

/** PodExecOptions, PodAttachOptions, the proxy and port-forward options, Eviction, Scale and Binding. */
export const subresourceTypes: Readonly<Record<string, string>> = {
  PodExecOptions: '...TypeMeta stdin:b stdout:b stderr:b tty:b container:s command:[]s!',
  PodAttachOptions: '...TypeMeta stdin:b stdout:b stderr:b tty:b container:s',
  PodPortForwardOptions: '...TypeMeta ports:[]i',
  PodProxyOptions: '...TypeMeta path:s',
  NodeProxyOptions: '...TypeMeta path:s',
  ServiceProxyOptions: '...TypeMeta path:s',
  Eviction: '...TypeMeta metadata:ObjectMeta deleteOptions:*DeleteOptions',
  DeleteOptions:
    '...TypeMeta gracePeriodSeconds:*i preconditions:*Preconditions orphanDependents:*b propagationPolicy:*s ' +
    'dryRun:[]s ignoreStoreReadErrorWithClusterBreakingPotential:*b',
  Preconditions: 'uid:*s resourceVersion:*s',
  Scale: '...TypeMeta metadata:ObjectMeta spec:ScaleSpec status:ScaleStatus',
  ScaleSpec: 'replicas:i',
  ScaleStatus: 'replicas:i! selector:s',
  Binding: '...TypeMeta metadata:ObjectMeta target:ObjectReference!',
};
