import { describe, expect, it } from 'vitest';
import { decodeBase64, decodeBase64Go, encodeBase64, utf8Decode, utf8Encode } from './base64.ts';

describe('encodeBase64', () => {
  it.each([
    { name: 'nothing', text: '', b64: '' },
    { name: 'one byte with two pads', text: 'a', b64: 'YQ==' },
    { name: 'two bytes with one pad', text: 'ab', b64: 'YWI=' },
    { name: 'a full quantum', text: 'abc', b64: 'YWJj' },
    {
      name: 'the recorded 055 patch',
      text: '[{"op":"test","path":"/metadata/labels/env","value":"prod"},{"op":"add","path":"/metadata/labels/promoted","value":"true"}]',
      b64: 'W3sib3AiOiJ0ZXN0IiwicGF0aCI6Ii9tZXRhZGF0YS9sYWJlbHMvZW52IiwidmFsdWUiOiJwcm9kIn0seyJvcCI6ImFkZCIsInBhdGgiOiIvbWV0YWRhdGEvbGFiZWxzL3Byb21vdGVkIiwidmFsdWUiOiJ0cnVlIn1d',
    },
  ])('encodes $name like StdEncoding', ({ text, b64 }) => {
    expect(encodeBase64(utf8Encode(text))).toBe(b64);
    expect(utf8Decode(decodeBase64(b64) ?? new Uint8Array([0xff]))).toBe(text);
  });

  it('round-trips every byte value', () => {
    const all = Uint8Array.from({ length: 256 }, (_, i) => i);
    expect([...(decodeBase64(encodeBase64(all)) ?? [])]).toEqual([...all]);
  });
});

describe('decodeBase64Go', () => {
  it.each([
    { name: 'accepts newlines anywhere', s: 'YW\nJj\r\n', text: 'abc' },
    { name: 'accepts newlines between the pads', s: 'YQ=\n=', text: 'a' },
    { name: 'ignores non-zero trailing bits (non-strict)', s: 'YR==', text: 'a' },
    { name: 'accepts the empty string', s: '', text: '' },
  ])('$name', ({ s, text }) => {
    const r = decodeBase64Go(s);
    expect(r.ok && utf8Decode(r.value)).toBe(text);
  });

  it.each([
    { name: 'rejects a missing pad in a short input at byte 0', s: 'YWJ', at: 0 },
    { name: 'rejects a missing pad after a full quantum', s: 'YWJjZA', at: 4 },
    { name: 'rejects a half pair of pads at the end', s: 'YQ=', at: 3 },
    { name: 'rejects a pad too early', s: 'Y===', at: 1 },
    { name: 'rejects trailing data after pads', s: 'YQ==YQ==', at: 4 },
    { name: 'rejects a space', s: 'YW Jj', at: 2 },
    { name: 'rejects the URL alphabet', s: 'YW-j', at: 2 },
    { name: 'rejects non-ASCII at its byte offset', s: 'éYQ==', at: 0 },
  ])('$name', ({ s, at }) => {
    expect(decodeBase64Go(s)).toEqual({
      ok: false,
      error: `illegal base64 data at input byte ${at}`,
    });
    expect(decodeBase64(s)).toBeUndefined();
  });
});
