// The requests the cluster's own components make in kube-system and kube-node-lease while it runs:
// what a webhook must not refuse when it is down (Admission Webhook Good Practices, "Limit the scope
// of each webhook"; Dynamic Admission Control, "Avoiding operating on the kube-system namespace").

import type { Probe } from './probe.ts';

/** Requests in kube-system: add-on Pods (CoreDNS, kube-proxy) restarting, leader election, the DNS Service's endpoints. */
export const KUBE_SYSTEM_PROBES: readonly Probe[] = [
  {
    operation: 'CREATE',
    group: '',
    version: 'v1',
    resource: 'pods',
    namespace: 'kube-system',
    labels: { 'k8s-app': 'kube-dns' },
    who: 'CoreDNS Pods are recreated',
  },
  {
    operation: 'UPDATE',
    group: '',
    version: 'v1',
    resource: 'pods',
    subresource: 'status',
    namespace: 'kube-system',
    labels: { 'k8s-app': 'kube-dns' },
    who: 'the kubelet reports system Pods ready',
  },
  {
    operation: 'UPDATE',
    group: 'coordination.k8s.io',
    version: 'v1',
    resource: 'leases',
    namespace: 'kube-system',
    who: 'kube-controller-manager and kube-scheduler renew their leader election Lease',
  },
  {
    operation: 'UPDATE',
    group: 'discovery.k8s.io',
    version: 'v1',
    resource: 'endpointslices',
    namespace: 'kube-system',
    labels: { 'kubernetes.io/service-name': 'kube-dns' },
    who: 'the EndpointSlice controller publishes the DNS Service\u2019s addresses',
  },
  {
    operation: 'UPDATE',
    group: '',
    version: 'v1',
    resource: 'configmaps',
    namespace: 'kube-system',
    who: 'control-plane components update their ConfigMaps',
  },
];

/**
 * Every kubelet's heartbeat: its Lease in kube-node-lease. The Node's status is cluster-scoped, so
 * no namespaceSelector keeps a webhook away from it (predicates/namespace/matcher.go).
 */
export const NODE_LEASE_PROBES: readonly Probe[] = [
  {
    operation: 'UPDATE',
    group: 'coordination.k8s.io',
    version: 'v1',
    resource: 'leases',
    namespace: 'kube-node-lease',
    who: 'every kubelet renews its node Lease',
  },
  {
    operation: 'CREATE',
    group: 'coordination.k8s.io',
    version: 'v1',
    resource: 'leases',
    namespace: 'kube-node-lease',
    who: 'a joining node creates its Lease',
  },
  {
    operation: 'UPDATE',
    group: '',
    version: 'v1',
    resource: 'nodes',
    subresource: 'status',
    namespace: '',
    who: 'every kubelet reports its Node\u2019s status',
  },
];
