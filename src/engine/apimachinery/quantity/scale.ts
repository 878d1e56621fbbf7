// Integer rescaling helpers of resource.Quantity (k8s.io/apimachinery pkg/api/resource math.go
// negativeScaleInt64, positiveScaleInt64, removeInt64Factors / removeBigIntFactors), over bigints.

import { inInt64, pow10 } from './amount.ts';

/**
 * negativeScaleInt64: drops `scale` decimal digits, rounding away from zero; reports whether
 * nothing was lost. Also serves inf.Dec Round(…, RoundUp), which rounds the same way.
 */
export function negativeScaleInt64(base: bigint, scale: number): [bigint, boolean] {
  if (scale <= 0) return [base, true];
  const d = pow10(scale);
  const q = base / d;
  if (base % d === 0n) return [q, true];
  return [base > 0n ? q + 1n : q - 1n, false];
}

/** positiveScaleInt64: base × 10^scale, undefined on int64 overflow. */
export function positiveScaleInt64(base: bigint, scale: number): bigint | undefined {
  const v = base * pow10(scale);
  return inInt64(v) ? v : undefined;
}

/** removeInt64Factors: value = result × base^times, with result not divisible by base. */
export function removeFactors(value: bigint, base: bigint): [bigint, number] {
  let result = value < 0n ? -value : value;
  let times = 0;
  while (result >= base && result % base === 0n) {
    result /= base;
    times++;
  }
  return [value < 0n ? -result : result, times];
}
