// Go's strings.TrimSpace and strings.Split/SplitN, which CEL's ext.Strings and the policy messages
// use: unicode.IsSpace's set (unlike JavaScript's trim it has U+0085 and not U+FEFF) and splitting
// by runes (code points), not UTF-16 units.

// unicode.IsSpace.
const goSpace =
  '[\\t\\n\\v\\f\\r \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000]';
const goTrim = new RegExp(`^${goSpace}+|${goSpace}+$`, 'g');

/** Mirrors strings.TrimSpace. */
export const goTrimSpace = (s: string): string => s.replace(goTrim, '');

/** Mirrors strings.SplitN (n < 0: every part; n == 0: none; an empty separator splits runes). */
export function goSplitN(s: string, sep: string, n: number): string[] {
  if (n === 0) return [];
  if (sep === '') {
    // explode: at most n parts, the last holding the rest.
    const runes = [...s];
    if (n < 0 || n > runes.length) return runes;
    return [...runes.slice(0, n - 1), runes.slice(n - 1).join('')];
  }
  const parts = s.split(sep);
  if (n < 0 || parts.length <= n) return parts;
  return [...parts.slice(0, n - 1), parts.slice(n - 1).join(sep)];
}
