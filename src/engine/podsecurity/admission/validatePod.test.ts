// Pods, their subresources and workload resources through the plugin with the default checks:
// exemptions, pod templates (warn and audit only), ephemeral containers, lookup failures, the
// existing-pod check on namespace updates, and configuration errors.

import { describe, expect, it } from 'vitest';
import type { Attributes } from '../../admission/attributes.ts';
import { pluginRequest } from '../../plugins/testing.ts';
import type { JsonObject } from '../../apimachinery/types.ts';
import { gvk, gvr } from '../../testing/builders.ts';
import { podSecurityPlugin } from './index.ts';

const restrictedNs: JsonObject = {
  apiVersion: 'v1',
  kind: 'Namespace',
  metadata: {
    name: 'ns',
    labels: {
      'pod-security.kubernetes.io/enforce': 'restricted',
      'pod-security.kubernetes.io/warn': 'baseline',
      'pod-security.kubernetes.io/audit': 'baseline',
    },
  },
};
const privilegedSpec: JsonObject = {
  containers: [{ name: 'c', image: 'nginx', securityContext: { privileged: true } }],
};
const privilegedDetail = 'privileged (container "c" must not set securityContext.privileged=true)';
const config: JsonObject = {
  apiVersion: 'pod-security.admission.config.k8s.io/v1',
  kind: 'PodSecurityConfiguration',
  exemptions: {
    usernames: ['system:serviceaccount:kube-system:replicaset-controller'],
    namespaces: ['exempt'],
    runtimeClasses: ['kata'],
  },
};

function run(
  attr: Partial<Attributes>,
  objects: JsonObject[] = [restrictedNs],
  cfg: JsonObject | undefined = config,
) {
  return podSecurityPlugin.validate?.(
    pluginRequest({
      attr: { namespace: 'ns', ...attr },
      objects,
      ...(cfg !== undefined && { config: cfg }),
    }),
  );
}

const workload = (
  group: string,
  version: string,
  kind: string,
  resource: string,
  spec: JsonObject,
) => ({
  kind: gvk(group, version, kind),
  resource: gvr(group, version, resource),
  name: 'w',
  object: {
    apiVersion: group === '' ? version : `${group}/${version}`,
    kind,
    metadata: { name: 'w', namespace: 'ns' },
    spec,
  },
});
const template = { metadata: { labels: { app: 'w' } }, spec: privilegedSpec };

describe('workload resources', () => {
  it.each([
    ['Deployment', workload('apps', 'v1', 'Deployment', 'deployments', { template })],
    ['StatefulSet', workload('apps', 'v1', 'StatefulSet', 'statefulsets', { template })],
    ['DaemonSet', workload('apps', 'v1', 'DaemonSet', 'daemonsets', { template })],
    ['ReplicaSet', workload('apps', 'v1', 'ReplicaSet', 'replicasets', { template })],
    ['Job', workload('batch', 'v1', 'Job', 'jobs', { template })],
    [
      'CronJob (nested template)',
      workload('batch', 'v1', 'CronJob', 'cronjobs', {
        schedule: '* * * * *',
        jobTemplate: { spec: { template } },
      }),
    ],
    [
      'ReplicationController',
      workload('', 'v1', 'ReplicationController', 'replicationcontrollers', { template }),
    ],
  ])('%s: warns and audits, never enforces', (_kind, attr) => {
    const answer = run(attr);
    expect(answer?.status).toBeUndefined();
    expect(answer?.warnings).toEqual([
      `would violate PodSecurity "baseline:latest": ${privilegedDetail}`,
    ]);
    expect(answer?.auditAnnotations).toEqual({
      'pod-security.kubernetes.io/audit-violations': `would violate PodSecurity "baseline:latest": ${privilegedDetail}`,
    });
  });

  it('checks a PodTemplate', () => {
    const answer = run({
      kind: gvk('', 'v1', 'PodTemplate'),
      resource: gvr('', 'v1', 'podtemplates'),
      object: {
        apiVersion: 'v1',
        kind: 'PodTemplate',
        metadata: { name: 't', namespace: 'ns' },
        template,
      },
    });
    expect(answer?.warnings).toHaveLength(1);
  });

  it('skips a ReplicationController without a template', () => {
    const answer = run(workload('', 'v1', 'ReplicationController', 'replicationcontrollers', {}));
    expect(answer).toMatchObject({ reason: expect.stringContaining('without a pod template') });
    expect(answer?.warnings).toBeUndefined();
  });

  it('skips workload subresources (deployments/scale)', () => {
    expect(
      run({
        ...workload('apps', 'v1', 'Deployment', 'deployments', { template }),
        subresource: 'scale',
      })?.warnings,
    ).toBeUndefined();
  });

  it('allows a workload in a missing namespace with an error annotation', () => {
    const answer = run({
      ...workload('apps', 'v1', 'Deployment', 'deployments', { template }),
      namespace: 'gone',
    });
    expect(answer?.status).toBeUndefined();
    expect(answer?.auditAnnotations).toEqual({
      'pod-security.kubernetes.io/error':
        'failed to lookup namespace "gone": namespaces "gone" not found',
    });
  });

  it('ignores resources without a pod spec', () => {
    expect(
      run({
        kind: gvk('', 'v1', 'Service'),
        resource: gvr('', 'v1', 'services'),
        object: { apiVersion: 'v1', kind: 'Service' },
      }),
    ).toBeUndefined();
  });
});

