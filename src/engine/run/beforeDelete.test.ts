import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../apimachinery/types.ts';
import type { AdmissionResult } from './result.ts';
import { configuration, run, webhookEntry } from '../testing/scenario.ts';

const hooks = [
  configuration('Mutating', 'm', [webhookEntry('m.hook.test')]),
  configuration('Validating', 'v', [webhookEntry('v.hook.test')]),
];

const stored = (apiVersion: string, kind: string, name: string, extra: JsonObject = {}) => ({
  apiVersion,
  kind,
  metadata: { name, uid: 'uid-stored', resourceVersion: '989', ...extra },
});

const del = (oldObject: JsonObject, options: JsonObject, objects: JsonObject[] = hooks) =>
  run({ request: { operation: 'DELETE', oldObject, options }, objects });

const pod = stored('v1', 'Pod', 'web', { namespace: 'default' });
const deployment = stored('apps/v1', 'Deployment', 'web', { namespace: 'default' });

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
          openAPIV3Schema: { type: 'object', 'x-kubernetes-preserve-unknown-fields': true },
        },
      },
    ],
  },
};

const statusLine = (r: AdmissionResult) => [r.status?.code, r.status?.reason, r.status?.message];
const reviewOptions = (r: AdmissionResult, hook: string) =>
  (r.trace.find((e) => e.webhook === hook)?.request?.['request'] as JsonObject | undefined)?.[
    'options'
  ];

describe("BeforeDelete's preconditions", () => {
  it('answers 409 on the core kind for a stale uid, before the mutating and validating webhooks', () => {
    const r = del(pod, { preconditions: { uid: 'uid-old' } });
    expect(statusLine(r)).toEqual([
      409,
      'Conflict',
      'Operation cannot be fulfilled on Pod "web": the UID in the precondition (uid-old) does not match the UID in record (uid-stored). The object might have been deleted and then recreated',
    ]);
    expect(r.status?.details).toEqual({ name: 'web', kind: 'Pod' });
    expect(r.calls).toEqual([]);
    const step = r.trace.at(-1);
    expect([step?.phase, step?.plugin, step?.outcome, step?.pointer]).toEqual([
      'storage',
      'storage',
      'denied',
      '/request/options/preconditions/uid',
    ]);
  });

  it('names a grouped kind Kind.group for a stale resourceVersion', () => {
    const r = del(deployment, { preconditions: { resourceVersion: '947' } });
    expect(statusLine(r)).toEqual([
      409,
      'Conflict',
      'Operation cannot be fulfilled on Deployment.apps "web": the ResourceVersion in the precondition (947) does not match the ResourceVersion in record (989). The object might have been modified',
    ]);
    expect(r.status?.details).toEqual({ name: 'web', group: 'apps', kind: 'Deployment' });
  });

  it("names a custom resource by its stored kind and its CRD's group", () => {
    const widget = stored('example.com/v1', 'Widget', 'blue', { namespace: 'default' });
    const r = del(widget, { preconditions: { uid: 'other' } }, [crd]);
    expect(r.status?.message).toBe(
      'Operation cannot be fulfilled on Widget.example.com "blue": the UID in the precondition (other) does not match the UID in record (uid-stored). The object might have been deleted and then recreated',
    );
  });

  it('checks the uid before the resourceVersion', () => {
    const r = del(pod, { preconditions: { uid: 'a', resourceVersion: '1' } });
    expect(r.status?.message).toContain('the UID in the precondition (a)');
  });

  it('compares an empty precondition too: it is a set pointer', () => {
    const r = del(pod, { preconditions: { uid: '' } });
    expect(r.status?.message).toContain('the UID in the precondition () does not match');
  });

  it('calls both webhooks when the preconditions hold', () => {
    const r = del(pod, { preconditions: { uid: 'uid-stored', resourceVersion: '989' } });
    expect(r.allowed).toBe(true);
    expect(r.calls).toEqual(['m.hook.test', 'v.hook.test']);
  });

  it('assumes a stored object without uid matches, and says so', () => {
    const r = del(
      { apiVersion: 'v1', kind: 'Pod', metadata: { name: 'web' } },
      {
        preconditions: { uid: 'u', resourceVersion: '3' },
      },
    );
    expect(r.allowed).toBe(true);
    expect(r.notSimulated.filter((n) => n.assumed === true).map((n) => n.detail)).toEqual([
      'the oldObject has no metadata.uid: assumed the stored object\'s uid is the DeleteOptions precondition\'s "u"',
      'the oldObject has no metadata.resourceVersion: assumed the stored object\'s resourceVersion is the DeleteOptions precondition\'s "3"',
    ]);
  });

  it('hands the webhooks gracePeriodSeconds 1 for a negative one, and 0 as it is', () => {
    const configMap = stored('v1', 'ConfigMap', 'c', { namespace: 'default' });
    const negative = del(configMap, { gracePeriodSeconds: -5 });
    expect(reviewOptions(negative, 'm.hook.test')).toMatchObject({ gracePeriodSeconds: 1 });
    expect(reviewOptions(negative, 'v.hook.test')).toMatchObject({ gracePeriodSeconds: 1 });
    const zero = del(configMap, { gracePeriodSeconds: 0 });
    expect(reviewOptions(zero, 'v.hook.test')).toMatchObject({ gracePeriodSeconds: 0 });
    const none = del(configMap, {});
    expect(reviewOptions(none, 'v.hook.test')).not.toHaveProperty('gracePeriodSeconds');
  });

  it('does not rewrite the grace period of a request it refuses', () => {
    const r = del(pod, { gracePeriodSeconds: -5, preconditions: { uid: 'x' } });
    expect(r.status?.code).toBe(409);
    expect(r.trace.some((e) => e.reason.includes('is negative'))).toBe(false);
  });
});

