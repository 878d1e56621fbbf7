// The order mutating configurations run in, and why it can surprise: the API server sorts them by
// name with Go's string comparison, byte by byte over UTF-8 (mutating_webhook_manager.go).

import type { AdmissionResult } from '../../engine/index.ts';

const encoder = new TextEncoder();

/** Compares two strings as Go does: by their UTF-8 bytes. */
export function compareBytes(a: string, b: string): number {
  const x = encoder.encode(a);
  const y = encoder.encode(b);
  const n = Math.min(x.length, y.length);
  for (let i = 0; i < n; i++) {
    const d = (x[i] ?? 0) - (y[i] ?? 0);
    if (d !== 0) return d;
  }
  return x.length - y.length;
}

/** Lists the mutating configurations the chain reached, in the order they run. */
export function mutatingConfigurations(result: AdmissionResult): string[] {
  const names = new Set<string>();
  for (const e of result.trace) {
    if (e.phase === 'mutating' && e.configuration !== undefined) names.add(e.configuration);
  }
  return [...names].sort(compareBytes);
}

// How a person would likely order names: numbers as numbers, case ignored.
const natural = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

const hex = (s: string): string =>
  [...encoder.encode(s)].map((b) => `0x${b.toString(16).toUpperCase().padStart(2, '0')}`).join(' ');

/** Explains why `first` sorts before `second`, at the first character where they differ. */
export function explainOrder(first: string, second: string): string {
  const a = [...first];
  const b = [...second];
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const ca = a[i];
  const cb = b[i];
  const head = `"${first}" runs before "${second}": names compare byte by byte and`;
  if (ca === undefined) return `${head} "${first}" is a prefix of "${second}"`;
  if (cb === undefined) return `${head} "${second}" is a prefix of "${first}"`;
  return `${head} "${ca}" (${hex(ca)}) < "${cb}" (${hex(cb)})`;
}

/** Explains every pair the API server runs in an order a person would not expect (numbers, case). */
export function orderSurprises(sorted: readonly string[], limit = 5): string[] {
  const out: string[] = [];
  for (let i = 0; i < sorted.length && out.length < limit; i++) {
    for (let j = i + 1; j < sorted.length && out.length < limit; j++) {
      const first = sorted[i];
      const second = sorted[j];
      if (first === undefined || second === undefined) continue;
      if (natural.compare(first, second) > 0) out.push(explainOrder(first, second));
    }
  }
  return out;
}
