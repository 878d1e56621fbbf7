// Templates of the cluster objects the in-process admission plugins read: small, valid, and each
// showing the fields its plugin looks at (the Kubernetes docs' "Admission Control" page names them).
// Namespaces and RBAC objects live in namespaceTemplates.ts and rbacTemplates.ts.

import { parse } from 'yaml';

/** An object a person can add to cluster.objects: its kind, the picker's label, a line on what the plugin reads, the YAML. */
export interface OfferedObject {
  kind: string;
  label: string;
  note: string;
  yaml: string;
}

/** What a template is filled in with: the request's namespace and user. */
export interface TemplateContext {
  namespace: string;
  username: string;
}

/** Builds one offered object for a request. */
export type Template = (ctx: TemplateContext) => OfferedObject;

/** Writes a value as a YAML 1.1 scalar that reads back as that string (quoted when plain would not). */
export function scalar(value: string): string {
  let plain = false;
  try {
    plain = /^[\w./@-]+(:[\w./@-]+)*$/.test(value) && parse(value, { version: '1.1' }) === value;
  } catch {
    plain = false;
  }
  return plain ? value : JSON.stringify(value);
}

export const limitRange: Template = ({ namespace }) => ({
  kind: 'LimitRange',
  label: 'LimitRange: Container defaults, min and max',
  note: 'LimitRanger fills in missing requests and limits from default and defaultRequest, and refuses containers outside min and max.',
  yaml: `apiVersion: v1
kind: LimitRange
metadata:
  name: container-limits
  namespace: ${scalar(namespace)}
spec:
  limits:
    - type: Container
      default:
        cpu: 500m
        memory: 256Mi
      defaultRequest:
        cpu: 100m
        memory: 128Mi
      min:
        cpu: 50m
        memory: 64Mi
      max:
        cpu: "2"
        memory: 1Gi
`,
});

export const resourceQuota: Template = ({ namespace }) => ({
  kind: 'ResourceQuota',
  label: 'ResourceQuota: pods, CPU and memory, with usage',
  note: 'ResourceQuota checks status.used plus the request against status.hard, as the quota controller last wrote them: edit status.used to set the current usage.',
  yaml: `apiVersion: v1
kind: ResourceQuota
metadata:
  name: compute
  namespace: ${scalar(namespace)}
spec:
  hard:
    pods: "10"
    requests.cpu: "4"
    requests.memory: 8Gi
    limits.cpu: "8"
    limits.memory: 16Gi
status:
  hard:
    pods: "10"
    requests.cpu: "4"
    requests.memory: 8Gi
    limits.cpu: "8"
    limits.memory: 16Gi
  used:
    pods: "9"
    requests.cpu: 3500m
    requests.memory: 6Gi
    limits.cpu: "6"
    limits.memory: 12Gi
`,
});

export const serviceAccount: Template = ({ namespace }) => ({
  kind: 'ServiceAccount',
  label: 'ServiceAccount default',
  note: 'ServiceAccount sets a pod’s serviceAccountName to default, refuses a service account that does not exist, and mounts a token unless automountServiceAccountToken is false.',
  yaml: `apiVersion: v1
kind: ServiceAccount
metadata:
  name: default
  namespace: ${scalar(namespace)}
automountServiceAccountToken: true
`,
});

export const node: Template = () => ({
  kind: 'Node',
  label: 'Node node-1 with topology labels',
  note: 'A kubelet authenticates as system:node:node-1 in the group system:nodes; NodeRestriction lets it change only this node and the pods bound to it.',
  yaml: `apiVersion: v1
kind: Node
metadata:
  name: node-1
  labels:
    kubernetes.io/hostname: node-1
    kubernetes.io/os: linux
    topology.kubernetes.io/region: region-1
    topology.kubernetes.io/zone: zone-a
spec:
  podCIDR: 10.244.1.0/24
`,
});

const priorityClass =
  (name: string, value: number, globalDefault: boolean, label: string, note: string): Template =>
  () => ({
    kind: 'PriorityClass',
    label,
    note,
    yaml: `apiVersion: scheduling.k8s.io/v1
kind: PriorityClass
metadata:
  name: ${name}
value: ${String(value)}
globalDefault: ${String(globalDefault)}
preemptionPolicy: PreemptLowerPriority
description: ${globalDefault ? 'Pods that name no priority class get this one.' : 'For pods that must be scheduled before others.'}
`,
  });

export const highPriority = priorityClass(
  'high-priority',
  1000000,
  false,
  'PriorityClass high-priority',
  'Priority sets spec.priority from the class a pod names in priorityClassName, and refuses a class that does not exist.',
);

export const defaultPriority = priorityClass(
  'default-priority',
  1000,
  true,
  'PriorityClass that is the global default',
  'Priority gives the globalDefault class’s value to pods that name no priority class.',
);

const storageClassOf =
  (label: string, note: string): Template =>
  () => ({
    kind: 'StorageClass',
    label,
    note,
    yaml: `apiVersion: storage.k8s.io/v1
kind: StorageClass
metadata:
  name: standard
  annotations:
    storageclass.kubernetes.io/is-default-class: "true"
provisioner: csi.example.com
reclaimPolicy: Delete
volumeBindingMode: WaitForFirstConsumer
allowVolumeExpansion: true
`,
  });

export const defaultStorageClass = storageClassOf(
  'StorageClass standard, the default',
  'DefaultStorageClass gives claims without storageClassName the class annotated is-default-class.',
);

export const expandableStorageClass = storageClassOf(
  'StorageClass standard, which allows volume expansion',
  'PersistentVolumeClaimResize lets a claim ask for more storage only when its class sets allowVolumeExpansion: true.',
);

export const ingressClass: Template = () => ({
  kind: 'IngressClass',
  label: 'IngressClass nginx, the default',
  note: 'DefaultIngressClass gives Ingresses without ingressClassName the class annotated is-default-class.',
  yaml: `apiVersion: networking.k8s.io/v1
kind: IngressClass
metadata:
  name: nginx
  annotations:
    ingressclass.kubernetes.io/is-default-class: "true"
spec:
  controller: k8s.io/ingress-nginx
`,
});

export const runtimeClass: Template = () => ({
  kind: 'RuntimeClass',
  label: 'RuntimeClass gvisor with overhead and scheduling',
  note: 'RuntimeClass adds overhead.podFixed to pods that name the class in runtimeClassName, and merges its nodeSelector and tolerations into theirs.',
  yaml: `apiVersion: node.k8s.io/v1
kind: RuntimeClass
metadata:
  name: gvisor
handler: runsc
overhead:
  podFixed:
    cpu: 250m
    memory: 120Mi
scheduling:
  nodeSelector:
    runtime: gvisor
  tolerations:
    - key: runtime
      operator: Equal
      value: gvisor
      effect: NoSchedule
`,
});
