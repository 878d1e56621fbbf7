// Table tests for the ServiceAccount plugin, ported from plugin/pkg/admission/serviceaccount/
// admission_test.go (Kubernetes 1.32) where practical, plus the recorded ex-01 pod.

import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../apimachinery/types.ts';
import { defaultTolerationSecondsPlugin } from '../defaultTolerationSeconds.ts';
import type { AdmissionPlugin } from '../interfaces.ts';
import { priorityPlugin } from '../priority.ts';
import { pluginRequest, pod } from '../testing.ts';
import { serviceAccountPlugin as plugin } from './index.ts';

const admit = (object: JsonObject, objects: JsonObject[] = [], attr = {}) =>
  plugin.admit?.(pluginRequest({ attr: { object, ...attr }, objects }));
const validate = (object: JsonObject, objects: JsonObject[] = [], attr = {}) =>
  plugin.validate?.(pluginRequest({ attr: { object, ...attr }, objects }));

const sa = (
  name: string,
  extra: JsonObject = {},
  annotations?: Record<string, string>,
): JsonObject => ({
  apiVersion: 'v1',
  kind: 'ServiceAccount',
  metadata: { name, namespace: 'default', ...(annotations && { annotations }) },
  ...extra,
});
const enforcing = (extra: JsonObject = {}) =>
  sa('default', extra, { 'kubernetes.io/enforce-mountable-secrets': 'true' });
const spec = (o: JsonObject | undefined): JsonObject => (o?.['spec'] ?? {}) as JsonObject;
const volumeNamePattern = /^kube-api-access-[bcdfghjklmnpqrstvwxz2456789]{5}$/;

// The pod of recorded/ex-01-mutate-deny.json after scheme defaulting, before the plugins.
const defaulted = pod({
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
});

// recorded/ex-01-mutate-deny.json: the spec the first webhook received, the volume name masked.
const recordedSpec =
  '{"volumes":[{"name":"kube-api-access-NAME","projected":{"sources":[{"serviceAccountToken":{"expirationSeconds":3607,"path":"token"}},' +
  '{"configMap":{"name":"kube-root-ca.crt","items":[{"key":"ca.crt","path":"ca.crt"}]}},{"downwardAPI":{"items":[{"path":"namespace",' +
  '"fieldRef":{"apiVersion":"v1","fieldPath":"metadata.namespace"}}]}}],"defaultMode":420}}],"containers":[{"name":"app","image":"nginx:1.27",' +
  '"resources":{},"volumeMounts":[{"name":"kube-api-access-NAME","readOnly":true,"mountPath":"/var/run/secrets/kubernetes.io/serviceaccount"}],' +
  '"terminationMessagePath":"/dev/termination-log","terminationMessagePolicy":"File","imagePullPolicy":"IfNotPresent"}],' +
  '"restartPolicy":"Always","terminationGracePeriodSeconds":30,"dnsPolicy":"ClusterFirst","serviceAccountName":"default",' +
  '"serviceAccount":"default","securityContext":{},"schedulerName":"default-scheduler","tolerations":[{"key":"node.kubernetes.io/not-ready",' +
  '"operator":"Exists","effect":"NoExecute","tolerationSeconds":300},{"key":"node.kubernetes.io/unreachable","operator":"Exists",' +
  '"effect":"NoExecute","tolerationSeconds":300}],"priority":0,"enableServiceLinks":true,"preemptionPolicy":"PreemptLowerPriority"}';

