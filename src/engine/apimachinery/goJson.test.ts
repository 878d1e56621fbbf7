import { describe, expect, it } from 'vitest';
import type { JsonValue } from './types.ts';
import { compactGo, goJsonNumber, goJsonString, marshalGo, marshalGoOrdered } from './goJson.ts';

describe('goJsonNumber', () => {
  it.each([
    { name: 'an integer', n: 42, s: '42' },
    { name: 'a negative fraction', n: -123.456, s: '-123.456' },
    { name: 'shortest round-trip digits', n: 0.1 + 0.2, s: '0.30000000000000004' },
    { name: 'the lower threshold in f form', n: 0.000001, s: '0.000001' },
    { name: 'below 1e-6 in e form without a leading exponent zero', n: 1.5e-7, s: '1.5e-7' },
    { name: 'just below 1e21 in f form', n: 1e20, s: '100000000000000000000' },
    { name: 'from 1e21 in e form with a plus sign', n: 1e21, s: '1e+21' },
    { name: 'the largest float64', n: Number.MAX_VALUE, s: '1.7976931348623157e+308' },
    { name: 'the smallest subnormal', n: 5e-324, s: '5e-324' },
    { name: 'negative zero', n: -0, s: '-0' },
  ])('formats $name like Go', ({ n, s }) => {
    expect(goJsonNumber(n)).toBe(s);
  });

  it('refuses NaN as Go refuses unsupported values', () => {
    expect(() => goJsonNumber(Number.NaN)).toThrow('json: unsupported value: NaN');
  });
});

describe('goJsonString', () => {
  it.each([
    {
      name: 'HTML characters',
      s: '<a href="x">&</a>',
      j: '"\\u003ca href=\\"x\\"\\u003e\\u0026\\u003c/a\\u003e"',
    },
    {
      name: 'short escapes including \\b and \\f (Go 1.22+)',
      s: '\b\f\n\r\t',
      j: '"\\b\\f\\n\\r\\t"',
    },
    { name: 'other control characters', s: '\x00\x1f', j: '"\\u0000\\u001f"' },
    { name: 'DEL unescaped', s: '\x7f', j: '"\x7f"' },
    { name: 'JavaScript line terminators', s: '\u2028\u2029', j: '"\\u2028\\u2029"' },
    { name: 'non-ASCII kept as is', s: 'é😀', j: '"é😀"' },
    { name: 'a lone surrogate as \\ufffd', s: 'a\ud800b', j: '"a\\ufffdb"' },
  ])('encodes $name', ({ s, j }) => {
    expect(goJsonString(s)).toBe(j);
  });
});

describe('marshalGo', () => {
  it.each<{ name: string; v: JsonValue; j: string }>([
    { name: 'scalars', v: [null, true, false, 1, 'x'], j: '[null,true,false,1,"x"]' },
    {
      name: 'keys in byte order',
      v: { b: 1, B: 2, a: { d: [], c: {} } },
      j: '{"B":2,"a":{"c":{},"d":[]},"b":1}',
    },
    { name: 'astral keys after U+FFxx', v: { '😀': 1, '\uff01': 2 }, j: '{"！":2,"😀":1}' },
    { name: 'escaped keys', v: { '<k>': '&' }, j: '{"\\u003ck\\u003e":"\\u0026"}' },
  ])('marshals $name compactly', ({ v, j }) => {
    expect(marshalGo(v)).toBe(j);
  });

  it('keeps key order in marshalGoOrdered as Go does for struct fields', () => {
    expect(marshalGoOrdered({ kind: 'Pod', apiVersion: 'v1', metadata: { name: 'p' } })).toBe(
      '{"kind":"Pod","apiVersion":"v1","metadata":{"name":"p"}}',
    );
  });
});

describe('compactGo', () => {
  it.each([
    {
      name: 'removes whitespace outside strings',
      raw: ' { "a" : [ 1 , 2 ] }\n',
      out: '{"a":[1,2]}',
    },
    { name: 'keeps whitespace inside strings', raw: '"a b\\" c"', out: '"a b\\" c"' },
    { name: 'keeps numbers as written', raw: '[1.0, 1e3, -0]', out: '[1.0,1e3,-0]' },
    { name: 'keeps existing escapes', raw: '"\\u0041\\/"', out: '"\\u0041\\/"' },
    { name: 'escapes HTML characters', raw: '"<&>"', out: '"\\u003c\\u0026\\u003e"' },
    { name: 'escapes line separators', raw: '"\u2028"', out: '"\\u2028"' },
  ])('$name', ({ raw, out }) => {
    expect(compactGo(raw)).toBe(out);
  });

  it('leaves HTML characters alone for json.Compact', () => {
    expect(compactGo('{ "a": "<\u2028>" }', false)).toBe('{"a":"<\u2028>"}');
  });
});
