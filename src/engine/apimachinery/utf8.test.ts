import { describe, expect, it } from 'vitest';
import { compareUtf8, utf8Decode, utf8Encode, utf8Length } from './utf8.ts';

describe('utf8Encode', () => {
  it.each([
    { name: 'ASCII', s: 'ab', bytes: [0x61, 0x62] },
    { name: 'two-byte rune', s: 'é', bytes: [0xc3, 0xa9] },
    { name: 'three-byte rune', s: '€', bytes: [0xe2, 0x82, 0xac] },
    { name: 'surrogate pair', s: '😀', bytes: [0xf0, 0x9f, 0x98, 0x80] },
    { name: 'lone surrogate as U+FFFD', s: '\ud800', bytes: [0xef, 0xbf, 0xbd] },
  ])('encodes $name', ({ s, bytes }) => {
    expect([...utf8Encode(s)]).toEqual(bytes);
    expect(utf8Length(s)).toBe(bytes.length);
  });
});

describe('utf8Decode', () => {
  it.each([
    { name: 'valid multibyte text', bytes: [0x61, 0xc3, 0xa9, 0xf0, 0x9f, 0x98, 0x80], s: 'aé😀' },
    { name: 'a stray continuation byte', bytes: [0x80, 0x61], s: '\ufffda' },
    { name: 'a truncated three-byte rune byte by byte', bytes: [0xe2, 0x82], s: '\ufffd\ufffd' },
    { name: 'an overlong encoding byte by byte', bytes: [0xc0, 0xaf], s: '\ufffd\ufffd' },
    {
      name: 'an encoded surrogate byte by byte',
      bytes: [0xed, 0xa0, 0x80],
      s: '\ufffd\ufffd\ufffd',
    },
    { name: 'a rune beyond U+10FFFF', bytes: [0xf4, 0x90, 0x80, 0x80], s: '\ufffd'.repeat(4) },
  ])('decodes $name the way Go replaces invalid bytes', ({ bytes, s }) => {
    expect(utf8Decode(Uint8Array.from(bytes))).toBe(s);
  });
});

describe('compareUtf8', () => {
  it.each([
    { name: 'byte order puts uppercase first', a: 'B', b: 'a', sign: -1 },
    { name: 'a prefix sorts first', a: 'ab', b: 'abc', sign: -1 },
    { name: 'equal strings compare equal', a: 'x', b: 'x', sign: 0 },
    // UTF-16 order would put U+1F600 (D83D ...) before U+FF01; UTF-8 order puts it after.
    { name: 'astral runes sort after U+FFxx', a: '😀', b: '\uff01', sign: 1 },
    { name: 'a shared prefix before an astral rune', a: 'k😀', b: 'k\uff01', sign: 1 },
    { name: 'a lone high surrogate before its pair', a: '\ud83d', b: '😀', sign: -1 },
    { name: 'BMP text past a common prefix', a: 'key-10', b: 'key-9', sign: -1 },
  ])('orders strings: $name', ({ a, b, sign }) => {
    expect(Math.sign(compareUtf8(a, b))).toBe(sign);
  });
});
