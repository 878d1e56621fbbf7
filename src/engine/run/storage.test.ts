import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../apimachinery/types.ts';
import { configuration, run, webhookEntry } from '../testing/scenario.ts';
import type { AdmissionResult } from './result.ts';

const configMap = (metadata: Record<string, string>) => ({
  operation: 'CREATE',
  object: { apiVersion: 'v1', kind: 'ConfigMap', metadata },
});

describe('the storage steps between the admission phases', () => {
  it('refuses an object whose patch moved it to another namespace', () => {
    const r = run({
      request: configMap({ name: 'c', namespace: 'default' }),
      objects: [configuration('Mutating', 'm', [webhookEntry('move.hook.test')])],
      webhooks: {
        'move.hook.test': {
          response: {
            allowed: true,
            patch: [{ op: 'replace', path: '/metadata/namespace', value: 'other' }],
          },
        },
      },
    });
    expect([r.status?.code, r.status?.message]).toEqual([
      400,
      'the namespace of the provided object does not match the namespace sent on the request',
    ]);
  });

  it('fills in the request namespace when the object has none, before webhooks see it', () => {
    const r = run({ request: { ...configMap({ name: 'c' }), namespace: 'kube-public' } });
    expect(r.object).toMatchObject({ metadata: { name: 'c', namespace: 'kube-public' } });
  });

  it('generates a name from generateName after mutation, so only validating webhooks see it', () => {
    const r = run({
      request: configMap({ generateName: 'gen-', namespace: 'default' }),
      objects: [
        configuration('Mutating', 'm', [webhookEntry('m.hook.test')]),
        configuration('Validating', 'v', [webhookEntry('v.hook.test')]),
      ],
    });
    const [mutatingCall, validatingCall] = r.trace
      .filter((e) => e.request !== undefined)
      .map((e) => (e.request?.['request'] as { name?: string } | undefined)?.name);
    expect(mutatingCall).toBeUndefined();
    expect(validatingCall).toMatch(/^gen-[bcdfghjklmnpqrstvwxz2456789]{5}$/);
  });

  it('answers 422 for an object with neither name nor generateName, after the mutating webhooks ran', () => {
    const r = run({
      request: configMap({ namespace: 'default' }),
      objects: [configuration('Mutating', 'm', [webhookEntry('m.hook.test')])],
    });
    expect(r.calls).toEqual(['m.hook.test']);
    expect([r.status?.code, r.status?.message]).toEqual([
      422,
      'ConfigMap "" is invalid: metadata.name: Required value: name or generateName is required',
    ]);
  });

  it('refuses to create in a namespace that does not exist (NamespaceLifecycle)', () => {
    const r = run({ request: configMap({ name: 'c', namespace: 'nowhere' }) });
    expect([r.status?.code, r.status?.message]).toEqual([404, 'namespaces "nowhere" not found']);
  });
});

// The AdmissionReview requests the webhooks received, in call order.
const sent = (r: AdmissionResult): JsonObject[] =>
  r.trace.flatMap((e) => (e.request === undefined ? [] : [e.request['request'] as JsonObject]));
// The object (or oldObject) of one of those requests, {} when there is none.
const objectOf = (req: JsonObject | undefined, key = 'object'): JsonObject =>
  (req?.[key] ?? {}) as JsonObject;
const metaOf = (o: JsonObject): JsonObject => (o['metadata'] ?? {}) as JsonObject;
const both = [
  configuration('Mutating', 'm', [webhookEntry('m.hook.test')]),
  configuration('Validating', 'v', [webhookEntry('v.hook.test')]),
];

