import { describe, expect, it } from 'vitest';
import { deterministicEnvironment } from '../admission/environment.ts';
import type { JsonObject, KubernetesVersion } from '../apimachinery/types.ts';
import { parseScenario } from '../scenario/parse.ts';
import { configuration, webhookEntry } from '../testing/scenario.ts';
import type { AdmissionResult } from './result.ts';
import { runScenario } from './runScenario.ts';

// A CREATE carrying system fields, made by the handler `options.kind` names, with a validating and
// a mutating webhook that answer allowed (their requests are in the trace). A ConfigMap by default;
// a PUT may not create one (its store answers 404), so the PUT cases send Endpoints, whose store may.
function runCreate(
  version: KubernetesVersion,
  options: JsonObject,
  kind: 'ConfigMap' | 'Endpoints' = 'ConfigMap',
): AdmissionResult {
  const text = JSON.stringify({
    kubernetesVersion: version,
    request: {
      operation: 'CREATE',
      options,
      object: {
        apiVersion: 'v1',
        kind,
        metadata: {
          name: 'c',
          namespace: 'default',
          uid: 'from-the-request',
          selfLink: '/api/v1/namespaces/default/configmaps/c',
          deletionGracePeriodSeconds: 30,
        },
        ...(kind === 'ConfigMap' ? { data: { k: 'v' } } : {}),
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
  it.each<[string, JsonObject, 'ConfigMap' | 'Endpoints']>([
    ['update', { kind: 'UpdateOptions', fieldManager: 'm', force: true }, 'Endpoints'],
    ['apply', { kind: 'PatchOptions', fieldManager: 'm', force: true }, 'ConfigMap'],
  ])(
    'is admitted as CREATE with CreateOptions, system fields unwiped (%s)',
    (_via, options, kind) => {
      const req = reviewRequest(runCreate('1.36', options, kind), 'mutating');
      expect(req['operation']).toBe('CREATE');
      expect(req['options']).toEqual({
        kind: 'CreateOptions',
        apiVersion: 'meta.k8s.io/v1',
        fieldManager: 'm',
      });
      expect(metaOf(req['object'])['selfLink']).toBe('/api/v1/namespaces/default/configmaps/c');
      expect(metaOf(req['object'])['uid']).toBe('from-the-request');
    },
  );

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

  it("says nothing of a pinned store's create-on-update, nor of an apply's", () => {
    const note = (r: AdmissionResult) =>
      r.notSimulated.some((n) => n.feature === 'create on update');
    expect(note(runCreate('1.37', { kind: 'UpdateOptions' }, 'Endpoints'))).toBe(false);
    expect(note(runCreate('1.37', { kind: 'PatchOptions' }))).toBe(false);
  });

  it('checks the options as the update handler does, naming UpdateOptions', () => {
    const r = runCreate('1.37', { kind: 'UpdateOptions', fieldValidation: 'Loud' });
    expect(r.status?.code).toBe(422);
    expect(r.status?.message).toMatch(
      /^UpdateOptions\.meta\.k8s\.io "" is invalid: fieldValidation/,
    );
  });

  // A PUT of a missing object, answered by the store's AllowCreateOnUpdate (allowCreateOnUpdate.ts).
  const putCreate = (object: JsonObject, version: KubernetesVersion = '1.37'): AdmissionResult => {
    const text = JSON.stringify({
      kubernetesVersion: version,
      request: { operation: 'CREATE', options: { kind: 'UpdateOptions' }, object },
      cluster: { admissionPlugins: { disable: ['ResourceQuota', 'LimitRanger'] } },
    });
    const parsed = parseScenario(text);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
    const r = runScenario(parsed.value.scenario, deterministicEnvironment());
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    return r.value;
  };
  const meta = (name: string, namespaced = true): JsonObject =>
    namespaced ? { name, namespace: 'default' } : { name };
  const createOnUpdateNoted = (r: AdmissionResult): boolean =>
    r.notSimulated.some((n) => n.feature === 'create on update');

  it.each<[string, JsonObject]>([
    [
      'pods "p" not found',
      {
        apiVersion: 'v1',
        kind: 'Pod',
        metadata: meta('p'),
        spec: { containers: [{ name: 'c', image: 'i' }] },
      },
    ],
    [
      'configmaps "c" not found',
      { apiVersion: 'v1', kind: 'ConfigMap', metadata: meta('c'), data: { k: 'v' } },
    ],
    ['secrets "s" not found', { apiVersion: 'v1', kind: 'Secret', metadata: meta('s') }],
    [
      'deployments.apps "d" not found',
      {
        apiVersion: 'apps/v1',
        kind: 'Deployment',
        metadata: meta('d'),
        spec: {
          selector: { matchLabels: { a: 'b' } },
          template: {
            metadata: { labels: { a: 'b' } },
            spec: { containers: [{ name: 'c', image: 'i' }] },
          },
        },
      },
    ],
    [
      'namespaces "n" not found',
      { apiVersion: 'v1', kind: 'Namespace', metadata: meta('n', false) },
    ],
    [
      'poddisruptionbudgets.policy "b" not found',
      { apiVersion: 'policy/v1', kind: 'PodDisruptionBudget', metadata: meta('b'), spec: {} },
    ],
  ])(
    'answers a PUT that would create where the store refuses: %s, before admission',
    (message, object) => {
      const r = putCreate(object);
      expect(r.status?.code).toBe(404);
      expect(r.status?.reason).toBe('NotFound');
      expect(r.status?.message).toBe(message);
      expect(r.trace.some((t) => t.phase === 'mutating' || t.phase === 'validating')).toBe(false);
      expect(createOnUpdateNoted(r)).toBe(false);
    },
  );

  it.each<[string, JsonObject]>([
    ['Endpoints', { apiVersion: 'v1', kind: 'Endpoints', metadata: meta('e') }],
    [
      'Service',
      {
        apiVersion: 'v1',
        kind: 'Service',
        metadata: meta('s'),
        spec: { ports: [{ port: 80 }], selector: { a: 'b' } },
      },
    ],
    [
      'LimitRange',
      { apiVersion: 'v1', kind: 'LimitRange', metadata: meta('l'), spec: { limits: [] } },
    ],
    ['Lease', { apiVersion: 'coordination.k8s.io/v1', kind: 'Lease', metadata: meta('l') }],
    ['Role', { apiVersion: 'rbac.authorization.k8s.io/v1', kind: 'Role', metadata: meta('r') }],
    [
      'ClusterRole',
      {
        apiVersion: 'rbac.authorization.k8s.io/v1',
        kind: 'ClusterRole',
        metadata: meta('r', false),
      },
    ],
    [
      'RoleBinding',
      {
        apiVersion: 'rbac.authorization.k8s.io/v1',
        kind: 'RoleBinding',
        metadata: meta('b'),
        roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind: 'Role', name: 'r' },
      },
    ],
    [
      'ClusterRoleBinding',
      {
        apiVersion: 'rbac.authorization.k8s.io/v1',
        kind: 'ClusterRoleBinding',
        metadata: meta('b', false),
        roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind: 'ClusterRole', name: 'r' },
      },
    ],
  ])('lets a PUT create a %s (its store allows it) and says nothing of it', (_kind, object) => {
    const r = putCreate(object);
    expect(r.status).toBeUndefined();
    expect(r.allowed).toBe(true);
    expect(createOnUpdateNoted(r)).toBe(false);
  });

  it('says where a store was not read: a PodCertificateRequest is assumed to allow it', () => {
    const r = putCreate(
      {
        apiVersion: 'certificates.k8s.io/v1',
        kind: 'PodCertificateRequest',
        metadata: meta('p'),
      },
      '1.37',
    );
    expect(r.status?.code).not.toBe(404);
    expect(createOnUpdateNoted(r)).toBe(true);
  });
});
