// Decides how []byte fields travel through JSON: Go's encoding/json uses base64.StdEncoding (padded,
// non-strict, '\r' and '\n' ignored anywhere). Mirrors encoding/base64/base64.go decodeQuantum.

import { utf8Encode } from './utf8.ts';

export { utf8Decode, utf8Encode } from './utf8.ts';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DECODE_MAP = new Int16Array(256).fill(-1);
for (let i = 0; i < ALPHABET.length; i++) DECODE_MAP[ALPHABET.charCodeAt(i)] = i;

/** Encodes bytes with the standard padded alphabet, as Go's base64.StdEncoding.EncodeToString does. */
export function encodeBase64(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = bytes.length - i;
    const v = ((bytes[i] ?? 0) << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    out += ALPHABET[(v >> 18) & 63];
    out += ALPHABET[(v >> 12) & 63];
    out += n > 1 ? ALPHABET[(v >> 6) & 63] : '=';
    out += n > 2 ? ALPHABET[v & 63] : '=';
  }
  return out;
}

/** The outcome of a Go-exact base64 decode: the bytes, or Go's CorruptInputError text. */
export type Base64Result = { ok: true; value: Uint8Array } | { ok: false; error: string };

/** Decodes like base64.StdEncoding.Decode, reporting `illegal base64 data at input byte N` on failure. */
export function decodeBase64Go(s: string): Base64Result {
  const src = utf8Encode(s);
  const out: number[] = [];
  const corrupt = (at: number): Base64Result => ({
    ok: false,
    error: `illegal base64 data at input byte ${at}`,
  });
  const isNewline = (c: number | undefined): boolean => c === 0x0a || c === 0x0d;
  let si = 0;
  while (si < src.length) {
    const dbuf = [0, 0, 0, 0];
    let dlen = 4;
    let trailing = -1;
    for (let j = 0; j < 4; j++) {
      if (si === src.length) {
        // A partial quantum at the end is an error because StdEncoding requires padding.
        if (j === 0) return { ok: true, value: Uint8Array.from(out) };
        return corrupt(si - j);
      }
      const inc = src[si] ?? 0;
      si++;
      const v = DECODE_MAP[inc] ?? -1;
      if (v >= 0) {
        dbuf[j] = v;
        continue;
      }
      if (isNewline(inc)) {
        j--;
        continue;
      }
      if (inc !== 0x3d) return corrupt(si - 1);
      if (j < 2) return corrupt(si - 1);
      if (j === 2) {
        while (si < src.length && isNewline(src[si])) si++;
        if (si === src.length) return corrupt(src.length);
        if (src[si] !== 0x3d) return corrupt(si - 1);
        si++;
      }
      while (si < src.length && isNewline(src[si])) si++;
      if (si < src.length) trailing = si;
      dlen = j;
      break;
    }
    const val = (dbuf[0]! << 18) | (dbuf[1]! << 12) | (dbuf[2]! << 6) | dbuf[3]!;
    const bytes = [(val >> 16) & 0xff, (val >> 8) & 0xff, val & 0xff];
    for (let k = 0; k < dlen - 1; k++) out.push(bytes[k]!);
    if (trailing >= 0) return corrupt(trailing);
  }
  return { ok: true, value: Uint8Array.from(out) };
}

/** Decodes standard padded base64 as Go's encoding/json does for []byte, or undefined if Go rejects it. */
export function decodeBase64(s: string): Uint8Array | undefined {
  const r = decodeBase64Go(s);
  return r.ok ? r.value : undefined;
}
