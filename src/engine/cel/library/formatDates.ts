// The "date" and "datetime" checks of kube-openapi's strfmt: time.Parse of RFC3339 full-date
// ("2006-01-02"), and strfmt.ParseDateTime's layouts (RFC 3339 with or without fractional
// seconds, with or without the colon in the offset, and ISO 8601 local times).

const daysIn = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

function validDate(y: string, mo: string, d: string): boolean {
  const month = Number(mo);
  const day = Number(d);
  return month >= 1 && month <= 12 && day >= 1 && day <= daysIn(Number(y), month);
}

/** time.Parse("2006-01-02", s). */
export function isDate(s: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  return !!m && validDate(m[1] ?? '', m[2] ?? '', m[3] ?? '');
}

const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** strfmt.IsDateTime (approximated by one pattern covering its layouts). */
export function isDateTime(s: string): boolean {
  const m = DATE_TIME.exec(s);
  if (!m) return false;
  if (!validDate(m[1] ?? '', m[2] ?? '', m[3] ?? '')) return false;
  const [h, min, sec] = [Number(m[4]), Number(m[5]), Number(m[6] ?? '0')];
  if (h > 23 || min > 59 || sec > 59) return false;
  const tz = m[7];
  if (tz && tz !== 'Z') {
    const off = tz.replace(':', '');
    if (Number(off.slice(1, 3)) > 23 || Number(off.slice(3, 5)) > 59) return false;
  }
  return true;
}
