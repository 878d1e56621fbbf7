// decodeTyped end to end: the objects webhooks received from a real kube-apiserver 1.32
// (conformance/recorded/*.json) rebuilt from the scenario bodies, byte for byte in key order, plus
// the contract: unknown kinds untouched, input never mutated, decoding twice changes nothing.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sharedFolder } from '../../testing/sharedData.ts';
import type { JsonObject } from '../apimachinery/types.ts';
import { decodeTyped } from './index.ts';
import { typed } from './testing.ts';

const recordedDir = sharedFolder('recorded');

const recorded = (
  name: string,
  invocation = 0,
  which: 'object' | 'oldObject' = 'object',
): JsonObject => {
  const rec = JSON.parse(readFileSync(join(recordedDir, `${name}.json`), 'utf8'));
  const object = rec.invocations[invocation].request[which] as JsonObject;
  // managedFields come from the field manager, not from decoding.
  delete (object['metadata'] as JsonObject)['managedFields'];
  return object;
};

const pod = { group: '', version: 'v1', kind: 'Pod' };

describe('recorded webhook objects', () => {
  it('rebuilds ex-01: a bare Pod plus what ServiceAccount, DefaultTolerationSeconds and Priority add', () => {
    const want = recorded('ex-01-mutate-deny');
    const wantSpec = want['spec'] as JsonObject;
    const container = (wantSpec['containers'] as JsonObject[])[0] as JsonObject;
    const input: JsonObject = {
      apiVersion: 'v1',
      kind: 'Pod',
      metadata: { name: 'web', namespace: 'team-a', labels: { app: 'web' } },
      spec: {
        containers: [
          { name: 'app', image: 'nginx:1.27', volumeMounts: container['volumeMounts'] ?? null },
        ],
        // Added by the ServiceAccount plugin (serviceAccount itself comes from the conversion).
        volumes: wantSpec['volumes'] ?? null,
        serviceAccountName: 'default',
        // Added by DefaultTolerationSeconds and Priority.
        tolerations: wantSpec['tolerations'] ?? null,
        priority: 0,
        preemptionPolicy: 'PreemptLowerPriority',
      },
    };
    const got = decodeTyped(input, pod);
    expect(got.object).toEqual(want);
    expect(JSON.stringify(got.object)).toBe(JSON.stringify(want));
    expect(got.unknownFields).toEqual([]);
  });

  it.each([
    [
      '016-rules-pod-wildcards',
      'v1',
      'Pod',
      {
        metadata: { name: 'wildcards-pod', namespace: 'default', labels: { app: 'wild' } },
        spec: { containers: [{ name: 'app', image: 'nginx:1.27' }] },
      },
    ],
    [
      '022-nsselector-namespace-creating-itself',
      'v1',
      'Namespace',
      { metadata: { name: 'self-select', labels: { inject: 'true' } } },
    ],
    [
      '001-order-numeric-names-lexical',
      'v1',
      'ConfigMap',
      {
        metadata: { name: 'order-numeric', namespace: 'default', labels: { app: 'order' } },
        data: { seed: 'x' },
      },
    ],
    [
      '019-rules-scope-clusterrole-nsselector',
      'rbac.authorization.k8s.io/v1',
      'ClusterRole',
      {
        metadata: { name: 'scope-clusterrole', labels: { app: 'scope' } },
        rules: [{ apiGroups: [''], resources: ['configmaps'], verbs: ['get'] }],
      },
    ],
    [
      'ex-09-status-eviction',
      'policy/v1',
      'Eviction',
      { metadata: { name: 'web', namespace: 'default' } },
    ],
  ])('rebuilds %s', (name, apiVersion, kind, body) => {
    const want = recorded(name);
    expect(JSON.stringify(typed(apiVersion, kind, body).object)).toBe(JSON.stringify(want));
  });

  it('rebuilds the Deployment of ex-10 (its resourceVersion comes from storage, not decoding)', () => {
    const want = recorded('ex-10-status-update');
    delete (want['metadata'] as JsonObject)['resourceVersion'];
    const body = {
      metadata: { name: 'd1', namespace: 'default' },
      spec: {
        replicas: 1,
        selector: { matchLabels: { app: 'd1' } },
        template: {
          metadata: { labels: { app: 'd1' } },
          spec: { containers: [{ name: 'c', image: 'nginx' }] },
        },
      },
      status: { replicas: 1, readyReplicas: 1 },
    };
    expect(JSON.stringify(typed('apps/v1', 'Deployment', body).object)).toBe(JSON.stringify(want));
  });

  it('keeps the stored Secret of ex-05 (a DELETE oldObject) as it is', () => {
    const stored = recorded('ex-05-delete-script', 0, 'oldObject');
    expect(
      JSON.stringify(decodeTyped(stored, { group: '', version: 'v1', kind: 'Secret' }).object),
    ).toBe(JSON.stringify(stored));
  });
});

