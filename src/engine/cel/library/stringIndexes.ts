// indexOf, lastIndexOf and substring as cel-go's ext.Strings has them (ext/strings.go
// indexOfOffset, lastIndexOf, lastIndexOfOffset, substr, substrRange): offsets count runes (code
// points), not UTF-16 units, and a bad offset reads `index out of range: 5`. cel-go v0.29
// (Kubernetes 1.37) checks the offset of an empty search string too and clamps it to the length
// (cel-go#1335); before, `''` found itself at any offset given, negative or past the end.

import { EvaluationError } from '@marcbachmann/cel-js';

const outOfRange = (n: bigint): EvaluationError => new EvaluationError(`index out of range: ${n}`);

function runesAt(runes: readonly string[], sub: readonly string[], i: number): boolean {
  for (let j = 0; j < sub.length; j++) if (runes[i + j] !== sub[j]) return false;
  return true;
}

/** An empty search string's answer at `offset` (`clamp`: cel-go v0.29's check and clamp). */
function emptyAt(runes: readonly string[], offset: bigint, clamp: boolean): bigint {
  if (!clamp) return offset;
  if (offset < 0n) throw outOfRange(offset);
  const n = BigInt(runes.length);
  return offset > n ? n : offset;
}

/** ext/strings.go indexOfOffset (`clamp`: v0.29's empty-string rule). */
export function indexOf(s: string, sub: string, offset = 0n, clamp = false): bigint {
  const runes = [...s];
  if (sub === '') return emptyAt(runes, offset, clamp);
  const subRunes = [...sub];
  if (offset < 0n) throw outOfRange(offset);
  if (offset >= BigInt(runes.length)) return -1n;
  for (let i = Number(offset); i < runes.length - (subRunes.length - 1); i++)
    if (runesAt(runes, subRunes, i)) return BigInt(i);
  return -1n;
}

/**
 * ext/strings.go lastIndexOfOffset (without an offset: from the last rune; "" gives the length;
 * `clamp`: v0.29's empty-string rule).
 */
export function lastIndexOf(s: string, sub: string, offset?: bigint, clamp = false): bigint {
  const runes = [...s];
  if (offset === undefined) {
    if (sub === '') return BigInt(runes.length);
    offset = BigInt(runes.length - 1);
  }
  if (sub === '') return emptyAt(runes, offset, clamp);
  const subRunes = [...sub];
  if (offset < 0n) throw outOfRange(offset);
  if (offset >= BigInt(runes.length)) return -1n;
  let off = Number(offset);
  if (off > runes.length - subRunes.length) off = runes.length - subRunes.length;
  for (let i = off; i >= 0; i--) if (runesAt(runes, subRunes, i)) return BigInt(i);
  return -1n;
}

/** ext/strings.go substr and substrRange. */
export function substring(s: string, start: bigint, end?: bigint): string {
  const runes = [...s];
  const n = BigInt(runes.length);
  if (end !== undefined && start > end)
    throw new EvaluationError(`invalid substring range. start: ${start}, end: ${end}`);
  if (start < 0n || start > n) throw outOfRange(start);
  if (end === undefined) return runes.slice(Number(start)).join('');
  if (end < 0n || end > n) throw outOfRange(end);
  return runes.slice(Number(start), Number(end)).join('');
}
