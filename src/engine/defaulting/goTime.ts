// What metav1.Time and metav1.MicroTime write back after decoding (apimachinery pkg/apis/meta/v1
// time.go, micro_time.go): RFC 3339 parsed with any offset and fraction, written in UTC with whole
// seconds (Time) or microseconds (MicroTime); the zero time is written as null.

const RFC3339 = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?(Z|[+-]\d{2}:\d{2})$/;

// Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's days_from_civil).
function daysFromCivil(y: number, m: number, d: number): number {
  const yy = m <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

function civilFromDays(z0: number): [number, number, number] {
  const z = z0 + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp + (mp < 10 ? 3 : -9);
  return [yoe + era * 400 + (m <= 2 ? 1 : 0), m, d];
}

const daysIn = (y: number, m: number): number =>
  m === 2
    ? y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0)
      ? 29
      : 28
    : [4, 6, 9, 11].includes(m)
      ? 30
      : 31;

const pad = (n: number, w: number): string => String(n).padStart(w, '0');

/** Normalizes an RFC 3339 time as metav1.Time (micro = false) or MicroTime does; undefined if it does not parse. */
export function normalizeTime(value: string, micro = false): string | null | undefined {
  const m = RFC3339.exec(value);
  if (m === null) return undefined;
  const [y, mo, d, h, mi, s] = [m[1], m[2], m[3], m[4], m[5], m[6]].map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (mo < 1 || mo > 12 || d < 1 || d > daysIn(y, mo) || h > 23 || mi > 59 || s > 59)
    return undefined;
  const zone = m[8] ?? 'Z';
  let offset = 0;
  if (zone !== 'Z') {
    const oh = Number(zone.slice(1, 3));
    const om = Number(zone.slice(4, 6));
    if (oh > 23 || om > 59) return undefined;
    offset = (zone.startsWith('-') ? -1 : 1) * (oh * 60 + om) * 60;
  }
  const total = daysFromCivil(y, mo, d) * 86400 + h * 3600 + mi * 60 + s - offset;
  const frac = (m[7] ?? '').padEnd(6, '0').slice(0, 6);
  // The zero time.Time (0001-01-01T00:00:00Z) is written as null.
  if (
    total === daysFromCivil(1, 1, 1) * 86400 &&
    Number(frac) === 0 &&
    (m[7] ?? '').replace(/0/g, '') === ''
  )
    return null;
  const days = Math.floor(total / 86400);
  const secs = total - days * 86400;
  const [cy, cm, cd] = civilFromDays(days);
  const clock = `${pad(Math.floor(secs / 3600), 2)}:${pad(Math.floor((secs % 3600) / 60), 2)}:${pad(secs % 60, 2)}`;
  return `${pad(cy, 4)}-${pad(cm, 2)}-${pad(cd, 2)}T${clock}${micro ? `.${frac}` : ''}Z`;
}
