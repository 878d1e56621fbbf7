import { describe } from 'vitest';
import { table, v } from './tableTest.ts';

// Examples from cel-go ext/sets.go.
describe('cel-go sets extension', () => {
  table(
    [
      ['sets.contains([], [])', v(true)],
      ['sets.contains([], [1])', v(false)],
      ['sets.contains([1, 2, 3, 4], [2, 3])', v(true)],
      ['sets.contains([1, 2, 3], [3, 2, 1])', v(true)],
      ['sets.contains(mixed, [1.0, 2u])', v(true)],
      ['sets.contains([[1], [2, 3]], [[2, 3]])', v(true)],
      ['sets.equivalent([], [])', v(true)],
      ['sets.equivalent([1], [1, 1])', v(true)],
      ['sets.equivalent([1, 2, 3], [3, 2, 1])', v(true)],
      ['sets.equivalent([1, 2], [2, 2, 2])', v(false)],
      ['sets.intersects([1], [])', v(false)],
      ['sets.intersects([1], [1, 2])', v(true)],
      ['sets.intersects(mixed, [3.0])', v(false)],
    ],
    { mixed: [1n, 2.0] },
  );
});
