// Tests for PodTopologyLabels, after plugin/pkg/admission/podtopologylabels/admission_test.go.

import { describe, expect, it } from 'vitest';
import { gvk } from '../testing/builders.ts';
import { podTopologyLabelsPlugin as plugin } from './podTopologyLabels.ts';
import { pluginRequest, pod } from './testing.ts';

const node = {
  apiVersion: 'v1',
  kind: 'Node',
  metadata: {
    name: 'n1',
    labels: {
      'topology.kubernetes.io/zone': 'z1',
      'topology.kubernetes.io/region': 'r1',
      'kubernetes.io/hostname': 'n1',
    },
  },
};
const scheduled = pod(
  { nodeName: 'n1' },
  { labels: { app: 'web', 'topology.kubernetes.io/zone': 'old' } },
);
const binding = (kind: string) => ({
  apiVersion: 'v1',
  kind: 'Binding',
  metadata: { name: 'p', namespace: 'default' },
  target: { kind, name: 'n1' },
});

describe('PodTopologyLabels', () => {
  it('handles CREATE only', () => {
    expect(plugin.handles('CREATE')).toBe(true);
    expect(plugin.handles('UPDATE')).toBe(false);
  });

  it('1.35 copies the zone and region onto a pod created with nodeName, overwriting', () => {
    const answer = plugin.admit?.(
      pluginRequest({ attr: { object: scheduled }, objects: [node], version: '1.35' }),
    );
    expect(answer?.object?.['metadata']).toEqual({
      name: 'p',
      namespace: 'default',
      labels: {
        app: 'web',
        'topology.kubernetes.io/zone': 'z1',
        'topology.kubernetes.io/region': 'r1',
      },
    });
  });

  it('copies them onto a Binding that targets a Node, and not one that targets something else', () => {
    const request = (kind: string) =>
      pluginRequest({
        attr: { subresource: 'binding', kind: gvk('', 'v1', 'Binding'), object: binding(kind) },
        objects: [node],
        version: '1.37',
      });
    const labels = plugin.admit?.(request('Node'))?.object?.['metadata'];
    expect(labels).toMatchObject({ labels: { 'topology.kubernetes.io/region': 'r1' } });
    expect(plugin.admit?.(request('Other'))?.object).toBeUndefined();
  });

  it('does nothing in 1.34, where the gate is off, unless the scenario turns it on', () => {
    const attr = { object: scheduled };
    expect(plugin.admit?.(pluginRequest({ attr, objects: [node], version: '1.34' }))).toEqual({
      reason: 'the PodTopologyLabelsAdmission feature gate is off',
    });
    const on = pluginRequest({
      attr,
      objects: [node],
      version: '1.34',
      featureGates: { PodTopologyLabelsAdmission: true },
    });
    expect(plugin.admit?.(on)?.object).toBeDefined();
  });

  it('ignores a node that is not in the cluster and an unscheduled pod', () => {
    expect(
      plugin.admit?.(pluginRequest({ attr: { object: scheduled }, version: '1.35' }))?.object,
    ).toBeUndefined();
    expect(
      plugin.admit?.(pluginRequest({ attr: { object: pod({}) }, objects: [node], version: '1.35' }))
        ?.object,
    ).toBeUndefined();
  });
});
