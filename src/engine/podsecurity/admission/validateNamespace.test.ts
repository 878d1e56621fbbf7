// Ports TestValidateNamespace (k8s.io/pod-security-admission admission/admission_test.go, v0.32):
// a fake evaluator forbids a pod with the text of its "error" annotation, as upstream's testEvaluator does.

import { describe, expect, it } from 'vitest';
import { gvk, gvr } from '../../testing/builders.ts';
import { pluginRequest } from '../../plugins/testing.ts';
import type { JsonObject } from '../../apimachinery/types.ts';
import { type LevelVersion, levelVersionString } from '../api/index.ts';
import { aggregateCheckResults } from '../policy/index.ts';
import type { Admission } from './admission.ts';
import { evaluatePodsInNamespace } from './namespacePods.ts';
import { newPodSecurityPlugin } from './plugin.ts';

const enforce = 'pod-security.kubernetes.io/enforce';
const enforceVersion = 'pod-security.kubernetes.io/enforce-version';

function fakeEvaluator(calls: string[]) {
  return (lv: LevelVersion, metadata: JsonObject) => {
    calls.push(levelVersionString(lv));
    const annotations = (metadata['annotations'] ?? {}) as Record<string, string>;
    const error = annotations['error'] ?? '';
    return aggregateCheckResults(
      error === '' ? [] : [{ allowed: false, forbiddenReason: error, forbiddenDetail: '' }],
    );
  };
}

const pod = (
  name: string,
  error: string,
  extra: { runtimeClassName?: string; controller?: string } = {},
): JsonObject => ({
  apiVersion: 'v1',
  kind: 'Pod',
  metadata: {
    name,
    namespace: 'test',
    annotations: { error },
    ...(extra.controller !== undefined && {
      ownerReferences: [
        {
          apiVersion: 'apps/v1',
          kind: 'ReplicaSet',
          name: 'rs',
          uid: extra.controller,
          controller: true,
        },
      ],
    }),
  },
  spec: {
    containers: [{ name: 'c', image: 'nginx' }],
    ...(extra.runtimeClassName !== undefined && { runtimeClassName: extra.runtimeClassName }),
  },
});

const defaultPods = [
  pod('noruntimeclasspod', 'message'),
  pod('runtimeclass1pod', 'message', { runtimeClassName: 'runtimeclass1' }),
  pod('runtimeclass2pod', 'message', { runtimeClassName: 'runtimeclass2' }),
  pod('runtimeclass3pod', 'message, message2'),
];

const namespace = (labels: Record<string, string>): JsonObject => ({
  apiVersion: 'v1',
  kind: 'Namespace',
  metadata: { name: 'test', labels },
});

interface Row {
  name: string;
  newLabels: Record<string, string>;
  oldLabels?: Record<string, string>;
  exemptNamespaces?: string[];
  exemptRuntimeClasses?: string[];
  defaults?: JsonObject;
  expectAllowed: boolean;
  expectError?: string;
  expectEvaluate?: string;
  expectWarnings?: string[];
}

