// Cases follow plugin/pkg/admission/resourcequota/admission_test.go (TestAdmitBelowQuotaLimit,
// TestAdmitExceedQuotaLimit, TestAdmitEnforceQuotaConstraints, TestAdmitLimitedResource*,
// TestAdmitLimitedScope*) and pkg/quota/v1/evaluator/core/*_test.go usage cases.

import { describe, expect, it } from 'vitest';
import type { Attributes } from '../../admission/attributes.ts';
import type { JsonObject } from '../../apimachinery/types.ts';
import { pluginRequest, pod } from '../testing.ts';
import { resourceQuotaPlugin } from './index.ts';

type List = Record<string, string>;

function quota(
  name: string,
  hard: List,
  used: List | undefined,
  spec: JsonObject = {},
): JsonObject {
  const q: JsonObject = {
    apiVersion: 'v1',
    kind: 'ResourceQuota',
    metadata: { name, namespace: 'default' },
    spec: { hard, ...spec },
  };
  if (used !== undefined) q['status'] = { hard, used };
  return q;
}

const container = (
  name: string,
  requests: List = {},
  limits: List = {},
  extra: JsonObject = {},
): JsonObject => ({
  name,
  image: 'x',
  resources: {
    ...(Object.keys(limits).length > 0 && { limits }),
    ...(Object.keys(requests).length > 0 && { requests }),
  },
  ...extra,
});

const run = (
  object: JsonObject,
  objects: JsonObject[],
  attr: Partial<Attributes> = {},
  config?: JsonObject,
) =>
  resourceQuotaPlugin.validate!(
    pluginRequest({ attr: { object, ...attr }, objects, ...(config && { config }) }),
  );

const core = (resource: string, kind: string, name: string) => ({
  name,
  kind: { group: '', version: 'v1', kind },
  resource: { group: '', version: 'v1', resource },
});

