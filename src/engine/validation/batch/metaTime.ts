// How a *metav1.Time prints as a field error's bad value: field.Error dereferences the pointer and
// prints a fmt.Stringer with String() — time.Time's "2006-01-02 15:04:05.999999999 -0700 MST" in the
// server's local zone (metav1.Time.UnmarshalJSON calls Local()); from 1.34 json.Marshal gives the
// RFC 3339 text. The playground assumes the API server runs in UTC, as in its container image.

import { goText, type GoValue } from '../../apimachinery/goValue.ts';

/** The bad value of a metav1.Time read from its RFC 3339 JSON form. */
export function goMetaTime(rfc3339: string, notSimulated: (detail: string) => void): GoValue {
  const ms = Date.parse(rfc3339);
  if (Number.isNaN(ms)) return goText(JSON.stringify(rfc3339), JSON.stringify(rfc3339));
  notSimulated("the API server's local time zone in a time value of a field error (UTC assumed)");
  const d = new Date(ms);
  const pad = (n: number, w = 2): string => String(n).padStart(w, '0');
  const frac =
    d.getUTCMilliseconds() === 0 ? '' : `.${pad(d.getUTCMilliseconds(), 3).replace(/0+$/, '')}`;
  const legacy = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}${frac} +0000 UTC`;
  // metav1.Time marshals to seconds in UTC.
  const json = JSON.stringify(`${d.toISOString().slice(0, 19)}Z`);
  return goText(legacy, json);
}
