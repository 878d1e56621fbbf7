// Decides how text turns into bytes and back the way Go does: invalid UTF-8 becomes U+FFFD one byte
// at a time, mirroring unicode/utf8.DecodeRune as used by encoding/json's unquote and strconv.Quote.

/** Encodes a string as UTF-8, turning lone surrogates into U+FFFD as Go's string conversion does. */
export function utf8Encode(s: string): Uint8Array {
  const out: number[] = [];
  for (let i = 0; i < s.length; i++) {
    let cp = s.charCodeAt(i);
    if (cp >= 0xd800 && cp < 0xdc00 && i + 1 < s.length) {
      const lo = s.charCodeAt(i + 1);
      if (lo >= 0xdc00 && lo < 0xe000) {
        cp = 0x10000 + ((cp - 0xd800) << 10) + (lo - 0xdc00);
        i++;
      }
    }
    if (cp >= 0xd800 && cp < 0xe000) cp = 0xfffd;
    pushRune(out, cp);
  }
  return Uint8Array.from(out);
}

function pushRune(out: number[], cp: number): void {
  if (cp < 0x80) out.push(cp);
  else if (cp < 0x800) out.push(0xc0 | (cp >> 6), 0x80 | (cp & 0x3f));
  else if (cp < 0x10000) out.push(0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 0x3f), 0x80 | (cp & 0x3f));
  else
    out.push(
      0xf0 | (cp >> 18),
      0x80 | ((cp >> 12) & 0x3f),
      0x80 | ((cp >> 6) & 0x3f),
      0x80 | (cp & 0x3f),
    );
}

/** A decoded rune and its width in bytes; `rune` is -1 for an invalid byte (Go's RuneError, width 1). */
export interface DecodedRune {
  rune: number;
  width: number;
}

/** Decodes the rune at `i` exactly like Go's utf8.DecodeRune (rejects overlongs, surrogates, > U+10FFFF). */
export function decodeRune(b: Uint8Array, i: number): DecodedRune {
  const c0 = b[i] ?? 0;
  if (c0 < 0x80) return { rune: c0, width: 1 };
  const bad = { rune: -1, width: 1 };
  const cont = (k: number, lo = 0x80, hi = 0xbf): number | undefined => {
    const c = b[i + k];
    return c !== undefined && c >= lo && c <= hi ? c & 0x3f : undefined;
  };
  if (c0 >= 0xc2 && c0 <= 0xdf) {
    const c1 = cont(1);
    return c1 === undefined ? bad : { rune: ((c0 & 0x1f) << 6) | c1, width: 2 };
  }
  if (c0 >= 0xe0 && c0 <= 0xef) {
    // Second-byte ranges per utf8.first/acceptRanges: E0 needs A0..BF, ED needs 80..9F (no surrogates).
    const c1 = c0 === 0xe0 ? cont(1, 0xa0) : c0 === 0xed ? cont(1, 0x80, 0x9f) : cont(1);
    const c2 = cont(2);
    if (c1 === undefined || c2 === undefined) return bad;
    return { rune: ((c0 & 0x0f) << 12) | (c1 << 6) | c2, width: 3 };
  }
  if (c0 >= 0xf0 && c0 <= 0xf4) {
    const c1 = c0 === 0xf0 ? cont(1, 0x90) : c0 === 0xf4 ? cont(1, 0x80, 0x8f) : cont(1);
    const c2 = cont(2);
    const c3 = cont(3);
    if (c1 === undefined || c2 === undefined || c3 === undefined) return bad;
    return { rune: ((c0 & 0x07) << 18) | (c1 << 12) | (c2 << 6) | c3, width: 4 };
  }
  return bad;
}

/** Decodes UTF-8 bytes, replacing each invalid byte with U+FFFD as Go's []rune / json unquote do. */
export function utf8Decode(bytes: Uint8Array, start = 0, end = bytes.length): string {
  let out = '';
  let i = start;
  while (i < end) {
    const c = bytes[i] ?? 0;
    if (c < 0x80) {
      out += String.fromCharCode(c);
      i++;
      continue;
    }
    const { rune, width } = decodeRune(bytes.subarray(0, end), i);
    out += String.fromCodePoint(rune < 0 ? 0xfffd : rune);
    i += width;
  }
  return out;
}

/** Compares two strings by the byte order of their UTF-8 encodings, as Go's strings.Compare does. */
export function compareUtf8(a: string, b: string): number {
  // Below the surrogates, code units are code points: the first differing unit decides (map keys
  // are sorted at every encode, so this is a hot path).
  const n = Math.min(a.length, b.length);
  let i = 0;
  while (i < n && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  if (i === n) return a.length === b.length ? 0 : a.length < b.length ? -1 : 1;
  const x = a.charCodeAt(i);
  const y = b.charCodeAt(i);
  if (x < 0xd800 && y < 0xd800) return x < y ? -1 : 1;
  return compareCodePoints(a, b);
}

function compareCodePoints(a: string, b: string): number {
  // Code-point order equals UTF-8 byte order; UTF-16 code-unit order does not above U+FFFF.
  const ia = a[Symbol.iterator]();
  const ib = b[Symbol.iterator]();
  for (;;) {
    const x = ia.next();
    const y = ib.next();
    if (x.done === true) return y.done === true ? 0 : -1;
    if (y.done === true) return 1;
    const cx = x.value.codePointAt(0) ?? 0;
    const cy = y.value.codePointAt(0) ?? 0;
    if (cx !== cy) return cx < cy ? -1 : 1;
  }
}

/** Counts the bytes of a string's UTF-8 encoding (Go's len on the marshalled bytes). */
export function utf8Length(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c < 0xdc00 && i + 1 < s.length) {
      const lo = s.charCodeAt(i + 1);
      if (lo >= 0xdc00 && lo < 0xe000) {
        n += 4;
        i++;
      } else n += 3;
    } else n += 3;
  }
  return n;
}
