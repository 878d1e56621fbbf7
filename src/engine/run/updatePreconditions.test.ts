import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../apimachinery/types.ts';
import { deterministicEnvironment } from '../admission/environment.ts';
import { parseScenario } from '../scenario/parse.ts';
import { configuration, run, webhookEntry } from '../testing/scenario.ts';
import { runScenario } from './runScenario.ts';

const uid = '0b8e2f2a-5d7c-4b1e-9a43-2f6c1d9e7a10';

const configMapUpdate = (metadata: JsonObject, oldMetadata: JsonObject = {}) => ({
  operation: 'UPDATE',
  object: {
    apiVersion: 'v1',
    kind: 'ConfigMap',
    metadata: { name: 'c', namespace: 'default', ...metadata },
    data: { k: 'new' },
  },
  oldObject: {
    apiVersion: 'v1',
    kind: 'ConfigMap',
    metadata: { name: 'c', namespace: 'default', resourceVersion: '41', uid, ...oldMetadata },
    data: { k: 'old' },
  },
});

const crd = {
  apiVersion: 'apiextensions.k8s.io/v1',
  kind: 'CustomResourceDefinition',
  metadata: { name: 'widgets.example.com' },
  spec: {
    group: 'example.com',
    names: { kind: 'Widget', listKind: 'WidgetList', plural: 'widgets', singular: 'widget' },
    scope: 'Namespaced',
    versions: [
      {
        name: 'v1',
        served: true,
        storage: true,
        schema: {
          openAPIV3Schema: {
            type: 'object',
            properties: { spec: { type: 'object', properties: { size: { type: 'integer' } } } },
          },
        },
      },
    ],
  },
};

const widgetUpdate = (metadata: JsonObject) => ({
  operation: 'UPDATE',
  object: {
    apiVersion: 'example.com/v1',
    kind: 'Widget',
    metadata: { name: 'blue', namespace: 'default', ...metadata },
    spec: { size: 3 },
  },
  oldObject: {
    apiVersion: 'example.com/v1',
    kind: 'Widget',
    metadata: { name: 'blue', namespace: 'default', resourceVersion: '41', uid, generation: 1 },
    spec: { size: 2 },
  },
});

const mutating = configuration('Mutating', 'm', [
  webhookEntry('m.hook.test', {
    rules: [
      {
        operations: ['UPDATE'],
        apiGroups: ['*'],
        apiVersions: ['*'],
        resources: ['*'],
      },
    ],
  }),
]);
const validating = configuration('Validating', 'v', [
  webhookEntry('v.hook.test', {
    rules: [
      {
        operations: ['UPDATE'],
        apiGroups: ['*'],
        apiVersions: ['*'],
        resources: ['*'],
      },
    ],
  }),
]);

const statusLine = (r: { status?: { code?: number; reason?: string; message?: string } }) => [
  r.status?.code,
  r.status?.reason,
  r.status?.message,
];

