// Decides how API-server messages render %q: a port of strconv.Quote (strconv/quote.go
// appendQuotedWith / appendEscapedRune) with Go's IsPrint approximated by Unicode categories.

import { decodeRune, utf8Encode } from './utf8.ts';

// unicode.IsPrint: letters, marks, numbers, punctuation, symbols and ASCII space. Node's Unicode
// tables may be a version newer than Go's, which only matters for newly assigned code points.
const PRINTABLE = /^[\p{L}\p{M}\p{N}\p{P}\p{S}]$/u;

/** Reports whether Go's strconv.IsPrint accepts the rune. */
export function isGoPrint(rune: number): boolean {
  if (rune < 0x80) return rune >= 0x20 && rune < 0x7f;
  if (rune > 0x10ffff || (rune >= 0xd800 && rune < 0xe000)) return false;
  return PRINTABLE.test(String.fromCodePoint(rune));
}

const hex = (n: number, width: number): string => n.toString(16).padStart(width, '0');

function escapeRune(r: number, quote: number): string {
  if (r === quote || r === 0x5c) return '\\' + String.fromCodePoint(r);
  if (isGoPrint(r)) return String.fromCodePoint(r);
  switch (r) {
    case 0x07:
      return '\\a';
    case 0x08:
      return '\\b';
    case 0x0c:
      return '\\f';
    case 0x0a:
      return '\\n';
    case 0x0d:
      return '\\r';
    case 0x09:
      return '\\t';
    case 0x0b:
      return '\\v';
  }
  if (r < 0x20 || r === 0x7f) return '\\x' + hex(r, 2);
  if (r < 0x10000) return '\\u' + hex(r, 4);
  return '\\U' + hex(r, 8);
}

/** Quotes bytes with the given quote character the way strconv.Quote/QuoteRune do. */
export function goQuoteBytes(bytes: Uint8Array, quote = 0x22): string {
  let out = String.fromCharCode(quote);
  let i = 0;
  while (i < bytes.length) {
    const { rune, width } = decodeRune(bytes, i);
    // An invalid byte is shown as \xNN; a string holding U+FFFD itself stays printable.
    out += rune < 0 ? '\\x' + hex(bytes[i] ?? 0, 2) : escapeRune(rune, quote);
    i += width;
  }
  return out + String.fromCharCode(quote);
}

/** Returns Go's strconv.Quote(s) (also what fmt's %q prints for a string). */
export function goQuote(s: string): string {
  // Lone surrogates are encoded as U+FFFD here; Go strings cannot hold them either.
  return goQuoteBytes(utf8Encode(s));
}
