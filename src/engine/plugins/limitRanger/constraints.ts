// LimitRanger's three checks with their exact messages: minConstraint, maxConstraint (and the
// request-only maxRequestConstraint PVCs use) and limitRequestRatioConstraint
// (plugin/pkg/admission/limitranger/admission.go, 1.32: values compared as Value() or MilliValue()).

import { quantityString } from '../../apimachinery/quantity/canonical.ts';
import {
  maxMilliValue,
  milliValueOf,
  type Quantity,
  valueOf,
} from '../../apimachinery/quantity/quantity.ts';
import type { ResourceList } from '../resource/resourceList.ts';

const zero: Quantity = { amount: { unscaled: 0n, exp: 0, dec: false }, format: 'DecimalSI' };

// requestLimitEnforcedValues: milli-units when none of the three would overflow, else whole units.
function enforcedValues(
  req: Quantity,
  lim: Quantity,
  enforced: Quantity,
): [bigint, bigint, bigint] {
  const values: [bigint, bigint, bigint] = [valueOf(req), valueOf(lim), valueOf(enforced)];
  if (values.every((v) => v <= maxMilliValue))
    return [milliValueOf(req), milliValueOf(lim), milliValueOf(enforced)];
  return values;
}

/** minConstraint: a request must exist and neither request nor limit may be below the minimum. */
export function minConstraint(
  limitType: string,
  name: string,
  enforced: Quantity,
  request: ResourceList,
  limit: ResourceList,
): string | undefined {
  const req = request.get(name);
  const lim = limit.get(name);
  const [observedReq, observedLim, enforcedValue] = enforcedValues(
    req ?? zero,
    lim ?? zero,
    enforced,
  );
  const min = quantityString(enforced);
  if (req === undefined)
    return `minimum ${name} usage per ${limitType} is ${min}.  No request is specified`;
  if (observedReq < enforcedValue)
    return `minimum ${name} usage per ${limitType} is ${min}, but request is ${quantityString(req)}`;
  if (lim !== undefined && observedLim < enforcedValue)
    return `minimum ${name} usage per ${limitType} is ${min}, but limit is ${quantityString(lim)}`;
  return undefined;
}

/** maxRequestConstraint: for types without limits (PVCs), the request must exist and not exceed the maximum. */
export function maxRequestConstraint(
  limitType: string,
  name: string,
  enforced: Quantity,
  request: ResourceList,
): string | undefined {
  const req = request.get(name);
  const [observedReq, , enforcedValue] = enforcedValues(req ?? zero, zero, enforced);
  const max = quantityString(enforced);
  if (req === undefined)
    return `maximum ${name} usage per ${limitType} is ${max}.  No request is specified`;
  if (observedReq > enforcedValue)
    return `maximum ${name} usage per ${limitType} is ${max}, but request is ${quantityString(req)}`;
  return undefined;
}

/** maxConstraint: a limit must exist and neither limit nor request may exceed the maximum. */
export function maxConstraint(
  limitType: string,
  name: string,
  enforced: Quantity,
  request: ResourceList,
  limit: ResourceList,
): string | undefined {
  const req = request.get(name);
  const lim = limit.get(name);
  const [observedReq, observedLim, enforcedValue] = enforcedValues(
    req ?? zero,
    lim ?? zero,
    enforced,
  );
  const max = quantityString(enforced);
  if (lim === undefined)
    return `maximum ${name} usage per ${limitType} is ${max}.  No limit is specified`;
  if (observedLim > enforcedValue)
    return `maximum ${name} usage per ${limitType} is ${max}, but limit is ${quantityString(lim)}`;
  if (req !== undefined && observedReq > enforcedValue)
    return `maximum ${name} usage per ${limitType} is ${max}, but request is ${quantityString(req)}`;
  return undefined;
}

/** limitRequestRatioConstraint: limit ÷ request may not exceed the ratio; both must be set and non-zero. */
export function limitRequestRatioConstraint(
  limitType: string,
  name: string,
  enforced: Quantity,
  request: ResourceList,
  limit: ResourceList,
): string | undefined {
  const req = request.get(name);
  const lim = limit.get(name);
  const [observedReq, observedLim] = enforcedValues(req ?? zero, lim ?? zero, enforced);
  const ratio = quantityString(enforced);
  if (req === undefined || observedReq === 0n) {
    return `${name} max limit to request ratio per ${limitType} is ${ratio}, but no request is specified or request is 0`;
  }
  if (lim === undefined || observedLim === 0n) {
    return `${name} max limit to request ratio per ${limitType} is ${ratio}, but no limit is specified or limit is 0`;
  }
  // Upstream divides float64 values and compares in milli-units when the ratio allows.
  const displayed = Number(observedLim) / Number(observedReq);
  let observed = displayed;
  let max = Number(valueOf(enforced));
  if (valueOf(enforced) <= maxMilliValue) {
    observed = displayed * 1000;
    max = Number(milliValueOf(enforced));
  }
  if (observed > max) {
    return `${name} max limit to request ratio per ${limitType} is ${ratio}, but provided ratio is ${formatFloat6(displayed)}`;
  }
  return undefined;
}

/** Formats a float64 as Go's %f does: six decimals, the exact binary value rounded half to even. */
export function formatFloat6(x: number): string {
  if (!Number.isFinite(x)) return x > 0 ? '+Inf' : x < 0 ? '-Inf' : 'NaN';
  const negative = x < 0 || Object.is(x, -0);
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, Math.abs(x));
  const bits = view.getBigUint64(0);
  const biased = Number((bits >> 52n) & 0x7ffn);
  const fraction = bits & ((1n << 52n) - 1n);
  const mantissa = biased === 0 ? fraction : fraction | (1n << 52n);
  const exp2 = (biased === 0 ? 1 : biased) - 1075;
  let num = mantissa * 1_000_000n;
  let den = 1n;
  if (exp2 >= 0) num <<= BigInt(exp2);
  else den <<= BigInt(-exp2);
  let q = num / den;
  const twiceRemainder = 2n * (num % den);
  if (twiceRemainder > den || (twiceRemainder === den && q % 2n === 1n)) q++;
  const digits = q.toString().padStart(7, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -6)}.${digits.slice(-6)}`;
}
