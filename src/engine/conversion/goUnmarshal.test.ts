// What json.Unmarshal accepts into a Go struct, as the annotation readers need it.

import { describe, expect, it } from 'vitest';
import type { JsonValue } from '../apimachinery/types.ts';
import { fitsGo, type GoShape, labelSelectorShape } from './goUnmarshal.ts';

const shape: GoShape = {
  name: 's',
  count: 'i',
  size: 'q',
  labels: 'map',
  items: [{ key: 's' }],
  selector: labelSelectorShape,
};

describe('fitsGo', () => {
  it.each<[string, JsonValue, boolean]>([
    ['an empty object', {}, true],
    ['null', null, true],
    ['unknown keys, which are ignored', { other: [1, 2] }, true],
    ['a key in another case', { NAME: 'x', Count: 3 }, true],
    ['a quantity as a number', { size: 5 }, true],
    ['a quantity that does not parse', { size: '5 apples' }, false],
    ['a number for a string', { name: 1 }, false],
    ['a fraction for an integer', { count: 1.5 }, false],
    ['an integer beyond int32', { count: 2 ** 31 }, false],
    ['a map of strings', { labels: { a: 'b', c: null } }, true],
    ['a map with a number', { labels: { a: 1 } }, false],
    ['a slice element of the wrong type', { items: [{ key: 'a' }, { key: false }] }, false],
    [
      'a label selector',
      { selector: { matchExpressions: [{ key: 'k', operator: 'In', values: ['v'] }] } },
      true,
    ],
    ['an array for a struct', [], false],
  ])('%s: %s', (_name, value, fits) => {
    expect(fitsGo(value, shape)).toBe(fits);
  });
});
