import { describe } from 'vitest';
import { UnsignedInt } from '@marcbachmann/cel-js/evaluator';
import { err, table, v } from './library/tableTest.ts';

// cel-go v0.22 interpreter/interpreter_test.go (index_cross_type_float_uint,
// no_index_cross_type_float_uint, index_cross_type_double, index_cross_type_double_const,
// index_cross_type_uint, in_var_value_map) and common/types/map.go refValMapAccessor.Find: int,
// uint and bool keys stay typed, a number finds the int or uint key it equals, never a string.
// `params.x`, `params.y` stand for the tests' dyn variables.
describe('typed map keys', () => {
  table(
    [
      ["{1: 'hello'}[params.x] == 'hello' && {2: 'world'}[params.y] == 'world'", v(true)],
      ["{1: 'hello'}[params.two] == 'hello'", err('no such key: 2')],
      ["{1: 'hello', 2: 'world'}[params.x] == 'hello'", v(true)],
      ["{1: 'hello', 2: 'world'}[dyn(2.0)] == 'world'", v(true)],
      ["{1: 'hello', 2: 'world'}[dyn(2u)] == 'world'", v(true)],
      ["dyn('other-key') in {1: 'other-value', 2: 'y'}", v(false)],
      ["{1: 'a'}[1]", v('a')],
      ["{1u: 'a'}[dyn(1)]", v('a')],
      ["{true: 'a'}[true]", v('a')],
      ["dyn({1: 'a'})[1.5]", err('no such key: 1.5')],
      ["dyn({'1': 'a'})[1]", err('no such key: 1')],
      ["dyn({'1': 'a'})[?1].hasValue()", v(false)],
      ["1 in {1: 'a'}", v(true)],
      ["dyn(1u) in {1: 'a'}", v(true)],
      ["'1' in dyn({1: 'a'})", v(false)],
      ["dyn(1) in {'1': 'a'}", v(false)],
      ["{1: 'a'}.map(k, k + 1) == [2]", v(true)],
      ['{true: 1}.all(k, k)', v(true)],
      ["dyn({1: 'a'}) == dyn({'1': 'a'})", v(false)],
      ["dyn({1: 'a'}) == {1u: 'a'}", v(true)],
      ["{1: 'a', 1: 'b'}[1]", v('b')],
      ["size({1: 'a', 1: 'b'})", v(1n)],
      ["{'__proto__': 1}['__proto__']", v(1n)],
    ],
    { params: { x: 1, y: new UnsignedInt(2n), two: 2 } },
  );
});
