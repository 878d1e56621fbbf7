import { describe, expect, it } from 'vitest';
import type { JsonValue } from './types.ts';
import { parseRaw, splitArray, splitObject, unquoteGo } from './rawJson.ts';

describe('unquoteGo', () => {
  it.each([
    { name: 'simple escapes', lit: '"a\\n\\t\\"\\\\\\/"', s: 'a\n\t"\\/' },
    { name: 'a BMP escape', lit: '"\\u00e9"', s: 'é' },
    { name: 'a surrogate pair', lit: '"\\ud83d\\ude00"', s: '😀' },
    { name: 'a lone high surrogate as U+FFFD', lit: '"\\ud83dx"', s: '\ufffdx' },
    { name: 'a lone low surrogate as U+FFFD', lit: '"\\ude00\\u0041"', s: '\ufffdA' },
  ])('unquotes $name', ({ lit, s }) => {
    expect(unquoteGo(lit)).toBe(s);
  });
});

describe('splitObject and splitArray', () => {
  it('keeps raw member text and maps JSON null to null', () => {
    expect(splitObject('{ "a" : { "b" : 1.0 } , "n":null, "s":"x,}" }')).toEqual([
      ['a', '{ "b" : 1.0 }'],
      ['n', null],
      ['s', '"x,}"'],
    ]);
    expect(splitArray('[ 1 , [2, 3] , null, "]" ]')).toEqual(['1', '[2, 3]', null, '"]"']);
  });

  it('refuses the other kind', () => {
    expect(splitObject('[1]')).toBeUndefined();
    expect(splitArray('{}')).toBeUndefined();
  });
});

describe('parseRaw', () => {
  it.each<{ name: string; raw: string; v: JsonValue }>([
    {
      name: 'nested values',
      raw: '{"b":[1.5,true,null],"a":"\\u0041"}',
      v: { b: [1.5, true, null], a: 'A' },
    },
    { name: 'a duplicate key, last wins', raw: '{"a":1,"a":2}', v: { a: 2 } },
    {
      name: 'a __proto__ key as data',
      raw: '{"__proto__":1}',
      v: JSON.parse('{"__proto__":1}') as JsonValue,
    },
  ])('parses $name', ({ raw, v }) => {
    expect(parseRaw(raw)).toStrictEqual(v);
  });
});