describe('ServiceAccount admit', () => {
  it('with Priority and DefaultTolerationSeconds after it, reproduces the recorded spec byte for byte', () => {
    let object = defaulted;
    for (const p of [
      plugin,
      priorityPlugin,
      defaultTolerationSecondsPlugin,
    ] satisfies AdmissionPlugin[]) {
      object = p.admit?.(pluginRequest({ attr: { object } }))?.object ?? object;
    }
    expect(
      JSON.stringify(object['spec']).replace(
        /kube-api-access-[a-z0-9]{5}/g,
        'kube-api-access-NAME',
      ),
    ).toBe(recordedSpec);
  });

  it('gives a bare pod the default account and the recorded token volume, in the recorded field order', () => {
    const answer = admit(defaulted);
    const s = spec(answer?.object);
    const volumes = s['volumes'] as JsonObject[];
    const name = volumes[0]?.['name'] as string;
    expect(name).toMatch(volumeNamePattern);
    expect(volumes).toEqual([
      {
        name,
        projected: {
          sources: [
            { serviceAccountToken: { expirationSeconds: 3607, path: 'token' } },
            { configMap: { name: 'kube-root-ca.crt', items: [{ key: 'ca.crt', path: 'ca.crt' }] } },
            {
              downwardAPI: {
                items: [
                  {
                    path: 'namespace',
                    fieldRef: { apiVersion: 'v1', fieldPath: 'metadata.namespace' },
                  },
                ],
              },
            },
          ],
          defaultMode: 420,
        },
      },
    ]);
    const container = (s['containers'] as JsonObject[])[0] ?? {};
    expect(JSON.stringify(container['volumeMounts'])).toBe(
      JSON.stringify([
        { name, readOnly: true, mountPath: '/var/run/secrets/kubernetes.io/serviceaccount' },
      ]),
    );
    expect(Object.keys(container)).toEqual([
      'name',
      'image',
      'resources',
      'volumeMounts',
      'terminationMessagePath',
      'terminationMessagePolicy',
      'imagePullPolicy',
    ]);
    expect(Object.keys(s)).toEqual([
      'volumes',
      'containers',
      'restartPolicy',
      'terminationGracePeriodSeconds',
      'dnsPolicy',
      'serviceAccountName',
      'serviceAccount',
      'securityContext',
      'schedulerName',
      'enableServiceLinks',
    ]);
    expect([s['serviceAccountName'], s['serviceAccount']]).toEqual(['default', 'default']);
    expect(answer?.assumptions?.[0]).toContain('default/default exists');
    expect(spec(defaulted)['volumes']).toBeUndefined();
  });

  it('mounts into init containers but not ephemeral containers (TestAutomountsAPIToken)', () => {
    const s = spec(
      admit(
        pod({
          initContainers: [{ name: 'i' }],
          containers: [{ name: 'c' }],
          ephemeralContainers: [{ name: 'e' }],
        }),
      )?.object,
    );
    expect((s['initContainers'] as JsonObject[])[0]?.['volumeMounts']).toHaveLength(1);
    expect((s['containers'] as JsonObject[])[0]?.['volumeMounts']).toHaveLength(1);
    expect((s['ephemeralContainers'] as JsonObject[])[0]?.['volumeMounts']).toBeUndefined();
  });

  it('leaves a container that mounts something at the token path alone and adds no volume (TestRespectsExistingMount)', () => {
    const mine = {
      name: 'my-custom-mount',
      mountPath: '/var/run/secrets/kubernetes.io/serviceaccount',
    };
    const s = spec(admit(pod({ containers: [{ name: 'c', volumeMounts: [mine] }] }))?.object);
    expect((s['containers'] as JsonObject[])[0]?.['volumeMounts']).toEqual([mine]);
    expect(s['volumes']).toBeUndefined();
  });

  it('reuses an existing kube-api-access volume, as on reinvocation after a webhook added a container', () => {
    const volume = { name: 'kube-api-access-2rj7m', projected: { sources: [] } };
    const s = spec(admit(pod({ volumes: [volume], containers: [{ name: 'proxy' }] }))?.object);
    expect(s['volumes']).toEqual([volume]);
    expect((s['containers'] as JsonObject[])[0]?.['volumeMounts']).toEqual([
      {
        name: 'kube-api-access-2rj7m',
        readOnly: true,
        mountPath: '/var/run/secrets/kubernetes.io/serviceaccount',
      },
    ]);
  });

  it.each([
    ['the service account opts out', { automountServiceAccountToken: false }, {}, false],
    ['the pod opts out', {}, { automountServiceAccountToken: false }, false],
    [
      'the pod opts in over the service account',
      { automountServiceAccountToken: false },
      { automountServiceAccountToken: true },
      true,
    ],
  ])(
    'mounts the token only when it should: %s (TestAutomountIsBackwardsCompatible)',
    (_, saExtra, podExtra, mounted) => {
      const s = spec(
        admit(pod({ containers: [{ name: 'c' }], ...podExtra }), [sa('default', saExtra)])?.object,
      );
      expect(s['volumes'] !== undefined).toBe(mounted);
      expect(s['serviceAccountName']).toBe('default');
    },
  );

  it('refuses a pod naming a service account that does not exist (TestDeniesInvalidServiceAccount)', () => {
    const answer = admit(pod({ serviceAccountName: 'builder', containers: [{ name: 'c' }] }));
    expect(answer?.status).toMatchObject({
      code: 403,
      reason: 'Forbidden',
      message:
        'pods "p" is forbidden: error looking up service account default/builder: serviceaccount "builder" not found',
      details: { name: 'p', kind: 'pods' },
    });
  });

  it('uses a listed account named by the deprecated serviceAccount field and makes no assumption', () => {
    const answer = admit(pod({ serviceAccount: 'builder', containers: [{ name: 'c' }] }), [
      sa('builder'),
    ]);
    expect(spec(answer?.object)['serviceAccountName']).toBe('builder');
    expect(answer?.assumptions).toBeUndefined();
  });

  it.each([
    [
      'copies the account pull secrets to a pod without any (TestAddImagePullSecrets)',
      undefined,
      [{ name: 'foo' }, { name: 'bar' }],
    ],
    [
      'keeps the pod pull secrets (TestDoNotAddImagePullSecrets)',
      [{ name: 'mine' }],
      [{ name: 'mine' }],
    ],
  ])('%s', (_, podSecrets, expected) => {
    const account = sa('default', { imagePullSecrets: [{ name: 'foo' }, { name: 'bar' }] });
    const answer = admit(
      pod({ containers: [{ name: 'c' }], ...(podSecrets && { imagePullSecrets: podSecrets }) }),
      [account],
    );
    expect(spec(answer?.object)['imagePullSecrets']).toEqual(expected);
  });

  it.each([
    [
      'allows a mirror pod without service account or secrets (TestIgnoresMirrorPod)',
      {},
      undefined,
    ],
    [
      'a service account (TestRejectsMirrorPodWithServiceAccount)',
      { serviceAccountName: 'default' },
      'a mirror pod may not reference service accounts',
    ],
    [
      'a secret volume (TestRejectsMirrorPodWithSecretVolumes)',
      { volumes: [{ name: 'v', secret: { secretName: 'mysecret' } }] },
      'a mirror pod may not reference secrets',
    ],
    [
      'an env secret in an ephemeral container',
      {
        ephemeralContainers: [
          { name: 'e', env: [{ name: 'X', valueFrom: { secretKeyRef: { name: 's', key: 'k' } } }] },
        ],
      },
      'a mirror pod may not reference secrets',
    ],
    [
      'a token projection (TestRejectsMirrorPodWithServiceAccountTokenVolumeProjections)',
      {
        volumes: [{ name: 'v', projected: { sources: [{ serviceAccountToken: { path: 't' } }] } }],
      },
      'a mirror pod may not use ServiceAccountToken volume projections',
    ],
  ])('mirror pods: %s', (_, extra, message) => {
    const answer = admit(
      pod(
        { containers: [{ name: 'c' }], ...extra },
        { annotations: { 'kubernetes.io/config.mirror': 'x' } },
      ),
    );
    expect(answer?.object).toBeUndefined();
    expect(answer?.status?.message).toBe(
      message === undefined ? undefined : `pods "p" is forbidden: ${message}`,
    );
  });
});

