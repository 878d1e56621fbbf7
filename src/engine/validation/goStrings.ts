// Quotes strings the way Go does: strconv.Quote (behind %q and %#v) and encoding/json's string
// encoding (json.Marshal, with its HTML-safe escapes), for byte-exact API-server messages.

import type { JsonValue } from '../scenario/types.ts';

// Go's unicode.IsPrint: letters, marks, numbers, punctuation, symbols and the ASCII space.
const printable = /^[\p{L}\p{M}\p{N}\p{P}\p{S} ]$/u;

const shortEscapes: Record<number, string> = {
  7: '\\a',
  8: '\\b',
  9: '\\t',
  10: '\\n',
  11: '\\v',
  12: '\\f',
  13: '\\r',
};

const hex = (n: number, width: number): string => n.toString(16).padStart(width, '0');

/** Quotes a string exactly as Go's strconv.Quote (and so `%q` and `%#v` on strings) does. */
export function goQuote(s: string): string {
  let out = '"';
  for (const ch of s) {
    let r = ch.codePointAt(0) ?? 0;
    // A lone surrogate cannot survive Go's JSON decoding; it arrives as U+FFFD.
    if (r >= 0xd800 && r <= 0xdfff) r = 0xfffd;
    if (r === 0x22 || r === 0x5c) out += '\\' + String.fromCodePoint(r);
    else if (printable.test(String.fromCodePoint(r))) out += String.fromCodePoint(r);
    else if (shortEscapes[r] !== undefined) out += shortEscapes[r];
    else if (r < 0x20 || r === 0x7f) out += '\\x' + hex(r, 2);
    else if (r < 0x10000) out += '\\u' + hex(r, 4);
    else out += '\\U' + hex(r, 8);
  }
  return out + '"';
}

/** Encodes a string as Go's json.Marshal does, including its HTML-safe escapes. */
export function goJsonString(s: string): string {
  let out = '"';
  for (const ch of s) {
    const r = ch.codePointAt(0) ?? 0;
    if (r === 0x22) out += '\\"';
    else if (r === 0x5c) out += '\\\\';
    else if (r === 0x0a) out += '\\n';
    else if (r === 0x0d) out += '\\r';
    else if (r === 0x09) out += '\\t';
    // Go 1.22+ writes \b and \f in their short form.
    else if (r === 0x08) out += '\\b';
    else if (r === 0x0c) out += '\\f';
    else if (r < 0x20 || r === 0x3c || r === 0x3e || r === 0x26 || r === 0x2028 || r === 0x2029)
      out += '\\u' + hex(r, 4);
    else if (r >= 0xd800 && r <= 0xdfff) out += '\\ufffd';
    else out += ch;
  }
  return out + '"';
}

/** Encodes any JSON value compactly, with Go's string escaping. */
export function goJsonValue(v: JsonValue): string {
  if (typeof v === 'string') return goJsonString(v);
  if (Array.isArray(v)) return '[' + v.map(goJsonValue).join(',') + ']';
  if (v !== null && typeof v === 'object') {
    // encoding/json sorts map keys.
    const keys = Object.keys(v).sort();
    return '{' + keys.map((k) => goJsonString(k) + ':' + goJsonValue(v[k] ?? null)).join(',') + '}';
  }
  return JSON.stringify(v);
}