describe('pods', () => {
  const pod = (spec: JsonObject): JsonObject => ({
    apiVersion: 'v1',
    kind: 'Pod',
    metadata: { name: 'p', namespace: 'ns' },
    spec,
  });

  it.each<[string, Partial<Attributes>, string]>([
    ['a namespace', { namespace: 'exempt' }, 'namespace'],
    [
      'a user',
      {
        userInfo: {
          username: 'system:serviceaccount:kube-system:replicaset-controller',
          groups: [],
          extra: {},
        },
      },
      'user',
    ],
    [
      'a runtime class',
      { object: pod({ ...privilegedSpec, runtimeClassName: 'kata' }) },
      'runtimeClass',
    ],
  ])('exempts by %s', (_by, attr, reason) => {
    const answer = run({ object: pod(privilegedSpec), ...attr }, [
      restrictedNs,
      { ...restrictedNs, metadata: { name: 'exempt', labels: {} } },
    ]);
    expect(answer?.status).toBeUndefined();
    expect(answer?.auditAnnotations).toEqual({ 'pod-security.kubernetes.io/exempt': reason });
  });

  it.each(['exec', 'attach', 'binding', 'eviction', 'log', 'portforward', 'proxy', 'status'])(
    'ignores pods/%s',
    (subresource) => {
      const answer = run({
        operation: 'UPDATE',
        subresource,
        object: pod(privilegedSpec),
        oldObject: pod({}),
      });
      expect(answer?.status).toBeUndefined();
      expect(answer?.auditAnnotations).toBeUndefined();
    },
  );

  it('enforces on pods/ephemeralcontainers when a container is added', () => {
    const old = pod({ containers: [{ name: 'c', image: 'nginx' }] });
    const updated = pod({
      containers: [{ name: 'c', image: 'nginx' }],
      ephemeralContainers: [
        { name: 'debug', image: 'busybox', securityContext: { privileged: true } },
      ],
    });
    const answer = run(
      { operation: 'UPDATE', subresource: 'ephemeralcontainers', object: updated, oldObject: old },
      [
        {
          apiVersion: 'v1',
          kind: 'Namespace',
          metadata: { name: 'ns', labels: { 'pod-security.kubernetes.io/enforce': 'baseline' } },
        },
      ],
    );
    expect(answer?.status?.message).toBe(
      'pods "p" is forbidden: violates PodSecurity "baseline:latest": privileged (container "debug" must not set securityContext.privileged=true)',
    );
  });

  it("answers 500 when the pod's namespace does not exist", () => {
    const answer = run({ namespace: 'gone', object: pod(privilegedSpec) });
    expect(answer?.status).toMatchObject({
      code: 500,
      reason: 'InternalError',
      message: 'Internal error occurred: failed to lookup namespace "gone"',
    });
    expect(answer?.auditAnnotations).toEqual({
      'pod-security.kubernetes.io/error':
        'Internal error occurred: failed to lookup namespace "gone": namespaces "gone" not found',
    });
  });

  it('treats kube-system like any namespace unless the configuration exempts it', () => {
    const answer = run(
      {
        namespace: 'kube-system',
        object: { ...pod(privilegedSpec), metadata: { name: 'p', namespace: 'kube-system' } },
      },
      [],
    );
    expect(answer?.auditAnnotations).toEqual({
      'pod-security.kubernetes.io/enforce-policy': 'privileged:latest',
    });
  });

  it('handles CREATE and UPDATE only', () => {
    expect(
      ['CREATE', 'UPDATE', 'DELETE', 'CONNECT'].map((op) =>
        podSecurityPlugin.handles(op as Attributes['operation']),
      ),
    ).toEqual([true, true, false, false]);
  });
});