describe("Store.Update's resourceVersion check", () => {
  it('lets a ConfigMap update without resourceVersion through with the stored version', () => {
    const r = run({ request: configMapUpdate({}) });
    expect(r.allowed).toBe(true);
    expect(r.object).toMatchObject({ metadata: { resourceVersion: '41' } });
    const storage = r.trace.find((e) => e.phase === 'storage');
    expect(storage?.reason).toContain(
      'no metadata.resourceVersion: an unconditional update (AllowUnconditionalUpdate), with the stored object\'s "41"',
    );
  });

  it('answers 422 for a custom resource without resourceVersion, after the mutating webhook, before the validating one', () => {
    const r = run({ request: widgetUpdate({}), objects: [crd, mutating, validating] });
    expect(r.calls).toEqual(['m.hook.test']);
    expect(statusLine(r)).toEqual([
      422,
      'Invalid',
      'widgets.example.com "blue" is invalid: metadata.resourceVersion: Invalid value: 0x0: must be specified for an update',
    ]);
    expect(r.status?.details).toEqual({
      name: 'blue',
      group: 'example.com',
      kind: 'widgets',
      causes: [
        {
          reason: 'FieldValueInvalid',
          message: 'Invalid value: 0x0: must be specified for an update',
          field: 'metadata.resourceVersion',
        },
      ],
    });
    const denied = r.trace.find((e) => e.outcome === 'denied');
    expect([denied?.phase, denied?.plugin]).toEqual(['storage', 'storage']);
  });

  it('treats "0" as no resourceVersion', () => {
    const r = run({ request: widgetUpdate({ resourceVersion: '0' }), objects: [crd] });
    expect(r.status?.code).toBe(422);
  });

  it('prints the uint64 with json.Marshal from 1.34', () => {
    const parsed = parseScenario(
      JSON.stringify({
        kubernetesVersion: '1.34',
        request: widgetUpdate({}),
        cluster: { objects: [crd] },
      }),
    );
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
    const r = runScenario(parsed.value.scenario, deterministicEnvironment());
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(r.value.status?.message).toBe(
      'widgets.example.com "blue" is invalid: metadata.resourceVersion: Invalid value: 0: must be specified for an update',
    );
  });

  it('answers 409 Conflict for a stale resourceVersion', () => {
    const r = run({ request: configMapUpdate({ resourceVersion: '40' }) });
    expect(statusLine(r)).toEqual([
      409,
      'Conflict',
      'Operation cannot be fulfilled on configmaps "c": the object has been modified; please apply your changes to the latest version and try again',
    ]);
    expect(r.status?.details).toEqual({ name: 'c', kind: 'configmaps' });
  });

  it('lets the current resourceVersion through, also written with leading zeros', () => {
    expect(run({ request: widgetUpdate({ resourceVersion: '41' }), objects: [crd] }).allowed).toBe(
      true,
    );
    expect(run({ request: widgetUpdate({ resourceVersion: '041' }), objects: [crd] }).allowed).toBe(
      true,
    );
  });

  it('checks the resourceVersion a mutating webhook wrote', () => {
    const r = run({
      request: widgetUpdate({ resourceVersion: '41' }),
      objects: [crd, mutating],
      webhooks: {
        'm.hook.test': {
          response: {
            allowed: true,
            patch: [{ op: 'replace', path: '/metadata/resourceVersion', value: '7' }],
          },
        },
      },
    });
    expect(statusLine(r)).toEqual([
      409,
      'Conflict',
      'Operation cannot be fulfilled on widgets.example.com "blue": the object has been modified; please apply your changes to the latest version and try again',
    ]);
    expect(r.status?.details).toEqual({ name: 'blue', group: 'example.com', kind: 'widgets' });
  });

  it('answers 500 with strconv’s words for a resourceVersion that is not a number', () => {
    const r = run({ request: configMapUpdate({ resourceVersion: 'abc' }) });
    expect(statusLine(r)).toEqual([
      500,
      undefined,
      'strconv.ParseUint: parsing "abc": invalid syntax',
    ]);
    const big = run({ request: configMapUpdate({ resourceVersion: '18446744073709551616' }) });
    expect(big.status?.message).toBe(
      'strconv.ParseUint: parsing "18446744073709551616": value out of range',
    );
  });

  it('assumes the request is current when the oldObject has no resourceVersion, and says so', () => {
    const r = run({ request: configMapUpdate({ resourceVersion: '7' }, { resourceVersion: '' }) });
    expect(r.allowed).toBe(true);
    expect(r.notSimulated).toContainEqual({
      feature: 'storage',
      detail:
        'the oldObject has no usable metadata.resourceVersion: assumed the request\'s "7" is the stored object\'s',
      assumed: true,
    });
  });

  it("keeps the stored resourceVersion on a custom resource's /scale without one", () => {
    const scalable = {
      ...crd,
      spec: {
        ...crd.spec,
        versions: [
          {
            ...crd.spec.versions[0],
            subresources: {
              scale: { specReplicasPath: '.spec.size', statusReplicasPath: '.status.size' },
            },
          },
        ],
      },
    };
    const scale = (metadata: JsonObject, replicas: number) => ({
      apiVersion: 'autoscaling/v1',
      kind: 'Scale',
      metadata: { name: 'blue', namespace: 'default', ...metadata },
      spec: { replicas },
    });
    const update = (metadata: JsonObject) =>
      run({
        request: {
          operation: 'UPDATE',
          subResource: 'scale',
          resource: { group: 'example.com', version: 'v1', resource: 'widgets' },
          object: scale(metadata, 3),
          oldObject: scale({ resourceVersion: '41', uid }, 2),
        },
        objects: [scalable],
      });
    expect(update({}).status?.code).not.toBe(422);
    expect(update({ resourceVersion: '40' }).status?.code).toBe(409);
  });

  it('reads a patched object without resourceVersion as carrying the stored one, and says so', () => {
    const r = run({
      request: { ...widgetUpdate({}), options: { kind: 'PatchOptions' } },
      objects: [crd],
    });
    expect(r.allowed).toBe(true);
    expect(r.notSimulated).toContainEqual({
      feature: 'storage',
      detail:
        "a patch whose object has no metadata.resourceVersion: assumed the patched object kept the stored object's",
      assumed: true,
    });
    const stale = run({
      request: { ...widgetUpdate({ resourceVersion: '40' }), options: { kind: 'PatchOptions' } },
      objects: [crd],
    });
    expect(stale.status?.code).toBe(409);
    // No UID precondition on a patch: a changed uid is left to ValidateObjectMetaUpdate.
    const uidChanged = run({
      request: {
        ...widgetUpdate({ uid: 'other', resourceVersion: '41' }),
        options: { kind: 'PatchOptions' },
      },
      objects: [crd],
    });
    expect([uidChanged.status?.code, uidChanged.status?.message]).toEqual([
      422,
      expect.stringContaining('metadata.uid: Invalid value: "other": field is immutable'),
    ]);
  });

  it('says so when it does not know whether the store allows an unconditional update', () => {
    const csiDriver = (metadata: JsonObject) => ({
      apiVersion: 'storage.k8s.io/v1',
      kind: 'CSIDriver',
      metadata: { name: 'ebs.csi.aws.com', ...metadata },
      spec: { attachRequired: true, podInfoOnMount: false },
    });
    const r = run({
      request: {
        operation: 'UPDATE',
        object: csiDriver({}),
        oldObject: csiDriver({ resourceVersion: '3', uid }),
      },
    });
    expect(r.status?.code).not.toBe(422);
    expect(r.notSimulated).toContainEqual({
      feature: 'storage',
      detail:
        'an update without metadata.resourceVersion: whether csidrivers.storage.k8s.io allows an unconditional update (AllowUnconditionalUpdate) is not modelled; let it through',
    });
  });
});

