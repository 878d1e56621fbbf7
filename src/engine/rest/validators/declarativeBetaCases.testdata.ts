// Requests for declarativeBeta.test.ts: per kind, one that moves or rewords errors at 1.37.

const meta = (name: string, namespace?: string) => ({
  name,
  ...(namespace === undefined ? {} : { namespace }),
  resourceVersion: '1',
});
const update = (object: Record<string, unknown>, oldObject: Record<string, unknown>) => {
  const m = object['metadata'] as { name: string; namespace?: string };
  return {
    operation: 'UPDATE',
    name: m.name,
    ...(m.namespace === undefined ? {} : { namespace: m.namespace }),
    object,
    oldObject,
  };
};

const hpa = (spec: Record<string, unknown>) => ({
  apiVersion: 'autoscaling/v2',
  kind: 'HorizontalPodAutoscaler',
  metadata: meta('web', 'default'),
  spec: {
    scaleTargetRef: { apiVersion: 'apps/v1', kind: 'Deployment', name: 'web' },
    maxReplicas: 5,
    ...spec,
  },
});
const runtimeClass = (handler: string, nodeSelector: Record<string, string> = {}) => ({
  apiVersion: 'node.k8s.io/v1',
  kind: 'RuntimeClass',
  metadata: meta('r'),
  handler,
  scheduling: { nodeSelector },
});
const storageClass = (provisioner: string, parameters: Record<string, string>) => ({
  apiVersion: 'storage.k8s.io/v1',
  kind: 'StorageClass',
  metadata: meta('fast'),
  provisioner,
  parameters,
});
const slice = (addressType: string, endpoints: object[], ports: object[] = []) => ({
  apiVersion: 'discovery.k8s.io/v1',
  kind: 'EndpointSlice',
  metadata: meta('web-abc', 'default'),
  addressType,
  endpoints,
  ports,
});
const plc = (spec: object) => ({
  apiVersion: 'flowcontrol.apiserver.k8s.io/v1',
  kind: 'PriorityLevelConfiguration',
  metadata: meta('p'),
  spec,
});
const ipAddress = (parentRef: object | undefined) => ({
  apiVersion: 'networking.k8s.io/v1',
  kind: 'IPAddress',
  metadata: meta('10.0.0.1'),
  spec: parentRef === undefined ? {} : { parentRef },
});

