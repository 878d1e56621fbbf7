// Quantity.String, the canonical form (k8s.io/apimachinery pkg/api/resource quantity.go
// CanonicalizeBytes; amount.go AsCanonicalBytes, AsCanonicalBase1024Bytes; suffix.go).

import { type Amount, compare, inInt64, pow10 } from './amount.ts';
import type { Quantity } from './quantity.ts';
import { negativeScaleInt64, removeFactors } from './scale.ts';

// infDecAmount.AsCanonicalBytes: trailing zeros into the exponent, then down to a multiple of 3.
function decCanonical(unscaled: bigint, exp: number): [string, number] {
  let [amount, times] = removeFactors(unscaled, 10n);
  let exponent = exp + times;
  while (exponent % 3 !== 0) {
    amount *= 10n;
    exponent--;
  }
  return [amount.toString(), exponent];
}

// Quantity.AsCanonicalBytes: the int64 form falls back to inf.Dec when the ×10/×100 overflows.
function canonicalDecimal(a: Amount): [string, number] {
  if (a.dec) return decCanonical(a.unscaled, a.exp);
  const [amount, times] = removeFactors(a.unscaled, 10n);
  const exponent = a.exp + times;
  const r = exponent % 3;
  const shift = r === 1 || r === -2 ? 1 : r === 2 || r === -1 ? 2 : 0;
  const scaled = amount * pow10(shift);
  if (!inInt64(scaled)) return decCanonical(a.unscaled, a.exp);
  return [scaled.toString(), exponent - shift];
}

// Quantity.AsScale(0): the value rounded away from zero to an integer, and whether that was exact.
function asScaleZero(a: Amount): [bigint, boolean] {
  if (a.exp >= 0) return [a.unscaled * pow10(a.exp), true];
  return negativeScaleInt64(a.unscaled, -a.exp);
}

const decimalSuffixes = new Map<number, string>([
  [-9, 'n'],
  [-6, 'u'],
  [-3, 'm'],
  [0, ''],
  [3, 'k'],
  [6, 'M'],
  [9, 'G'],
  [12, 'T'],
  [15, 'P'],
  [18, 'E'],
]);
const binarySuffixes = new Map<number, string>([
  [10, 'Ki'],
  [20, 'Mi'],
  [30, 'Gi'],
  [40, 'Ti'],
  [50, 'Pi'],
  [60, 'Ei'],
]);

/** Quantity.String: the canonical form (CanonicalizeBytes); exponents without a suffix print bare, as upstream does. */
export function quantityString(q: Quantity): string {
  if (q.amount.unscaled === 0n) return '0';
  let format = q.format;
  let rounded = 0n;
  if (format === 'BinarySI') {
    if (
      compare(q.amount, { unscaled: -1024n, exp: 0, dec: false }) > 0 &&
      compare(q.amount, { unscaled: 1024n, exp: 0, dec: false }) < 0
    ) {
      // Values strictly between -1024 and 1024 print as DecimalSI, which avoids rounding.
      format = 'DecimalSI';
    } else {
      const [value, exact] = asScaleZero(q.amount);
      // A value that is not a whole number keeps its precision as DecimalSI.
      if (exact) rounded = value;
      else format = 'DecimalSI';
    }
  }
  if (format === 'BinarySI') {
    const [amount, times] = removeFactors(rounded, 1024n);
    return `${amount}${binarySuffixes.get(times * 10) ?? ''}`;
  }
  const [number, exponent] = canonicalDecimal(q.amount);
  if (format === 'DecimalExponent') return exponent === 0 ? number : `${number}e${exponent}`;
  return `${number}${decimalSuffixes.get(exponent) ?? ''}`;
}
