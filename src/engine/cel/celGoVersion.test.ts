import { describe, expect, it } from 'vitest';
import { celGoMinor } from './celGoVersion.ts';
import { compileCel } from './compile.ts';
import { runCel } from './library/tableTest.ts';

const compile = (
  expr: string,
  version: string,
  mode: 'stored' | 'new' = 'stored',
  mutation = false,
) => {
  const c = compileCel(expr, {
    kubernetesVersion: version,
    mode,
    declare: ['object'],
    ...(mutation ? { mutation: true } : {}),
  });
  return c.ok ? 'ok' : c.message;
};

describe('celGoMinor', () => {
  it.each([
    ['1.32', 22],
    ['1.33', 23],
    ['1.34', 26],
    ['1.35', 26],
    ['1.36', 26],
    ['1.37', 29],
  ])('%s vendors cel-go 0.%i', (version, want) => {
    expect(celGoMinor(version)).toBe(want);
  });
});

describe('a backquoted field name', () => {
  it('is two token recognition errors at 1.32 (cel-go 0.22 has no ESC_IDENTIFIER)', () => {
    expect(compile('object.`b-c` == 1', '1.32')).toBe(
      [
        "ERROR: <input>:1:8: Syntax error: token recognition error at: '`'",
        ' | object.`b-c` == 1',
        ' | .......^',
        "ERROR: <input>:1:12: Syntax error: token recognition error at: '`'",
        ' | object.`b-c` == 1',
        ' | ...........^',
      ].join('\n'),
    );
  });

  it.each(['1.33', '1.36', '1.37'])(
    'is "unsupported syntax" at the name from cel-go 0.23 (%s: EnableIdentEscapeSyntax is off)',
    (version) => {
      expect(compile('object.metadata.labels.`app.kubernetes.io/name` == "x"', version)).toBe(
        [
          "ERROR: <input>:1:24: unsupported syntax: '`'",
          ' | object.metadata.labels.`app.kubernetes.io/name` == "x"',
          ' | .......................^',
        ].join('\n'),
      );
    },
  );

  it('is worded by the running cel-go when a new expression is checked against 1.32 libraries', () => {
    expect(compile('object.?`a`', '1.33', 'new')).toBe(
      ["ERROR: <input>:1:9: unsupported syntax: '`'", ' | object.?`a`', ' | ........^'].join('\n'),
    );
  });

  it('is reported at the field list of a message literal', () => {
    expect(compile('Object{spec: 1, `a-b`: 2}', '1.36', 'stored', true)).toBe(
      [
        "ERROR: <input>:1:8: unsupported syntax: '`'",
        ' | Object{spec: 1, `a-b`: 2}',
        ' | .......^',
      ].join('\n'),
    );
  });

  it('is still a recognition error where ESC_IDENTIFIER does not match (an empty pair)', () => {
    expect(compile('object.`` == 1', '1.37').split('\n')[0]).toBe(
      "ERROR: <input>:1:8: Syntax error: token recognition error at: '``'",
    );
  });

  it('joins what a message literal field may start with from cel-go 0.23 (parser_test.go)', () => {
    const at = (v: string) => compile('Object{:a}', v, 'stored', true).split('\n')[0];
    expect(at('1.32')).toBe(
      "ERROR: <input>:1:8: Syntax error: extraneous input ':' expecting {'}', ',', '?', IDENTIFIER}",
    );
    expect(at('1.33')).toBe(
      "ERROR: <input>:1:8: Syntax error: extraneous input ':' expecting {'}', ',', '?', IDENTIFIER, ESC_IDENTIFIER}",
    );
  });
});

