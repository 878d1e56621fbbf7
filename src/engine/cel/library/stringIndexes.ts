// indexOf, lastIndexOf and substring as cel-go's ext.Strings has them (ext/strings.go
// indexOfOffset, lastIndexOf, lastIndexOfOffset, substr, substrRange): offsets count runes (code
// points), not UTF-16 units, and a bad offset reads `index out of range: 5`.

import { EvaluationError } from '@marcbachmann/cel-js';

const outOfRange = (n: bigint): EvaluationError => new EvaluationError(`index out of range: ${n}`);

function runesAt(runes: readonly string[], sub: readonly string[], i: number): boolean {
  for (let j = 0; j < sub.length; j++) if (runes[i + j] !== sub[j]) return false;
  return true;
}

/** ext/strings.go indexOfOffset. */
export function indexOf(s: string, sub: string, offset = 0n): bigint {
  if (sub === '') return offset;
  const runes = [...s];
  const subRunes = [...sub];
  if (offset < 0n) throw outOfRange(offset);
  if (offset >= BigInt(runes.length)) return -1n;
  for (let i = Number(offset); i < runes.length - (subRunes.length - 1); i++)
    if (runesAt(runes, subRunes, i)) return BigInt(i);
  return -1n;
}

/** ext/strings.go lastIndexOfOffset (without an offset: from the last rune; "" gives the length). */
export function lastIndexOf(s: string, sub: string, offset?: bigint): bigint {
  const runes = [...s];
  if (offset === undefined) {
    if (sub === '') return BigInt(runes.length);
    offset = BigInt(runes.length - 1);
  }
  if (sub === '') return offset;
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