describe('decodeTyped contract', () => {
  it('writes a bare Pod as kube-apiserver 1.32 sent it to webhooks (recorded in 016-rules-pod-wildcards)', () => {
    const got = decodeTyped(
      {
        apiVersion: 'v1',
        kind: 'Pod',
        metadata: { name: 'w', namespace: 'default' },
        spec: { containers: [{ name: 'app', image: 'nginx:1.27' }] },
      },
      pod,
    );
    expect(JSON.stringify(got.object)).toBe(
      JSON.stringify({
        kind: 'Pod',
        apiVersion: 'v1',
        metadata: { name: 'w', namespace: 'default', creationTimestamp: null },
        spec: {
          containers: [
            {
              name: 'app',
              image: 'nginx:1.27',
              resources: {},
              terminationMessagePath: '/dev/termination-log',
              terminationMessagePolicy: 'File',
              imagePullPolicy: 'IfNotPresent',
            },
          ],
          restartPolicy: 'Always',
          terminationGracePeriodSeconds: 30,
          dnsPolicy: 'ClusterFirst',
          securityContext: {},
          schedulerName: 'default-scheduler',
          enableServiceLinks: true,
        },
        status: {},
      }),
    );
  });

  it('returns custom resources unchanged, with apiVersion still first', () => {
    const widget = {
      apiVersion: 'example.com/v1',
      kind: 'Widget',
      metadata: { name: 'w', foo: 1 },
      spec: { size: 3 },
    };
    const got = decodeTyped(widget, { group: 'example.com', version: 'v1', kind: 'Widget' });
    expect(JSON.stringify(got.object)).toBe(JSON.stringify(widget));
    expect(got.unknownFields).toEqual([]);
  });

  it('puts TypeMeta first and decodes ObjectMeta of a built-in kind it does not model', () => {
    const got = decodeTyped(
      {
        metadata: { namespace: 'n', name: 'x', bogus: 1 },
        apiVersion: 'networking.k8s.io/v1',
        kind: 'NetworkPolicy',
        spec: { podSelector: {} },
      },
      { group: 'networking.k8s.io', version: 'v1', kind: 'NetworkPolicy' },
    );
    expect(JSON.stringify(got.object)).toBe(
      JSON.stringify({
        kind: 'NetworkPolicy',
        apiVersion: 'networking.k8s.io/v1',
        metadata: { name: 'x', namespace: 'n', creationTimestamp: null },
        spec: { podSelector: {} },
      }),
    );
    expect(got.unknownFields).toEqual(['metadata.bogus']);
  });

  it('writes the kind and apiVersion of the kind decoded for', () => {
    const got = decodeTyped({ apiVersion: 'v1', kind: 'Pod', spec: { containers: [] } }, pod);
    expect(Object.keys(got.object).slice(0, 2)).toEqual(['kind', 'apiVersion']);
  });

  it('skips defaulting when asked', () => {
    const got = decodeTyped(
      { apiVersion: 'v1', kind: 'Pod', spec: { containers: [{ name: 'a', image: 'x' }] } },
      pod,
      { defaulting: false },
    );
    expect(got.object['spec']).toEqual({
      containers: [{ name: 'a', image: 'x', resources: {} }],
      securityContext: {},
    });
  });

  const corpus: Array<[string, string, JsonObject]> = [
    [
      'v1',
      'Pod',
      {
        metadata: { name: 'p', labels: { b: '1', a: '2' } },
        spec: {
          hostNetwork: true,
          containers: [
            {
              name: 'a',
              image: 'x',
              ports: [{ containerPort: 1 }],
              resources: { limits: { cpu: '0.5' } },
              livenessProbe: { httpGet: { port: 1 } },
            },
          ],
          volumes: [{ name: 'v' }, { name: 'w', secret: { secretName: 's' } }],
          serviceAccount: 'sa',
        },
        status: { podIP: '1.2.3.4' },
      },
    ],
    [
      'v1',
      'Service',
      {
        spec: { type: 'LoadBalancer', ports: [{ port: 80 }], sessionAffinity: 'ClientIP' },
        status: { loadBalancer: { ingress: [{ ip: '1.1.1.1' }] } },
      },
    ],
    ['v1', 'Secret', { stringData: { a: 'b' } }],
    ['apps/v1', 'DaemonSet', { spec: { template: { spec: { containers: [{ name: 'c' }] } } } }],
    ['apps/v1', 'StatefulSet', { spec: { volumeClaimTemplates: [{ spec: {} }] } }],
    [
      'batch/v1',
      'CronJob',
      { spec: { jobTemplate: { spec: { template: { spec: { containers: [] } } } } } },
    ],
  ];

  it.each(corpus)('is idempotent on a %s %s', (apiVersion, kind, body) => {
    const once = typed(apiVersion, kind, body).object;
    const twice = typed(apiVersion, kind, once).object;
    expect(JSON.stringify(twice)).toBe(JSON.stringify(once));
  });

  it.each(corpus)('does not mutate its input (%s %s)', (apiVersion, kind, body) => {
    const input = structuredClone(body);
    typed(apiVersion, kind, input);
    expect(input).toEqual(body);
  });
});

describe('decodeTyped output', () => {
  it('shares no value with its input', () => {
    const input: JsonObject = {
      apiVersion: 'v1',
      kind: 'Pod',
      metadata: { managedFields: [{ manager: 'm', fieldsV1: { 'f:spec': {} } }] },
      spec: { containers: [] },
    };
    const out = decodeTyped(input, { group: '', version: 'v1', kind: 'Pod' }).object;
    const fields = (
      (out['metadata'] as JsonObject)['managedFields'] as JsonObject[]
    )[0] as JsonObject;
    (fields['fieldsV1'] as JsonObject)['f:status'] = {};
    expect(input).toEqual({
      apiVersion: 'v1',
      kind: 'Pod',
      metadata: { managedFields: [{ manager: 'm', fieldsV1: { 'f:spec': {} } }] },
      spec: { containers: [] },
    });
  });
});