describe('the UID precondition', () => {
  it('answers 409 before the mutating webhooks when the request names another uid', () => {
    const r = run({
      request: configMapUpdate({ uid: '11111111-2222-3333-4444-555555555555' }),
      objects: [mutating],
    });
    expect(r.calls).toEqual([]);
    expect(statusLine(r)).toEqual([
      409,
      'Conflict',
      'Operation cannot be fulfilled on configmaps "c": StorageError: invalid object, Code: 4, Key: /registry/configmaps/default/c, ResourceVersion: 0, AdditionalErrorMsg: Precondition failed: UID in precondition: 11111111-2222-3333-4444-555555555555, UID in object meta: ' +
        uid,
    ]);
  });

  it("uses the store's etcd key: services under services/specs, custom resources under their group", () => {
    const svc = run({
      request: {
        operation: 'UPDATE',
        object: {
          apiVersion: 'v1',
          kind: 'Service',
          metadata: { name: 's', namespace: 'default', uid: 'other' },
          spec: { ports: [{ port: 80 }] },
        },
        oldObject: {
          apiVersion: 'v1',
          kind: 'Service',
          metadata: { name: 's', namespace: 'default', uid, resourceVersion: '1' },
          spec: { ports: [{ port: 80 }] },
        },
      },
    });
    expect(svc.status?.message).toContain('Key: /registry/services/specs/default/s,');
    const widget = run({ request: widgetUpdate({ uid: 'other' }), objects: [crd] });
    expect(widget.status?.message).toContain('Key: /registry/example.com/widgets/default/blue,');
  });

  it('lets a matching uid through', () => {
    expect(run({ request: configMapUpdate({ uid, resourceVersion: '41' }) }).allowed).toBe(true);
  });

  it('assumes a match when the oldObject has no uid, and says so', () => {
    const r = run({ request: configMapUpdate({ uid: 'abc' }, { uid: '' }) });
    expect(r.status?.code).not.toBe(409);
    expect(
      r.notSimulated.some((n) => n.assumed === true && n.detail.includes('no metadata.uid')),
    ).toBe(true);
  });
});
