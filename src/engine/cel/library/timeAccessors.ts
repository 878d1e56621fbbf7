// The timestamp and duration accessors as cel-go has them (common/types/timestamp.go
// timestampGet*, timeZone; duration.go durationGet*; Kubernetes sets cel.DefaultUTCTimeZone, so
// an accessor without a zone reads UTC). cel-js reads a Date in the host's local zone for some
// and knows no Go offsets, so calls of these are renamed to ours (../replacedBuiltins.ts).
//
// A zone argument with a ':' is a numeric offset, `hours:minutes` each read by strconv.Atoi: the
// minutes are taken as they come (`+01:75`, `+01:-30`) up to cel-go v0.28, and refused outside
// [0, 59] from v0.29 (cel-go#1336; Kubernetes 1.37). Without a ':' it is a time.LoadLocation name,
// looked up in the browser's time zone database (the API server reads its own); "Local" is UTC,
// as in kube-apiserver's images (no /etc/localtime, no TZ).

import { EvaluationError } from '@marcbachmann/cel-js';
import type { Duration } from '@marcbachmann/cel-js/evaluator';
import { goQuote } from '../../apimachinery/goQuote.ts';
import { durationNanos, timestampParts } from './timestamps.ts';

/** A wall clock: the fields Go's time.Time methods read in a zone. */
interface Civil {
  year: bigint;
  month: number;
  day: number;
  yearDay: number;
  weekday: number;
  hour: number;
  minute: number;
  second: number;
}

const floorDiv = (a: bigint, b: bigint): bigint => (a % b < 0n ? a / b - 1n : a / b);

// Days since 1970-01-01 to the civil date (H. Hinnant's days_from_civil / civil_from_days).
function daysFromCivil(y: bigint, m: number, d: number): bigint {
  const yy = m <= 2 ? y - 1n : y;
  const era = floorDiv(yy, 400n);
  const yoe = yy - era * 400n;
  const mp = BigInt((m + 9) % 12);
  const doy = (153n * mp + 2n) / 5n + BigInt(d) - 1n;
  const doe = yoe * 365n + yoe / 4n - yoe / 100n + doy;
  return era * 146097n + doe - 719468n;
}

function civilOf(localSeconds: bigint): Civil {
  const days = floorDiv(localSeconds, 86400n);
  const secs = Number(localSeconds - days * 86400n);
  const z = days + 719468n;
  const era = floorDiv(z, 146097n);
  const doe = z - era * 146097n;
  const yoe = (doe - doe / 1460n + doe / 36524n - doe / 146096n) / 365n;
  const doy = doe - (365n * yoe + yoe / 4n - yoe / 100n);
  const mp = (5n * doy + 2n) / 153n;
  const day = Number(doy - (153n * mp + 2n) / 5n + 1n);
  const month = Number(mp < 10n ? mp + 3n : mp - 9n);
  const year = yoe + era * 400n + (month <= 2 ? 1n : 0n);
  return {
    year,
    month,
    day,
    yearDay: Number(days - daysFromCivil(year, 1, 1)) + 1,
    weekday: Number(((days % 7n) + 11n) % 7n), // 1970-01-01 was a Thursday (4)
    hour: Math.floor(secs / 3600),
    minute: Math.floor((secs % 3600) / 60),
    second: secs % 60,
  };
}

const fail = (message: string): never => {
  throw new EvaluationError(message);
};

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

// strconv.Atoi's answer, or its error (`strconv.Atoi: parsing "x": invalid syntax`).
function atoi(s: string): bigint {
  if (!/^[+-]?[0-9]+$/.test(s)) fail(`strconv.Atoi: parsing ${goQuote(s)}: invalid syntax`);
  const v = BigInt(s);
  if (v < INT64_MIN || v > INT64_MAX)
    fail(`strconv.Atoi: parsing ${goQuote(s)}: value out of range`);
  return v;
}

// time.FixedZone's seconds east of UTC from timeZone's offset in minutes (Go int64 arithmetic).
function fixedOffsetSeconds(tz: string, ind: number, celGo: number): bigint {
  const hr = atoi(tz.slice(0, ind));
  const min = atoi(tz.slice(ind + 1));
  if (celGo >= 29 && (min < 0n || min > 59n))
    fail(`timezone offset minutes out of range [0, 59]: ${tz}`);
  const offset = BigInt.asIntN(64, tz.startsWith('-') ? hr * 60n - min : hr * 60n + min);
  const d = BigInt.asIntN(64, offset * 60_000_000_000n);
  return BigInt(Math.trunc(Number(d / 1_000_000_000n)));
}

