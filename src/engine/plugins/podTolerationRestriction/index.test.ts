// Table tests for PodTolerationRestriction, ported from plugin/pkg/admission/podtolerationrestriction/
// admission_test.go (TestPodAdmission, TestHandles) and config_test.go (TestConfigParse).

import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../apimachinery/types.ts';
import { pluginRequest, pod } from '../testing.ts';
import { loadPodTolerationRestrictionConfig } from './config.ts';
import { podTolerationRestrictionPlugin as plugin } from './index.ts';
import { unmarshalTolerations } from './namespaceTolerations.ts';

const tv = { key: 'testKey', operator: 'Equal', value: 'testValue', effect: 'NoSchedule' };
const tv1 = { ...tv, value: 'testValue1' };
const memoryPressure = {
  key: 'node.kubernetes.io/memory-pressure',
  operator: 'Exists',
  effect: 'NoSchedule',
};
const bestEffort = { containers: [{ name: 'test' }] };
const burstable = {
  containers: [
    { name: 'test', resources: { limits: { cpu: '1000m' }, requests: { cpu: '500m' } } },
  ],
};

const namespace = (defaults?: JsonObject[], whitelist?: JsonObject[]): JsonObject => {
  const annotations: Record<string, string> = {};
  if (defaults)
    annotations['scheduler.alpha.kubernetes.io/defaultTolerations'] = JSON.stringify(defaults);
  if (whitelist)
    annotations['scheduler.alpha.kubernetes.io/tolerationsWhitelist'] = JSON.stringify(whitelist);
  return { apiVersion: 'v1', kind: 'Namespace', metadata: { name: 'testNamespace', annotations } };
};
const clusterConfig = (defaults: JsonObject[] = [], whitelist: JsonObject[] = []): JsonObject => ({
  apiVersion: 'podtolerationrestriction.admission.k8s.io/v1alpha1',
  kind: 'Configuration',
  default: defaults,
  whitelist,
});
const admit = (spec: JsonObject, ns: JsonObject, config?: JsonObject, attr = {}) =>
  plugin.admit?.(
    pluginRequest({
      attr: {
        namespace: 'testNamespace',
        name: 'testPod',
        object: pod(spec, { name: 'testPod', namespace: 'testNamespace' }),
        ...attr,
      },
      objects: [ns],
      ...(config && { config }),
    }),
  );
const tolerationsOf = (o: JsonObject | undefined) =>
  (o?.['spec'] as JsonObject | undefined)?.['tolerations'];

describe('PodTolerationRestriction admit (TestPodAdmission)', () => {
  it.each([
    [
      'default cluster tolerations with empty pod tolerations',
      bestEffort,
      [],
      namespace(),
      clusterConfig([tv]),
      [tv],
    ],
    [
      'default cluster tolerations with pod tolerations specified',
      bestEffort,
      [tv],
      namespace(),
      clusterConfig([tv]),
      [tv],
    ],
    ['namespace tolerations', bestEffort, [tv], namespace([tv]), undefined, [tv]],
    ['no pod tolerations', bestEffort, [], namespace([tv]), undefined, [tv]],
    [
      'merged pod tolerations satisfy whitelist',
      bestEffort,
      [],
      namespace([tv], [tv]),
      undefined,
      [tv],
    ],
    [
      'added memoryPressure for a Burstable pod',
      burstable,
      [],
      namespace([tv]),
      undefined,
      [tv, memoryPressure],
    ],
    [
      'namespace and pod tolerations with different values are both kept',
      bestEffort,
      [tv1],
      namespace([tv]),
      undefined,
      [tv1, tv],
    ],
  ])('%s', (_, spec, podTolerations, ns, config, expected) => {
    const answer = admit({ ...spec, tolerations: podTolerations }, ns, config);
    expect(answer?.status).toBeUndefined();
    expect(tolerationsOf(answer?.object) ?? podTolerations).toEqual(expected);
  });

  it.each([
    ['the namespace whitelist', namespace([tv], [tv1]), undefined, 'namespace'],
    ['the cluster whitelist', namespace([tv]), clusterConfig([], [tv1]), 'cluster'],
  ])('refuses merged tolerations outside %s with a 500', (_, ns, config, scope) => {
    expect(admit({ ...bestEffort, tolerations: [] }, ns, config)?.status).toEqual({
      kind: 'Status',
      apiVersion: 'v1',
      metadata: {},
      status: 'Failure',
      message: `pod tolerations (possibly merged with namespace default tolerations) conflict with its ${scope} whitelist`,
      code: 500,
    });
  });

  it('adds no namespace defaults on UPDATE but still checks the whitelist', () => {
    expect(
      admit({ ...bestEffort, tolerations: [] }, namespace([tv], [tv1]), undefined, {
        operation: 'UPDATE',
      })?.status,
    ).toBeUndefined();
    expect(
      plugin.validate?.(
        pluginRequest({
          attr: {
            namespace: 'testNamespace',
            operation: 'UPDATE',
            object: pod({ ...bestEffort, tolerations: [tv] }),
          },
          objects: [namespace(undefined, [tv1])],
        }),
      )?.status?.code,
    ).toBe(500);
  });

  it('answers 500 with Go json text for a malformed annotation', () => {
    const ns = {
      apiVersion: 'v1',
      kind: 'Namespace',
      metadata: {
        name: 'testNamespace',
        annotations: { 'scheduler.alpha.kubernetes.io/defaultTolerations': '{"key":' },
      },
    };
    expect(admit(bestEffort, ns)?.status).toMatchObject({
      code: 500,
      message: 'unexpected end of JSON input',
    });
  });

  it('refuses to run with an invalid configuration, as kube-apiserver would not start', () => {
    const status = admit(bestEffort, namespace(), { kind: 'Configuration', default: [] })?.status;
    expect(status).toMatchObject({
      code: 500,
      reason: 'InternalError',
      message: `Internal error occurred: couldn't init admission plugin "PodTolerationRestriction": Object 'apiVersion' is missing in '{"default":[],"kind":"Configuration"}'`,
    });
  });

  it('handles CREATE and UPDATE (TestHandles)', () => {
    expect([
      plugin.handles('CREATE'),
      plugin.handles('UPDATE'),
      plugin.handles('CONNECT'),
      plugin.handles('DELETE'),
    ]).toEqual([true, true, false, false]);
  });
});

