import { describe, expect, it } from 'vitest';
import { configuration, run, webhookEntry } from '../../testing/scenario.ts';
import type { JsonObject } from '../../apimachinery/types.ts';

const addLabel = (key: string, value: string): JsonObject => ({
  allowed: true,
  patch: [{ op: 'add', path: `/metadata/labels/${key}`, value }],
});
const ifNeeded = { reinvocationPolicy: 'IfNeeded' };
const mutating = (...hooks: [string, JsonObject][]) => [
  configuration(
    'Mutating',
    'cfg',
    hooks.map(([n, extra]) => webhookEntry(n, extra)),
  ),
];

// Cases from test/integration/apiserver/admissionwebhook/reinvocation_test.go and semantics §7.3.
describe('mutating webhook reinvocation', () => {
  it('does not reinvoke a webhook whose own mutation was the last (A, B mutate; A reinvoked unchanged; B not again)', () => {
    const r = run({
      objects: mutating(['a.hook.test', ifNeeded], ['b.hook.test', ifNeeded]),
      webhooks: {
        'a.hook.test': { responses: [addLabel('a', '1'), { allowed: true }] },
        'b.hook.test': { response: addLabel('b', '1') },
      },
    });
    expect(r.calls).toEqual(['a.hook.test', 'b.hook.test', 'a.hook.test']);
  });

  it('calls a round-0 leftover after a round-1 mutation (settrue/setfalse fighting)', () => {
    const r = run({
      objects: mutating(['a.hook.test', ifNeeded], ['b.hook.test', ifNeeded]),
      webhooks: {
        'a.hook.test': {
          responses: [
            addLabel('x', 'true'),
            {
              allowed: true,
              patch: [{ op: 'replace', path: '/metadata/labels/x', value: 'true' }],
            },
          ],
        },
        'b.hook.test': {
          responses: [
            {
              allowed: true,
              patch: [{ op: 'replace', path: '/metadata/labels/x', value: 'false' }],
            },
            { allowed: true },
          ],
        },
      },
    });
    expect(r.calls).toEqual(['a.hook.test', 'b.hook.test', 'a.hook.test', 'b.hook.test']);
    expect(r.auditAnnotations['mutation.webhook.admission.k8s.io/round_1_index_1']).toBe(
      '{"configuration":"cfg","webhook":"b.hook.test","mutated":false}',
    );
  });

  it('never reinvokes a Never webhook, even when a later webhook mutates', () => {
    const r = run({
      objects: mutating(['never.hook.test', {}], ['later.hook.test', {}]),
      webhooks: {
        'never.hook.test': { response: { allowed: true } },
        'later.hook.test': { response: addLabel('l', '1') },
      },
    });
    expect(r.calls).toEqual(['never.hook.test', 'later.hook.test']);
  });

  it('does not call in round 1 a webhook skipped in round 0, though it matches now', () => {
    const r = run({
      objects: mutating(
        ['picky.hook.test', { ...ifNeeded, objectSelector: { matchLabels: { ready: 'yes' } } }],
        ['labeler.hook.test', {}],
      ),
      webhooks: { 'labeler.hook.test': { response: addLabel('ready', 'yes') } },
    });
    expect(r.calls).toEqual(['labeler.hook.test']);
  });

  it('counts the first no-op patch of a CREATE as a mutation (the managedFields time loses precision)', () => {
    const r = run({
      objects: mutating(['first.hook.test', ifNeeded], ['noop.hook.test', {}]),
      webhooks: {
        'noop.hook.test': {
          response: {
            allowed: true,
            patch: [{ op: 'replace', path: '/metadata/labels/app', value: 'a' }],
          },
        },
      },
    });
    expect(r.calls).toEqual(['first.hook.test', 'noop.hook.test', 'first.hook.test']);
    expect(r.auditAnnotations['mutation.webhook.admission.k8s.io/round_0_index_1']).toBe(
      '{"configuration":"cfg","webhook":"noop.hook.test","mutated":true}',
    );
  });

  it('does not count a later no-op patch as a mutation', () => {
    const r = run({
      objects: mutating(
        ['real.hook.test', {}],
        ['first.hook.test', ifNeeded],
        ['noop.hook.test', {}],
      ),
      webhooks: {
        'real.hook.test': { response: addLabel('r', '1') },
        'noop.hook.test': {
          response: {
            allowed: true,
            patch: [{ op: 'replace', path: '/metadata/labels/app', value: 'a' }],
          },
        },
      },
    });
    expect(r.calls).toEqual(['real.hook.test', 'first.hook.test', 'noop.hook.test']);
  });
});