describe('ServiceAccount mountable secrets', () => {
  it.each([
    [
      'a secret volume (TestRejectsUnreferencedSecretVolumes)',
      { volumes: [{ name: 'v', secret: { secretName: 'foo' } }], containers: [{ name: 'c' }] },
      'volume with secret.secretName="foo" is not allowed because service account default does not reference that secret',
    ],
    [
      'an init container env var',
      {
        initContainers: [
          {
            name: 'i',
            env: [{ name: 'E', valueFrom: { secretKeyRef: { name: 'foo', key: 'k' } } }],
          },
        ],
        containers: [{ name: 'c' }],
      },
      'init container i with envVar E referencing secret.secretName="foo" is not allowed because service account default does not reference that secret',
    ],
    [
      'a container envFrom',
      { containers: [{ name: 'c', envFrom: [{ secretRef: { name: 'foo' } }] }] },
      'container c with envFrom referencing secret.secretName="foo" is not allowed because service account default does not reference that secret',
    ],
    [
      'a pull secret (TestRejectsUnreferencedImagePullSecrets)',
      { containers: [{ name: 'c' }], imagePullSecrets: [{ name: 'foo' }] },
      'imagePullSecrets[0].name="foo" is not allowed because service account default does not reference that imagePullSecret',
    ],
  ])('refuses %s the enforcing account does not list', (_, podSpec, message) => {
    const answer = admit(pod(podSpec), [enforcing()]);
    expect(answer?.status).toMatchObject({
      code: 403,
      message: `pods "p" is forbidden: ${message}`,
    });
  });

  it('allows referenced secrets (TestAllowsReferencedSecret) and ignores them for permissive accounts', () => {
    const podSpec = {
      volumes: [{ name: 'v', secret: { secretName: 'foo' } }],
      containers: [{ name: 'c', envFrom: [{ secretRef: { name: 'foo' } }] }],
    };
    expect(
      admit(pod(podSpec), [enforcing({ secrets: [{ name: 'foo' }] })])?.status,
    ).toBeUndefined();
    expect(
      admit(pod(podSpec), [
        sa('default', {}, { 'kubernetes.io/enforce-mountable-secrets': 'nope' }),
      ])?.status,
    ).toBeUndefined();
  });
});

