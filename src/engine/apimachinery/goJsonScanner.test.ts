import { describe, expect, it } from 'vitest';
import { checkValidGo } from './goJsonScanner.ts';
import { utf8Encode } from './utf8.ts';

const check = (s: string | number[]): string | undefined =>
  checkValidGo(typeof s === 'string' ? utf8Encode(s) : Uint8Array.from(s));

describe('checkValidGo', () => {
  it.each([
    { name: 'an object', s: ' {"a": [1, -2.5e+3, true, false, null, "\\u00e9\\n"]} ' },
    { name: 'an empty array', s: '[ ]' },
    { name: 'an empty object', s: '{ }' },
    { name: 'a top-level number', s: '0' },
    { name: 'deep nesting at the limit', s: '['.repeat(10000) + ']'.repeat(10000) },
  ])('accepts $name', ({ s }) => {
    expect(check(s)).toBeUndefined();
  });

  it.each([
    { name: 'empty input', s: '', err: 'unexpected end of JSON input' },
    { name: 'an unclosed array', s: '[1', err: 'unexpected end of JSON input' },
    { name: 'an unterminated string', s: '"abc', err: 'unexpected end of JSON input' },
    // eof() feeds a space, so a cut-off literal fails on that space.
    {
      name: 'a truncated literal',
      s: 'tru',
      err: "invalid character ' ' in literal true (expecting 'e')",
    },
    { name: 'a bare word', s: 'x', err: "invalid character 'x' looking for beginning of value" },
    {
      name: 'a trailing comma',
      s: '[1,]',
      err: "invalid character ']' looking for beginning of value",
    },
    { name: 'a missing colon', s: '{"a" 1}', err: "invalid character '1' after object key" },
    {
      name: 'a missing comma in an object',
      s: '{"a":1 "b":2}',
      err: `invalid character '"' after object key:value pair`,
    },
    {
      name: 'a missing comma in an array',
      s: '[1 2]',
      err: "invalid character '2' after array element",
    },
    { name: 'a mismatched bracket', s: '["a"}', err: "invalid character '}' after array element" },
    {
      name: 'a non-string key',
      s: '{1:2}',
      err: "invalid character '1' looking for beginning of object key string",
    },
    { name: 'data after the value', s: '[] x', err: "invalid character 'x' after top-level value" },
    { name: 'a leading zero', s: '01', err: "invalid character '1' after top-level value" },
    { name: 'a lone minus', s: '-', err: "invalid character ' ' in numeric literal" },
    {
      name: 'a bare decimal point',
      s: '1.',
      err: "invalid character ' ' after decimal point in numeric literal",
    },
    {
      name: 'an empty exponent',
      s: '1e',
      err: "invalid character ' ' in exponent of numeric literal",
    },
    {
      name: 'a bad literal',
      s: 'trux',
      err: "invalid character 'x' in literal true (expecting 'e')",
    },
    { name: 'a bad null', s: 'nil', err: "invalid character 'i' in literal null (expecting 'u')" },
    { name: 'a bad escape', s: '"\\x"', err: "invalid character 'x' in string escape code" },
    {
      name: 'a bad unicode escape',
      s: '"\\u12g4"',
      err: "invalid character 'g' in \\u hexadecimal character escape",
    },
    {
      name: 'a raw tab in a string',
      s: '"a\tb"',
      err: "invalid character '\\t' in string literal",
    },
    {
      name: 'a single quote',
      s: "'a'",
      err: "invalid character '\\'' looking for beginning of value",
    },
    {
      name: 'a non-ASCII byte shown as Latin-1',
      s: [0xc3, 0xa9],
      err: "invalid character 'Ã' looking for beginning of value",
    },
    {
      name: 'a C1 byte shown escaped',
      s: [0x85],
      err: "invalid character '\\u0085' looking for beginning of value",
    },
    {
      name: 'nesting past 10000',
      s: '['.repeat(10001),
      err: "invalid character '[' exceeded max depth",
    },
  ])('reports $name', ({ s, err }) => {
    expect(check(s)).toBe(err);
  });
});