describe('namespace updates with the default checks', () => {
  const ns = (labels: Record<string, string>): JsonObject => ({
    apiVersion: 'v1',
    kind: 'Namespace',
    metadata: { name: 'ns', labels },
  });
  const existing = (name: string, spec: JsonObject): JsonObject => ({
    apiVersion: 'v1',
    kind: 'Pod',
    metadata: { name, namespace: 'ns' },
    spec,
  });
  const nsAttr = (
    labels: Record<string, string>,
    old: Record<string, string> | undefined,
  ): Partial<Attributes> => ({
    operation: old === undefined ? 'CREATE' : 'UPDATE',
    kind: gvk('', 'v1', 'Namespace'),
    resource: gvr('', 'v1', 'namespaces'),
    name: 'ns',
    object: ns(labels),
    oldObject: old === undefined ? undefined : ns(old),
  });

  it('warns about the existing pods that violate a tightened enforce level, and allows the update', () => {
    const pods = [
      existing('web-2', privilegedSpec),
      existing('web-1', privilegedSpec),
      existing('ok', { containers: [{ name: 'c', image: 'nginx' }] }),
      { ...existing('other', privilegedSpec), metadata: { name: 'other', namespace: 'elsewhere' } },
    ];
    const answer = run(nsAttr({ 'pod-security.kubernetes.io/enforce': 'baseline' }, {}), pods);
    expect(answer?.status).toBeUndefined();
    expect(answer?.warnings).toEqual([
      'existing pods in namespace "ns" violate the new PodSecurity enforce level "baseline:latest"',
      'web-1 (and 1 other pod): privileged',
    ]);
    expect(answer?.assumptions).toHaveLength(1);
  });

  it("warns that an exempt namespace's labels are ignored on create", () => {
    const answer = run(
      {
        ...nsAttr(
          {
            'pod-security.kubernetes.io/enforce': 'restricted',
            'pod-security.kubernetes.io/warn': 'baseline',
            'pod-security.kubernetes.io/audit': 'privileged',
          },
          undefined,
        ),
        name: 'exempt',
        namespace: 'exempt',
        object: {
          apiVersion: 'v1',
          kind: 'Namespace',
          metadata: {
            name: 'exempt',
            labels: {
              'pod-security.kubernetes.io/enforce': 'restricted',
              'pod-security.kubernetes.io/warn': 'baseline',
              'pod-security.kubernetes.io/audit': 'privileged',
            },
          },
        },
      },
      [],
    );
    expect(answer?.warnings).toEqual([
      'namespace "exempt" is exempt from Pod Security, and the policy (enforce=restricted:latest, warn=baseline:latest) will be ignored',
    ]);
  });
});

describe('configuration errors', () => {
  it("answers the loader's error as an internal error (kube-apiserver would not start)", () => {
    const answer = run(
      { object: { apiVersion: 'v1', kind: 'Pod', metadata: { name: 'p' }, spec: {} } },
      [restrictedNs],
      {
        apiVersion: 'pod-security.admission.config.k8s.io/v1',
        kind: 'PodSecurityConfiguration',
        defaults: { enforce: 'strict' },
      },
    );
    expect(answer?.status).toMatchObject({
      code: 500,
      message:
        'Internal error occurred: PodSecurity configuration error: Enforce.Level: must be one of privileged, baseline, restricted',
    });
  });
});