/** Named requests, each run at 1.36 and 1.37. */
export const cases: Record<string, object> = {
  'HPA minReplicas 0 and an empty scaleTargetRef name': {
    object: hpa({
      minReplicas: 0,
      scaleTargetRef: { apiVersion: 'apps/v1', kind: 'Deployment', name: '' },
    }),
  },
  'HPA maxReplicas 0': { object: hpa({ maxReplicas: 0 }) },
  'HPA maxReplicas -1 under minReplicas 2': { object: hpa({ minReplicas: 2, maxReplicas: -1 }) },
  'HPA update keeping maxReplicas -1, new empty kind': update(
    hpa({ maxReplicas: -1, scaleTargetRef: { apiVersion: 'apps/v1', kind: '', name: 'web' } }),
    hpa({ maxReplicas: -1 }),
  ),
  'RoleBinding with empty roleRef and subject names': {
    object: {
      apiVersion: 'rbac.authorization.k8s.io/v1',
      kind: 'RoleBinding',
      metadata: meta('b', 'default'),
      roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind: 'Role', name: '' },
      subjects: [
        { kind: 'ServiceAccount', name: '' },
        { kind: 'Robot', name: 'x' },
      ],
    },
  },
  'ClusterRole with a rule without verbs and a bad nonResourceURL rule': {
    object: {
      apiVersion: 'rbac.authorization.k8s.io/v1',
      kind: 'ClusterRole',
      metadata: meta('c'),
      rules: [
        { apiGroups: [''], resources: ['pods'] },
        { verbs: ['get'], nonResourceURLs: ['/x'], resources: ['pods'] },
      ],
    },
  },
  'RuntimeClass with an empty handler': { object: runtimeClass('') },
  'RuntimeClass update changing the handler, with a bad node selector': update(
    runtimeClass('kata', { 'bad key!': 'x' }),
    runtimeClass('runc', { 'bad key!': 'x' }),
  ),
  'StorageClass update changing the provisioner and parameters': update(
    storageClass('b.example.com', { a: 'b' }),
    storageClass('a.example.com', { a: 'c' }),
  ),
  'VolumeAttachment with a bad attacher and node name': {
    object: {
      apiVersion: 'storage.k8s.io/v1',
      kind: 'VolumeAttachment',
      metadata: meta('va'),
      spec: {
        attacher: 'Bad_Attacher',
        nodeName: 'Bad_Node',
        source: { persistentVolumeName: 'pv' },
      },
    },
  },
  'VolumeAttachment update to a bad attacher': update(
    {
      apiVersion: 'storage.k8s.io/v1',
      kind: 'VolumeAttachment',
      metadata: meta('va'),
      spec: { attacher: 'Bad_Attacher', nodeName: 'n1', source: { persistentVolumeName: 'pv' } },
    },
    {
      apiVersion: 'storage.k8s.io/v1',
      kind: 'VolumeAttachment',
      metadata: meta('va'),
      spec: { attacher: 'csi.example.com', nodeName: 'n1', source: { persistentVolumeName: 'pv' } },
    },
  ),
  'StorageClass update removing the parameters, with a bad reclaimPolicy': update(
    { ...storageClass('a.example.com', {}), parameters: undefined, reclaimPolicy: 'Recycle' },
    { ...storageClass('a.example.com', { a: 'c' }), reclaimPolicy: 'Recycle' },
  ),
  'ValidatingAdmissionPolicyBinding without policy or actions, bad matchPolicy': {
    object: {
      apiVersion: 'admissionregistration.k8s.io/v1',
      kind: 'ValidatingAdmissionPolicyBinding',
      metadata: meta('b'),
      spec: { policyName: '', validationActions: [], matchResources: { matchPolicy: 'Bogus' } },
    },
  },
  'ReplicationController with a bad name, negative replicas and minReadySeconds, no image': {
    object: {
      apiVersion: 'v1',
      kind: 'ReplicationController',
      metadata: meta('Web', 'default'),
      spec: {
        replicas: -1,
        minReadySeconds: -2,
        template: {
          metadata: { labels: { app: 'web' } },
          spec: { containers: [{ name: 'c', image: '' }] },
        },
      },
    },
  },
  'CronJob without a schedule and a bad concurrencyPolicy': {
    object: {
      apiVersion: 'batch/v1',
      kind: 'CronJob',
      metadata: meta('c', 'default'),
      spec: {
        schedule: '',
        concurrencyPolicy: 'Bogus',
        jobTemplate: {
          spec: {
            template: {
              spec: { restartPolicy: 'Never', containers: [{ name: 'c', image: 'x' }] },
            },
          },
        },
      },
    },
  },
  'NetworkPolicy with an empty ipBlock cidr and a bad egress protocol': {
    object: {
      apiVersion: 'networking.k8s.io/v1',
      kind: 'NetworkPolicy',
      metadata: meta('n', 'default'),
      spec: {
        podSelector: {},
        ingress: [{ from: [{ ipBlock: { cidr: '' } }] }],
        egress: [{ ports: [{ protocol: 'BOGUS' }] }],
      },
    },
  },
  'IngressClass parameters without kind and name': {
    object: {
      apiVersion: 'networking.k8s.io/v1',
      kind: 'IngressClass',
      metadata: meta('i'),
      spec: { controller: 'example.com/x', parameters: { kind: '', name: '' } },
    },
  },
  'IPAddress without a parentRef': { object: ipAddress(undefined) },
  'IPAddress update changing the parentRef': update(
    ipAddress({ resource: 'services', namespace: 'default', name: 'b' }),
    ipAddress({ resource: 'services', namespace: 'default', name: 'a' }),
  ),
  'EndpointSlice without addresses, with a bad port name': {
    object: slice('IPv4', [{ addresses: [] }], [{ name: 'Bad_Port', port: 80, protocol: 'TCP' }]),
  },
  'EndpointSlice update changing the addressType': update(slice('IPv6', []), slice('IPv4', [])),
  'PriorityLevelConfiguration Limited with exempt set, no limited, named exempt': {
    object: { ...plc({ type: 'Limited', exempt: {} }), metadata: meta('exempt') },
  },
  'PriorityLevelConfiguration Limited with Queue and no queuing': {
    object: plc({ type: 'Limited', limited: { limitResponse: { type: 'Queue' } } }),
  },
};
