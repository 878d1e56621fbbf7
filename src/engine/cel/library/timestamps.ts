// CEL timestamps at nanosecond precision, as cel-go keeps them (a Go time.Time; common/types/
// timestamp.go). cel-js holds a JavaScript Date (milliseconds), so a timestamp is still a Date (its
// milliseconds truncated, which is what getMilliseconds() reads) carrying its nanoseconds within
// the second aside; string(), arithmetic and comparisons use those (../timestampOperators.ts).
// timestamp(string) parses Go's time.RFC3339 layout (common/types/string.go ConvertToType).

import { EvaluationError } from '@marcbachmann/cel-js';
import { Duration } from '@marcbachmann/cel-js/evaluator';

const NANOS = Symbol('celNanos');
type NanoDate = Date & { [NANOS]?: number };

// timestamp.go: the range a timestamp may hold (0001-01-01T00:00:00Z to 9999-12-31T23:59:59Z).
const MIN_UNIX = -62135596800n;
const MAX_UNIX = 253402300799n;
const BILLION = 1_000_000_000n;

/** The timestamp `seconds` after the epoch plus `nanos`; `timestamp overflow` out of range. */
export function timestampOf(seconds: bigint, nanos: number): Date {
  if (seconds < MIN_UNIX || seconds > MAX_UNIX) throw new EvaluationError('timestamp overflow');
  const d = new Date(Number(seconds) * 1000 + Math.floor(nanos / 1e6)) as NanoDate;
  Object.defineProperty(d, NANOS, { value: nanos });
  return d;
}

/** The seconds since the epoch and the nanoseconds within that second. */
export function timestampParts(d: Date): { seconds: bigint; nanos: number } {
  const ms = d.getTime();
  const seconds = BigInt(Math.floor(ms / 1000));
  const nanos = (d as NanoDate)[NANOS] ?? (ms - Number(seconds) * 1000) * 1_000_000;
  return { seconds, nanos };
}

/** The timestamp as nanoseconds since the epoch. */
export const timestampNanos = (d: Date): bigint => {
  const { seconds, nanos } = timestampParts(d);
  return seconds * BILLION + BigInt(nanos);
};

/** The timestamp at `total` nanoseconds since the epoch. */
export const timestampAt = (total: bigint): Date => {
  let seconds = total / BILLION;
  let nanos = total % BILLION;
  if (nanos < 0n) [seconds, nanos] = [seconds - 1n, nanos + BILLION];
  return timestampOf(seconds, Number(nanos));
};

/** A duration as nanoseconds. */
export const durationNanos = (d: Duration): bigint => d.seconds * BILLION + BigInt(d.nanos);

/** The duration of `total` nanoseconds (seconds and nanos of one sign, as cel-js builds them). */
export const durationOf = (total: bigint): Duration =>
  new Duration(total / BILLION, Number(total % BILLION));

/** time.RFC3339Nano in UTC: the fraction with its trailing zeros cut, none when zero. */
export function rfc3339Nano(d: Date): string {
  const { nanos } = timestampParts(d);
  const frac = nanos === 0 ? '' : `.${String(nanos).padStart(9, '0').replace(/0+$/, '')}`;
  return `${d.toISOString().slice(0, -5)}${frac}Z`;
}

const RFC3339 =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?(?:Z|([+-])(\d{2}):(\d{2}))$/;

const daysIn = (y: number, m: number): number => {
  const d = new Date(0);
  d.setUTCFullYear(y, m, 0);
  return d.getUTCDate();
};

/** time.Parse(time.RFC3339, s), or undefined when Go refuses it (fractions past 9 digits cut). */
export function parseRfc3339(s: string): { seconds: bigint; nanos: number } | undefined {
  const m = RFC3339.exec(s);
  if (!m) return undefined;
  const [y, mo, d, h, mi, sec] = m.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (mo < 1 || mo > 12 || d < 1 || d > daysIn(y, mo) || h > 23 || mi > 59 || sec > 59)
    return undefined;
  let offset = 0;
  if (m[8] !== undefined) {
    const [oh, om] = [Number(m[9]), Number(m[10])];
    if (oh > 23 || om > 59) return undefined;
    offset = (m[8] === '-' ? -1 : 1) * (oh * 3600 + om * 60);
  }
  const t = new Date(0);
  t.setUTCFullYear(y, mo - 1, d);
  t.setUTCHours(h, mi, sec, 0);
  const seconds = BigInt(t.getTime() / 1000 - offset);
  const nanos = Number((m[7] ?? '').slice(0, 9).padEnd(9, '0'));
  return { seconds, nanos };
}

/** timestamp(string) as common/types/string.go converts it. */
export function timestampFromString(s: string): Date {
  const parsed = parseRfc3339(s);
  if (parsed === undefined)
    throw new EvaluationError("type conversion error from 'string' to 'google.protobuf.Timestamp'");
  return timestampOf(parsed.seconds, parsed.nanos);
}
