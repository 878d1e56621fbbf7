// Go net/url's escaping: the percent-decoding checks url.Parse applies, userinfo and path
// re-escaping (shouldEscape), and the query unescaping url.ParseQuery does (net/url/url.go).

import { goQuote } from './goQuote.ts';
import { utf8Encode } from './utf8.ts';

/** Carries a parse failure's reason, worded as Go's net/url words it. */
export class ParseError extends Error {}

const isAlnum = (c: string) => /^[A-Za-z0-9]$/.test(c);
const isHex = (c: string | undefined) => c !== undefined && /^[0-9A-Fa-f]$/.test(c);

// Characters a host may hold unescaped (shouldEscape with encodeHost).
const hostChars = /^[A-Za-z0-9\-_.~!$&'()*+,;=:[\]<>"]$/;

/** Checks %-escapes (and, in a host, the allowed characters) and decodes the string. */
export function unescape(s: string, host: boolean): string {
  for (let i = 0; i < s.length; i++) {
    const c = s.charAt(i);
    if (c === '%') {
      if (!isHex(s[i + 1]) || !isHex(s[i + 2])) {
        throw new ParseError('invalid URL escape ' + goQuote(s.slice(i, i + 3)));
      }
      // RFC 3986 allows %-encoding in a host only for non-ASCII bytes (and %25 for zones).
      if (host && parseInt(s.charAt(i + 1), 16) < 8 && s.slice(i, i + 3) !== '%25') {
        throw new ParseError('invalid URL escape ' + goQuote(s.slice(i, i + 3)));
      }
      i += 2;
    } else if (host && c.charCodeAt(0) < 0x80 && !hostChars.test(c)) {
      throw new ParseError(`invalid character ${goQuote(c)} in host name`);
    }
  }
  return decodeURIComponentSafe(s);
}

function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    // Go decodes byte-wise and keeps invalid UTF-8; the exact bytes never reach a message here.
    return s;
  }
}

/** Re-escapes a user name or password as Userinfo.String() does. */
export function escapeUser(s: string): string {
  let out = '';
  for (const b of utf8Encode(s)) {
    const c = String.fromCharCode(b);
    const keep = b < 0x80 && (isAlnum(c) || '-_.~$&+,;='.includes(c));
    out += keep ? c : '%' + b.toString(16).toUpperCase().padStart(2, '0');
  }
  return out;
}

/** Reports whether a byte stays unescaped in a path (shouldEscape(c, encodePath) is false). */
export const isPathSafe = (b: number): boolean =>
  b < 0x80 && /[A-Za-z0-9\-_.~$&+,/:;=@]/.test(String.fromCharCode(b));

/** Escapes a path as url.PathEscape's encodePath mode does. */
export function escapePath(s: string): string {
  let out = '';
  for (const b of utf8Encode(s))
    out += isPathSafe(b)
      ? String.fromCharCode(b)
      : '%' + b.toString(16).toUpperCase().padStart(2, '0');
  return out;
}

/** Unescapes a query key or value as url.QueryUnescape does ('+' is a space); undefined on a bad escape. */
export function queryUnescape(s: string): string | undefined {
  const bytes: number[] = [];
  const src = utf8Encode(s);
  for (let i = 0; i < src.length; i++) {
    const b = src[i] ?? 0;
    if (b === 0x25) {
      const h = String.fromCharCode(src[i + 1] ?? 0, src[i + 2] ?? 0);
      if (!/^[0-9A-Fa-f]{2}$/.test(h)) return undefined;
      bytes.push(parseInt(h, 16));
      i += 2;
    } else bytes.push(b === 0x2b ? 0x20 : b);
  }
  return new TextDecoder().decode(new Uint8Array(bytes));
}
