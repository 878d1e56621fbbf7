// validateDeprecationWarning: a version's deprecationWarning is only for deprecated versions, at
// most 256 bytes, not empty, and printable. Mirrors apiextensions-apiserver
// pkg/apis/apiextensions/validation/validation.go (validateDeprecationWarning).

import type { JsonObject } from '../../apimachinery/types.ts';

// validateDeprecationWarning, in order; the first unprintable rune stops the scan.
/** The deprecationWarning errors of a version, in upstream's order. */
export function deprecationWarning(v: JsonObject): string[] {
  if (v['deprecated'] !== true && typeof v['deprecationWarning'] === 'string')
    return ['can only be set for deprecated versions'];
  const w = v['deprecationWarning'];
  if (typeof w !== 'string') return [];
  const errs: string[] = [];
  const bytes = new TextEncoder().encode(w).length;
  if (bytes > 256) errs.push('must be <= 256 characters long');
  if (w.length === 0) errs.push('must not be an empty string');
  let i = 0;
  for (const r of w) {
    // !unicode.IsPrint comes first, and a control character (Cc) is never printable, so upstream's
    // "control character" branch cannot be reached; spaces other than U+0020 are not printable
    if (
      /[\p{Cc}\p{Cf}\p{Co}\p{Cs}\p{Cn}\p{Zl}\p{Zp}]/u.test(r) ||
      (/\p{Zs}/u.test(r) && r !== ' ')
    ) {
      errs.push(
        `must only contain printable UTF-8 characters; non-printable character found at index ${i}`,
      );
      break;
    }
    i += new TextEncoder().encode(r).length;
  }
  return errs;
}