describe('mutating webhook failures', () => {
  it('fails open under Ignore with the full-list index and continues', () => {
    const r = run({
      objects: mutating(
        ['skipped.hook.test', { objectSelector: { matchLabels: { no: 'match' } } }],
        ['broken.hook.test', { failurePolicy: 'Ignore' }],
        ['after.hook.test', {}],
      ),
      webhooks: { 'broken.hook.test': { fail: 'connection-refused' } },
    });
    expect(r.allowed).toBe(true);
    expect(r.calls).toEqual(['broken.hook.test', 'after.hook.test']);
    expect(
      r.auditAnnotations['failed-open.mutation.webhook.admission.k8s.io/round_0_index_1'],
    ).toBe('broken.hook.test');
  });

  it('stops with 500 under Fail, naming the address it could not reach', () => {
    const r = run({
      objects: mutating(['broken.hook.test', {}]),
      webhooks: { 'broken.hook.test': { fail: 'connection-refused' } },
    });
    expect(r.status?.message).toBe(
      'Internal error occurred: failed calling webhook "broken.hook.test": failed to call webhook: Post "https://broken.hook.test/?timeout=10s": dial tcp broken.hook.test:443: connect: connection refused',
    );
  });

  it('refuses a patch on DELETE, which has no object to patch', () => {
    const configMap = {
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: { name: 'c', namespace: 'default' },
    };
    const r = run({
      request: { operation: 'DELETE', oldObject: configMap },
      objects: mutating(['patcher.hook.test', {}]),
      webhooks: { 'patcher.hook.test': { response: addLabel('x', 'y') } },
    });
    expect([r.status?.code, r.status?.message]).toEqual([
      500,
      'Internal error occurred: admission webhook "patcher.hook.test" attempted to modify the object, which is not supported for this operation',
    ]);
  });

  it('reports a patch that is not JSON as an internal error, whatever the failurePolicy (1.32)', () => {
    const r = run({
      objects: mutating(['bad.hook.test', { failurePolicy: 'Ignore' }]),
      webhooks: {
        'bad.hook.test': {
          response: { allowed: true, patch: 'bm90IGpzb24=', patchType: 'JSONPatch' },
        },
      },
    });
    expect([r.allowed, r.status?.code]).toEqual([false, 500]);
    expect(r.status?.message).toMatch(/^Internal error occurred: invalid character/);
  });

  it('fails the call when the patch is not base64 (the response does not decode)', () => {
    const r = run({
      objects: mutating(['bad.hook.test', {}]),
      webhooks: {
        'bad.hook.test': {
          response: { allowed: true, patch: 'not base64!', patchType: 'JSONPatch' },
        },
      },
    });
    expect(r.status?.message).toBe(
      'Internal error occurred: failed calling webhook "bad.hook.test": failed to call webhook: illegal base64 data at input byte 3',
    );
  });

  it('fails the call when allowed is not a boolean', () => {
    const r = run({
      objects: mutating(['bad.hook.test', {}]),
      webhooks: { 'bad.hook.test': { response: { allowed: 'yes' } } },
    });
    expect(r.status?.message).toBe(
      'Internal error occurred: failed calling webhook "bad.hook.test": failed to call webhook: json: cannot unmarshal string into Go struct field AdmissionResponse.response.allowed of type bool',
    );
  });
});

describe("the request's 60 s deadline", () => {
  it('shortens the last webhook call to what is left of the request and says so in ?timeout=', () => {
    const names = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((n) => `${n}.hook.test`);
    const r = run({
      objects: mutating(...names.map((n): [string, JsonObject] => [n, { timeoutSeconds: 10 }])),
      webhooks: Object.fromEntries(names.map((n) => [n, { latencyMs: 9000 }])),
    });
    expect(r.calls).toEqual(names);
    expect(r.status?.message).toBe(
      'Internal error occurred: failed calling webhook "g.hook.test": failed to call webhook: Post "https://g.hook.test/?timeout=6s": context deadline exceeded',
    );
    expect(r.durationMs).toBe(60_000);
  });

  it('answers 504 when an ignored failure leaves the request past its deadline', () => {
    const names = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((n) => `${n}.hook.test`);
    const r = run({
      objects: mutating(
        ...names.map((n): [string, JsonObject] => [
          n,
          { timeoutSeconds: 10, failurePolicy: 'Ignore' },
        ]),
      ),
      webhooks: Object.fromEntries(names.map((n) => [n, { latencyMs: 9000 }])),
    });
    expect([r.status?.code, r.status?.message]).toEqual([
      504,
      'Timeout: request did not complete within requested timeout',
    ]);
  });
});

