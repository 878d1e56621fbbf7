// Decides the error Go's time.Parse(time.RFC3339, s) returns for text metav1.Time's UnmarshalJSON
// cannot read. Mirrors time/format.go parse (the general path the RFC 3339 fast path falls back to)
// for the layout "2006-01-02T15:04:05Z07:00", and ParseError.Error.

const LAYOUT = '2006-01-02T15:04:05Z07:00';

// time.quote: double quotes, with backslash and quote escaped.
const quote = (s: string): string => `"${s.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;

const isDigit = (s: string, i: number): boolean =>
  i < s.length && s.charCodeAt(i) >= 48 && s.charCodeAt(i) <= 57;

// getnum: one or two digits, exactly two when fixed.
function getnum(s: string, fixed: boolean): { n: number; rest: string } | undefined {
  if (!isDigit(s, 0)) return undefined;
  if (!isDigit(s, 1)) return fixed ? undefined : { n: Number(s[0]), rest: s.slice(1) };
  return { n: Number(s.slice(0, 2)), rest: s.slice(2) };
}

const daysIn = (m: number, y: number): number =>
  m === 2
    ? y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0)
      ? 29
      : 28
    : [4, 6, 9, 11].includes(m)
      ? 30
      : 31;

type Element =
  | { literal: string }
  | {
      std: string;
      parse: (v: string) => { rest: string; range?: string; value?: number } | undefined;
    };

function number(
  fixed: boolean,
  max: number,
  what: string,
): (v: string) => { rest: string; range?: string; value: number } | undefined {
  return (v) => {
    const got = getnum(v, fixed);
    if (got === undefined) return undefined;
    return {
      rest: got.rest,
      value: got.n,
      ...((got.n < (what === 'month' ? 1 : 0) || got.n > max) && { range: what }),
    };
  };
}

function seconds(v: string): { rest: string; range?: string } | undefined {
  const got = getnum(v, true);
  if (got === undefined) return undefined;
  if (got.n >= 60) return { rest: got.rest, range: 'second' };
  let rest = got.rest;
  // A fractional second the layout does not name is read anyway.
  if (rest.length >= 2 && (rest[0] === '.' || rest[0] === ',') && isDigit(rest, 1)) {
    let n = 2;
    while (isDigit(rest, n)) n++;
    rest = rest.slice(n);
  }
  return { rest };
}

function zone(v: string): { rest: string; range?: string } | undefined {
  if (v.startsWith('Z')) return { rest: v.slice(1) };
  if (v.length < 6 || v[3] !== ':') return undefined;
  const hour = getnum(v.slice(1, 3), true);
  const min = getnum(v.slice(4, 6), true);
  if (hour === undefined || min === undefined || (v[0] !== '+' && v[0] !== '-')) return undefined;
  const range =
    hour.n > 24 ? 'time zone offset hour' : min.n > 60 ? 'time zone offset minute' : undefined;
  return { rest: v.slice(6), ...(range !== undefined && { range }) };
}

const ELEMENTS: readonly Element[] = [
  {
    std: '2006',
    parse: (v) =>
      v.length >= 4 && /^\d{4}/.test(v)
        ? { rest: v.slice(4), value: Number(v.slice(0, 4)) }
        : undefined,
  },
  { literal: '-' },
  { std: '01', parse: number(true, 12, 'month') },
  { literal: '-' },
  { std: '02', parse: (v) => number(true, 99, 'day')(v) },
  { literal: 'T' },
  { std: '15', parse: number(false, 23, 'hour') },
  { literal: ':' },
  { std: '04', parse: number(true, 59, 'minute') },
  { literal: ':' },
  { std: '05', parse: seconds },
  { std: 'Z07:00', parse: zone },
];

/** Returns time.Parse's error for an RFC 3339 time, or undefined when it parses. */
export function timeParseError(value: string): string | undefined {
  const bad = (layoutElem: string, valueElem: string): string =>
    `parsing time ${quote(value)} as ${quote(LAYOUT)}: cannot parse ${quote(valueElem)} as ${quote(layoutElem)}`;
  let rest = value;
  const numbers: number[] = [];
  for (const e of ELEMENTS) {
    if ('literal' in e) {
      if (!rest.startsWith(e.literal)) return bad(e.literal, rest);
      rest = rest.slice(e.literal.length);
      continue;
    }
    const got = e.parse(rest);
    if (got === undefined) return bad(e.std, rest);
    if (got.range !== undefined) return `parsing time ${quote(value)}: ${got.range} out of range`;
    if (got.value !== undefined) numbers.push(got.value);
    rest = got.rest;
  }
  if (rest !== '') return `parsing time ${quote(value)}: extra text: ${quote(rest)}`;
  const [year = 0, month = 1, day = 1] = numbers;
  if (day < 1 || day > daysIn(month, year)) return `parsing time ${quote(value)}: day out of range`;
  return undefined;
}
