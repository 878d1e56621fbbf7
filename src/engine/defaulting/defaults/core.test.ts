// The other core/v1 defaulters, after pkg/apis/core/v1/defaults_test.go (TestSetDefaultService,
// TestSetDefaultServiceSessionAffinity, TestSetDefaultsLoadBalancerClass, TestSetDefaultNamespace,
// TestSetDefaultSecret, TestSetDefaultPersistentVolumeClaim, TestSetDefaultLimitRangeItem, …)
// and pkg/apis/rbac/v1/defaults_test.go.

import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../apimachinery/types.ts';
import { at, typed } from '../testing.ts';

const service = (spec: JsonObject, status: JsonObject = {}) =>
  typed('v1', 'Service', { metadata: { name: 's' }, spec, status }).object;

describe('SetDefaults_Service', () => {
  it('defaults a ClusterIP service', () => {
    expect(at(service({ ports: [{ port: 80 }], selector: { app: 'a' } }), 'spec')).toEqual({
      ports: [{ protocol: 'TCP', port: 80, targetPort: 80 }],
      selector: { app: 'a' },
      type: 'ClusterIP',
      sessionAffinity: 'None',
      internalTrafficPolicy: 'Cluster',
    });
  });

  it.each([
    ['a zero targetPort', { port: 80, targetPort: 0 }, 80],
    ['an empty named targetPort', { port: 80, targetPort: '' }, 80],
    ['a named targetPort', { port: 80, targetPort: 'http' }, 'http'],
    ['a numeric targetPort', { port: 80, targetPort: 8080 }, 8080],
  ])('resolves %s', (_, port, expected) => {
    expect(at(service({ ports: [port] }), 'spec.ports.0.targetPort')).toEqual(expected);
  });

  it.each([
    ['NodePort', {}, { externalTrafficPolicy: 'Cluster', internalTrafficPolicy: 'Cluster' }],
    [
      'LoadBalancer',
      {},
      {
        externalTrafficPolicy: 'Cluster',
        internalTrafficPolicy: 'Cluster',
        allocateLoadBalancerNodePorts: true,
      },
    ],
    ['ClusterIP', { externalIPs: ['1.2.3.4'] }, { externalTrafficPolicy: 'Cluster' }],
    ['ExternalName', { externalName: 'x.example.com' }, {}],
  ])('defaults the traffic policies of a %s service', (type, spec, expected) => {
    const s = at(service({ type, ...spec }), 'spec') as JsonObject;
    expect(s).toMatchObject(expected);
    if (type === 'ExternalName') expect(s['internalTrafficPolicy']).toBeUndefined();
  });

  it('defaults the ClientIP affinity timeout and drops config under None', () => {
    expect(at(service({ sessionAffinity: 'ClientIP' }), 'spec.sessionAffinityConfig')).toEqual({
      clientIP: { timeoutSeconds: 10800 },
    });
    expect(
      at(
        service({ sessionAffinityConfig: { clientIP: { timeoutSeconds: 5 } } }),
        'spec.sessionAffinityConfig',
      ),
    ).toBeUndefined();
  });

  it('sets ipMode VIP on load balancer ingress IPs', () => {
    const s = service(
      { type: 'LoadBalancer' },
      { loadBalancer: { ingress: [{ ip: '1.2.3.4' }, { hostname: 'h' }] } },
    );
    expect(at(s, 'status.loadBalancer.ingress')).toEqual([
      { ip: '1.2.3.4', ipMode: 'VIP' },
      { hostname: 'h' },
    ]);
  });
});

describe('claims and volumes', () => {
  it('defaults a PersistentVolumeClaim', () => {
    const pvc = typed('v1', 'PersistentVolumeClaim', {
      metadata: { name: 'c' },
      spec: { accessModes: ['ReadWriteOnce'], resources: { requests: { storage: '1.5Gi' } } },
    }).object;
    expect(pvc).toEqual({
      kind: 'PersistentVolumeClaim',
      apiVersion: 'v1',
      metadata: { name: 'c', creationTimestamp: null },
      spec: {
        accessModes: ['ReadWriteOnce'],
        resources: { requests: { storage: '1536Mi' } },
        volumeMode: 'Filesystem',
      },
      status: { phase: 'Pending' },
    });
  });

  it('defaults a PersistentVolume', () => {
    const pv = typed('v1', 'PersistentVolume', {
      spec: { capacity: { storage: '1Gi' }, hostPath: { path: '/d' } },
    }).object;
    expect(at(pv, 'spec')).toEqual({
      capacity: { storage: '1Gi' },
      hostPath: { path: '/d', type: '' },
      persistentVolumeReclaimPolicy: 'Retain',
      volumeMode: 'Filesystem',
    });
    expect(at(pv, 'status')).toEqual({ phase: 'Pending' });
  });
});

