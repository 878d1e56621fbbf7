// Tests for objectFields: zero-value reads and field insertion in Go encoding order.

import { describe, expect, it } from 'vitest';
import {
  featureEnabled,
  fieldOrder,
  hasKey,
  listAt,
  stringAt,
  stringMapAt,
  withField,
} from './objectFields.ts';

describe('objectFields', () => {
  const obj = {
    metadata: { name: 'a', labels: { x: 'y', n: 1 }, annotations: { k: '' } },
    spec: { list: [1] },
  };

  it('reads zero values for missing or mistyped fields', () => {
    expect(stringAt(obj, 'metadata', 'name')).toBe('a');
    expect(stringAt(obj, 'metadata', 'missing', 'deeper')).toBe('');
    expect(listAt(obj, 'spec', 'list')).toEqual([1]);
    expect(listAt(obj, 'spec', 'other')).toEqual([]);
    expect(stringMapAt(obj, 'metadata', 'labels')).toEqual({ x: 'y' });
  });

  it('tells a present empty annotation from a missing one', () => {
    expect(hasKey(obj, 'k', 'metadata', 'annotations')).toBe(true);
    expect(hasKey(obj, 'z', 'metadata', 'annotations')).toBe(false);
  });

  it.each([
    [
      'before the first later field',
      { name: 'a', managedFields: [] },
      ['name', 'finalizers', 'managedFields'],
    ],
    [
      'at the end when nothing comes later',
      { name: 'a', labels: {} },
      ['name', 'labels', 'finalizers'],
    ],
    ['in place when present', { finalizers: [], name: 'a' }, ['finalizers', 'name']],
  ])('inserts a field %s', (_, meta, keys) => {
    expect(Object.keys(withField(meta, 'finalizers', ['f'], fieldOrder.objectMeta))).toEqual(keys);
  });

  it('takes the Go field orders from the defaulting struct models', () => {
    expect(fieldOrder.pod).toEqual(['kind', 'apiVersion', 'metadata', 'spec', 'status']);
    expect(fieldOrder.podSpec.slice(0, 3)).toEqual(['volumes', 'initContainers', 'containers']);
    // One order serves containers, init containers and ephemeral containers.
    expect(fieldOrder.container.at(-1)).toBe('targetContainerName');
    expect(fieldOrder.resourceRequirements).toEqual(['limits', 'requests', 'claims']);
  });

  it('removes a field set to undefined, in place', () => {
    expect(withField({ a: 1, b: 2 }, 'a', undefined, ['a', 'b'])).toEqual({ b: 2 });
    expect(withField(undefined, 'a', undefined, ['a'])).toEqual({});
  });

  it('reads a feature gate, falling back to its default', () => {
    expect(featureEnabled({ A: false }, 'A', true)).toBe(false);
    expect(featureEnabled({}, 'A', true)).toBe(true);
  });
});
