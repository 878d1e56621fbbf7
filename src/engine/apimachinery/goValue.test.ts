import { describe, expect, it } from 'vitest';
import {
  type GoValue,
  goInt,
  goInt32,
  goJson,
  goNamed,
  goSlice,
  goString,
  renderJson,
  renderLegacy,
} from './goValue.ts';
import { goJsonString } from './goJson.ts';
import { goQuote } from './goQuote.ts';

describe('goQuote', () => {
  it.each([
    ['plain ASCII', 'abc', '"abc"'],
    ['quote and backslash', 'a"b\\c', '"a\\"b\\\\c"'],
    ['newline and tab', 'a\nb\tc', '"a\\nb\\tc"'],
    ['bell, vertical tab, form feed', '\x07\x0b\x0c', '"\\a\\v\\f"'],
    ['other control bytes as \\x', '\x01\x7f', '"\\x01\\x7f"'],
    ['printable non-ASCII kept', 'héllo ✓', '"héllo ✓"'],
    ['non-breaking space escaped', 'a\u00a0b', '"a\\u00a0b"'],
    ['format character escaped', 'a\u200bb', '"a\\u200bb"'],
    ['astral printable kept', '😀', '"😀"'],
  ])('quotes %s as strconv.Quote does', (_name, input, expected) => {
    expect(goQuote(input)).toBe(expected);
  });
});

describe('goJsonString', () => {
  it.each([
    ['plain ASCII', 'abc', '"abc"'],
    ['HTML characters', '<a&b>', '"\\u003ca\\u0026b\\u003e"'],
    ['short escapes', '\b\f\n\r\t', '"\\b\\f\\n\\r\\t"'],
    ['other control bytes', '\x01', '"\\u0001"'],
    ['line separators', '\u2028\u2029', '"\\u2028\\u2029"'],
    ['DEL left alone', '\x7f', '"\x7f"'],
  ])('encodes %s as json.Marshal does', (_name, input, expected) => {
    expect(goJsonString(input)).toBe(expected);
  });
});

describe('value rendering', () => {
  it.each<[string, GoValue, string, string]>([
    ['a string', goString('a"b'), '"a\\"b"', '"a\\"b"'],
    [
      'a named string',
      goNamed('admissionregistration.OperationType', 'PATCH'),
      '"PATCH"',
      '"PATCH"',
    ],
    ['a named string with HTML characters', goNamed('x.T', '<'), '"<"', '"\\u003c"'],
    ['an int32', goInt32(-1), '-1', '-1'],
    ['an int', goInt(65), '65', '65'],
    ['a string slice', goSlice('string', ['*/*', 'a']), '[]string{"*/*", "a"}', '["*/*","a"]'],
    ['an empty slice', goSlice('string', []), '[]string{}', '[]'],
    [
      'a named-type slice',
      goSlice('admissionregistration.OperationType', ['*', 'CREATE']),
      '[]admissionregistration.OperationType{"*", "CREATE"}',
      '["*","CREATE"]',
    ],
    ['nil', { go: 'nil' }, '"null"', 'null'],
    ['a raw JSON number', goJson(5), '5', '5'],
    ['a raw JSON object', goJson({ b: 1, a: ['x'] }), '{"a":["x"],"b":1}', '{"a":["x"],"b":1}'],
  ])('renders %s with %%#v up to 1.33 and JSON in 1.34', (_name, value, legacy, json) => {
    expect(renderLegacy(value)).toBe(legacy);
    expect(renderJson(value)).toBe(json);
  });
});