describe('ResourceQuota on pods', () => {
  it('refuses a pod past the pods count', () => {
    const answer = run(pod({ containers: [container('c')] }), [
      quota('q', { pods: '2' }, { pods: '2' }),
    ]);
    expect(answer?.status?.code).toBe(403);
    expect(answer?.status?.message).toBe(
      'pods "p" is forbidden: exceeded quota: q, requested: pods=1, used: pods=2, limited: pods=2',
    );
  });

  it('shows the usage the quota would record when the pod fits', () => {
    const answer = run(pod({ containers: [container('c', { cpu: '250m' })] }), [
      quota('q', { pods: '10', 'requests.cpu': '2' }, { pods: '3', 'requests.cpu': '1' }),
    ]);
    expect(answer?.status).toBeUndefined();
    expect(answer?.reason).toBe(
      'fits: quota "q" status.used would become pods=4,requests.cpu=1250m (hard pods=10,requests.cpu=2)',
    );
  });

  it('requires every container to state cpu and memory when a quota tracks them', () => {
    const p = pod({
      containers: [container('b'), container('a', { memory: '1Gi' })],
      initContainers: [container('init')],
    });
    const answer = run(p, [
      quota(
        'q',
        { 'limits.cpu': '4', 'requests.memory': '4Gi' },
        { 'limits.cpu': '0', 'requests.memory': '0' },
      ),
    ]);
    expect(answer?.status?.message).toBe(
      'pods "p" is forbidden: failed quota: q: must specify limits.cpu for: a,b,init; requests.memory for: b,init',
    );
  });

  it('charges the larger of the containers and each init container', () => {
    const p = pod({
      containers: [container('a', { cpu: '100m' }), container('b', { cpu: '100m' })],
      initContainers: [container('i', { cpu: '500m' })],
    });
    const answer = run(p, [quota('q', { 'requests.cpu': '1' }, { 'requests.cpu': '600m' })]);
    expect(answer?.status?.message).toBe(
      'pods "p" is forbidden: exceeded quota: q, requested: requests.cpu=500m, used: requests.cpu=600m, limited: requests.cpu=1',
    );
  });

  it('adds pod overhead to requests, and to limits only where a limit is set', () => {
    const p = pod({
      containers: [container('a', { cpu: '100m', memory: '64Mi' }, { memory: '128Mi' })],
      overhead: { cpu: '250m', memory: '64Mi' },
    });
    const answer = run(p, [
      quota(
        'q',
        { 'requests.cpu': '10', 'limits.memory': '10Gi', 'limits.cpu': '10' },
        { 'requests.cpu': '0', 'limits.memory': '0', 'limits.cpu': '0' },
      ),
    ]);
    expect(answer?.status?.message).toBe(
      'pods "p" is forbidden: failed quota: q: must specify limits.cpu for: a',
    );
    const fits = run(p, [
      quota(
        'q',
        { 'requests.cpu': '10', 'limits.memory': '10Gi' },
        { 'requests.cpu': '0', 'limits.memory': '0' },
      ),
    ]);
    expect(fits?.reason).toBe(
      'fits: quota "q" status.used would become limits.memory=192Mi,requests.cpu=350m (hard limits.memory=10Gi,requests.cpu=10)',
    );
  });

  it.each([
    ['Terminating', { activeDeadlineSeconds: 30 }, true],
    ['Terminating', {}, false],
    ['NotTerminating', {}, true],
    ['BestEffort', {}, true],
    ['NotBestEffort', {}, false],
    [
      'CrossNamespacePodAffinity',
      {
        affinity: {
          podAffinity: {
            requiredDuringSchedulingIgnoredDuringExecution: [
              { topologyKey: 'k', namespaces: ['other'] },
            ],
          },
        },
      },
      true,
    ],
    [
      'CrossNamespacePodAffinity',
      {
        affinity: {
          podAntiAffinity: {
            preferredDuringSchedulingIgnoredDuringExecution: [
              { weight: 1, podAffinityTerm: { topologyKey: 'k', namespaceSelector: {} } },
            ],
          },
        },
      },
      true,
    ],
  ])('applies a %s quota: %j counts = %s', (scope, spec, counted) => {
    const answer = run(pod({ containers: [container('c')], ...spec }), [
      quota('q', { pods: '1' }, { pods: '1' }, { scopes: [scope] }),
    ]);
    expect(answer?.status?.code).toBe(counted ? 403 : undefined);
  });

  it.each([
    ['In', ['high'], 'high', true],
    ['In', ['high'], 'low', false],
    ['NotIn', ['high'], 'low', true],
    ['Exists', [], '', false],
    ['DoesNotExist', [], '', true],
  ])(
    'matches a PriorityClass %s %j selector against priorityClassName %j',
    (operator, values, priorityClassName, counted) => {
      const selector = {
        matchExpressions: [
          { scopeName: 'PriorityClass', operator, ...(values.length > 0 && { values }) },
        ],
      };
      const answer = run(
        pod({
          containers: [container('c')],
          ...(priorityClassName !== '' && { priorityClassName }),
        }),
        [quota('q', { pods: '1' }, { pods: '1' }, { scopeSelector: selector })],
      );
      expect(answer?.status?.code).toBe(counted ? 403 : undefined);
    },
  );

  it('does not count pod updates', () => {
    expect(
      run(pod({ containers: [container('c')] }), [quota('q', { pods: '0' }, { pods: '0' })], {
        operation: 'UPDATE',
      })?.reason,
    ).toBe('quota does not count UPDATE of pods');
  });

  it('names the assumption when a quota has no status', () => {
    const answer = run(pod({ containers: [container('c')] }), [
      quota('q', { pods: '1' }, undefined),
    ]);
    expect(answer?.status).toBeUndefined();
    expect(answer?.assumptions?.join('\n')).toContain(
      'quota "q" has no status.used: existing usage taken as 0',
    );
  });

  it('refuses when the stated status lacks a tracked resource', () => {
    const q: JsonObject = {
      apiVersion: 'v1',
      kind: 'ResourceQuota',
      metadata: { name: 'q', namespace: 'default' },
      spec: {},
      status: { hard: { pods: '5', 'count/pods': '5' }, used: { pods: '1' } },
    };
    expect(run(pod({ containers: [container('c')] }), [q])?.status?.message).toBe(
      'pods "p" is forbidden: status unknown for quota: q, resources: count/pods,pods',
    );
  });
});

