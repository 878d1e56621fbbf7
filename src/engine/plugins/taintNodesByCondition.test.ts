// Tests for TaintNodesByCondition, after plugin/pkg/admission/nodetaint/admission_test.go (Test_nodeTaints).

import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../apimachinery/types.ts';
import { gvk, gvr } from '../testing/builders.ts';
import { taintNodesByConditionPlugin as plugin } from './taintNodesByCondition.ts';
import { pluginRequest } from './testing.ts';

const notReady = { key: 'node.kubernetes.io/not-ready', effect: 'NoSchedule' };
const node = (spec: JsonObject = {}): JsonObject => ({
  apiVersion: 'v1',
  kind: 'Node',
  metadata: { name: 'n1' },
  spec,
});
const admit = (object: JsonObject, subresource = '') =>
  plugin.admit?.(
    pluginRequest({
      attr: {
        kind: gvk('', 'v1', 'Node'),
        resource: gvr('', 'v1', 'nodes'),
        namespace: '',
        name: 'n1',
        subresource,
        object,
      },
    }),
  );

describe('TaintNodesByCondition', () => {
  it.each([
    ['a node without taints', {}, [notReady]],
    [
      'a node with another taint',
      { taints: [{ key: 'foo', effect: 'NoExecute' }] },
      [{ key: 'foo', effect: 'NoExecute' }, notReady],
    ],
    [
      'a node with the key under another effect',
      { taints: [{ key: notReady.key, effect: 'NoExecute' }] },
      [{ key: notReady.key, effect: 'NoExecute' }, notReady],
    ],
  ])('adds the not-ready taint to %s', (_, spec, taints) => {
    expect(admit(node(spec))?.object).toEqual(node({ ...spec, taints }));
  });

  it('keeps taints before configSource, as the Go encoding orders NodeSpec', () => {
    const spec = admit(node({ podCIDR: '10.0.0.0/24', configSource: null }))?.object?.['spec'];
    expect(Object.keys(spec as JsonObject)).toEqual(['podCIDR', 'taints', 'configSource']);
  });

  it('leaves a node that already has the taint (any value) alone', () => {
    const answer = admit(node({ taints: [{ ...notReady, value: 'x' }] }));
    expect(answer?.object).toBeUndefined();
    expect(answer?.reason).toContain('already has');
  });

  it('does not change its input', () => {
    const input = node();
    admit(input);
    expect(input).toEqual(node());
  });

  it('ignores node subresources and other resources', () => {
    expect(admit(node(), 'status')).toBeUndefined();
    expect(plugin.admit?.(pluginRequest())).toBeUndefined();
    expect(plugin.handles('UPDATE')).toBe(false);
  });
});
