// Writes a metav1.Time or MicroTime as a field error prints it: the value is a fmt.Stringer, so
// Go's time.Time.String ("2006-01-02 15:04:05.999999999 -0700 MST") after UnmarshalJSON turned it
// into the server's local time (UTC on a control plane).

import { goText, type GoValue } from '../../apimachinery/goValue.ts';
import type { JsonValue } from '../../apimachinery/types.ts';

const pad = (n: number, w = 2): string => String(n).padStart(w, '0');

/** Returns time.Time.String() of an RFC 3339 text in UTC, or undefined when it does not parse. */
export function goTimeString(text: string): string | undefined {
  const m =
    /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?([Zz]|[+-]\d{2}:\d{2})$/.exec(
      text,
    );
  if (m === null) return undefined;
  const [, y, mo, d, h, mi, s, frac = '', zone = 'Z'] = m;
  const offset =
    zone.toUpperCase() === 'Z'
      ? 0
      : (zone.startsWith('-') ? -1 : 1) * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(4)));
  const ms = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  const t = new Date(ms - offset * 60_000);
  // .999999999: the fraction without trailing zeros, nothing when it is zero.
  const fraction = frac.slice(0, 9).replace(/0+$/, '');
  return (
    `${pad(t.getUTCFullYear(), 4)}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())} ` +
    `${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}:${pad(t.getUTCSeconds())}` +
    `${fraction === '' ? '' : `.${fraction}`} +0000 UTC`
  );
}

/** A metav1.Time as a field error's bad value (a zero time when absent). */
export function goTime(v: JsonValue | undefined): GoValue {
  const text = typeof v === 'string' ? goTimeString(v) : undefined;
  if (text === undefined) return goText('0001-01-01 00:00:00 +0000 UTC', 'null');
  return goText(text, JSON.stringify(v));
}