describe('ServiceAccount validate', () => {
  it('refuses a pod whose account a webhook removed', () => {
    expect(validate(pod({ containers: [{ name: 'c' }] }))?.status?.message).toBe(
      'pods "p" is forbidden: no service account specified for pod default/p',
    );
  });

  it('checks nothing on a plain UPDATE', () => {
    expect(validate(pod({ containers: [{ name: 'c' }] }), [], { operation: 'UPDATE' })).toEqual({
      reason: 'pod specs are only checked on CREATE',
    });
  });

  it('answers 500 without a reason for an unlisted secret in a new ephemeral container', () => {
    const object = pod({
      serviceAccountName: 'default',
      ephemeralContainers: [
        {
          name: 'debug',
          env: [{ name: 'T', valueFrom: { secretKeyRef: { name: 'tok', key: 'k' } } }],
        },
      ],
    });
    const status = validate(object, [enforcing()], {
      operation: 'UPDATE',
      subresource: 'ephemeralcontainers',
    })?.status;
    expect(status).toEqual({
      kind: 'Status',
      apiVersion: 'v1',
      metadata: {},
      status: 'Failure',
      message:
        'ephemeral container debug with envVar T referencing secret.secretName="tok" is not allowed because service account default does not reference that secret',
      code: 500,
    });
  });

  it.each([
    ['a DELETE', 'DELETE', false],
    ['a CONNECT', 'CONNECT', false],
    ['a CREATE', 'CREATE', true],
    ['an UPDATE', 'UPDATE', true],
  ] as const)('handles %s: %s', (_, op, handled) => expect(plugin.handles(op)).toBe(handled));

  it.each([
    [
      'a non-pod resource (TestIgnoresNonPodResource)',
      { resource: { group: '', version: 'v1', resource: 'configmaps' } },
    ],
    ['the status subresource', { subresource: 'status' }],
  ])('ignores %s', (_, attr) => {
    expect(admit(pod({}), [], attr)).toBeUndefined();
    expect(validate(pod({}), [], attr)).toBeUndefined();
  });
});
