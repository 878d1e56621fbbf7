import { describe } from 'vitest';
import { compileErr, table, v } from './library/tableTest.ts';

// cel-go checker/checker.go checkIdent and checkCall report every undeclared reference, sorted by
// position (common/errors.go ToDisplayString). The environments are base.go's: a 1.32 server
// compiles new expressions with 1.31's libraries (DefaultCompatibilityVersion) and runs stored ones
// with 1.32's.
const undeclared = (expr: string, ...at: [column: number, name: string][]) =>
  compileErr(
    at
      .map(
        ([c, name]) =>
          `ERROR: <input>:1:${c + 1}: undeclared reference to '${name}' (in container '')\n | ${expr}\n | ${'.'.repeat(c)}^`,
      )
      .join('\n'),
  );

describe('new expressions on a 1.32 server (1.31 environment)', () => {
  table(
    [
      // ext.TwoVarComprehensions is 1.32: without the macro, `all` is a plain call.
      [
        '[1, 2].all(i, v, i < v)',
        undeclared(
          '[1, 2].all(i, v, i < v)',
          [10, 'all'],
          [11, 'i'],
          [14, 'v'],
          [17, 'i'],
          [21, 'v'],
        ),
      ],
      [
        "{'a': 1}.transformMap(k, v, v + 1)",
        undeclared(
          "{'a': 1}.transformMap(k, v, v + 1)",
          [21, 'transformMap'],
          [22, 'k'],
          [25, 'v'],
          [28, 'v'],
        ),
      ],
      // One-variable macros and the 1.31 libraries are there.
      ['[1, 2].all(i, i > 0)', v(true)],
      ["format.dns1123Label().validate('a').hasValue()", v(false)],
      ["isIP('1.2.3.4')", v(true)],
    ],
    {},
    32,
    'new',
  );
});

describe('stored expressions on a 1.32 server', () => {
  table([
    ['[1, 2].all(i, v, i < v)', v(true)],
    // The semver library is 1.33 (base.go).
    [
      "semver('1.0.0').major()",
      undeclared("semver('1.0.0').major()", [6, 'semver'], [21, 'major']),
    ],
    ["isSemver('1.0.0')", undeclared("isSemver('1.0.0')", [8, 'isSemver'])],
    // Libraries Kubernetes 1.32 does not install: cel-go's math, encoders, lists and strings v3.
    ['math.greatest(1, 2)', undeclared('math.greatest(1, 2)', [0, 'math'], [13, 'greatest'])],
    ["base64.encode(b'a')", undeclared("base64.encode(b'a')", [0, 'base64'], [13, 'encode'])],
    ['lists.range(3)', undeclared('lists.range(3)', [0, 'lists'], [11, 'range'])],
    ['[3, 1].sort()', undeclared('[3, 1].sort()', [11, 'sort'])],
    ["'abc'.reverse()", undeclared("'abc'.reverse()", [13, 'reverse'])],
    ["strings.reverse('a')", undeclared("strings.reverse('a')", [0, 'strings'], [15, 'reverse'])],
    // Comprehension variables are in scope in their macro only.
    ['[1].all(x, x > y)', undeclared('[1].all(x, x > y)', [15, 'y'])],
    ['[1].map(x, x > 0, x + z)', undeclared('[1].map(x, x > 0, x + z)', [22, 'z'])],
    ['cel.bind(a, a, 1)', undeclared('cel.bind(a, a, 1)', [12, 'a'])],
    ['optional.of(1).optMap(q, q + w)', undeclared('optional.of(1).optMap(q, q + w)', [29, 'w'])],
    ['has(nope.a)', undeclared('has(nope.a)', [4, 'nope'])],
    ['isSorted([1, 2])', undeclared('isSorted([1, 2])', [8, 'isSorted'])],
  ]);
});
