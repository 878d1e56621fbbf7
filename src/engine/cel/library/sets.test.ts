import { describe } from 'vitest';
import { compileErr, table, v } from './tableTest.ts';

// Examples from cel-go ext/sets.go.
describe('cel-go sets extension', () => {
  table(
    [
      ['sets.contains([], [])', v(true)],
      ['sets.contains([], [1])', v(false)],
      ['sets.contains([1, 2, 3, 4], [2, 3])', v(true)],
      ['sets.contains([1, 2, 3], [3, 2, 1])', v(true)],
      ['sets.contains(params.mixed, [dyn(1.0), dyn(2u)])', v(true)],
      // cel.HomogeneousAggregateLiterals refuses the mixed literal itself.
      ['sets.contains(params.mixed, [1.0, 2u])', compileErr("ERROR: <input>:1:35: expected type 'double' but found 'uint'\n | sets.contains(params.mixed, [1.0, 2u])\n | ..................................^")],
      ['sets.contains([[1], [2, 3]], [[2, 3]])', v(true)],
      ['sets.equivalent([], [])', v(true)],
      ['sets.equivalent([1], [1, 1])', v(true)],
      ['sets.equivalent([1, 2, 3], [3, 2, 1])', v(true)],
      ['sets.equivalent([1, 2], [2, 2, 2])', v(false)],
      ['sets.intersects([1], [])', v(false)],
      ['sets.intersects([1], [1, 2])', v(true)],
      ['sets.intersects(params.mixed, [3.0])', v(false)],
    ],
    { params: { mixed: [1n, 2.0] } },
  );
});
