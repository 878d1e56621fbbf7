// Table tests for PodNodeSelector, after plugin/pkg/admission/podnodeselector/admission_test.go
// (TestPodAdmission, TestHandles) and the config format its readConfig accepts.

import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../apimachinery/types.ts';
import { pluginRequest, pod } from '../testing.ts';
import { podNodeSelectorPlugin as plugin, readPodNodeSelectorConfig } from './index.ts';
import { convertSelectorToLabelsMap } from './labels.ts';

const namespace = (annotation?: string): JsonObject => ({
  apiVersion: 'v1',
  kind: 'Namespace',
  metadata: {
    name: 'ns1',
    ...(annotation !== undefined && {
      annotations: { 'scheduler.alpha.kubernetes.io/node-selector': annotation },
    }),
  },
});
const config = (selectors: Record<string, string>): JsonObject => ({
  podNodeSelectorPluginConfig: selectors,
});
const run = (
  phase: 'admit' | 'validate',
  nodeSelector: Record<string, string> | undefined,
  ns: JsonObject,
  cfg?: JsonObject,
) =>
  plugin[phase]?.(
    pluginRequest({
      attr: {
        namespace: 'ns1',
        name: 'testPod',
        object: pod(
          { containers: [], ...(nodeSelector && { nodeSelector }) },
          { name: 'testPod', namespace: 'ns1' },
        ),
      },
      objects: [ns],
      ...(cfg && { config: cfg }),
    }),
  );
const selectorOf = (o: JsonObject | undefined) =>
  (o?.['spec'] as JsonObject | undefined)?.['nodeSelector'];

describe('PodNodeSelector admit', () => {
  it.each([
    [
      'the cluster default applies to a namespace without annotation',
      undefined,
      namespace(),
      config({ clusterDefaultNodeSelector: 'env=development' }),
      { env: 'development' },
    ],
    [
      'the namespace annotation overrides the cluster default',
      {},
      namespace('infra=false'),
      config({ clusterDefaultNodeSelector: 'env=development' }),
      { infra: 'false' },
    ],
    [
      'an empty annotation clears the cluster default',
      { a: 'b' },
      namespace(''),
      config({ clusterDefaultNodeSelector: 'env=development' }),
      undefined,
    ],
    [
      'the pod keeps its own labels, merged and sorted',
      { zone: 'z1', app: 'x' },
      namespace('infra=false'),
      undefined,
      { app: 'x', infra: 'false', zone: 'z1' },
    ],
  ])('%s', (_, nodeSelector, ns, cfg, expected) => {
    const answer = run('admit', nodeSelector, ns, cfg);
    expect(answer?.status).toBeUndefined();
    if (expected === undefined) expect(answer?.object).toBeUndefined();
    else expect(JSON.stringify(selectorOf(answer?.object))).toBe(JSON.stringify(expected));
  });

  it.each([
    [
      'a conflict with the namespace selector',
      { infra: 'true' },
      namespace('infra=false'),
      undefined,
      'pods "testPod" is forbidden: pod node label selector conflicts with its namespace node label selector',
    ],
    [
      'a label outside the namespace whitelist',
      { infra: 'false', other: 'x' },
      namespace('infra=false'),
      config({ ns1: 'infra=false' }),
      'pods "testPod" is forbidden: pod node label selector labels conflict with its namespace whitelist',
    ],
  ])('refuses %s with 403', (_, nodeSelector, ns, cfg, message) => {
    for (const phase of ['admit', 'validate'] as const)
      expect(run(phase, nodeSelector, ns, cfg)?.status).toMatchObject({ code: 403, message });
  });

  it('answers 500 without a reason for a malformed namespace selector', () => {
    expect(run('admit', undefined, namespace('a=b=c'))?.status).toMatchObject({
      code: 500,
      message: 'invalid selector: [a b c]',
    });
    expect(run('admit', undefined, namespace('a b=c'))?.status?.message).toContain(
      '<nil>: Invalid value: "a b": name part must consist of',
    );
  });

  it('handles only CREATE (TestHandles)', () => {
    expect([plugin.handles('CREATE'), plugin.handles('UPDATE'), plugin.handles('DELETE')]).toEqual([
      true,
      false,
      false,
    ]);
  });
});

describe('PodNodeSelector config and selectors', () => {
  it('reads the plugin config key case-insensitively and skips non-strings', () => {
    expect(
      readPodNodeSelectorConfig({
        PodNodeSelectorPluginConfig: { clusterDefaultNodeSelector: 'a=b', n: 3 },
      }),
    ).toEqual(new Map([['clusterDefaultNodeSelector', 'a=b']]));
    expect(readPodNodeSelectorConfig(undefined).size).toBe(0);
  });

  it.each([
    ['', []],
    [
      ' a = b ,c=d',
      [
        ['a', 'b'],
        ['c', 'd'],
      ],
    ],
  ])('parses %j', (selector, entries) => {
    expect(convertSelectorToLabelsMap(selector, '1.32')).toEqual(
      new Map(entries as [string, string][]),
    );
  });

  it('names a bad value by its key', () => {
    expect(convertSelectorToLabelsMap('k=-x', '1.32')).toEqual({
      error: expect.stringMatching(
        /^\[k\]: Invalid value: "-x": a valid label must be/,
      ) as unknown as string,
    });
  });
});
