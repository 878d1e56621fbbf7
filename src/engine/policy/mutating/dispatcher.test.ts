import { describe, expect, it } from 'vitest';
import type { JsonObject, JsonValue } from '../../apimachinery/types.ts';
import { configuration, run, webhookEntry } from '../../testing/scenario.ts';

const v1alpha1 = 'admissionregistration.k8s.io/v1alpha1';

function map(name: string, mutations: JsonValue[], extra: JsonObject = {}): JsonObject {
  return {
    apiVersion: v1alpha1,
    kind: 'MutatingAdmissionPolicy',
    metadata: { name },
    spec: {
      matchConstraints: {
        resourceRules: [
          {
            apiGroups: [''],
            apiVersions: ['v1'],
            operations: ['CREATE', 'UPDATE'],
            resources: ['configmaps'],
          },
        ],
      },
      failurePolicy: 'Fail',
      reinvocationPolicy: 'Never',
      mutations,
      ...extra,
    },
  };
}
const binding = (name: string, policyName: string): JsonObject => ({
  apiVersion: v1alpha1,
  kind: 'MutatingAdmissionPolicyBinding',
  metadata: { name },
  spec: { policyName },
});
const apply = (expression: string): JsonObject => ({
  patchType: 'ApplyConfiguration',
  applyConfiguration: { expression },
});
const jsonPatch = (expression: string): JsonObject => ({
  patchType: 'JSONPatch',
  jsonPatch: { expression },
});
const labels = (r: { object?: JsonValue }): JsonValue | undefined =>
  ((r.object as JsonObject | undefined)?.['metadata'] as JsonObject | undefined)?.['labels'];

