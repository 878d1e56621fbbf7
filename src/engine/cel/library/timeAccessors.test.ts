import { describe } from 'vitest';
import { compileErr, err, type Row, table, v } from './tableTest.ts';

const T = "timestamp('2024-01-01T00:00:00Z')";

// common/types/timestamp.go timeZone and the accessors; cel.DefaultUTCTimeZone (base.go).
const both: Row[] = [
  [`${T}.getHours()`, v(0n)],
  [`${T}.getHours('+01:00')`, v(1n)],
  [`${T}.getHours('-05:30')`, v(18n)],
  [`${T}.getMinutes('-05:30')`, v(30n)],
  [`${T}.getHours('05:00')`, v(5n)],
  [`${T}.getDayOfWeek()`, v(1n)],
  [`${T}.getDayOfWeek('-01:00')`, v(0n)],
  [`${T}.getFullYear('-00:01')`, v(2023n)],
  [`${T}.getMonth('-00:01')`, v(11n)],
  [`${T}.getDayOfYear('-00:01')`, v(364n)],
  [`${T}.getDayOfMonth('-00:01')`, v(30n)],
  [`${T}.getDate('-00:01')`, v(31n)],
  [`${T}.getSeconds('UTC')`, v(0n)],
  [`${T}.getHours('')`, v(0n)],
  ["timestamp('2024-03-31T12:00:00Z').getDayOfYear()", v(90n)],
  ["timestamp('2024-07-01T00:00:00Z').getHours('Europe/Paris')", v(2n)],
  ["timestamp('2024-01-01T00:00:00Z').getHours('America/New_York')", v(19n)],
  ["timestamp('2024-01-01T00:00:00.123456789Z').getMilliseconds('+02:00')", v(123n)],
  // strconv.Atoi and time.LoadLocation's errors, wrapped as they are (types.WrapErr).
  [`${T}.getHours('+0x:00')`, err('strconv.Atoi: parsing "+0x": invalid syntax')],
  [`${T}.getHours('+01:')`, err('strconv.Atoi: parsing "": invalid syntax')],
  [`${T}.getHours('+01:00:00')`, err('strconv.Atoi: parsing "00:00": invalid syntax')],
  [`${T}.getHours('Mars/Base')`, err('unknown time zone Mars/Base')],
  [`${T}.getHours('europe/paris')`, err('unknown time zone europe/paris')],
  [`${T}.getHours('+0100')`, err('unknown time zone +0100')],
  [`${T}.getHours('../etc/passwd')`, err('time: invalid location name')],
  ["duration('-1h30m').getHours()", v(-1n)],
  ["duration('-1ns').getMilliseconds()", v(0n)],
  ["duration('90m').getMinutes()", v(90n)],
  [
    `${T}.getHours(1)`,
    compileErr(
      [
        "ERROR: <input>:1:43: found no matching overload for 'getHours' applied to 'google.protobuf.Timestamp.(int)'",
        ` | ${T}.getHours(1)`,
        ' | ..........................................^',
      ].join('\n'),
    ),
  ],
];

describe('timestamp accessors, cel-go up to 0.28 (1.32–1.36): minutes as written', () => {
  table(
    [
      ...both,
      [`${T}.getHours('+01:60')`, v(2n)],
      [`${T}.getHours('+01:-30')`, v(0n)],
      [`${T}.getMinutes('+01:-30')`, v(30n)],
    ],
    {},
    32,
  );
  table([[`${T}.getHours('+01:75')`, v(2n)]], {}, 36);
});

describe('timestamp accessors, cel-go 0.29 (1.37): minutes outside [0, 59] refused', () => {
  table(
    [
      ...both,
      [`${T}.getHours('+01:60')`, err('timezone offset minutes out of range [0, 59]: +01:60')],
      [`${T}.getHours('+01:-30')`, err('timezone offset minutes out of range [0, 59]: +01:-30')],
      // The hours are not checked at v0.29.2 (cel-go#1391 came after).
      [`${T}.getHours('+25:00')`, v(1n)],
    ],
    {},
    37,
  );
});
