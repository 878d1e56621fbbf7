import { describe, expect, it } from 'vitest';
import { deterministicEnvironment } from '../admission/environment.ts';
import type { JsonObject, KubernetesVersion } from '../apimachinery/types.ts';
import { parseScenario } from '../scenario/parse.ts';
import { configuration, webhookEntry } from '../testing/scenario.ts';
import type { AdmissionResult } from './result.ts';
import { runScenario } from './runScenario.ts';

// A ConfigMap CREATE carrying system fields, made by the handler `options.kind` names, with a
// validating and a mutating webhook that answer allowed (their requests are in the trace).
function runCreate(version: KubernetesVersion, options: JsonObject): AdmissionResult {
  const text = JSON.stringify({
    kubernetesVersion: version,
    request: {
      operation: 'CREATE',
      options,
      object: {
        apiVersion: 'v1',
        kind: 'ConfigMap',
        metadata: {
          name: 'c',
          namespace: 'default',
          uid: 'from-the-request',
          selfLink: '/api/v1/namespaces/default/configmaps/c',
          deletionGracePeriodSeconds: 30,
        },
        data: { k: 'v' },
      },
    },
    cluster: {
      objects: [
        configuration('Mutating', 'm', [webhookEntry('m.example.com')]),
        configuration('Validating', 'v', [webhookEntry('v.example.com')]),
      ],
      admissionPlugins: { disable: ['ResourceQuota', 'LimitRanger'] },
    },
    webhooks: {
      'm.example.com': { response: { allowed: true } },
      'v.example.com': { response: { allowed: true } },
    },
  });
  const parsed = parseScenario(text);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
  const r = runScenario(parsed.value.scenario, deterministicEnvironment());
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

const reviewRequest = (r: AdmissionResult, phase: 'mutating' | 'validating'): JsonObject => {
  const entry = r.trace.find((t) => t.phase === phase && t.request !== undefined);
  return ((entry?.request ?? {})['request'] ?? {}) as JsonObject;
};
const metaOf = (o: unknown): JsonObject => ((o as JsonObject)['metadata'] ?? {}) as JsonObject;

describe('a CREATE made by the update or patch handler (create on update, create via apply)', () => {
  it.each([
    ['update', { kind: 'UpdateOptions', fieldManager: 'm', force: true }],
    ['apply', { kind: 'PatchOptions', fieldManager: 'm', force: true }],
  ])('is admitted as CREATE with CreateOptions, system fields unwiped (%s)', (_via, options) => {
    const req = reviewRequest(runCreate('1.36', options), 'mutating');
    expect(req['operation']).toBe('CREATE');
    expect(req['options']).toEqual({
      kind: 'CreateOptions',
      apiVersion: 'meta.k8s.io/v1',
      fieldManager: 'm',
    });
    expect(metaOf(req['object'])['selfLink']).toBe('/api/v1/namespaces/default/configmaps/c');
    expect(metaOf(req['object'])['uid']).toBe('from-the-request');
  });

  it('wipes nothing on a plain CREATE only because the create handler already did', () => {
    const req = reviewRequest(runCreate('1.36', {}), 'mutating');
    expect(metaOf(req['object'])['selfLink']).toBeUndefined();
  });

  it.each<[KubernetesVersion, unknown, unknown]>([
    ['1.36', '/api/v1/namespaces/default/configmaps/c', 30],
    ['1.37', undefined, undefined],
  ])(
    'on %s keeps selfLink %s and deletionGracePeriodSeconds %s into validation and storage',
    (version, selfLink, grace) => {
      const r = runCreate(version, { kind: 'PatchOptions' });
      for (const o of [reviewRequest(r, 'validating')['object'], r.object]) {
        expect(metaOf(o)['selfLink']).toBe(selfLink);
        expect(metaOf(o)['deletionGracePeriodSeconds']).toBe(grace);
        expect(metaOf(o)['uid']).not.toBe('from-the-request');
      }
    },
  );

  it("says a PUT's create-on-update is assumed allowed, and an apply's is not questioned", () => {
    const note = (r: AdmissionResult) =>
      r.notSimulated.some((n) => n.feature === 'create on update');
    expect(note(runCreate('1.37', { kind: 'UpdateOptions' }))).toBe(true);
    expect(note(runCreate('1.37', { kind: 'PatchOptions' }))).toBe(false);
  });

  it('checks the options as the update handler does, naming UpdateOptions', () => {
    const r = runCreate('1.37', { kind: 'UpdateOptions', fieldValidation: 'Loud' });
    expect(r.status?.code).toBe(422);
    expect(r.status?.message).toMatch(
      /^UpdateOptions\.meta\.k8s\.io "" is invalid: fieldValidation/,
    );
  });

  it.each<[string, JsonObject, number | undefined]>([
    [
      'a Pod: the store does not allow it, 404',
      {
        apiVersion: 'v1',
        kind: 'Pod',
        metadata: { name: 'p', namespace: 'default' },
        spec: { containers: [{ name: 'c', image: 'i' }] },
      },
      404,
    ],
    [
      'a Lease: the store allows it',
      {
        apiVersion: 'coordination.k8s.io/v1',
        kind: 'Lease',
        metadata: { name: 'l', namespace: 'default' },
      },
      undefined,
    ],
  ])('answers a PUT that would create %s', (_name, object, code) => {
    const text = JSON.stringify({
      kubernetesVersion: '1.37',
      request: { operation: 'CREATE', options: { kind: 'UpdateOptions' }, object },
      cluster: { admissionPlugins: { disable: ['ResourceQuota', 'LimitRanger'] } },
    });
    const parsed = parseScenario(text);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
    const r = runScenario(parsed.value.scenario, deterministicEnvironment());
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(r.value.status?.code).toBe(code);
    if (code === 404) expect(r.value.status?.message).toBe('pods "p" not found');
    expect(r.value.notSimulated.some((n) => n.feature === 'create on update')).toBe(false);
  });
});
