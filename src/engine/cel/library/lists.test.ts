import { describe } from 'vitest';
import { err, table, v } from './tableTest.ts';

// Examples from lists.go and https://kubernetes.io/docs/reference/using-api/cel/#kubernetes-list-library
describe('kubernetes list library', () => {
  table(
    [
      ['[1, 2, 3].isSorted()', v(true)],
      ["['a', 'b', 'b', 'c'].isSorted()", v(true)],
      ['[2.0, 1.0].isSorted()', v(false)],
      ['[1].isSorted()', v(true)],
      ['[].isSorted()', v(true)],
      ['[1, 3].sum()', v(4n)],
      ['[1.0, 3.0].sum()', v(4)],
      ["[duration('1m'), duration('1s')].sum() == duration('1m1s')", v(true)],
      ['[].sum()', v(0n)],
      ['[1, 3].min()', v(1n)],
      ['[1, 3].max()', v(3n)],
      ['[].min()', err('min called on empty list')],
      ['[].max()', err('max called on empty list')],
      ['[1].min()', v(1n)],
      ['([0] + params.items).min()', v(0n)],
      ["['b', 'a', 'c'].max()", v('c')],
      ['[1, 2, 2, 3].indexOf(2)', v(1n)],
      ["['a', 'b', 'b', 'c'].lastIndexOf('b')", v(2n)],
      ['[1.0].indexOf(1.1)', v(-1n)],
      ["[].indexOf('string')", v(-1n)],
      ['params.items.min()', err('min called on empty list')],
      ['params.mixed.sum()', err('no such overload')],
    ],
    { params: { items: [], mixed: [1n, 2.5] } },
  );
});