describe('ResourceQuota on other resources', () => {
  const service = (type: string, ports: JsonObject[], extra: JsonObject = {}): JsonObject => ({
    apiVersion: 'v1',
    kind: 'Service',
    metadata: { name: 's' },
    spec: { type, ports, ...extra },
  });

  it('counts load balancers', () => {
    const answer = run(
      service('LoadBalancer', [{ port: 80 }]),
      [quota('q', { 'services.loadbalancers': '1' }, { 'services.loadbalancers': '1' })],
      core('services', 'Service', 's'),
    );
    expect(answer?.status?.message).toBe(
      'services "s" is forbidden: exceeded quota: q, requested: services.loadbalancers=1, used: services.loadbalancers=1, limited: services.loadbalancers=1',
    );
  });

  it.each([
    ['NodePort', [{ port: 80 }, { port: 81 }], {}, 'services.nodeports=2'],
    [
      'LoadBalancer',
      [{ port: 80, nodePort: 30001 }, { port: 81 }],
      { allocateLoadBalancerNodePorts: false },
      'services.nodeports=1',
    ],
    ['ClusterIP', [{ port: 80 }], {}, 'services=1'],
  ])('counts the node ports a %s service asks for', (type, ports, extra, used) => {
    const answer = run(
      service(type, ports, extra),
      [
        quota(
          'q',
          { 'services.nodeports': '5', services: '5' },
          { 'services.nodeports': '0', services: '0' },
        ),
      ],
      core('services', 'Service', 's'),
    );
    expect(answer?.reason).toContain(used);
  });

  const claim = (storage: string, cls?: string): JsonObject => ({
    apiVersion: 'v1',
    kind: 'PersistentVolumeClaim',
    metadata: { name: 'c', resourceVersion: '7' },
    spec: {
      resources: { requests: { storage } },
      ...(cls !== undefined && { storageClassName: cls }),
    },
  });

  it('charges storage to the claim storage class', () => {
    const hard = { 'gold.storageclass.storage.k8s.io/requests.storage': '10Gi' };
    const answer = run(
      claim('8Gi', 'gold'),
      [quota('q', hard, { 'gold.storageclass.storage.k8s.io/requests.storage': '5Gi' })],
      core('persistentvolumeclaims', 'PersistentVolumeClaim', 'c'),
    );
    expect(answer?.status?.message).toBe(
      'persistentvolumeclaims "c" is forbidden: exceeded quota: q, requested: gold.storageclass.storage.k8s.io/requests.storage=8Gi, used: gold.storageclass.storage.k8s.io/requests.storage=5Gi, limited: gold.storageclass.storage.k8s.io/requests.storage=10Gi',
    );
  });

  it('charges only the growth of a claim on update', () => {
    const answer = run(
      claim('15Gi'),
      [
        quota(
          'q',
          { 'requests.storage': '20Gi', persistentvolumeclaims: '1' },
          { 'requests.storage': '10Gi', persistentvolumeclaims: '1' },
        ),
      ],
      {
        ...core('persistentvolumeclaims', 'PersistentVolumeClaim', 'c'),
        operation: 'UPDATE',
        oldObject: claim('10Gi'),
      },
    );
    expect(answer?.reason).toBe(
      'fits: quota "q" status.used would become persistentvolumeclaims=1,requests.storage=15Gi (hard persistentvolumeclaims=1,requests.storage=20Gi)',
    );
  });

  it.each([
    ['apps', 'deployments', 'Deployment', 'count/deployments.apps'],
    ['', 'configmaps', 'ConfigMap', 'configmaps'],
    ['', 'configmaps', 'ConfigMap', 'count/configmaps'],
  ])('counts %s/%s objects under %s', (group, resource, kind, name) => {
    const attr = {
      name: 'x',
      kind: { group, version: 'v1', kind },
      resource: { group, version: 'v1', resource },
    };
    const answer = run(
      { apiVersion: 'v1', kind, metadata: { name: 'x' } },
      [quota('q', { [name]: '1' }, { [name]: '1' })],
      attr,
    );
    const gr = group === '' ? resource : `${resource}.${group}`;
    expect(answer?.status?.message).toBe(
      `${gr} "x" is forbidden: exceeded quota: q, requested: ${name}=1, used: ${name}=1, limited: ${name}=1`,
    );
  });

  it.each([
    [
      'events',
      { resource: { group: '', version: 'v1', resource: 'events' } },
      'quota ignores events',
    ],
    ['subresources', { subresource: 'status' }, undefined],
    ['cluster-scoped objects', { namespace: '' }, undefined],
  ])('skips %s', (_, attr, reason) => {
    expect(run(pod({}), [quota('q', { pods: '0' }, { pods: '0' })], attr)?.reason).toBe(reason);
  });
});