const rows: Row[] = [
  // creation tests, just validate labels
  {
    name: 'create privileged',
    newLabels: { [enforce]: 'privileged', [enforceVersion]: 'v1.0' },
    expectAllowed: true,
  },
  { name: 'create baseline', newLabels: { [enforce]: 'baseline' }, expectAllowed: true },
  { name: 'create restricted', newLabels: { [enforce]: 'restricted' }, expectAllowed: true },
  {
    name: 'create malformed level',
    newLabels: { [enforce]: 'unknown' },
    expectAllowed: false,
    expectError: 'must be one of privileged, baseline, restricted',
  },
  {
    name: 'create malformed version',
    newLabels: { [enforce]: 'privileged', [enforceVersion]: 'unknown' },
    expectAllowed: false,
    expectError: 'must be "latest" or "v1.x"',
  },
  // update tests that don't tighten effective policy, no pod list/evaluate
  {
    name: 'update no-op',
    newLabels: { [enforce]: 'restricted', [enforceVersion]: 'v1.0' },
    oldLabels: { [enforce]: 'restricted', [enforceVersion]: 'v1.0' },
    expectAllowed: true,
  },
  {
    name: 'update no-op malformed level',
    newLabels: { [enforce]: 'unknown' },
    oldLabels: { [enforce]: 'unknown' },
    expectAllowed: true,
  },
  {
    name: 'update no-op malformed version',
    newLabels: { [enforce]: 'baseline', [enforceVersion]: 'unknown' },
    oldLabels: { [enforce]: 'baseline', [enforceVersion]: 'unknown' },
    expectAllowed: true,
  },
  {
    name: 'update relax level identical version',
    newLabels: { [enforce]: 'baseline', [enforceVersion]: 'v1.0' },
    oldLabels: { [enforce]: 'restricted', [enforceVersion]: 'v1.0' },
    expectAllowed: true,
  },
  {
    name: 'update relax level explicit latest',
    newLabels: { [enforce]: 'baseline', [enforceVersion]: 'latest' },
    oldLabels: { [enforce]: 'restricted', [enforceVersion]: 'latest' },
    expectAllowed: true,
  },
  {
    name: 'update relax level implicit latest',
    newLabels: { [enforce]: 'baseline' },
    oldLabels: { [enforce]: 'restricted' },
    expectAllowed: true,
  },
  {
    name: 'update to explicit privileged',
    newLabels: { [enforce]: 'privileged' },
    oldLabels: { [enforce]: 'restricted', [enforceVersion]: 'v1.0' },
    expectAllowed: true,
  },
  {
    name: 'update to implicit privileged',
    newLabels: {},
    oldLabels: { [enforce]: 'restricted', [enforceVersion]: 'v1.0' },
    expectAllowed: true,
  },
  {
    name: 'update exempt to restricted',
    exemptNamespaces: ['test'],
    newLabels: { [enforce]: 'restricted', [enforceVersion]: 'v1.0' },
    oldLabels: {},
    expectAllowed: true,
    // Newer than the upstream table: exempt namespaces warn that their labels are ignored.
    expectWarnings: [
      'namespace "test" is exempt from Pod Security, and the policy (enforce=restricted:v1.0) will be ignored',
    ],
  },
  // update tests that introduce labels errors
  {
    name: 'update malformed level',
    newLabels: { [enforce]: 'unknown' },
    oldLabels: { [enforce]: 'restricted', [enforceVersion]: 'v1.0' },
    expectAllowed: false,
    expectError: 'must be one of privileged, baseline, restricted',
  },
  {
    name: 'update malformed version',
    newLabels: { [enforce]: 'privileged', [enforceVersion]: 'unknown' },
    oldLabels: { [enforce]: 'restricted', [enforceVersion]: 'v1.0' },
    expectAllowed: false,
    expectError: 'must be "latest" or "v1.x"',
  },
  // update tests that tighten effective policy
  {
    name: 'update to implicit restricted',
    newLabels: {},
    oldLabels: { [enforce]: 'baseline', [enforceVersion]: 'v1.0' },
    defaults: { enforce: 'restricted' },
    expectAllowed: true,
    expectEvaluate: 'restricted:latest',
    expectWarnings: [
      'existing pods in namespace "test" violate the new PodSecurity enforce level "restricted:latest"',
      'noruntimeclasspod (and 2 other pods): message',
      'runtimeclass3pod: message, message2',
    ],
  },
  {
    name: 'update with runtimeclass exempt pods',
    exemptRuntimeClasses: ['runtimeclass1'],
    newLabels: { [enforce]: 'restricted' },
    oldLabels: { [enforce]: 'baseline' },
    expectAllowed: true,
    expectEvaluate: 'restricted:latest',
    expectWarnings: [
      'existing pods in namespace "test" violate the new PodSecurity enforce level "restricted:latest"',
      'noruntimeclasspod (and 1 other pod): message',
      'runtimeclass3pod: message, message2',
    ],
  },
];

