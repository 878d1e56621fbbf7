// Decides how bytes travel in a URL fragment: base64url (RFC 4648 §5) without padding, decoded
// strictly (no whitespace, no '+' or '/', no '='), so a mangled link is caught here.

import { err, ok, type Result } from '../errors.ts';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const VALUES = new Map([...ALPHABET].map((c, i) => [c, i]));

/** Encodes bytes as unpadded base64url. */
export function encodeBase64url(bytes: Uint8Array): string {
  const out: string[] = [];
  for (let i = 0; i < bytes.length; i += 3) {
    const [a = 0, b = 0, c = 0] = bytes.subarray(i, i + 3);
    const n = (a << 16) | (b << 8) | c;
    const chars = Math.min(bytes.length - i, 3) + 1;
    for (let k = 0; k < chars; k++) out.push(ALPHABET.charAt((n >> (18 - 6 * k)) & 63));
  }
  return out.join('');
}

/** Where a text stops being base64url. */
export interface Base64urlError {
  character: string;
  index: number;
}

/**
 * Decodes unpadded base64url. A final lone character cannot hold a whole byte: it is dropped,
 * as a cut link's half-character is, and the inflater then tells a cut stream from a whole one.
 */
export function decodeBase64url(text: string): Result<Uint8Array, Base64urlError> {
  const out = new Uint8Array(Math.floor((text.length * 3) / 4));
  let bits = 0;
  let buffered = 0;
  let at = 0;
  for (let i = 0; i < text.length; i++) {
    const value = VALUES.get(text.charAt(i));
    if (value === undefined)
      return err({ character: String.fromCodePoint(text.codePointAt(i) ?? 0), index: i });
    bits = ((bits << 6) | value) & 0xffffff;
    buffered += 6;
    if (buffered >= 8) {
      buffered -= 8;
      out[at++] = (bits >> buffered) & 0xff;
    }
  }
  return ok(out.subarray(0, at));
}
