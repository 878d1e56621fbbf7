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
