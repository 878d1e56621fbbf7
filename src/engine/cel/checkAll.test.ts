import { describe } from 'vitest';
import { compileErr, table } from './library/tableTest.ts';

const at = (col: number, message: string, expr: string): string =>
  `ERROR: <input>:1:${col}: ${message}\n | ${expr}\n | ${'.'.repeat(col - 1)}^`;
const errors = (expr: string, ...issues: [number, string][]) =>
  compileErr(issues.map(([col, message]) => at(col, message, expr)).join('\n'));

// cel-go v0.22 checker/checker_test.go: every error is reported, sorted by position (the `_<=_`
// row with six errors; `foo~!error!`, an error-typed node that raises nothing more above it).
// Kubernetes turns on cross-type numeric comparisons, so the rows use `_+_` instead of `_<=_`.
describe('every checker error', () => {
  table([
    [
      '1 + 1.0 == 2.0 && 1u + 1.0 == 2.0',
      errors(
        '1 + 1.0 == 2.0 && 1u + 1.0 == 2.0',
        [3, "found no matching overload for '_+_' applied to '(int, double)'"],
        [22, "found no matching overload for '_+_' applied to '(uint, double)'"],
      ),
    ],
    [
      'size(1) + size(true)',
      errors(
        'size(1) + size(true)',
        [5, "found no matching overload for 'size' applied to '(int)'"],
        [15, "found no matching overload for 'size' applied to '(bool)'"],
      ),
    ],
    [
      '1 && 2',
      errors(
        '1 && 2',
        [1, "expected type 'bool' but found 'int'"],
        [6, "expected type 'bool' but found 'int'"],
      ),
    ],
    [
      'foo(1) + bar + (1 + true)',
      errors(
        'foo(1) + bar + (1 + true)',
        [4, "undeclared reference to 'foo' (in container '')"],
        [10, "undeclared reference to 'bar' (in container '')"],
        [19, "found no matching overload for '_+_' applied to '(int, bool)'"],
      ),
    ],
    // The failed node has the error type, assignable to anything: `_+_` above it is not an error.
    [
      "size('a' + 1) + 1",
      errors("size('a' + 1) + 1", [
        10,
        "found no matching overload for '_+_' applied to '(string, int)'",
      ]),
    ],
  ]);
});

// The conditional is the overload `_?_:_` (bool, A, A) in cel-go (checker/checker.go checkCall),
// reported at the `?` with every argument's type.
describe('a condition that is not bool', () => {
  table([
    [
      '1 ? 2 : 3',
      errors('1 ? 2 : 3', [
        3,
        "found no matching overload for '_?_:_' applied to '(int, int, int)'",
      ]),
    ],
    [
      '(1 ? 2 : 3) + 1',
      errors('(1 ? 2 : 3) + 1', [
        4,
        "found no matching overload for '_?_:_' applied to '(int, int, int)'",
      ]),
    ],
    [
      '1 ? (2 + true) : 3',
      errors(
        '1 ? (2 + true) : 3',
        [3, "found no matching overload for '_?_:_' applied to '(int, !error!, int)'"],
        [8, "found no matching overload for '_+_' applied to '(int, bool)'"],
      ),
    ],
    [
      "'a' ? 1 : 'b'",
      errors("'a' ? 1 : 'b'", [
        5,
        "found no matching overload for '_?_:_' applied to '(string, int, string)'",
      ]),
    ],
  ]);
});

// or/orValue are the overloads optional_or_optional and optional_orValue_value (cel/library.go):
// a receiver or argument that is not optional matches none, at the call's `(`.
describe('or and orValue on values that are not optional', () => {
  table([
    [
      '1.orValue(2)',
      errors('1.orValue(2)', [
        10,
        "found no matching overload for 'orValue' applied to 'int.(int)'",
      ]),
    ],
    [
      "'a'.or(optional.of('b'))",
      errors("'a'.or(optional.of('b'))", [
        7,
        "found no matching overload for 'or' applied to 'string.(optional_type(string))'",
      ]),
    ],
    [
      'optional.of(1).or(2)',
      errors('optional.of(1).or(2)', [
        18,
        "found no matching overload for 'or' applied to 'optional_type(int).(int)'",
      ]),
    ],
  ]);
});

// parser/macro.go MakeFilter: `_?_:_(p, accu + [x], accu)`, its nodes at the call's `(`; a
// predicate the all() macro's `_&&_` refuses leaves the rest of the expression checked.
describe('macro predicates that are not bool', () => {
  table([
    [
      '[1].filter(x, x) == [size(1)]',
      errors(
        '[1].filter(x, x) == [size(1)]',
        [11, "found no matching overload for '_?_:_' applied to '(int, list(int), list(int))'"],
        [26, "found no matching overload for 'size' applied to '(int)'"],
      ),
    ],
    [
      '[1].map(x, x, x * 2)',
      errors('[1].map(x, x, x * 2)', [
        8,
        "found no matching overload for '_?_:_' applied to '(int, list(int), list(int))'",
      ]),
    ],
    [
      '[1].all(x, x) && size(true) == 1',
      errors(
        '[1].all(x, x) && size(true) == 1',
        [12, "expected type 'bool' but found 'int'"],
        [22, "found no matching overload for 'size' applied to '(bool)'"],
      ),
    ],
  ]);
});
