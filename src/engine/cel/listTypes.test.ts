import { describe, expect, it } from 'vitest';
import { listTypeAdd, listTypeEquals, listTypeOf, withListType } from './listTypes.ts';

const set = (...xs: unknown[]) => withListType(xs, { type: 'set' });
const mapList = (...xs: Record<string, unknown>[]) =>
  withListType(xs, { type: 'map', keys: ['k'] });

describe('set and map lists (valuesunstructured.go Equal, Add)', () => {
  it.each([
    ['a set ignores order', set('a', 'b'), ['b', 'a'], 32, true],
    ['a set of other elements differs', set('a', 'b'), ['a', 'c'], 32, false],
    ['a set of another size differs', set('a', 'b'), ['a'], 32, false],
    [
      'up to 1.36 a set with a duplicate equals one missing an element',
      set('a', 'b'),
      ['a', 'a'],
      36,
      true,
    ],
    ['from 1.37 every element must be matched (#140293)', set('a', 'b'), ['a', 'a'], 37, false],
    ['a plain list compares in order', ['a', 'b'], ['b', 'a'], 32, false],
    [
      'a map list compares entries by key',
      mapList({ k: 'a', v: 1n }, { k: 'b', v: 2n }),
      [
        { k: 'b', v: 2n },
        { k: 'a', v: 1n },
      ],
      32,
      true,
    ],
    [
      'a map list entry with another value differs',
      mapList({ k: 'a', v: 1n }),
      [{ k: 'a', v: 2n }],
      32,
      false,
    ],
    ['a set inside an object compares as a set', { s: set(1n, 2n) }, { s: [2n, 1n] }, 32, true],
  ])('%s', (_, a, b, minor, want) => {
    expect(listTypeEquals(a, b, minor)).toBe(want);
  });

  it('unions sets keeping the left positions and appending new elements', () => {
    const sum = listTypeAdd(set('a', 'b'), ['c', 'a'], { type: 'set' }, 32);
    expect(sum).toEqual(['a', 'b', 'c']);
    expect(listTypeOf(sum)).toEqual({ type: 'set' });
  });

  it('merges map lists: left positions, right values, new keys appended', () => {
    const left = mapList({ k: 'a', v: 1n }, { k: 'b', v: 2n });
    const sum = listTypeAdd(
      left,
      [
        { k: 'b', v: 3n },
        { k: 'c', v: 4n },
      ],
      { type: 'map', keys: ['k'] },
      32,
    );
    expect(sum).toEqual([
      { k: 'a', v: 1n },
      { k: 'b', v: 3n },
      { k: 'c', v: 4n },
    ]);
    expect(left).toHaveLength(2);
  });
});
