import { describe, expect, it } from 'vitest';
import { config, findings, hook } from './testing.ts';

const allPods = { failurePolicy: 'Fail' };
const notSystem = {
  matchExpressions: [
    {
      key: 'kubernetes.io/metadata.name',
      operator: 'NotIn',
      values: ['kube-system', 'kube-node-lease'],
    },
  ],
};

describe('deadlock-kube-system', () => {
  it('reports a fail-closed webhook on every pod, at its failurePolicy', () => {
    const [f, ...rest] = findings(
      { objects: [config('Validating', 'v', [hook('pods.example.com', allPods)])] },
      'deadlock-kube-system',
    );
    expect(rest).toEqual([]);
    expect(f?.severity).toBe('error');
    expect(f?.pointer).toBe('/cluster/objects/0/webhooks/0/failurePolicy');
    expect(f?.span?.line).toBeGreaterThan(1);
    expect(f?.message).toContain('CREATE pods in kube-system');
    expect(f?.guidance.section).toBe('Avoiding operating on the kube-system namespace');
  });

  it('keeps quiet when the namespaceSelector excludes kube-system by the label every namespace has', () => {
    const h = hook('pods.example.com', { ...allPods, namespaceSelector: notSystem });
    expect(findings({ objects: [config('Validating', 'v', [h])] }, 'deadlock-kube-system')).toEqual(
      [],
    );
  });

  it('keeps quiet for failurePolicy Ignore', () => {
    expect(
      findings(
        { objects: [config('Validating', 'v', [hook('pods.example.com')])] },
        'deadlock-kube-system',
      ),
    ).toEqual([]);
  });

  it('matches the namespaceSelector against the labels the scenario gives kube-system', () => {
    const h = hook('pods.example.com', {
      ...allPods,
      namespaceSelector: { matchExpressions: [{ key: 'control-plane', operator: 'DoesNotExist' }] },
    });
    const labelled = {
      apiVersion: 'v1',
      kind: 'Namespace',
      metadata: { name: 'kube-system', labels: { 'control-plane': 'true' } },
    };
    expect(
      findings({ objects: [labelled, config('Validating', 'v', [h])] }, 'deadlock-kube-system'),
    ).toEqual([]);
    expect(
      findings({ objects: [config('Validating', 'v', [h])] }, 'deadlock-kube-system'),
    ).toHaveLength(1);
  });

  it('warns instead when matchConditions may keep the webhook away', () => {
    const h = hook('pods.example.com', {
      ...allPods,
      matchConditions: [{ name: 'not-system', expression: "request.namespace != 'kube-system'" }],
    });
    const [f] = findings({ objects: [config('Validating', 'v', [h])] }, 'deadlock-kube-system');
    expect(f?.severity).toBe('warning');
    expect(f?.message).toContain('unless its matchConditions exclude them');
  });
});

describe('deadlock-node-lease', () => {
  const leases = [
    {
      operations: ['UPDATE'],
      apiGroups: ['coordination.k8s.io'],
      apiVersions: ['v1'],
      resources: ['leases'],
    },
  ];

  it('reports a fail-closed webhook on lease updates', () => {
    const h = hook('leases.example.com', { ...allPods, rules: leases });
    const [f] = findings({ objects: [config('Validating', 'v', [h])] }, 'deadlock-node-lease');
    expect(f?.message).toContain('UPDATE leases in kube-node-lease');
  });

  it('reports a fail-closed webhook on node status, which no namespaceSelector excludes', () => {
    const nodes = [
      { operations: ['UPDATE'], apiGroups: [''], apiVersions: ['v1'], resources: ['nodes/status'] },
    ];
    const h = hook('nodes.example.com', { ...allPods, rules: nodes, namespaceSelector: notSystem });
    const [f] = findings({ objects: [config('Validating', 'v', [h])] }, 'deadlock-node-lease');
    expect(f?.message).toContain('UPDATE nodes/status');
  });

  it('keeps quiet when the namespaceSelector leaves kube-node-lease out', () => {
    const h = hook('leases.example.com', {
      ...allPods,
      rules: leases,
      namespaceSelector: notSystem,
    });
    expect(findings({ objects: [config('Validating', 'v', [h])] }, 'deadlock-node-lease')).toEqual(
      [],
    );
  });
});

describe('deadlock-own-namespace', () => {
  const service = { service: { namespace: 'hooks', name: 'hook-svc' } };
  const objects = (extra: object) => [
    {
      apiVersion: 'v1',
      kind: 'Service',
      metadata: { name: 'hook-svc', namespace: 'hooks' },
      spec: { selector: { app: 'hook' } },
    },
    {
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      metadata: { name: 'hook', namespace: 'hooks' },
      spec: {
        selector: { matchLabels: { app: 'hook' } },
        template: {
          metadata: { labels: { app: 'hook', tier: 'admission' } },
          spec: { containers: [{ name: 'h', image: 'h' }] },
        },
      },
    },
    config('Mutating', 'm', [
      hook('pods.example.com', {
        ...allPods,
        clientConfig: service,
        namespaceSelector: notSystem,
        ...extra,
      }),
    ]),
  ];

  it('reports a webhook that intercepts the creation of its own Pods', () => {
    const [f] = findings({ objects: objects({}) }, 'deadlock-own-namespace');
    expect(f?.message).toContain('CREATE pods in hooks');
    expect(f?.why).toContain('ReplicaSet controller');
  });

  it('reads its Pods\u2019 labels from the Deployment the Service selects, so an objectSelector can leave them out', () => {
    const skipOwn = {
      objectSelector: {
        matchExpressions: [{ key: 'tier', operator: 'NotIn', values: ['admission'] }],
      },
    };
    expect(findings({ objects: objects(skipOwn) }, 'deadlock-own-namespace')).toEqual([]);
  });
});
