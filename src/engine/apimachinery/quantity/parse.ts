// resource.ParseQuantity (k8s.io/apimachinery pkg/api/resource quantity.go parseQuantityString,
// ParseQuantity; suffix.go): the amount, in the int64 form when it fits (the fast path) else the
// inf.Dec form rounded up to nano precision, and the format String() renders it in.

import { type Amount, compare, inInt64, maxInt64, pow10 } from './amount.ts';

const SPLIT_RE = '^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$';
/** ErrFormatWrong's text. */
export const ErrFormatWrong = `quantities must match the regular expression '${SPLIT_RE}'`;
/** ErrNumeric's text. */
export const ErrNumeric = 'unable to parse numeric part of quantity';
/** ErrSuffix's text. */
export const ErrSuffix = "unable to parse quantity's suffix";

/** resource.Format: how String() prints the quantity. */
export type QuantityFormat = 'DecimalExponent' | 'BinarySI' | 'DecimalSI';

/** A ParseQuantity error; the message is upstream's. */
export class QuantityParseError extends Error {}

interface Scanned {
  positive: boolean;
  value: string;
  num: string;
  denom: string;
  suffix: string;
}

/** parseQuantityString: a fast scanner splitting sign, digits, fraction and suffix. */
function scan(str: string): Scanned {
  let positive = true;
  let pos = 0;
  const end = str.length;
  if (str[0] === '-' || str[0] === '+') {
    positive = str[0] !== '-';
    pos++;
  }
  while (pos < end && str[pos] === '0') pos++;
  if (pos >= end) return { positive, value: '0', num: '0', denom: '', suffix: '' };
  let i = pos;
  while (i < end && /[0-9]/.test(str.charAt(i))) i++;
  if (i >= end) return { positive, value: str, num: str.slice(pos), denom: '', suffix: '' };
  const num = str.slice(pos, i) || '0';
  pos = i;
  let denom = '';
  if (str[pos] === '.') {
    pos++;
    i = pos;
    while (i < end && /[0-9]/.test(str.charAt(i))) i++;
    denom = str.slice(pos, i);
    if (i >= end) return { positive, value: str, num, denom, suffix: '' };
    pos = i;
  }
  const value = str.slice(0, pos);
  const suffixStart = pos;
  i = pos;
  while (i < end && 'eEinumkKMGTP'.includes(str.charAt(i))) i++;
  if (i >= end) return { positive, value, num, denom, suffix: str.slice(suffixStart) };
  pos = i;
  if (str[pos] === '-' || str[pos] === '+') pos++;
  for (i = pos; i < end; i++)
    if (!/[0-9]/.test(str.charAt(i))) throw new QuantityParseError(ErrFormatWrong);
  return { positive, value, num, denom, suffix: str.slice(suffixStart) };
}

const BIN: Record<string, number> = { Ki: 10, Mi: 20, Gi: 30, Ti: 40, Pi: 50, Ei: 60 };
const DEC: Record<string, number> = {
  n: -9,
  u: -6,
  m: -3,
  '': 0,
  k: 3,
  M: 6,
  G: 9,
  T: 12,
  P: 15,
  E: 18,
};

/** quantitySuffixer.interpret. */
function interpret(
  suffix: string,
): { base: 2 | 10; exponent: number; format: QuantityFormat } | undefined {
  const bin = BIN[suffix];
  if (bin !== undefined) return { base: 2, exponent: bin, format: 'BinarySI' };
  const dec = DEC[suffix];
  if (dec !== undefined) return { base: 10, exponent: dec, format: 'DecimalSI' };
  if (
    suffix.length > 1 &&
    (suffix[0] === 'e' || suffix[0] === 'E') &&
    /^[+-]?[0-9]+$/.test(suffix.slice(1))
  ) {
    const parsed = BigInt(suffix.slice(1));
    if (!inInt64(parsed)) return undefined;
    return { base: 10, exponent: Number(BigInt.asIntN(32, parsed)), format: 'DecimalExponent' };
  }
  return undefined;
}

/** Rounds |unscaled|×10^exp up (away from zero) to nano precision, as inf.Dec Round(…, 9, RoundUp). */
function roundToNano(unscaled: bigint, exp: number): bigint {
  if (exp >= -9) return unscaled * pow10(exp + 9);
  const d = pow10(-9 - exp);
  const q = unscaled / d;
  return unscaled % d === 0n ? q : q + 1n;
}

/** ParseQuantity: the amount and format, or a QuantityParseError with the upstream message. */
export function parseQuantity(str: string): { amount: Amount; format: QuantityFormat } {
  if (str.length === 0) throw new QuantityParseError(ErrFormatWrong);
  if (str === '0') return { amount: { unscaled: 0n, exp: 0, dec: false }, format: 'DecimalSI' };
  const { positive, value, num, denom, suffix } = scan(str);
  const suf = interpret(suffix);
  if (!suf) throw new QuantityParseError(ErrSuffix);
  let { format } = suf;
  let precision: number;
  let scale = 0;
  let mantissa = 1n;
  if (format === 'BinarySI') {
    if (suf.exponent >= 0 && denom.length === 0) {
      mantissa = 1n << BigInt(suf.exponent);
      precision = 15 - num.length - Math.trunc((suf.exponent * 3) / 10) - 1;
    } else precision = -1;
  } else {
    scale = suf.exponent;
    precision = 18 - (num.length + denom.length);
  }
  if (precision >= 0) {
    scale -= denom.length;
    if (scale >= -9) {
      const shifted = BigInt(num + denom);
      if (!inInt64(shifted)) throw new QuantityParseError(ErrNumeric);
      const result = shifted * mantissa;
      if (inInt64(result))
        return {
          amount: { unscaled: positive ? result : -result, exp: scale, dec: false },
          format,
        };
    }
  }
  // The inf.Dec path: value holds the sign, digits and fraction as written.
  const m = /^([+-]?)([0-9]*)(?:\.([0-9]*))?$/.exec(value);
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) throw new QuantityParseError(ErrNumeric);
  let unscaled = BigInt((m[2] ?? '') + (m[3] ?? '') || '0');
  let exp = -(m[3] ?? '').length;
  if (suf.base === 10) exp += suf.exponent;
  else unscaled *= 1n << BigInt(suf.exponent);
  if (unscaled !== 0n) {
    unscaled = roundToNano(unscaled, exp);
    exp = -9;
  }
  const abs: Amount = { unscaled, exp, dec: true };
  if (format === 'BinarySI' && compare(abs, { unscaled: maxInt64, exp: 0, dec: true }) > 0) {
    [unscaled, exp] = [maxInt64, 0];
  }
  if (
    format === 'BinarySI' &&
    unscaled > 0n &&
    compare({ unscaled, exp, dec: true }, { unscaled: 1n, exp: 0, dec: true }) < 0
  ) {
    format = 'DecimalSI';
  }
  return { amount: { unscaled: positive ? unscaled : -unscaled, exp, dec: true }, format };
}