describe("indexOf and lastIndexOf with an empty search string's offset", () => {
  const rows: [string, { value?: unknown; error?: string }, { value?: unknown; error?: string }][] =
    [
      // [expression, up to 1.36 (cel-go ≤0.26), 1.37 (cel-go 0.29: cel-go#1335)]
      ["'abc'.indexOf('', 10)", { value: 10n }, { value: 3n }],
      ["'abc'.indexOf('', -1)", { value: -1n }, { error: 'index out of range: -1' }],
      ["'abc'.indexOf('', 2)", { value: 2n }, { value: 2n }],
      ["'abc'.lastIndexOf('', 10)", { value: 10n }, { value: 3n }],
      ["'abc'.lastIndexOf('', -2)", { value: -2n }, { error: 'index out of range: -2' }],
      [
        "'abc'.indexOf('x', -1)",
        { error: 'index out of range: -1' },
        { error: 'index out of range: -1' },
      ],
    ];
  it.each(rows)('%s', (expr, old, fixed) => {
    for (const [minor, want] of [
      [32, old],
      [36, old],
      [37, fixed],
    ] as const) {
      const got = runCel(expr, {}, minor);
      expect(got.compileError).toBeUndefined();
      expect(got.error).toBe(want.error);
      expect(got.value).toBe(want.value);
    }
  });
});

describe('a string escape unescape refuses (parser/unescape.go)', () => {
  const first = (expr: string, version: string) => compile(expr, version).split('\n')[0];
  it('takes a surrogate at 1.32 as U+FFFD (cel-go 0.22 utf8.EncodeRune)', () => {
    expect(runCel("'\\ud800' == '\\ufffd'", {}, 32)).toEqual({ value: true });
    expect(runCel("'a\\U0000DFFFb' == 'a\\ufffdb'", {}, 32)).toEqual({ value: true });
  });
  it.each([
    ["'\\ud800'", '1.32', undefined],
    ["'\\ud800'", '1.33', 'ERROR: <input>:1:1: invalid unicode code point'],
    ["'\\ud800'", '1.37', 'ERROR: <input>:1:1: invalid unicode code point'],
    ["'\\U00110000'", '1.32', 'ERROR: <input>:1:1: unable to unescape string'],
    ["'\\U00110000'", '1.33', 'ERROR: <input>:1:1: invalid unicode code point'],
    ["1 + b'\\u0041'.size()", '1.32', 'ERROR: <input>:1:5: unable to unescape string'],
    ["1 + b'\\u0041'.size()", '1.36', 'ERROR: <input>:1:5: unable to unescape string'],
    ["r'\\ud800' == 'x'", '1.37', undefined],
  ])('%s at %s', (expr, version, want) => {
    if (want === undefined) expect(compile(expr, version)).toBe('ok');
    else expect(first(expr, version)).toBe(want);
  });
});

// parser_test.go (v0.23.2) rows with backquotes, as a server without EnableIdentEscapeSyntax
// reports them (the rows run with it on: "unsupported syntax" is added where the name is taken).
describe('backquotes in parser_test.go, at 1.33', () => {
  const lines = (expr: string, mutation = false) =>
    compile(expr, '1.33', 'stored', mutation)
      .split('\n')
      .filter((l) => l.startsWith('ERROR'));
  const OPERANDS =
    "{'[', '{', '(', '.', '-', '!', 'true', 'false', 'null', NUM_FLOAT, NUM_INT, NUM_UINT, STRING, BYTES, IDENTIFIER}";
  it.each([
    [
      '`b-c`',
      [`ERROR: <input>:1:1: Syntax error: mismatched input '\`b-c\`' expecting ${OPERANDS}`],
    ],
    [
      'object.`$b`',
      [
        "ERROR: <input>:1:8: Syntax error: token recognition error at: '`$'",
        "ERROR: <input>:1:11: Syntax error: token recognition error at: '`'",
      ],
    ],
    [
      'object.`b.c`()',
      [
        "ERROR: <input>:1:8: unsupported syntax: '`'",
        "ERROR: <input>:1:13: Syntax error: mismatched input '(' expecting <EOF>",
      ],
    ],
    ['object.`in`', ["ERROR: <input>:1:8: unsupported syntax: '`'"]],
    ['object.`/foo`', ["ERROR: <input>:1:8: unsupported syntax: '`'"]],
  ])('%s', (expr, want) => {
    expect(lines(expr)).toEqual(want);
  });

  it('reports a message literal field at the field list', () => {
    expect(lines('Object{`in`: true}', true)).toEqual([
      "ERROR: <input>:1:8: unsupported syntax: '`'",
    ]);
  });

  it('expects either kind of name after an optional field marker', () => {
    expect(lines('Object{?.', true)[0]).toBe(
      "ERROR: <input>:1:9: Syntax error: mismatched input '.' expecting {IDENTIFIER, ESC_IDENTIFIER}",
    );
  });
});