describe('validateNamespace (TestValidateNamespace)', () => {
  it.each(rows)('$name', (row) => {
    const calls: string[] = [];
    const plugin = newPodSecurityPlugin(() => fakeEvaluator(calls));
    const config: JsonObject = {
      apiVersion: 'pod-security.admission.config.k8s.io/v1',
      kind: 'PodSecurityConfiguration',
      defaults: row.defaults ?? {},
      exemptions: {
        namespaces: row.exemptNamespaces ?? [],
        runtimeClasses: row.exemptRuntimeClasses ?? [],
      },
    };
    const update = row.oldLabels !== undefined;
    const request = pluginRequest({
      attr: {
        operation: update ? 'UPDATE' : 'CREATE',
        kind: gvk('', 'v1', 'Namespace'),
        resource: gvr('', 'v1', 'namespaces'),
        namespace: 'test',
        name: 'test',
        object: namespace(row.newLabels),
        oldObject: update ? namespace(row.oldLabels ?? {}) : undefined,
      },
      objects: defaultPods,
      config,
    });
    const answer = plugin.validate?.(request);
    expect(answer).toBeDefined();
    expect(answer?.status === undefined).toBe(row.expectAllowed);
    if (row.expectError !== undefined) {
      expect(answer?.status?.code).toBe(422);
      expect(answer?.status?.message).toContain(row.expectError);
    }
    expect([...new Set(calls)]).toEqual(
      row.expectEvaluate === undefined ? [] : [row.expectEvaluate],
    );
    expect(answer?.warnings ?? []).toEqual(row.expectWarnings ?? []);
  });

  it('answers 422 with the label error in NewInvalid form on create', () => {
    const plugin = newPodSecurityPlugin(() => fakeEvaluator([]));
    const answer = plugin.validate?.(
      pluginRequest({
        attr: {
          kind: gvk('', 'v1', 'Namespace'),
          resource: gvr('', 'v1', 'namespaces'),
          namespace: 'test',
          name: 'test',
          object: namespace({ [enforce]: 'unknown' }),
        },
      }),
    );
    expect(answer?.status).toEqual({
      kind: 'Status',
      apiVersion: 'v1',
      metadata: {},
      status: 'Failure',
      message:
        'Namespace "test" is invalid: metadata.labels[pod-security.kubernetes.io/enforce]: Invalid value: "unknown": must be one of privileged, baseline, restricted',
      reason: 'Invalid',
      details: {
        name: 'test',
        kind: 'Namespace',
        causes: [
          {
            reason: 'FieldValueInvalid',
            message: 'Invalid value: "unknown": must be one of privileged, baseline, restricted',
            field: 'metadata.labels[pod-security.kubernetes.io/enforce]',
          },
        ],
      },
      code: 422,
    });
  });

  it('states that the time budget of the existing-pod check is not simulated', () => {
    const plugin = newPodSecurityPlugin(() => fakeEvaluator([]));
    const answer = plugin.validate?.(
      pluginRequest({
        attr: {
          operation: 'UPDATE',
          kind: gvk('', 'v1', 'Namespace'),
          resource: gvr('', 'v1', 'namespaces'),
          namespace: 'test',
          name: 'test',
          object: namespace({ [enforce]: 'restricted' }),
          oldObject: namespace({}),
        },
        objects: defaultPods,
      }),
    );
    expect(answer?.assumptions?.[0]).toContain('1s');
  });
});

describe('evaluatePodsInNamespace (pod cap and prioritization)', () => {
  const admission = (pods: JsonObject[], runtimeClasses: string[] = []): Admission => {
    const lv: LevelVersion = { level: 'privileged', version: { latest: true } };
    return {
      configuration: {
        defaults: {
          enforce: 'privileged',
          'enforce-version': 'latest',
          audit: 'privileged',
          'audit-version': 'latest',
          warn: 'privileged',
          'warn-version': 'latest',
        },
        exemptions: { usernames: [], namespaces: [], runtimeClasses },
      },
      defaultPolicy: { enforce: lv, audit: lv, warn: lv },
      evaluate: fakeEvaluator([]),
      namespace: () => undefined,
      listPods: () => pods,
      version: '1.32',
    };
  };
  const restricted: LevelVersion = { level: 'restricted', version: { latest: true } };

  it('bound number of pods', () => {
    const pods = ['pod1', 'pod2', 'pod3', 'pod4', 'pod5'].map((n) => pod(n, 'message'));
    expect(evaluatePodsInNamespace(admission(pods), 'test', restricted, 4)).toEqual([
      'new PodSecurity enforce level only checked against the first 4 of 5 existing pods',
      'existing pods in namespace "test" violate the new PodSecurity enforce level "restricted:latest"',
      'pod1 (and 3 other pods): message',
    ]);
  });

  it('prioritized pods', () => {
    const pods = [
      // exempt pods don't use up the limit of evaluated pods
      ...[1, 2, 3, 4].map((i) =>
        pod(`exemptpod${i}`, 'message1', { runtimeClassName: 'runtimeclass1' }),
      ),
      // replicas from the same controller don't use up the limit of evaluated pods
      ...[1, 2, 3, 4].map((i) =>
        pod(`replicaset1pod${i}`, 'replicaset1error', { controller: '1' }),
      ),
      ...[1, 2, 3, 4].map((i) =>
        pod(`replicaset2pod${i}`, 'replicaset2error', { controller: '2' }),
      ),
      // unique pods are prioritized before additional replicas
      ...[1, 2, 3, 4].map((i) => pod(`uniquepod${i}`, `uniquemessage${i}`)),
    ];
    expect(
      evaluatePodsInNamespace(admission(pods, ['runtimeclass1']), 'test', restricted, 4),
    ).toEqual([
      'new PodSecurity enforce level only checked against the first 4 of 12 existing pods',
      'existing pods in namespace "test" violate the new PodSecurity enforce level "restricted:latest"',
      'replicaset1pod1: replicaset1error',
      'replicaset2pod1: replicaset2error',
      'uniquepod1: uniquemessage1',
      'uniquepod2: uniquemessage2',
    ]);
  });
});
