// Tests for NodeRestriction's Node rules, after plugin/pkg/admission/noderestriction/admission_test.go
// (Test_nodePlugin_Admit node cases: other nodes, configSource, taints, kubelet and forbidden labels).

import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../apimachinery/types.ts';
import { forbiddenLabels, isKubeletLabel, modifiedLabels } from './kubeletLabels.ts';
import { admitAsNode, on } from './testing.ts';

const nodes = on('', 'v1', 'nodes', 'Node');
const node = (
  labels: Record<string, string> = {},
  spec: JsonObject = {},
  name = 'n1',
): JsonObject => ({
  apiVersion: 'v1',
  kind: 'Node',
  metadata: { name, labels },
  spec,
});
const create = (object: JsonObject, name = 'n1') =>
  admitAsNode({ ...nodes, namespace: '', name, object });
const update = (object: JsonObject, oldObject: JsonObject, subresource = '') =>
  admitAsNode({
    ...on('', 'v1', 'nodes', 'Node', subresource),
    operation: 'UPDATE',
    namespace: '',
    name: 'n1',
    object,
    oldObject,
  });
const forbidden = (message: string, name = 'n1') => `nodes "${name}" is forbidden: ${message}`;

describe('NodeRestriction: Node objects', () => {
  it.each([
    [
      'kubelet labels',
      node({
        'kubernetes.io/hostname': 'n1',
        'topology.kubernetes.io/zone': 'z',
        'beta.kubernetes.io/os': 'linux',
      }),
    ],
    [
      'labels in the kubelet and node namespaces',
      node({ 'kubelet.kubernetes.io/x': 'y', 'foo.node.kubernetes.io/x': 'y' }),
    ],
    ['labels outside kubernetes namespaces', node({ 'example.com/team': 'a', plain: 'b' })],
  ])('lets a node register with %s', (_, object) => {
    expect(create(object)?.status).toBeUndefined();
  });

  it.each([
    [
      'another node',
      node({}, {}, 'n2'),
      'n2',
      forbidden('node "n1" is not allowed to modify node "n2"', 'n2'),
    ],
    [
      'a configSource',
      node({}, { configSource: { configMap: { name: 'c' } } }),
      'n1',
      forbidden('node "n1" is not allowed to create pods with a non-nil configSource'),
    ],
    [
      'forbidden labels, sorted',
      node({
        'node-restriction.kubernetes.io/b': 'x',
        'foo.node-restriction.kubernetes.io/a': 'x',
        'k8s.io/other': 'x',
        'example.kubernetes.io/c': 'x',
      }),
      'n1',
      forbidden(
        'node "n1" is not allowed to set the following labels: example.kubernetes.io/c, foo.node-restriction.kubernetes.io/a, k8s.io/other, node-restriction.kubernetes.io/b',
      ),
    ],
  ])('refuses registering %s', (_, object, name, message) => {
    expect(create(object, name)?.status?.message).toBe(message);
  });

  it.each([
    [
      'status with the same labels and taints',
      node({ a: 'b' }, { taints: [] }),
      node({ a: 'b' }),
      'status',
      undefined,
    ],
    [
      'an unchanged configSource',
      node({}, { configSource: { configMap: { name: 'c' } } }),
      node({}, { configSource: { configMap: { name: 'c' } } }),
      '',
      undefined,
    ],
    [
      'dropping the configSource',
      node(),
      node({}, { configSource: { configMap: { name: 'c' } } }),
      '',
      undefined,
    ],
    [
      'a new configSource',
      node({}, { configSource: { configMap: { name: 'd' } } }),
      node({}, { configSource: { configMap: { name: 'c' } } }),
      '',
      forbidden('node "n1" is not allowed to update configSource to a new non-nil configSource'),
    ],
    [
      'its taints',
      node({}, { taints: [] }),
      node({}, { taints: [{ key: 'k', effect: 'NoSchedule' }] }),
      'status',
      forbidden('node "n1" is not allowed to modify taints'),
    ],
    [
      'a node-restriction label',
      node({ 'node-restriction.kubernetes.io/x': 'y' }),
      node(),
      '',
      forbidden('is not allowed to modify labels: node-restriction.kubernetes.io/x'),
    ],
    [
      'removing an unknown kubernetes.io label',
      node(),
      node({ 'kubernetes.io/role': 'x' }),
      '',
      forbidden('is not allowed to modify labels: kubernetes.io/role'),
    ],
  ])('updating %s', (_, object, old, subresource, message) => {
    expect(update(object, old, subresource)?.status?.message).toBe(message);
  });

  it('lets a node delete only itself', () => {
    expect(
      admitAsNode({ ...nodes, operation: 'DELETE', namespace: '', name: 'n2' })?.status?.message,
    ).toBe(forbidden('node "n1" is not allowed to modify node "n2"', 'n2'));
    expect(
      admitAsNode({ ...nodes, operation: 'DELETE', namespace: '', name: 'n1' })?.status,
    ).toBeUndefined();
  });
});

describe('kubelet labels', () => {
  it.each([
    ['kubernetes.io/hostname', true],
    ['node.kubernetes.io/instance-type', true],
    ['beta.kubernetes.io/instance-type', true],
    ['kubernetes.io/os', true],
    ['a.kubelet.kubernetes.io/x', true],
    ['kubernetes.io/role', false],
    ['example.com/x', false],
  ])('%s is a kubelet label: %s', (key, expected) => {
    expect(isKubeletLabel(key)).toBe(expected);
  });

  it('finds labels added, removed or changed', () => {
    expect(
      [...modifiedLabels({ a: '1', b: '2', c: '3' }, { a: '1', b: 'x', d: '4' })].sort(),
    ).toEqual(['b', 'c', 'd']);
  });

  it('forbids node-restriction and unknown kubernetes labels only', () => {
    expect(
      forbiddenLabels(
        new Set([
          'x.k8s.io/a',
          'kubernetes.io/hostname',
          'team',
          'node-restriction.kubernetes.io/z',
        ]),
      ),
    ).toEqual(['node-restriction.kubernetes.io/z', 'x.k8s.io/a']);
  });
});
