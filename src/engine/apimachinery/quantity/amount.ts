// The exact value of a resource.Quantity and the arithmetic on it (k8s.io/apimachinery
// pkg/api/resource amount.go; quantity.go Cmp, Add, AsInt64, AsApproximateFloat64). The
// int64Amount-versus-inf.Dec representation is kept because AsInt64, ScaledValue and the canonical
// form depend on it (e.g. "1.0" is not an integer to AsInt64).

const MAX_INT64 = 2n ** 63n - 1n;
const MIN_INT64 = -(2n ** 63n);

/** Reports whether a value fits Go's int64. */
export const inInt64 = (v: bigint): boolean => v >= MIN_INT64 && v <= MAX_INT64;

/** Go's math.MaxInt64. */
export const maxInt64 = MAX_INT64;

/** value = unscaled × 10^exp; dec marks the inf.Dec form (int64Amount otherwise). */
export interface Amount {
  unscaled: bigint;
  exp: number;
  dec: boolean;
}

/** Returns 10^n as a bigint. */
export const pow10 = (n: number): bigint => 10n ** BigInt(n);

/** Compares two amounts exactly (Quantity.Cmp): -1, 0 or 1. */
export function compare(a: Amount, b: Amount): number {
  const e = Math.min(a.exp, b.exp);
  const x = a.unscaled * pow10(a.exp - e);
  const y = b.unscaled * pow10(b.exp - e);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** int64Amount.Add: exact int64 sum at the smaller scale, or undefined on overflow. */
function addInt64(a: Amount, b: Amount): Amount | undefined {
  if (b.unscaled === 0n) return a;
  if (a.unscaled === 0n) return b;
  const e = Math.min(a.exp, b.exp);
  const x = a.unscaled * pow10(a.exp - e);
  const y = b.unscaled * pow10(b.exp - e);
  if (!inInt64(x) || !inInt64(y) || !inInt64(x + y)) return undefined;
  return { unscaled: x + y, exp: e, dec: false };
}

/** Adds two amounts as Quantity.Add does (Sub negates the operand first, as int64Amount.Sub does). */
export function addAmounts(a: Amount, b: Amount): Amount {
  if (!a.dec && !b.dec) {
    const r = addInt64(a, b);
    if (r) return r;
  }
  // inf.Dec addition: exact, at the larger inf scale (smaller exponent).
  const e = Math.min(a.exp, b.exp);
  return {
    unscaled: a.unscaled * pow10(a.exp - e) + b.unscaled * pow10(b.exp - e),
    exp: e,
    dec: true,
  };
}

/** Quantity.AsInt64: only the int64 form converts, and only without a fractional scale. */
export function asInt64(a: Amount): bigint | undefined {
  if (a.dec || a.exp < 0) return undefined;
  const v = a.unscaled * pow10(a.exp);
  return inInt64(v) ? v : undefined;
}

/** Returns the sign of an amount (Quantity.Sign): -1, 0 or 1. */
export const sign = (a: Amount): number => (a.unscaled > 0n ? 1 : a.unscaled < 0n ? -1 : 0);

// math.Pow10 builds 10^n from these exactly rounded float64 tables.
const pow10tab = Array.from({ length: 32 }, (_, i) => Number(`1e${i}`));
const pow10postab32 = Array.from({ length: 10 }, (_, i) => Number(`1e${i * 32}`));
const pow10negtab32 = Array.from({ length: 11 }, (_, i) => Number(`1e-${i * 32}`));

/** Computes Go's math.Pow10. */
export function goPow10(n: number): number {
  if (n >= 0 && n <= 308) return (pow10postab32[n >> 5] ?? 0) * (pow10tab[n & 31] ?? 0);
  if (n < 0 && n >= -323) return (pow10negtab32[-n >> 5] ?? 0) / (pow10tab[-n & 31] ?? 1);
  return n > 0 ? Infinity : 0;
}

/** Quantity.AsApproximateFloat64: float64(unscaled) × math.Pow10(exponent). */
export function asApproximateFloat64(a: Amount): number {
  const base = Number(a.unscaled);
  return a.exp === 0 ? base : base * goPow10(a.exp);
}
