import { describe, expect, it } from 'vitest';
import { parseMediaType } from './mediaType.ts';
import { isTextResponse, trimSpaceBytes } from './genericResponse.ts';

describe('parseMediaType (Go mime.ParseMediaType)', () => {
  it.each([
    { v: 'application/json', media: 'application/json' },
    { v: ' Application/JSON ; charset=UTF-8', media: 'application/json' },
    { v: 'text/plain;', media: 'text/plain' },
    { v: 'text/plain; charset="utf-8"', media: 'text/plain' },
    { v: 'text/plain; name="a\\"b"', media: 'text/plain' },
    { v: 'text/plain; a=1; a=1', media: 'text/plain' },
    { v: 'text', media: 'text' },
  ])('parses $v', ({ v, media }) => {
    expect(parseMediaType(v)).toEqual({ ok: true, mediaType: media });
  });

  it.each([
    { v: '', error: 'mime: no media type' },
    { v: '/json', error: 'mime: no media type' },
    { v: 'text plain', error: 'mime: expected slash after first token' },
    { v: 'text/', error: 'mime: expected token after slash' },
    { v: 'text/plain/x', error: 'mime: unexpected content after media subtype' },
    { v: 'text/plain; charset', error: 'mime: invalid media parameter' },
    { v: 'text/plain; charset="utf-8', error: 'mime: invalid media parameter' },
    { v: 'text/plain; a=1; a=2', error: 'mime: duplicate parameter name' },
  ])('refuses $v', ({ v, error }) => {
    expect(parseMediaType(v)).toEqual({ ok: false, error });
  });
});

describe('isTextResponse', () => {
  it.each([
    { type: '', text: true },
    { type: 'text/html; charset=utf-8', text: true },
    { type: 'application/json', text: false },
    { type: 'text', text: false },
    { type: 'text/', text: false },
  ])('says $text for "$type"', ({ type, text }) => {
    expect(isTextResponse(type)).toBe(text);
  });
});

describe('trimSpaceBytes (strings.TrimSpace)', () => {
  const trim = (bytes: number[]): number[] => Array.from(trimSpaceBytes(Uint8Array.from(bytes)));
  it('trims ASCII and Unicode spaces at both ends', () => {
    // "\u00a0 a b\u3000\n"
    expect(trim([0xc2, 0xa0, 0x20, 0x61, 0x20, 0x62, 0xe3, 0x80, 0x80, 0x0a])).toEqual([
      0x61, 0x20, 0x62,
    ]);
  });
  it('keeps an invalid byte at the end', () => {
    expect(trim([0x61, 0xc3, 0x20])).toEqual([0x61, 0xc3]);
  });
  it('empties an all-space text', () => {
    expect(trim([0x20, 0x09, 0x0b])).toEqual([]);
  });
});
