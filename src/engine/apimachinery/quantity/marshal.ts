// What resource.Quantity writes back after decoding (k8s.io/apimachinery pkg/api/resource
// quantity.go UnmarshalJSON, MarshalJSON, RoundUp): the string as written when ParseQuantity found
// it canonical, else the canonical form.

import type { JsonValue } from '../types.ts';
import { type Amount, inInt64 } from './amount.ts';
import { quantityString } from './canonical.ts';
import { parseQuantity, QuantityParseError, type QuantityFormat } from './parse.ts';
import { negativeScaleInt64 } from './scale.ts';

const SCAN = /^[+-]?0*([0-9]*)(?:\.([0-9]*))?/;

// ParseQuantity keeps the input string (and MarshalJSON writes it back) only on the int64 fast path
// when the digits are already in canonical form.
function keepsString(str: string, a: Amount, format: QuantityFormat): boolean {
  if (a.dec) return false;
  const m = SCAN.exec(str);
  const shifted = (m?.[1] === '' || m?.[1] === undefined ? '0' : m[1]) + (m?.[2] ?? '');
  if (format === 'BinarySI') return (BigInt(shifted) & 7n) !== 0n;
  return a.exp % 3 === 0 && !shifted.endsWith('000') && !shifted.startsWith('0');
}

/** Decodes a JSON quantity and returns what MarshalJSON writes, or undefined when it does not parse. */
export function marshalQuantity(value: JsonValue): string | undefined {
  if (value === null) return '0';
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const str = String(value).trim();
  if (str === '0') return '0';
  try {
    const { amount, format } = parseQuantity(str);
    if (!amount.dec && !inInt64(amount.unscaled)) return undefined;
    return keepsString(str, amount, format) ? str : quantityString({ amount, format });
  } catch (e) {
    if (e instanceof QuantityParseError) return undefined;
    throw e;
  }
}

/** Quantity.RoundUp(scale) then MarshalJSON, for a string marshalQuantity produced (SetDefaults_ResourceList uses milli scale, -3). */
export function roundUpQuantity(marshaled: string, scale = -3): string {
  let parsed: { amount: Amount; format: QuantityFormat };
  try {
    parsed = parseQuantity(marshaled);
  } catch {
    return marshaled;
  }
  const { amount, format } = parsed;
  if (amount.exp >= scale) return marshaled;
  const [unscaled] = negativeScaleInt64(amount.unscaled, scale - amount.exp);
  return quantityString({ amount: { unscaled, exp: scale, dec: amount.dec }, format });
}
