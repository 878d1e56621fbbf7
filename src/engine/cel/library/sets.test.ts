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
      [
        'sets.contains(params.mixed, [1.0, 2u])',
        compileErr(
          "ERROR: <input>:1:35: expected type 'double' but found 'uint'\n | sets.contains(params.mixed, [1.0, 2u])\n | ..................................^",
        ),
      ],
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

// cel-go v0.22 ext/sets_test.go TestSets: the rows whose list literals are homogeneous (true in
// Kubernetes too); the mixed ones (`[1.0, 1]`) are refused there by cel.HomogeneousAggregateLiterals.
describe('cel-go sets extension, upstream TestSets', () => {
  table([
    ['sets.contains([], [])', v(true)],
    ['sets.contains([1], [])', v(true)],
    ['sets.contains([1], [1])', v(true)],
    ['sets.contains([1], [1, 1])', v(true)],
    ['sets.contains([1, 1], [1])', v(true)],
    ['sets.contains([2, 1], [1])', v(true)],
    ['sets.contains([1, 2, 3, 4], [2, 3])', v(true)],
    ['!sets.contains([1], [2])', v(true)],
    ['!sets.contains([1], [1, 2])', v(true)],
    ['sets.equivalent([], [])', v(true)],
    ['sets.equivalent([1], [1])', v(true)],
    ['sets.equivalent([1], [1, 1])', v(true)],
    ['sets.equivalent([1, 1], [1])', v(true)],
    ['!sets.equivalent([2, 1], [1])', v(true)],
    ['!sets.equivalent([1], [1, 2])', v(true)],
    ['sets.intersects([1], [1])', v(true)],
    ['sets.intersects([1], [1, 1])', v(true)],
    ['sets.intersects([1, 1], [1])', v(true)],
    ['sets.intersects([2, 1], [1])', v(true)],
    ['sets.intersects([1], [1, 2])', v(true)],
    ['!sets.intersects([], [])', v(true)],
    ['!sets.intersects([1], [])', v(true)],
    ['!sets.intersects([1], [2])', v(true)],
    [
      'sets.contains([1], [1.0, 1])',
      compileErr(
        "ERROR: <input>:1:26: expected type 'double' but found 'int'\n | sets.contains([1], [1.0, 1])\n | .........................^",
      ),
    ],
    ['sets.contains([dyn(1)], [dyn(1.0), dyn(1)])', v(true)],
    ['sets.equivalent([dyn(1), dyn(2), dyn(3)], [dyn(3u), dyn(2.0), dyn(1)])', v(true)],
    ['sets.intersects([dyn(1)], [dyn(1.0), dyn(2)])', v(true)],
    ["!sets.intersects([dyn(1)], [dyn('1'), dyn(2)])", v(true)],
  ]);
});