describe('config and namespaces', () => {
  it('defaults a Secret type and merges stringData into data', () => {
    const secret = typed('v1', 'Secret', {
      metadata: { name: 's' },
      stringData: { b: 'ü', a: 'x' },
      data: { a: 'eQ==' },
    }).object;
    expect(secret).toEqual({
      kind: 'Secret',
      apiVersion: 'v1',
      metadata: { name: 's', creationTimestamp: null },
      data: { a: 'eA==', b: 'w7w=' },
      type: 'Opaque',
    });
  });

  it('keeps a Secret type', () => {
    expect(at(typed('v1', 'Secret', { type: 'kubernetes.io/tls' }).object, 'type')).toBe(
      'kubernetes.io/tls',
    );
  });

  it('labels a Namespace with its name and makes it Active', () => {
    const ns = typed('v1', 'Namespace', {
      metadata: { name: 'team-a', labels: { 'kubernetes.io/metadata.name': 'other' } },
    }).object;
    expect(ns).toEqual({
      kind: 'Namespace',
      apiVersion: 'v1',
      metadata: {
        name: 'team-a',
        creationTimestamp: null,
        labels: { 'kubernetes.io/metadata.name': 'team-a' },
      },
      spec: {},
      status: { phase: 'Active' },
    });
  });

  it('cannot label a namespace that only has a generateName', () => {
    expect(
      at(typed('v1', 'Namespace', { metadata: { generateName: 'ns-' } }).object, 'metadata.labels'),
    ).toBeUndefined();
  });

  it('leaves a ConfigMap without data as it was', () => {
    expect(typed('v1', 'ConfigMap', { metadata: { name: 'c' } }).object).toEqual({
      kind: 'ConfigMap',
      apiVersion: 'v1',
      metadata: { name: 'c', creationTimestamp: null },
    });
  });
});

describe('limits, quotas, endpoints and RBAC', () => {
  it('defaults Container limit range defaults from max and requests from defaults then min', () => {
    const lr = typed('v1', 'LimitRange', {
      spec: {
        limits: [
          {
            type: 'Container',
            max: { cpu: '2', memory: '1Gi' },
            min: { cpu: '100m', 'ephemeral-storage': '1Gi' },
            default: { cpu: '1' },
          },
        ],
      },
    }).object;
    expect(at(lr, 'spec.limits.0')).toEqual({
      type: 'Container',
      max: { cpu: '2', memory: '1Gi' },
      min: { cpu: '100m', 'ephemeral-storage': '1Gi' },
      default: { cpu: '1', memory: '1Gi' },
      defaultRequest: { cpu: '1', 'ephemeral-storage': '1Gi', memory: '1Gi' },
    });
  });

  it('leaves Pod limit range items alone', () => {
    const lr = typed('v1', 'LimitRange', {
      spec: { limits: [{ type: 'Pod', max: { cpu: '2' } }] },
    }).object;
    expect(at(lr, 'spec.limits.0')).toEqual({ type: 'Pod', max: { cpu: '2' } });
  });

  it('rounds ResourceQuota lists only', () => {
    const rq = typed('v1', 'ResourceQuota', {
      spec: { hard: { cpu: '0.0001', pods: '10' } },
    }).object;
    expect(at(rq, 'spec.hard')).toEqual({ cpu: '1m', pods: '10' });
    expect(at(rq, 'status')).toEqual({});
  });

  it('defaults Endpoints port protocols', () => {
    const ep = typed('v1', 'Endpoints', {
      subsets: [{ addresses: [{ ip: '10.0.0.1' }], ports: [{ port: 80 }] }],
    }).object;
    expect(at(ep, 'subsets.0.ports.0')).toEqual({ port: 80, protocol: 'TCP' });
  });

  it('defaults binding API groups for users and groups but not service accounts', () => {
    const rb = typed('rbac.authorization.k8s.io/v1', 'RoleBinding', {
      subjects: [
        { kind: 'User', name: 'u' },
        { kind: 'ServiceAccount', name: 's', namespace: 'n' },
      ],
      roleRef: { kind: 'Role', name: 'r' },
    }).object;
    expect(at(rb, 'subjects')).toEqual([
      { kind: 'User', apiGroup: 'rbac.authorization.k8s.io', name: 'u' },
      { kind: 'ServiceAccount', name: 's', namespace: 'n' },
    ]);
    expect(at(rb, 'roleRef')).toEqual({
      apiGroup: 'rbac.authorization.k8s.io',
      kind: 'Role',
      name: 'r',
    });
  });
});
