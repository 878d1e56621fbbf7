// A `format: duration` string as the CEL value upstream gives it: kube-openapi strfmt.ParseDuration
// (Go's time.ParseDuration, else one number with a unit word such as `3 days` or `1w`), as
// k8s.io/apiserver pkg/cel/common/valuesunstructured.go UnstructuredToVal does.

import { Duration } from '@marcbachmann/cel-js/evaluator';

const NS: Record<string, bigint> = {
  ns: 1n,
  us: 1_000n,
  µs: 1_000n,
  μs: 1_000n,
  ms: 1_000_000n,
  s: 1_000_000_000n,
  m: 60_000_000_000n,
  h: 3_600_000_000_000n,
};

// strfmt's durationUnits beyond Go's
const WORDS: Record<string, bigint> = {
  ns: 1n,
  us: 1_000n,
  µs: 1_000n,
  ms: 1_000_000n,
  s: NS['s']!,
  sec: NS['s']!,
  second: NS['s']!,
  seconds: NS['s']!,
  m: NS['m']!,
  min: NS['m']!,
  minute: NS['m']!,
  minutes: NS['m']!,
  h: NS['h']!,
  hr: NS['h']!,
  hour: NS['h']!,
  hours: NS['h']!,
  d: 24n * NS['h']!,
  day: 24n * NS['h']!,
  days: 24n * NS['h']!,
  w: 168n * NS['h']!,
  wk: 168n * NS['h']!,
  week: 168n * NS['h']!,
  weeks: 168n * NS['h']!,
};

const BILLION = 1_000_000_000n;

// time.ParseDuration: [-+]?(number unit)+ or "0"; fractions to the nanosecond (truncated).
function goDuration(s: string): bigint | undefined {
  const m = /^([-+]?)((?:\d*\.?\d*[a-zµμ]+)+)$/.exec(s);
  if (s === '0' || s === '+0' || s === '-0') return 0n;
  if (!m) return undefined;
  let total = 0n;
  for (const part of m[2]!.matchAll(/(\d*)\.?(\d*)([a-zµμ]+)/g)) {
    const [whole, int, frac, unit] = part;
    const per = NS[unit!];
    if (per === undefined || (int === '' && frac === '') || (whole.startsWith('.') && frac === ''))
      return undefined;
    total += BigInt(int === '' ? '0' : int!) * per;
    if (frac !== '') total += (BigInt(frac!) * per) / 10n ** BigInt(frac!.length);
  }
  return m[1] === '-' ? -total : total;
}

/** strfmt.ParseDuration as a CEL duration, or undefined when the string is not one. */
export function parseSchemaDuration(s: string): Duration | undefined {
  let total = goDuration(s);
  if (total === undefined) {
    const m = /^(\d+)\s*([A-Za-zµ]+)$/.exec(s.trim());
    const per = m ? WORDS[m[2]!] : undefined;
    if (m === null || per === undefined) return undefined;
    total = BigInt(m[1]!) * per;
  }
  return new Duration(total / BILLION, Number(total % BILLION));
}
