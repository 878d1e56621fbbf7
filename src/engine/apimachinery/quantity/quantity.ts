// resource.Quantity as values: reading one from JSON, NewQuantity, MustParse, Sign, Cmp, Add, Sub
// and ScaledValue (Value, MilliValue) (k8s.io/apimachinery pkg/api/resource quantity.go,
// scale_int.go). The CEL library's kubernetes.Quantity is one of these too.

import type { JsonValue } from '../types.ts';
import { type Amount, addAmounts, compare, maxInt64, pow10 } from './amount.ts';
import { parseQuantity, QuantityParseError, type QuantityFormat } from './parse.ts';
import { negativeScaleInt64, positiveScaleInt64 } from './scale.ts';

/** A resource.Quantity: an exact amount and the format String() renders it in. */
export interface Quantity {
  readonly amount: Amount;
  readonly format: QuantityFormat;
}

/** resource.MaxMilliValue: the largest value whose MilliValue fits an int64. */
export const maxMilliValue = maxInt64 / 1000n;

/** Reads a quantity from JSON (a string, or a bare number as Quantity.UnmarshalJSON accepts); undefined when it does not parse. */
export function quantityOf(value: JsonValue | undefined): Quantity | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  try {
    return parseQuantity(String(value).trim());
  } catch (e) {
    if (e instanceof QuantityParseError) return undefined;
    throw e;
  }
}

/** resource.NewQuantity(value, format). */
export const newQuantity = (value: bigint, format: QuantityFormat = 'DecimalSI'): Quantity => ({
  amount: { unscaled: value, exp: 0, dec: false },
  format,
});

/** resource.MustParse. */
export function mustParse(s: string): Quantity {
  const q = quantityOf(s);
  if (q === undefined) throw new Error(`invalid quantity ${s}`);
  return q;
}

/** Quantity.IsZero. */
export const isZero = (q: Quantity): boolean => q.amount.unscaled === 0n;

/** Quantity.Sign. */
export const signOf = (q: Quantity): number =>
  q.amount.unscaled > 0n ? 1 : q.amount.unscaled < 0n ? -1 : 0;

/** Quantity.Cmp. */
export const cmp = (a: Quantity, b: Quantity): number => compare(a.amount, b.amount);

/** Quantity.Add: a zero receiver takes the operand's format. */
export const add = (a: Quantity, b: Quantity): Quantity => ({
  amount: addAmounts(a.amount, b.amount),
  format: isZero(a) ? b.format : a.format,
});

/** Quantity.Sub. */
export const sub = (a: Quantity, b: Quantity): Quantity =>
  add(a, { amount: { ...b.amount, unscaled: -b.amount.unscaled }, format: b.format });

/**
 * Quantity.ScaledValue: ceil(q / 10^scale) as an int64. The int64 form yields 0 on overflow and the
 * inf.Dec form wraps, as upstream does; Value() is scale 0, MilliValue() scale -3.
 */
export function scaledValue(q: Quantity, scale: number): bigint {
  const { unscaled, exp, dec } = q.amount;
  if (!dec) {
    if (exp < scale) return negativeScaleInt64(unscaled, scale - exp)[0];
    return positiveScaleInt64(unscaled, exp - scale) ?? 0n;
  }
  const dif = exp - scale;
  if (dif >= 0) return BigInt.asIntN(64, unscaled * pow10(dif));
  const divisor = pow10(-dif);
  const result = unscaled / divisor;
  return BigInt.asIntN(64, unscaled % divisor === 0n ? result : result + 1n);
}

/** Quantity.Value. */
export const valueOf = (q: Quantity): bigint => scaledValue(q, 0);

/** Quantity.MilliValue. */
export const milliValueOf = (q: Quantity): bigint => scaledValue(q, -3);
