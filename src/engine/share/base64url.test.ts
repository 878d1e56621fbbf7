import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeBase64url, encodeBase64url } from './base64url.ts';

const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);

describe('encodeBase64url', () => {
  it.each([
    ['', ''],
    ['f', 'Zg'],
    ['fo', 'Zm8'],
    ['foo', 'Zm9v'],
    ['foob', 'Zm9vYg'],
    ['fooba', 'Zm9vYmE'],
    ['foobar', 'Zm9vYmFy'],
  ])('encodes the RFC 4648 vector %j as %j, without padding', (text, expected) => {
    expect(encodeBase64url(bytes(text))).toBe(expected);
  });

  it('uses - and _ where base64 has + and /', () => {
    expect(encodeBase64url(new Uint8Array([0xfb, 0xff, 0xbf]))).toBe('-_-_');
  });
});

describe('decodeBase64url', () => {
  it.each([
    ['Zm9vYmFy', 'foobar'],
    ['Zm9vYmE', 'fooba'],
    ['Zm9vYg', 'foob'],
    ['', ''],
  ])('decodes %j to %j', (text, expected) => {
    const decoded = decodeBase64url(text);
    expect(decoded.ok && new TextDecoder().decode(decoded.value)).toBe(expected);
  });

  it.each([
    ['a padded text', 'Zm8=', '=', 4],
    ['base64 "+"', 'Zm+v', '+', 3],
    ['base64 "/"', 'Zm/v', '/', 3],
    ['a space', 'Zm 9v', ' ', 3],
    ['a percent escape', 'Zm%39v', '%', 3],
    ['a character outside ASCII', 'Zm9€', '€', 4],
    ['an emoji, named whole', 'Zm😀', '😀', 3],
  ])('refuses %s, naming the character and its position', (_, text, character, position) => {
    expect(decodeBase64url(text)).toEqual({ ok: false, error: { character, index: position - 1 } });
  });

  it('drops a final lone character, which cannot hold a whole byte', () => {
    const decoded = decodeBase64url('Zm9vY');
    expect(decoded.ok && new TextDecoder().decode(decoded.value)).toBe('foo');
  });

  it('round-trips any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (data) => {
        const decoded = decodeBase64url(encodeBase64url(data));
        expect(decoded.ok && [...decoded.value]).toEqual([...data]);
      }),
    );
  });
});