describe('ResourceQuota configuration', () => {
  const config = (limitedResources: JsonObject[]): JsonObject => ({
    apiVersion: 'apiserver.config.k8s.io/v1',
    kind: 'ResourceQuotaConfiguration',
    limitedResources,
  });

  it('refuses consumption of a limited resource that no quota covers', () => {
    const claim: JsonObject = {
      apiVersion: 'v1',
      kind: 'PersistentVolumeClaim',
      metadata: { name: 'c' },
      spec: { storageClassName: 'gold', resources: { requests: { storage: '1Gi' } } },
    };
    const answer = run(
      claim,
      [],
      core('persistentvolumeclaims', 'PersistentVolumeClaim', 'c'),
      config([
        {
          resource: 'persistentvolumeclaims',
          matchContains: ['.storageclass.storage.k8s.io/requests.storage'],
        },
      ]),
    );
    expect(answer?.status?.message).toBe(
      'persistentvolumeclaims "c" is forbidden: insufficient quota to consume: gold.storageclass.storage.k8s.io/requests.storage',
    );
  });

  it('answers 500 with no reason when a limited scope has no covering quota (a plain Go error)', () => {
    const limited = [
      { resource: 'pods', matchScopes: [{ scopeName: 'BestEffort', operator: 'Exists' }] },
      {
        resource: 'pods',
        matchScopes: [{ scopeName: 'PriorityClass', operator: 'In', values: ['cluster-services'] }],
      },
    ];
    const answer = run(
      pod({ containers: [container('c')], priorityClassName: 'cluster-services' }),
      [],
      {},
      config(limited),
    );
    expect(answer?.status).toEqual({
      kind: 'Status',
      apiVersion: 'v1',
      metadata: {},
      status: 'Failure',
      message:
        'insufficient quota to match these scopes: [{BestEffort Exists []} {PriorityClass In [cluster-services]}]',
      code: 500,
    });
  });

  it('lets a pod through when a quota covers the limited scope', () => {
    const limited = [
      { resource: 'pods', matchScopes: [{ scopeName: 'BestEffort', operator: 'Exists' }] },
    ];
    const answer = run(
      pod({ containers: [container('c')] }),
      [quota('quota-besteffort', { pods: '5' }, { pods: '3' }, { scopes: ['BestEffort'] })],
      {},
      config(limited),
    );
    expect(answer?.status).toBeUndefined();
  });

  it.each([
    [{ limitedResources: [] }, `Object 'Kind' is missing in '{"limitedResources":[]}'`],
    [
      { apiVersion: 'apiserver.config.k8s.io/v1', kind: 'Configuration' },
      'no kind "Configuration" is registered for version "apiserver.config.k8s.io/v1" in scheme "k8s.io/apiserver/pkg/admission/plugin/resourcequota/config.go:31"',
    ],
    [config([{ apiGroup: 'apps' }]), 'limitedResources[0].resource: Required value'],
    [
      config([{ resource: 'pods', matchContains: 'cpu' }]),
      'json: cannot unmarshal string into Go struct field LimitedResource.limitedResources.matchContains of type []string',
    ],
  ])('fails kube-apiserver start for %j', (cfg, message) => {
    const answer = run(pod({}), [], {}, cfg);
    expect(answer?.status?.code).toBe(500);
    expect(answer?.status?.message).toBe(
      `Internal error occurred: couldn't init admission plugin "ResourceQuota": ${message}`,
    );
  });
});