describe('exemptions', () => {
  it('consults no webhook on a request for a webhook configuration itself', () => {
    const r = run({
      request: {
        operation: 'CREATE',
        object: configuration('Validating', 'new-one', [webhookEntry('new.hook.test')]),
      },
      objects: [
        ...mutating(['any.hook.test', {}]),
        configuration('Validating', 'v', [webhookEntry('deny.hook.test')]),
      ],
      webhooks: { 'deny.hook.test': { response: { allowed: false } } },
    });
    expect([r.allowed, r.calls]).toEqual([true, []]);
    expect(r.trace.some((e) => e.checks?.some((c) => c.check === 'exemption'))).toBe(true);
  });
});

describe('the versioned object of one pass', () => {
  const pod = {
    apiVersion: 'v1',
    kind: 'Pod',
    metadata: { name: 'p', namespace: 'default' },
    spec: { containers: [{ name: 'c', image: 'nginx' }] },
  };
  const setAccount = {
    allowed: true,
    patch: [{ op: 'add', path: '/spec/serviceAccountName', value: 'robot' }],
  };

  it('gives the next webhook of the same version the patched object without the internal round trip', () => {
    const r = run({
      request: { operation: 'CREATE', object: pod },
      objects: mutating(['a.hook.test', {}], ['b.hook.test', {}]),
      webhooks: {
        'a.hook.test': { response: setAccount },
        'b.hook.test': { response: { allowed: true } },
      },
      admissionPlugins: { disable: ['ServiceAccount', 'ResourceQuota', 'LimitRanger'] },
    });
    const before = r.trace.find((e) => e.webhook === 'b.hook.test')?.objectBefore as JsonObject;
    const spec = before['spec'] as JsonObject;
    // Convert_core_PodSpec_To_v1_PodSpec fills the deprecated alias only at the end of the pass.
    expect([spec['serviceAccountName'], spec['serviceAccount']]).toEqual(['robot', undefined]);
    expect(((r.object as JsonObject)['spec'] as JsonObject)['serviceAccount']).toBe('robot');
  });
});

describe('decoding the patched object', () => {
  const pod = {
    apiVersion: 'v1',
    kind: 'Pod',
    metadata: { name: 'p', namespace: 'default' },
    spec: { containers: [{ name: 'c', image: 'nginx' }] },
  };
  const portAsString = {
    allowed: true,
    patch: [{ op: 'add', path: '/spec/containers/0/ports', value: [{ containerPort: '8080' }] }],
  };

  it.each(['Fail', 'Ignore'])(
    'fails the request with 500 when the patch puts a string where an int32 goes (failurePolicy %s)',
    (failurePolicy) => {
      const r = run({
        request: { operation: 'CREATE', object: pod },
        objects: mutating(['port.hook.test', { failurePolicy }], ['later.hook.test', {}]),
        webhooks: { 'port.hook.test': { response: portAsString } },
      });
      expect(r.status).toMatchObject({
        code: 500,
        reason: 'InternalError',
        message:
          'Internal error occurred: json: cannot unmarshal string into Go struct field ContainerPort.spec.containers.ports.containerPort of type int32',
      });
      expect(r.calls).toEqual(['port.hook.test']);
      expect(r.auditAnnotations['mutation.webhook.admission.k8s.io/round_0_index_0']).toBe(
        '{"configuration":"cfg","webhook":"port.hook.test","mutated":false}',
      );
      expect(r.auditAnnotations['patch.webhook.admission.k8s.io/round_0_index_0']).toBeUndefined();
      expect(r.trace.find((e) => e.webhook === 'port.hook.test')?.reason).toContain(
        'spec.containers[0].ports[0].containerPort',
      );
    },
  );

  it('names the map field of a number patched into a ConfigMap', () => {
    const r = run({
      objects: mutating(['num.hook.test', {}]),
      webhooks: {
        'num.hook.test': {
          response: { allowed: true, patch: [{ op: 'add', path: '/data/k', value: 1 }] },
        },
      },
    });
    expect(r.status?.message).toBe(
      'Internal error occurred: json: cannot unmarshal number into Go struct field ConfigMap.data of type string',
    );
  });
});