describe("a Pod's CheckGracefulDelete", () => {
  const scheduled = (extra: JsonObject = {}) => ({
    ...pod,
    spec: { nodeName: 'node-1', containers: [{ name: 'c', image: 'nginx' }] },
    ...extra,
  });
  const grace = (oldObject: JsonObject, options: JsonObject) =>
    (reviewOptions(del(oldObject, options), 'v.hook.test') as JsonObject | undefined)?.[
      'gracePeriodSeconds'
    ];

  it.each<[string, JsonObject, JsonObject, number]>([
    [
      'its defaulted terminationGracePeriodSeconds when the request names none',
      scheduled(),
      {},
      30,
    ],
    ['the requested period', scheduled(), { gracePeriodSeconds: 10 }, 10],
    ['1 for a negative request', scheduled(), { gracePeriodSeconds: -3 }, 1],
    ['0 for a pod not scheduled', pod, { gracePeriodSeconds: 10 }, 0],
    [
      '0 for a pod that has finished',
      scheduled({ status: { phase: 'Succeeded' } }),
      { gracePeriodSeconds: 10 },
      0,
    ],
  ])('hands admission %s', (_name, oldObject, options, want) => {
    expect(grace(oldObject, options)).toBe(want);
  });

  it('says a pod already being deleted is not simulated', () => {
    const terminating = scheduled({
      metadata: { ...pod.metadata, deletionTimestamp: '2024-01-01T00:00:00Z' },
    });
    const r = del(terminating, {});
    expect(r.notSimulated.some((n) => n.detail.includes('already has a deletionTimestamp'))).toBe(
      true,
    );
  });
});

describe('the Namespace and CustomResourceDefinition REST Delete', () => {
  const namespace = stored('v1', 'Namespace', 'team-a');

  it("answers with the namespace storage's words on the resource", () => {
    const r = del(namespace, { preconditions: { uid: 'old' } });
    expect(statusLine(r)).toEqual([
      409,
      'Conflict',
      'Operation cannot be fulfilled on namespaces "team-a": Precondition failed: UID in precondition: old, UID in object meta: uid-stored',
    ]);
    expect(r.status?.details).toEqual({ name: 'team-a', kind: 'namespaces' });
    expect(r.calls).toEqual([]);
  });

  it('writes the stored uid into the preconditions the webhooks see', () => {
    const r = del(namespace, { propagationPolicy: 'Background' });
    expect(reviewOptions(r, 'v.hook.test')).toEqual({
      kind: 'DeleteOptions',
      apiVersion: 'meta.k8s.io/v1',
      propagationPolicy: 'Background',
      preconditions: { uid: 'uid-stored' },
    });
  });

  it('checks a CustomResourceDefinition resourceVersion with its own words', () => {
    const r = del(
      { ...crd, metadata: { ...crd.metadata, uid: 'c-1', resourceVersion: '2' } },
      { preconditions: { resourceVersion: '1' } },
    );
    expect(statusLine(r)).toEqual([
      409,
      'Conflict',
      'Operation cannot be fulfilled on customresourcedefinitions.apiextensions.k8s.io "widgets.example.com": Precondition failed: ResourceVersion in precondition: 1, ResourceVersion in object meta: 2',
    ]);
    expect(r.status?.details).toEqual({
      name: 'widgets.example.com',
      group: 'apiextensions.k8s.io',
      kind: 'customresourcedefinitions',
    });
  });
});
