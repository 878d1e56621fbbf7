// cel-go's type conversions int(), uint(), double() and bool() (common/types/string.go, int.go,
// uint.go, double.go ConvertToType; common/types/overflow.go): strings parse with Go's strconv
// rules, numbers are range-checked, and a failure reads as cel-go words it.

import { EvaluationError } from '@marcbachmann/cel-js';
import { UnsignedInt } from '@marcbachmann/cel-js/evaluator';

const MAX_INT = 2n ** 63n - 1n;
const MIN_INT = -(2n ** 63n);
const MAX_UINT = 2n ** 64n - 1n;

/** common/types/string.go: `type conversion error from 'string' to 'int'`. */
const conversionError = (from: string, to: string): EvaluationError =>
  new EvaluationError(`type conversion error from '${from}' to '${to}'`);
const intOverflow = (): EvaluationError => new EvaluationError('integer overflow');
const uintOverflow = (): EvaluationError => new EvaluationError('unsigned integer overflow');

/** strconv.ParseInt(s, 10, 64). */
export function stringToInt(s: string): bigint {
  if (!/^[+-]?[0-9]+$/.test(s)) throw conversionError('string', 'int');
  const n = BigInt(s);
  if (n > MAX_INT || n < MIN_INT) throw conversionError('string', 'int');
  return n;
}

/** strconv.ParseUint(s, 10, 64). */
export function stringToUint(s: string): UnsignedInt {
  if (!/^[0-9]+$/.test(s)) throw conversionError('string', 'uint');
  const n = BigInt(s);
  if (n > MAX_UINT) throw conversionError('string', 'uint');
  return new UnsignedInt(n);
}

const GO_FLOAT =
  /^[+-]?(?:(?:[0-9]+(?:_[0-9]+)*\.?(?:[0-9]+(?:_[0-9]+)*)?|\.[0-9]+(?:_[0-9]+)*)(?:[eE][+-]?[0-9]+)?|0[xX](?:[0-9a-fA-F]+\.?[0-9a-fA-F]*|\.[0-9a-fA-F]+)[pP][+-]?[0-9]+)$/;

/** strconv.ParseFloat(s, 64): decimal and hex forms, inf/infinity/nan in any case; out of range fails. */
export function stringToDouble(s: string): number {
  const special = /^([+-]?)(inf|infinity|nan)$/i.exec(s);
  if (special) {
    if (special[2]!.toLowerCase() === 'nan') {
      if (special[1] !== '') throw conversionError('string', 'double');
      return Number.NaN;
    }
    return special[1] === '-' ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY;
  }
  // Go allows underscores only after a base prefix; decimal literals with `_` fail.
  if (!GO_FLOAT.test(s) || (s.includes('_') && !/^[+-]?0[xX]/.test(s)))
    throw conversionError('string', 'double');
  const f = /^[+-]?0[xX]/.test(s) ? hexFloat(s) : Number(s);
  if (!Number.isFinite(f)) throw conversionError('string', 'double');
  return f;
}

function hexFloat(s: string): number {
  const m = /^([+-]?)0[xX]([0-9a-fA-F]*)\.?([0-9a-fA-F]*)[pP]([+-]?[0-9]+)$/.exec(
    s.replaceAll('_', ''),
  );
  if (!m) return Number.NaN;
  const mantissa = parseInt(`${m[2]}${m[3]}` || '0', 16) / 16 ** m[3]!.length;
  const f = mantissa * 2 ** Number(m[4]);
  return m[1] === '-' ? -f : f;
}

/** strconv.ParseBool. */
export function stringToBool(s: string): boolean {
  if (['1', 't', 'T', 'TRUE', 'true', 'True'].includes(s)) return true;
  if (['0', 'f', 'F', 'FALSE', 'false', 'False'].includes(s)) return false;
  throw conversionError('string', 'bool');
}

/** overflow.go doubleToInt64Checked: NaN, infinities and values beyond int64 overflow. */
export function doubleToInt(d: number): bigint {
  if (!Number.isFinite(d) || d <= -(2 ** 63) || d >= 2 ** 63) throw intOverflow();
  return BigInt(Math.trunc(d));
}

/** overflow.go doubleToUint64Checked. */
export function doubleToUint(d: number): UnsignedInt {
  if (!Number.isFinite(d) || d < 0 || d >= 2 ** 64) throw uintOverflow();
  return new UnsignedInt(BigInt(Math.trunc(d)));
}

/** overflow.go int64ToUint64Checked. */
export function intToUint(i: bigint): UnsignedInt {
  if (i < 0n) throw uintOverflow();
  return new UnsignedInt(i);
}

/** overflow.go uint64ToInt64Checked. */
export function uintToInt(u: UnsignedInt): bigint {
  if (u.valueOf() > MAX_INT) throw intOverflow();
  return u.valueOf();
}
