// Parses a Job's index list ("1,3-5,7"): mirrors pkg/apis/batch/validation/validation.go
// validateIndexesFormat — increasing intervals of at most two parts, each index below completions.

import { goQuote } from '../../apimachinery/goQuote.ts';

/** The number of indexes listed, or the error text validateIndexesFormat returns. */
export function validateIndexesFormat(
  indexes: string,
  completions: number,
): { total: number; error?: string } {
  if (indexes === '') return { total: 0 };
  let last: number | undefined;
  let total = 0;
  // strconv.Atoi: an optional sign and decimal digits, within int64.
  const atoi = (s: string): number | undefined =>
    /^[+-]?\d+$/.test(s) && Number.isSafeInteger(Number(s)) ? Number(s) : undefined;
  for (const interval of indexes.split(',')) {
    const limits = interval.split('-');
    if (limits.length > 2)
      return {
        total: 0,
        error: `the fragment ${goQuote(interval)} violates the requirement that an index interval can have at most two parts separated by '-'`,
      };
    const [lo = '', hi] = limits;
    const x = atoi(lo);
    if (x === undefined)
      return { total: 0, error: `cannot convert string to integer for index: ${goQuote(lo)}` };
    if (x >= completions) return { total: 0, error: `too large index: ${goQuote(lo)}` };
    if (last !== undefined && last >= x)
      return { total: 0, error: `non-increasing order, previous: ${last}, current: ${x}` };
    total++;
    last = x;
    if (hi !== undefined) {
      const y = atoi(hi);
      if (y === undefined)
        return { total: 0, error: `cannot convert string to integer for index: ${goQuote(hi)}` };
      if (y >= completions) return { total: 0, error: `too large index: ${goQuote(hi)}` };
      if (last >= y)
        return { total: 0, error: `non-increasing order, previous: ${last}, current: ${y}` };
      total += y - x;
      last = y;
    }
  }
  return { total };
}
