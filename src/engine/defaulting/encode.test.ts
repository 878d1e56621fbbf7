// encoding/json's rules as they show on built-in objects: declaration order, omitempty dropping
// empty scalars, slices and maps but never structs, null for nil fields without omitempty, and
// sorted map keys.

import { describe, expect, it } from 'vitest';
import { encodeStruct } from './encode.ts';

describe('encodeStruct', () => {
  it('writes fields in Go order whatever the input order', () => {
    expect(
      Object.keys(encodeStruct({ image: 'x', name: 'a', imagePullPolicy: 'Always' }, 'Container')),
    ).toEqual(['name', 'image', 'resources', 'imagePullPolicy']);
  });

  it.each([
    ['an empty string', { name: 'a', image: '' }, { name: 'a', resources: {} }],
    ['an empty slice', { name: 'a', args: [] }, { name: 'a', resources: {} }],
    ['false', { name: 'a', stdin: false }, { name: 'a', resources: {} }],
  ])('omits %s under omitempty', (_, input, expected) => {
    expect(encodeStruct(input, 'Container')).toEqual(expected);
  });

  it('writes fields without omitempty even when empty', () => {
    expect(encodeStruct({}, 'Container')).toEqual({ name: '', resources: {} });
    expect(encodeStruct({}, 'PodSpec')).toEqual({ containers: null });
    expect(encodeStruct({}, 'ProjectedVolumeSource')).toEqual({ sources: null });
    expect(encodeStruct({}, 'ResourceFieldSelector')).toEqual({ resource: '', divisor: '0' });
  });

  it('writes a zero metav1.Time as null', () => {
    expect(encodeStruct({ name: 'x' }, 'ObjectMeta')).toEqual({
      name: 'x',
      creationTimestamp: null,
    });
  });

  it('sorts map keys by their bytes', () => {
    const labels = encodeStruct({ labels: { b: '1', a: '2', é: '3', Z: '4' } }, 'ObjectMeta')[
      'labels'
    ];
    expect(Object.keys(labels as object)).toEqual(['Z', 'a', 'b', 'é']);
  });

  it('passes an unmodelled struct through', () => {
    expect(encodeStruct({ b: 1, a: 2 }, 'NoSuchType')).toEqual({ b: 1, a: 2 });
  });
});