describe('dispatchMutatingPolicies', () => {
  it('merges an apply configuration into the labels', () => {
    const r = run({
      objects: [
        map('p', [apply('Object{metadata: Object.metadata{labels: {"team": "x"}}}')]),
        binding('b', 'p'),
      ],
    });
    expect(r.allowed).toBe(true);
    expect(labels(r)).toEqual({ app: 'a', team: 'x' });
  });

  it('applies JSON patches in order, with jsonpatch.escapeKey', () => {
    const r = run({
      objects: [
        map('p', [
          jsonPatch(
            '[JSONPatch{op: "add", path: "/metadata/labels/" + jsonpatch.escapeKey("k8s.io/x~y"), value: "true"}]',
          ),
        ]),
        binding('b', 'p'),
      ],
    });
    // The key arrives intact; field validation then refuses it, as a real server would ("~" is not allowed).
    expect(r.status?.details?.causes?.[0]).toMatchObject({
      field: 'metadata.labels',
      message: expect.stringMatching(
        /^Invalid value: "k8s\.io\/x~y": name part must consist of/,
      ) as unknown,
    });
  });

  it('treats a failing test operation as no change', () => {
    const r = run({
      objects: [
        map('p', [
          jsonPatch(
            '[JSONPatch{op: "test", path: "/data/k", value: "nope"}, JSONPatch{op: "add", path: "/data/z", value: "1"}]',
          ),
        ]),
        binding('b', 'p'),
      ],
    });
    expect(r.allowed).toBe(true);
    expect((r.object as JsonObject)['data']).toEqual({ k: 'v' });
  });

  it('refuses with 403 reason Invalid and the policy error as message and cause', () => {
    const r = run({
      objects: [
        map('p', [jsonPatch('[JSONPatch{op: "replace", path: "/spec/x", value: 1}]')]),
        binding('b', 'p'),
      ],
    });
    expect(r.allowed).toBe(false);
    const message =
      "policy 'p' with binding 'b' denied request: JSON Patch: replace operation does not apply: doc is missing path: /spec/x: missing value";
    expect(r.status?.code).toBe(403);
    expect(r.status?.reason).toBe('Invalid');
    expect(r.status?.message).toBe(message);
    expect(r.status?.details?.causes).toEqual([{ message }]);
  });

  it('drops errors of a failurePolicy Ignore policy', () => {
    const r = run({
      objects: [
        map('p', [jsonPatch('[JSONPatch{op: "remove", path: "/nope"}]')], {
          failurePolicy: 'Ignore',
        }),
        binding('b', 'p'),
      ],
    });
    expect(r.allowed).toBe(true);
    expect(r.trace.find((t) => t.plugin === 'MutatingAdmissionPolicy')?.outcome).toBe(
      'failed-open',
    );
  });

  it('refuses an apply configuration that sets an atomic list', () => {
    const pod = {
      apiVersion: 'v1',
      kind: 'Pod',
      metadata: { name: 'p', namespace: 'default' },
      spec: { containers: [{ name: 'c', image: 'i' }] },
    };
    const policy = map('p', [
      apply(
        'Object{spec: Object.spec{containers: [Object.spec.containers{name: "c", args: ["x"]}]}}',
      ),
    ]);
    (policy['spec'] as JsonObject)['matchConstraints'] = {
      resourceRules: [
        { apiGroups: [''], apiVersions: ['v1'], operations: ['CREATE'], resources: ['pods'] },
      ],
    };
    const r = run({
      request: { operation: 'CREATE', object: pod },
      objects: [policy, binding('b', 'p')],
    });
    expect(r.status?.message).toBe(
      "policy 'p' with binding 'b' denied request: error applying patch: invalid ApplyConfiguration: may not mutate atomic arrays, maps or structs: .spec.containers[0].args",
    );
  });

  it('merges list-map entries of a built-in type by key', () => {
    const pod = {
      apiVersion: 'v1',
      kind: 'Pod',
      metadata: { name: 'p', namespace: 'default' },
      spec: {
        containers: [
          { name: 'a', image: 'i' },
          { name: 'b', image: 'j' },
        ],
      },
    };
    const policy = map('p', [
      apply(
        'Object{spec: Object.spec{containers: [Object.spec.containers{name: "b", image: "k"}, Object.spec.containers{name: "c", image: "l"}]}}',
      ),
    ]);
    (policy['spec'] as JsonObject)['matchConstraints'] = {
      resourceRules: [
        { apiGroups: [''], apiVersions: ['v1'], operations: ['CREATE'], resources: ['pods'] },
      ],
    };
    const r = run({
      request: { operation: 'CREATE', object: pod },
      objects: [policy, binding('b', 'p')],
    });
    const containers = ((r.object as JsonObject)['spec'] as JsonObject)[
      'containers'
    ] as JsonObject[];
    // Only name and image: ServiceAccount and defaulting add their fields to every container.
    expect(containers.map(({ name, image }) => ({ name, image }))).toEqual([
      { name: 'a', image: 'i' },
      { name: 'b', image: 'k' },
      { name: 'c', image: 'l' },
    ]);
  });

  it('reports a field the type does not declare', () => {
    const r = run({ objects: [map('p', [apply('Object{datax: {"a": "b"}}')]), binding('b', 'p')] });
    expect(r.status?.message).toBe(
      "policy 'p' with binding 'b' denied request: error applying patch: failed to convert patch object to typed object: .datax: field not declared in schema",
    );
  });

  it('reports Object literals named off their field path', () => {
    const r = run({
      objects: [
        map('p', [apply('Object{metadata: Object.metadatax{labels: {"a": "b"}}}')]),
        binding('b', 'p'),
      ],
    });
    expect(r.status?.message).toBe(
      'policy \'p\' with binding \'b\' denied request: type mismatch: unexpected type name "Object.metadatax", expected "Object.metadata", which matches field name path from root Object type',
    );
  });

  it('skips an invocation whose matchCondition is false', () => {
    const r = run({
      objects: [
        map('p', [apply('Object{metadata: Object.metadata{labels: {"team": "x"}}}')], {
          matchConditions: [{ name: 'never', expression: 'false' }],
        }),
        binding('b', 'p'),
      ],
    });
    expect(labels(r)).toEqual({ app: 'a' });
  });

  it('evaluates nothing without a binding', () => {
    const r = run({ objects: [map('p', [jsonPatch('[JSONPatch{op: "remove", path: "/nope"}]')])] });
    expect(r.allowed).toBe(true);
    expect(r.trace.some((t) => t.plugin === 'MutatingAdmissionPolicy')).toBe(false);
  });

  it('runs the chain again after any applied mutation, rerunning IfNeeded policies only', () => {
    const objects = [
      map('a-ifneeded', [jsonPatch('[JSONPatch{op: "add", path: "/data/n", value: "1"}]')], {
        reinvocationPolicy: 'IfNeeded',
      }),
      binding('a', 'a-ifneeded'),
      map('b-never', [jsonPatch('[JSONPatch{op: "add", path: "/data/m", value: "1"}]')]),
      binding('b', 'b-never'),
    ];
    const r = run({ objects });
    const steps = r.trace
      .filter((t) => t.plugin === 'MutatingAdmissionPolicy')
      .map((t) => `${t.round ?? ''}:${t.policy ?? ''}:${t.outcome}`);
    expect(steps).toEqual([
      '0:a-ifneeded:patched',
      '0:b-never:patched',
      '1:a-ifneeded:patched',
      '1:b-never:skipped',
    ]);
  });

  it('lets a webhook mutation reinvoke an IfNeeded policy in round 1', () => {
    const objects = [
      map('p', [jsonPatch('[JSONPatch{op: "test", path: "/data/k", value: "other"}]')], {
        reinvocationPolicy: 'IfNeeded',
      }),
      binding('b', 'p'),
      configuration('Mutating', 'hook', [webhookEntry('hook.example.com')]),
    ];
    const webhooks = {
      'hook.example.com': {
        response: { allowed: true, patch: [{ op: 'add', path: '/data/w', value: '1' }] },
      },
    };
    const r = run({ objects, webhooks });
    const rounds = r.trace
      .filter((t) => t.plugin === 'MutatingAdmissionPolicy')
      .map((t) => `${t.round ?? ''}:${t.outcome}`);
    expect(rounds).toEqual(['0:patched', '1:patched']);
  });

  it('fails the request with 404 when the request namespace does not exist', () => {
    const r = run({
      request: {
        operation: 'CREATE',
        object: {
          apiVersion: 'v1',
          kind: 'ConfigMap',
          metadata: { name: 'c', namespace: 'missing' },
        },
      },
      objects: [map('p', [apply('Object{}')]), binding('b', 'p')],
      admissionPlugins: { disable: ['NamespaceLifecycle', 'ResourceQuota', 'LimitRanger'] },
    });
    expect(r.status?.code).toBe(404);
    expect(r.status?.message).toBe('namespaces "missing" not found');
  });

  it('hands a ConfigMap param to CEL as the typed informer lists it: without apiVersion and kind', () => {
    const policy = map(
      'p',
      [
        apply(
          'Object{metadata: Object.metadata{labels: {"kind": has(params.kind) ? params.kind : "none", "team": params.data.team}}}',
        ),
      ],
      { paramKind: { apiVersion: 'v1', kind: 'ConfigMap' } },
    );
    const r = run({
      objects: [
        policy,
        {
          ...binding('b', 'p'),
          spec: {
            policyName: 'p',
            paramRef: { name: 'settings', parameterNotFoundAction: 'Deny' },
          },
        },
        {
          apiVersion: 'v1',
          kind: 'ConfigMap',
          metadata: { name: 'settings', namespace: 'default' },
          data: { team: 'x' },
        },
      ],
    });
    expect(labels(r)).toEqual({ app: 'a', kind: 'none', team: 'x' });
  });

  it('reports a policy configuration error as policy-level, reason Forbidden', () => {
    const policy = map('p', [apply('Object{}')], {
      paramKind: { apiVersion: 'example.com/v1', kind: 'Nope' },
    });
    const r = run({
      objects: [
        policy,
        {
          ...binding('b', 'p'),
          spec: { policyName: 'p', paramRef: { name: 'x', parameterNotFoundAction: 'Deny' } },
        },
      ],
    });
    expect(r.status?.reason).toBe('Forbidden');
    expect(r.status?.message).toBe(
      'policy "p" denied request: failed to configure policy: failed to find resource referenced by paramKind: \'example.com/v1, Kind=Nope\'',
    );
  });
});