describe('the registry strategies between the admission phases', () => {
  it('gives validating webhooks the pod status PrepareForCreate sets; mutating webhooks saw it empty (recorded in ex-01)', () => {
    const r = run({
      request: {
        operation: 'CREATE',
        object: {
          apiVersion: 'v1',
          kind: 'Pod',
          metadata: { name: 'p', namespace: 'default' },
          spec: { containers: [{ name: 'a', image: 'nginx' }] },
        },
      },
      objects: both,
    });
    const [mutating, validating] = sent(r);
    expect(objectOf(mutating)['status']).toEqual({});
    expect(objectOf(validating)['status']).toEqual({ phase: 'Pending', qosClass: 'BestEffort' });
    const storage = r.trace.find((e) => e.phase === 'storage');
    expect(storage?.reason).toBe(
      'set uid and creationTimestamp; PrepareForCreate (podStrategy): status reset to phase Pending, qosClass BestEffort',
    );
    expect(storage?.objectAfter).toEqual(objectOf(validating));
  });

  it('adds the kubernetes finalizer to a namespace being created, in Go field order (recorded in 022)', () => {
    const r = run({
      request: {
        operation: 'CREATE',
        object: { apiVersion: 'v1', kind: 'Namespace', metadata: { name: 'fresh' } },
      },
      objects: both,
    });
    const validating = objectOf(sent(r)[1]);
    expect(JSON.stringify([validating['spec'], validating['status']])).toBe(
      '[{"finalizers":["kubernetes"]},{"phase":"Active"}]',
    );
  });

  it('refuses a Service whose requested cluster IP is outside the assumed service CIDR, after the mutating webhooks', () => {
    const r = run({
      request: {
        operation: 'CREATE',
        object: {
          apiVersion: 'v1',
          kind: 'Service',
          metadata: { name: 's', namespace: 'default' },
          spec: { clusterIP: '192.168.0.1', ports: [{ port: 80 }] },
        },
      },
      objects: both,
    });
    expect(r.calls).toEqual(['m.hook.test']);
    expect([r.status?.code, r.status?.message]).toEqual([
      422,
      'Service "s" is invalid: spec.clusterIPs: Invalid value: []string{"192.168.0.1"}: failed to allocate IP 192.168.0.1: the provided IP (192.168.0.1) is not in the valid range. The range of valid IPs is 10.96.0.0/12',
    ]);
    expect(r.notSimulated.filter((n) => n.assumed === true).map((n) => n.feature)).toEqual([
      'registry',
    ]);
  });

  it('gives a Service an allocated cluster IP and records the assumption in the trace', () => {
    const r = run({
      request: {
        operation: 'CREATE',
        object: {
          apiVersion: 'v1',
          kind: 'Service',
          metadata: { name: 's', namespace: 'default' },
          spec: { type: 'NodePort', ports: [{ port: 80 }] },
        },
      },
      objects: both,
    });
    const spec = objectOf(sent(r)[1])['spec'] as JsonObject;
    expect(spec['clusterIP']).toMatch(/^10\.(9[6-9]|10\d|11[01])\.\d+\.\d+$/);
    expect(spec['clusterIPs']).toEqual([spec['clusterIP']]);
    expect(((spec['ports'] as JsonObject[])[0]?.['nodePort'] as number) >= 30086).toBe(true);
    expect(r.trace.find((e) => e.phase === 'storage')?.assumptions?.[0]).toContain('10.96.0.0/12');
  });

  it('on UPDATE gives validating webhooks the stored status and a bumped generation; mutating webhooks saw the request', () => {
    const deployment = (replicas: number, status: JsonObject, generation?: number): JsonObject => ({
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      metadata: {
        name: 'd',
        namespace: 'default',
        ...(generation !== undefined && { generation }),
      },
      spec: {
        replicas,
        selector: { matchLabels: { app: 'd' } },
        template: {
          metadata: { labels: { app: 'd' } },
          spec: { containers: [{ name: 'c', image: 'nginx' }] },
        },
      },
      status,
    });
    const r = run({
      request: {
        operation: 'UPDATE',
        object: deployment(3, { replicas: 9 }),
        oldObject: deployment(1, { replicas: 1 }, 2),
      },
      objects: both,
    });
    const [mutating, validating] = sent(r);
    expect([metaOf(objectOf(mutating))['generation'], objectOf(mutating)['status']]).toEqual([
      undefined,
      { replicas: 9 },
    ]);
    expect([metaOf(objectOf(validating))['generation'], objectOf(validating)['status']]).toEqual([
      3,
      { replicas: 1 },
    ]);
  });

  it('gives a stored Deployment without a generation the 1 its create set (ex-10)', () => {
    const d = {
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      metadata: { name: 'd', namespace: 'default' },
      spec: {
        selector: { matchLabels: { app: 'd' } },
        template: {
          metadata: { labels: { app: 'd' } },
          spec: { containers: [{ name: 'c', image: 'nginx' }] },
        },
      },
    };
    const allRules = {
      rules: [{ operations: ['*'], apiGroups: ['*'], apiVersions: ['*'], resources: ['*/*'] }],
    };
    const hooks = [
      configuration('Mutating', 'm', [webhookEntry('m.hook.test', allRules)]),
      configuration('Validating', 'v', [webhookEntry('v.hook.test', allRules)]),
    ];
    const r = run({
      request: { operation: 'UPDATE', subResource: 'status', object: d, oldObject: d },
      objects: hooks,
    });
    expect(sent(r).map((q) => metaOf(objectOf(q, 'oldObject'))['generation'])).toEqual([1, 1]);
    expect(r.trace.find((e) => e.phase === 'decode')?.reason).toContain(
      'the stored object gets metadata.generation 1, which its create would have set',
    );
  });

  it('adds the AppArmor deprecation warning of PrepareForCreate to the answer', () => {
    const r = run({
      request: {
        operation: 'CREATE',
        object: {
          apiVersion: 'v1',
          kind: 'Pod',
          metadata: {
            name: 'p',
            namespace: 'default',
            annotations: { 'container.apparmor.security.beta.kubernetes.io/a': 'runtime/default' },
          },
          spec: { containers: [{ name: 'a', image: 'nginx' }] },
        },
      },
    });
    expect(r.warnings).toEqual([
      'metadata.annotations[container.apparmor.security.beta.kubernetes.io/a]: deprecated since v1.30; use the "appArmorProfile" field instead',
    ]);
  });
});

describe('cluster set-up', () => {
  it('refuses an admission plugin name kube-apiserver does not know, at its place', () => {
    expect(() =>
      run({ admissionPlugins: { enable: ['NamespaceLifecycle', 'NoSuchPlugin'] } }),
    ).toThrow(/"pointer":"\/cluster\/admissionPlugins\/enable\/1"/);
  });
});
