// Go string helpers policy messages depend on: strings.TrimSpace (Go's unicode.IsSpace set) and
// byte-length checks and cuts on the UTF-8 encoding.

import { utf8Encode } from '../../apimachinery/utf8.ts';

export { goTrimSpace } from '../../apimachinery/goStringsSpace.ts';

/** Returns len(s) in Go: the number of UTF-8 bytes. */
export const goLen = (s: string): number => utf8Encode(s).length;

/** Mirrors s[:n] on a Go string (a cut inside a character leaves U+FFFD, as the audit log's JSON would). */
export function goTruncate(s: string, n: number): string {
  const bytes = utf8Encode(s);
  if (bytes.length <= n) return s;
  return new TextDecoder().decode(bytes.slice(0, n));
}
