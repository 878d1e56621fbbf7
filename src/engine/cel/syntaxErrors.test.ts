import { describe, expect, it } from 'vitest';
import { compileCel } from './compile.ts';

const OPERAND =
  "{'[', '{', '(', '.', '-', '!', 'true', 'false', 'null', NUM_FLOAT, NUM_INT, NUM_UINT, STRING, BYTES, IDENTIFIER}";

const message = (expression: string): string => {
  const c = compileCel(expression, {
    kubernetesVersion: '1.32',
    mode: 'stored',
    declare: ['object', 'oldObject', 'request'],
  });
  return c.ok ? 'compiled' : c.message;
};

// One error: `ERROR: <input>:1:C: msg`, its line and its caret.
const at = (expression: string, column: number, msg: string): string =>
  `ERROR: <input>:1:${column}: ${msg}\n | ${expression}\n | ${'.'.repeat(column - 1)}^`;

describe('syntax errors as cel-go v0.22 reports them', () => {
  // parser/parser_test.go, cel/env_test.go and policy/helper_test.go expectations.
  it.each<[string, string, string]>([
    [
      '*@a | b',
      '*@a | b',
      [
        at('*@a | b', 1, `Syntax error: extraneous input '*' expecting ${OPERAND}`),
        at('*@a | b', 2, "Syntax error: token recognition error at: '@'"),
        at('*@a | b', 5, "Syntax error: token recognition error at: '| '"),
        at('*@a | b', 7, "Syntax error: extraneous input 'b' expecting <EOF>"),
      ].join('\n'),
    ],
    [
      'a | b',
      'a | b',
      [
        at('a | b', 3, "Syntax error: token recognition error at: '| '"),
        at('a | b', 5, "Syntax error: extraneous input 'b' expecting <EOF>"),
      ].join('\n'),
    ],
    [
      '{',
      '{',
      at(
        '{',
        2,
        "Syntax error: mismatched input '<EOF>' expecting {'[', '{', '}', '(', '.', ',', '-', '!', '?', 'true', 'false', 'null', NUM_FLOAT, NUM_INT, NUM_UINT, STRING, BYTES, IDENTIFIER}",
      ),
    ],
    [
      'a call then a brace',
      'TestAllTypes(){}',
      at('TestAllTypes(){}', 15, "Syntax error: mismatched input '{' expecting <EOF>"),
    ],
    [
      'a message then a paren',
      'TestAllTypes{}()',
      at('TestAllTypes{}()', 15, "Syntax error: mismatched input '(' expecting <EOF>"),
    ],
    [
      '1 + $',
      '1 + $',
      [
        at('1 + $', 5, "Syntax error: token recognition error at: '$'"),
        at('1 + $', 6, `Syntax error: mismatched input '<EOF>' expecting ${OPERAND}`),
      ].join('\n'),
    ],
    [
      '1 + +',
      '1 + +',
      [
        at('1 + +', 5, `Syntax error: mismatched input '+' expecting ${OPERAND}`),
        at('1 + +', 6, `Syntax error: mismatched input '<EOF>' expecting ${OPERAND}`),
      ].join('\n'),
    ],
    [
      'a string selected',
      '{"a": 1}."a"',
      at('{"a": 1}."a"', 10, `Syntax error: no viable alternative at input '."a"'`),
    ],
    [
      'a bad hex escape',
      '"\\xFh"',
      [
        at('"\\xFh"', 1, `Syntax error: token recognition error at: '"\\xFh'`),
        at('"\\xFh"', 6, `Syntax error: token recognition error at: '"'`),
        at('"\\xFh"', 7, `Syntax error: mismatched input '<EOF>' expecting ${OPERAND}`),
      ].join('\n'),
    ],
    [
      'an unknown escape',
      '"\\a\\b\\f\\n\\r\\t\\v\\\'\\"\\\\\\? Illegal escape \\>"',
      [
        at(
          '"\\a\\b\\f\\n\\r\\t\\v\\\'\\"\\\\\\? Illegal escape \\>"',
          1,
          `Syntax error: token recognition error at: '"\\a\\b\\f\\n\\r\\t\\v\\'\\"\\\\\\? Illegal escape \\>'`,
        ),
        at(
          '"\\a\\b\\f\\n\\r\\t\\v\\\'\\"\\\\\\? Illegal escape \\>"',
          42,
          `Syntax error: token recognition error at: '"'`,
        ),
        at(
          '"\\a\\b\\f\\n\\r\\t\\v\\\'\\"\\\\\\? Illegal escape \\>"',
          43,
          `Syntax error: mismatched input '<EOF>' expecting ${OPERAND}`,
        ),
      ].join('\n'),
    ],
    [
      'in',
      'in',
      [
        at('in', 1, `Syntax error: mismatched input 'in' expecting ${OPERAND}`),
        at('in', 3, `Syntax error: mismatched input '<EOF>' expecting ${OPERAND}`),
      ].join('\n'),
    ],
    [
      'msg{:a}',
      'msg{:a}',
      [
        at(
          'msg{:a}',
          5,
          "Syntax error: extraneous input ':' expecting {'}', ',', '?', IDENTIFIER}",
        ),
        at('msg{:a}', 7, "Syntax error: mismatched input '}' expecting ':'"),
      ].join('\n'),
    ],
    ['{a}', '{a}', at('{a}', 3, "Syntax error: mismatched input '}' expecting ':'")],
    [
      '{:a}',
      '{:a}',
      [
        at(
          '{:a}',
          2,
          "Syntax error: extraneous input ':' expecting {'[', '{', '}', '(', '.', ',', '-', '!', '?', 'true', 'false', 'null', NUM_FLOAT, NUM_INT, NUM_UINT, STRING, BYTES, IDENTIFIER}",
        ),
        at('{:a}', 4, "Syntax error: mismatched input '}' expecting ':'"),
      ].join('\n'),
    ],
    [
      'ind[a{b}]',
      'ind[a{b}]',
      at('ind[a{b}]', 8, "Syntax error: mismatched input '}' expecting ':'"),
    ],
    [
      '--',
      '--',
      [
        at('--', 3, "Syntax error: no viable alternative at input '-'"),
        at('--', 3, `Syntax error: mismatched input '<EOF>' expecting ${OPERAND}`),
      ].join('\n'),
    ],
    [
      '-',
      '-',
      [
        at('-', 2, "Syntax error: no viable alternative at input '-'"),
        at('-', 2, `Syntax error: mismatched input '<EOF>' expecting ${OPERAND}`),
      ].join('\n'),
    ],
    [
      '?',
      '?',
      [
        at('?', 1, `Syntax error: mismatched input '?' expecting ${OPERAND}`),
        at('?', 2, `Syntax error: mismatched input '<EOF>' expecting ${OPERAND}`),
      ].join('\n'),
    ],
    [
      'a reserved word selected',
      'self.true == 1',
      at('self.true == 1', 6, "Syntax error: mismatched input 'true' expecting IDENTIFIER"),
    ],
    [
      'a missing comma in a map',
      '{1:305 2:569}',
      at('{1:305 2:569}', 8, "Syntax error: mismatched input '2' expecting {'}', ','}"),
    ],
    [
      'a stray bracket in a call',
      '"%s".format(object.missing])',
      at('"%s".format(object.missing])', 27, "Syntax error: extraneous input ']' expecting ')'"),
    ],
  ])('%s', (_name, expression, expected) => {
    expect(message(expression)).toBe(expected);
  });

  it('reports an expression that ends after an operator at the end', () => {
    expect(message('object.x ==')).toBe(
      at('object.x ==', 12, `Syntax error: mismatched input '<EOF>' expecting ${OPERAND}`),
    );
  });

  it('reports a parenthesis left open as missing at the end', () => {
    expect(message('size(object.x')).toBe(
      at('size(object.x', 14, "Syntax error: missing ')' at '<EOF>'"),
    );
  });

  it('reports an unterminated string from its quote, then the missing operand', () => {
    expect(message("object.x == 'abc")).toBe(
      [
        at("object.x == 'abc", 13, "Syntax error: token recognition error at: ''abc'"),
        at("object.x == 'abc", 17, `Syntax error: mismatched input '<EOF>' expecting ${OPERAND}`),
      ].join('\n'),
    );
  });

  it('reports a single = as a recognition error', () => {
    expect(message('object.x = 1')).toBe(
      [
        at('object.x = 1', 10, "Syntax error: token recognition error at: '= '"),
        at('object.x = 1', 12, "Syntax error: extraneous input '1' expecting <EOF>"),
      ].join('\n'),
    );
  });

  it('falls back to the limit error when the nesting is deeper than the recogniser goes', () => {
    expect(message('['.repeat(20000))).toMatch(/^ERROR: <input>:1:\d+: /);
  });

  it('keeps the macro and literal errors the parser reports without the prefix', () => {
    expect(message('1.all(2, 3)')).toBe(at('1.all(2, 3)', 7, 'argument must be a simple name'));
    expect(message('[1].map(2, 3)')).toBe(at('[1].map(2, 3)', 9, 'argument is not an identifier'));
  });
});
