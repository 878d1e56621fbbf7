// Go string helpers policy messages depend on: strings.TrimSpace (Go's unicode.IsSpace set) and
// byte-length checks and cuts on the UTF-8 encoding.

import { utf8Encode } from '../../apimachinery/utf8.ts';

// unicode.IsSpace: unlike JS trim() it includes U+0085 and excludes U+FEFF.
const goSpace = '[\\t\\n\\v\\f\\r \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]';
const goTrim = new RegExp(`^${goSpace}+|${goSpace}+$`, 'g');

/** Mirrors strings.TrimSpace. */
export const goTrimSpace = (s: string): string => s.replace(goTrim, '');

/** Returns len(s) in Go: the number of UTF-8 bytes. */
export const goLen = (s: string): number => utf8Encode(s).length;

/** Mirrors s[:n] on a Go string (a cut inside a character leaves U+FFFD, as the audit log's JSON would). */
export function goTruncate(s: string, n: number): string {
  const bytes = utf8Encode(s);
  if (bytes.length <= n) return s;
  return new TextDecoder().decode(bytes.slice(0, n));
}
