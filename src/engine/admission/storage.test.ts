import { describe, expect, it } from 'vitest';
import { configuration, run, webhookEntry } from '../testing/scenario.ts';

const configMap = (metadata: Record<string, string>) => ({ operation: 'CREATE', object: { apiVersion: 'v1', kind: 'ConfigMap', metadata } });

describe('the storage steps between the admission phases', () => {
  it('refuses an object whose patch moved it to another namespace', () => {
    const r = run({
      request: configMap({ name: 'c', namespace: 'default' }),
      objects: [configuration('Mutating', 'm', [webhookEntry('move.hook.test')])],
      webhooks: { 'move.hook.test': { response: { allowed: true, patch: [{ op: 'replace', path: '/metadata/namespace', value: 'other' }] } } },
    });
    expect([r.status?.code, r.status?.message]).toEqual([400, 'the namespace of the provided object does not match the namespace sent on the request']);
  });

  it('fills in the request namespace when the object has none, before webhooks see it', () => {
    const r = run({ request: { ...configMap({ name: 'c' }), namespace: 'kube-public' } });
    expect(r.object).toMatchObject({ metadata: { name: 'c', namespace: 'kube-public' } });
  });

  it('generates a name from generateName after mutation, so only validating webhooks see it', () => {
    const r = run({
      request: configMap({ generateName: 'gen-', namespace: 'default' }),
      objects: [configuration('Mutating', 'm', [webhookEntry('m.hook.test')]), configuration('Validating', 'v', [webhookEntry('v.hook.test')])],
    });
    const [mutatingCall, validatingCall] = r.trace.filter((e) => e.request !== undefined).map((e) => (e.request?.['request'] as { name?: string } | undefined)?.name);
    expect(mutatingCall).toBeUndefined();
    expect(validatingCall).toMatch(/^gen-[bcdfghjklmnpqrstvwxz2456789]{5}$/);
  });

  it('answers 422 for an object with neither name nor generateName, after the mutating webhooks ran', () => {
    const r = run({ request: configMap({ namespace: 'default' }), objects: [configuration('Mutating', 'm', [webhookEntry('m.hook.test')])] });
    expect(r.calls).toEqual(['m.hook.test']);
    expect([r.status?.code, r.status?.message]).toEqual([422, 'ConfigMap "" is invalid: metadata.name: Required value: name or generateName is required']);
  });

  it('refuses to create in a namespace that does not exist (NamespaceLifecycle)', () => {
    const r = run({ request: configMap({ name: 'c', namespace: 'nowhere' }) });
    expect([r.status?.code, r.status?.message]).toEqual([404, 'namespaces "nowhere" not found']);
  });
});

describe('cluster set-up', () => {
  it('refuses an admission plugin name kube-apiserver does not know, at its place', () => {
    expect(() => run({ admissionPlugins: { enable: ['NamespaceLifecycle', 'NoSuchPlugin'] } })).toThrow(/"pointer":"\/cluster\/admissionPlugins\/enable\/1"/);
  });
});