const zones = new Map<string, Intl.DateTimeFormat | undefined>();
let canonical: Set<string> | undefined;

// time.LoadLocation: IANA names as they are spelled (the database's files are case-sensitive).
function location(name: string): Intl.DateTimeFormat | undefined {
  if (zones.has(name)) return zones.get(name);
  let f: Intl.DateTimeFormat | undefined;
  try {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: name,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
  } catch {
    f = undefined;
  }
  canonical ??= new Set(Intl.supportedValuesOf('timeZone'));
  // Offsets are not zone files; a link (US/Central) is spelled with capitals as every name is.
  const spelled = canonical.has(name) || name.split('/').every((part) => /^[A-Z]/.test(part));
  if (f !== undefined && (!spelled || /^[+-]/.test(name))) f = undefined;
  if (zones.size > 100) zones.clear();
  zones.set(name, f);
  return f;
}

// The zone's offset at an instant, in seconds east of UTC.
function zoneOffsetSeconds(f: Intl.DateTimeFormat, unixSeconds: bigint): bigint {
  const parts = Object.fromEntries(
    f.formatToParts(new Date(Number(unixSeconds) * 1000)).map((p) => [p.type, p.value]),
  );
  const wall =
    daysFromCivil(BigInt(parts['year'] ?? '1970'), Number(parts['month']), Number(parts['day'])) *
      86400n +
    BigInt(Number(parts['hour']) * 3600 + Number(parts['minute']) * 60 + Number(parts['second']));
  return wall - unixSeconds;
}

// timestamp.go timeZone: the wall clock of `t` in the zone `tz`.
function inZone(t: Date, tz: string | undefined, celGo: number): Civil {
  const { seconds } = timestampParts(t);
  if (tz === undefined) return civilOf(seconds);
  const ind = tz.indexOf(':');
  if (ind >= 0) return civilOf(seconds + fixedOffsetSeconds(tz, ind, celGo));
  if (tz === '' || tz === 'UTC' || tz === 'Local') return civilOf(seconds);
  if (tz.includes('..') || tz.startsWith('/') || tz.startsWith('\\'))
    fail('time: invalid location name');
  const f = location(tz) ?? fail(`unknown time zone ${tz}`);
  return civilOf(seconds + zoneOffsetSeconds(f, seconds));
}

/** The accessors' names as CEL users write them. */
export const TIME_ACCESSORS = [
  'getFullYear',
  'getMonth',
  'getDayOfYear',
  'getDayOfMonth',
  'getDate',
  'getDayOfWeek',
  'getHours',
  'getMinutes',
  'getSeconds',
  'getMilliseconds',
] as const;
export type TimeAccessor = (typeof TIME_ACCESSORS)[number];

const read: Record<TimeAccessor, (c: Civil, nanos: number) => bigint> = {
  getFullYear: (c) => c.year,
  getMonth: (c) => BigInt(c.month - 1),
  getDayOfYear: (c) => BigInt(c.yearDay - 1),
  getDayOfMonth: (c) => BigInt(c.day - 1),
  getDate: (c) => BigInt(c.day),
  getDayOfWeek: (c) => BigInt(c.weekday),
  getHours: (c) => BigInt(c.hour),
  getMinutes: (c) => BigInt(c.minute),
  getSeconds: (c) => BigInt(c.second),
  getMilliseconds: (_c, nanos) => BigInt(Math.floor(nanos / 1e6)),
};

/** timestamp.<accessor>() or .<accessor>(tz) as cel-go 0.<celGo> answers it. */
export function timestampAccessor(
  name: TimeAccessor,
  t: Date,
  tz: string | undefined,
  celGo: number,
): bigint {
  return read[name](inZone(t, tz, celGo), timestampParts(t).nanos);
}

const DURATION_UNITS: Partial<Record<TimeAccessor, bigint>> = {
  getHours: 3_600_000_000_000n,
  getMinutes: 60_000_000_000n,
  getSeconds: 1_000_000_000n,
  getMilliseconds: 1_000_000n,
};

/** The accessors a duration has (Hours, Minutes, Seconds, Milliseconds, truncated). */
export const DURATION_ACCESSORS = Object.keys(DURATION_UNITS) as TimeAccessor[];

/** duration.<accessor>(): time.Duration's Hours(), Minutes() … truncated toward zero. */
export const durationAccessor = (name: TimeAccessor, d: Duration): bigint =>
  durationNanos(d) / DURATION_UNITS[name]!;
