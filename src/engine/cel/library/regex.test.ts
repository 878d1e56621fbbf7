import { describe, expect, it } from 'vitest';
import { Re2SyntaxError, Re2UnsupportedError, compileRe2 } from './re2.ts';
import { err, table, v } from './tableTest.ts';

// Examples from regex.go and the Kubernetes CEL docs.
describe('kubernetes regex library', () => {
  table([
    ["'abc 123'.find('[0-9]+')", v('123')],
    ["'abc 123'.find('xyz')", v('')],
    ["'123 abc 456'.findAll('[0-9]+')", v(['123', '456'])],
    ["'123 abc 456'.findAll('[0-9]+', 1)", v(['123'])],
    ["'123 abc 456'.findAll('[0-9]+', 0)", v([])],
    ["'123 abc 456'.findAll('xyz')", v([])],
    // Go's FindAllString keeps empty matches that do not touch the previous match.
    ["'123 abc 456'.findAll('[0-9]*')", v(['123', '', '', '', '', '456'])],
    ["'ABC'.find('(?i)b')", v('B')],
    ["'abc'.find('(a')", err('Illegal regex: error parsing regexp: missing closing ): `(a`')],
    [
      "'abc'.find('a(?=b)')",
      err('Illegal regex: error parsing regexp: invalid or unsupported Perl syntax: `(?=`'),
    ],
    [
      "'aa'.findAll('(a)\\\\1')",
      err('Illegal regex: error parsing regexp: invalid escape sequence: `\\1`'),
    ],
  ]);
});

describe('compileRe2', () => {
  it.each([
    ['a**', 'error parsing regexp: invalid nested repetition operator: `**`'],
    ['*a', 'error parsing regexp: missing argument to repetition operator: `*`'],
    ['x{1001}', 'error parsing regexp: invalid repeat count: `{1001}`'],
    ['[z-a]', 'error parsing regexp: invalid character class range: `z-a`'],
    ['[abc', 'error parsing regexp: missing closing ]: `[abc`'],
    ['abc)', 'error parsing regexp: unexpected ): `abc)`'],
    ['a\\', 'error parsing regexp: trailing backslash at end of expression: ``'],
    ['\\u0041', 'error parsing regexp: invalid escape sequence: `\\u`'],
  ])('rejects %s like Go', (pattern, message) => {
    expect(() => compileRe2(pattern)).toThrow(Re2SyntaxError);
    expect(() => compileRe2(pattern)).toThrow(message);
  });

  it.each([
    ['[[:alpha:]]+', 'ab1', 'ab'],
    ['\\pL+', 'héllo!', 'héllo'],
    ['a{,3}', 'a{,3}', 'a{,3}'],
    ['\\Qa.b\\E', 'xa.b', 'a.b'],
    ['(?P<n>x)\\-', 'x-', 'x-'],
    ['.', '\r', '\r'],
  ])('runs %s with RE2 semantics', (pattern, input, match) => {
    expect(compileRe2(pattern).exec(input)?.[0]).toBe(match);
  });

  it('refuses flags it cannot express', () => {
    expect(() => compileRe2('a(?i:b)')).toThrow(Re2UnsupportedError);
  });
});
