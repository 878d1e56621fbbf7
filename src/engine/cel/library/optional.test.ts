import { describe } from 'vitest';
import { Optional } from '@marcbachmann/cel-js';
import { compileErr, err, table, v } from './tableTest.ts';

const none = Optional.none();
const of = (x: unknown) => Optional.of(x);

// cel-go v0.22 cel/cel_test.go TestOptionalValuesEval (m, x, y, z as params fields) and
// cel/library.go's optional library, as Kubernetes 1.32 has it (cel.OptionalTypes(), base.go 1.28).
describe('optional library', () => {
  table(
    [
      ['optional.of(1)', v(of(1n))],
      ['optional.none()', v(none)],
      ['optional.of(1).hasValue()', v(true)],
      ['optional.none().hasValue()', v(false)],
      ['optional.of(1).value()', v(1n)],
      ['optional.none().value()', err('optional.none() dereference')],
      ["optional.ofNonZeroValue('')", v(none)],
      ["optional.ofNonZeroValue('a')", v(of('a'))],
      ['optional.ofNonZeroValue(0)', v(none)],
      ['optional.ofNonZeroValue(0.0)', v(none)],
      ['optional.ofNonZeroValue(0u)', v(none)],
      ['optional.ofNonZeroValue(false)', v(none)],
      ['optional.ofNonZeroValue([])', v(none)],
      ['optional.ofNonZeroValue({})', v(none)],
      ["optional.ofNonZeroValue(b'')", v(none)],
      ['optional.ofNonZeroValue(null)', v(none)],
      ["optional.ofNonZeroValue(duration('0s'))", v(none)],
      ["optional.ofNonZeroValue(timestamp('1970-01-01T00:00:00Z'))", v(none)],
      ['optional.ofNonZeroValue([0])', v(of([0n]))],
      ['optional.ofNonZeroValue(optional.none()).hasValue()', v(true)],
      ['optional.none().or(optional.of(2))', v(of(2n))],
      ['optional.of(1).or(optional.of(2))', v(of(1n))],
      ['optional.none().orValue(3)', v(3n)],
      ['optional.of(1).orValue(3)', v(1n)],
      ['optional.of(1) == optional.of(1)', v(true)],
      ['optional.of(1) == optional.of(2)', v(false)],
      ['optional.none() == optional.none()', v(true)],
      ['optional.of(1) != optional.none()', v(true)],
      // TestOptionalValuesEval
      ['type(optional.none()) == optional_type', v(true)],
      ['type(optional.of(1)) == optional_type', v(true)],
      ['type(1) == optional_type', v(false)],
      ['{}.?invalid', v(none)],
      ["{'null_field': dyn(null)}.?null_field", v(of(null))],
      ["{'null_field': dyn(null)}.?null_field.?nested", v(none)],
      ["{'zero_field': dyn(0)}.?zero_field.?invalid", v(none)],
      ['params.x.or(params.y).orValue(params.z)', v(42n)],
      ['params.x.optMap(y, y + 1)', v(none)],
      ['optional.of(42).optMap(y, y + 1)', v(of(43n))],
      ['params.m.?key.optFlatMap(k, k.?subkey)', v(none)],
      ["{'key': {'subkey': 'subvalue'}}.?key.optFlatMap(k, k.?subkey)", v(of('subvalue'))],
      ["{'key': {'subkey': ''}}.?key.optFlatMap(k, k.?subkey)", v(of(''))],
      ["{'key': {'subkey': ''}}.?key.optFlatMap(k, optional.ofNonZeroValue(k.subkey))", v(none)],
      ['optional.ofNonZeroValue(params.z).or(optional.of(10)).value() == 42', v(true)],
      ['params.m.?x.hasValue()', v(false)],
      ['has(params.m.?x.y)', v(false)],
      ["{'x': {'y': 'z'}}.?x.hasValue()", v(true)],
      [
        "optional.ofNonZeroValue('').or(optional.of({'dashed-index': 'goodbye'}['dashed-index'])).orValue('default value')",
        v('goodbye'),
      ],
      [
        "{'c': {'dashed-index': 'goodbye'}}.c[?'dashed-index'].orValue('default value')",
        v('goodbye'),
      ],
      [
        "{'c': {'dashed-index': 'goodbye'}}.c[?'missing-index'].orValue('default value')",
        v('default value'),
      ],
      // Optional indexing and selection on optionals (list_optindex_optional_int, optional_map_index_value).
      ['[1, 2][?1]', v(of(2n))],
      ['[1, 2][?5]', v(none)],
      ['optional.of([1, 2])[0]', v(of(1n))],
      ['optional.of([1, 2])[?5]', v(none)],
      ["optional.of({'a': 1})['a']", v(of(1n))],
      ["optional.of({'a': 1}).a", v(of(1n))],
      ["optional.of({'a': 1}).?b", v(none)],
      // Optional list elements and map entries (parser.go, checker.go checkCreateList/checkCreateMap).
      ['[1, ?optional.none(), ?optional.of(3)]', v([1n, 3n])],
      [
        "{'a': 1, ?'b': optional.none(), ?'c': optional.of(2)}",
        v(
          new Map([
            ['a', 1n],
            ['c', 2n],
          ]),
        ),
      ],
      ['[?params.m.?x, ?optional.of(params.z)]', v([42n])],
      // The validator compares the optional elements' value types (dyn is not string).
      [
        "[?params.m.?x, ?optional.of('y')]",
        compileErr(
          "ERROR: <input>:1:28: expected type 'dyn' but found 'string'\n | [?params.m.?x, ?optional.of('y')]\n | ...........................^",
        ),
      ],
      [
        "[1, ?optional.of('a')]",
        compileErr(
          "ERROR: <input>:1:17: expected type 'int' but found 'string'\n | [1, ?optional.of('a')]\n | ................^",
        ),
      ],
      ['[[?optional.of(1)], [2]]', v([[1n], [2n]])],
      ['size([?optional.none()])', v(0n)],
      [
        '[1, ?2]',
        compileErr(
          "ERROR: <input>:1:6: expected type 'optional_type(int)' but found 'int'\n | [1, ?2]\n | .....^",
        ),
      ],
      [
        "{?'k': 1}",
        compileErr(
          "ERROR: <input>:1:8: expected type 'optional_type(int)' but found 'int'\n | {?'k': 1}\n | .......^",
        ),
      ],
      // Type agreement is checked: or/orValue are the overloads optional_or_optional, optional_orValue_value.
      [
        "optional.of(1).orValue('a')",
        compileErr(
          "ERROR: <input>:1:23: found no matching overload for 'orValue' applied to 'optional_type(int).(string)'\n | optional.of(1).orValue('a')\n | ......................^",
        ),
      ],
      [
        "optional.of(1).or(optional.of('a'))",
        compileErr(
          "ERROR: <input>:1:18: found no matching overload for 'or' applied to 'optional_type(int).(optional_type(string))'\n | optional.of(1).or(optional.of('a'))\n | .................^",
        ),
      ],
      [
        'optional.of(1).optMap(1, 2)',
        compileErr(
          'ERROR: <input>:1:23: optMap() variable name must be a simple identifier\n | optional.of(1).optMap(1, 2)\n | ......................^',
        ),
      ],
    ],
    { params: { m: {}, x: none, y: none, z: 42n } },
  );
});

// cel-go types optional.none() as optional_type(T): a selection on it checks (as dyn) and yields
// optional.none() (checker.go checkOptSelect; interpreter evalOptSelect).
describe('selection on optional.none()', () => {
  table([
    ['optional.none().?x', v(none)],
    ['optional.none().?x.hasValue()', v(false)],
    ["optional.none()[?'x']", v(none)],
    ['optional.none().?x.orValue(1)', v(1n)],
    [
      'optional.of(1).?x',
      compileErr(
        "ERROR: <input>:1:15: type 'int' does not support field selection\n | optional.of(1).?x\n | ..............^",
      ),
    ],
  ]);
});