describe('PodTolerationRestriction configuration (TestConfigParse)', () => {
  it.each(['v1alpha1', 'v1'])('parses %s', (v) => {
    const loaded = loadPodTolerationRestrictionConfig(
      {
        apiVersion: `podtolerationrestriction.admission.k8s.io/${v}`,
        kind: 'Configuration',
        default: [{ key: 'key1', operator: 'Equal', value: 'value1' }],
        whitelist: [{ key: 'key2', operator: 'Equal', value: 'value2' }],
      },
      '1.32',
    );
    expect(loaded).toEqual({
      default: [{ key: 'key1', operator: 'Equal', value: 'value1', effect: '' }],
      whitelist: [{ key: 'key2', operator: 'Equal', value: 'value2', effect: '' }],
    });
  });

  it.each([
    [
      'an unknown version',
      { apiVersion: 'podtolerationrestriction.admission.k8s.io/v2', kind: 'Configuration' },
      'no kind "Configuration" is registered for version "podtolerationrestriction.admission.k8s.io/v2" in scheme "k8s.io/kubernetes/plugin/pkg/admission/podtolerationrestriction/config.go:32"',
    ],
    [
      'a mistyped list',
      {
        apiVersion: 'podtolerationrestriction.admission.k8s.io/v1',
        kind: 'Configuration',
        default: 'x',
      },
      'json: cannot unmarshal string into Go struct field Configuration.default of type []v1.Toleration',
    ],
    [
      'invalid tolerations',
      {
        apiVersion: 'podtolerationrestriction.admission.k8s.io/v1',
        kind: 'Configuration',
        default: [{ operator: 'Equal', tolerationSeconds: 5 }],
        whitelist: [{ key: 'k', operator: 'In' }],
      },
      'invalid config: [podtolerationrestriction.default[0].operator: Invalid value: "Equal": operator must be Exists when `key` is empty, which means "match all values and all keys" ' +
        'podtolerationrestriction.default[0].effect: Invalid value: "": effect must be \'NoExecute\' when `tolerationSeconds` is set ' +
        'podtolerationrestriction.whitelist[0].operator: Unsupported value: "In": supported values: "Equal", "Exists"]',
    ],
  ])('reports %s', (_, config, message) => {
    expect(loadPodTolerationRestrictionConfig(config, '1.32')).toEqual({
      error: `couldn't init admission plugin "PodTolerationRestriction": ${message}`,
    });
  });
});

describe('PodTolerationRestriction helpers', () => {
  it.each([
    [
      '[{"Key":"k","operator":"Exists"}]',
      [{ key: 'k', operator: 'Exists', value: '', effect: '' }],
    ],
    ['{}', { error: 'json: cannot unmarshal object into Go value of type []v1.Toleration' }],
    [
      '[{"key":1}]',
      { error: 'json: cannot unmarshal number into Go struct field Toleration.key of type string' },
    ],
    [
      '[{"Operator":true}]',
      {
        error:
          'json: cannot unmarshal bool into Go struct field Toleration.operator of type v1.TolerationOperator',
      },
    ],
    [
      '[{"tolerationSeconds":1.5}]',
      {
        error:
          'json: cannot unmarshal number 1.5 into Go struct field Toleration.tolerationSeconds of type int64',
      },
    ],
    ['[x]', { error: "invalid character 'x' looking for beginning of value" }],
  ])('unmarshalTolerations(%s)', (text, expected) =>
    expect(unmarshalTolerations(text)).toEqual(expected),
  );
});
