import { describe } from 'vitest';
import { compileErr, err, table, v } from './tableTest.ts';

// cel-go v0.22 common/types/timestamp_test.go TestTimestampOperators, as CEL expressions (a
// timestamp is a Go time.Time: nanoseconds kept through arithmetic, comparison and string()), and
// common/types/string.go: timestamp(string) parses time.RFC3339.
describe('timestamps at nanosecond precision', () => {
  table(
    [
      // DateAddOneHourOneNano
      [
        "timestamp(3506) + duration('1h1ns') == timestamp('1970-01-01T01:58:26.000000001Z')",
        v(true),
      ],
      // DateAddOneHourMinusOneMilli
      ["string(timestamp(3506) + duration('59m59.999s'))", v('1970-01-01T01:58:25.999Z')],
      // MaxTimestampAddOneSecond
      ["timestamp('9999-12-31T23:59:59Z') + duration('1s')", err('timestamp overflow')],
      // SecondsWithNanosNegative, SecondsWithNanosPositive
      [
        "string(timestamp(1) + duration('1ns') + duration('-999999999ns'))",
        v('1970-01-01T00:00:00.000000002Z'),
      ],
      [
        "string(timestamp(1) + duration('999999999ns') + duration('999999999ns'))",
        v('1970-01-01T00:00:02.999999998Z'),
      ],
      // TimeWithNanosPositive, TimeWithNanosNegative
      [
        "timestamp('1970-01-01T00:00:02.000000001Z') - timestamp('1970-01-01T00:00:00.999999999Z') == duration('1.000000002s')",
        v(true),
      ],
      [
        "timestamp('1970-01-01T00:00:01.000000001Z') - timestamp('1970-01-01T00:00:02.999999999Z') == duration('-1.999999998s')",
        v(true),
      ],
      // MinTimestampSubOneSecond, MinTimestampSubMinusOneViaNanos
      ["timestamp('0001-01-01T00:00:00Z') - duration('1s')", err('timestamp overflow')],
      [
        "string(timestamp('0001-01-01T00:00:00.000000002Z') - duration('-999999999ns'))",
        v('0001-01-01T00:00:01.000000001Z'),
      ],
      // DateMinusDateDurationOverflow
      [
        "timestamp('9999-12-31T23:59:59Z') - timestamp('0001-01-01T00:00:00Z')",
        err('integer overflow'),
      ],
      // Comparisons see the nanoseconds.
      [
        "timestamp('2023-01-01T00:00:00.123456789Z') > timestamp('2023-01-01T00:00:00.123456788Z')",
        v(true),
      ],
      [
        "timestamp('2023-01-01T00:00:00.123456789Z') == timestamp('2023-01-01T00:00:00.123456788Z')",
        v(false),
      ],
      [
        "timestamp('2023-01-01T00:00:00.1Z') == timestamp('2023-01-01T00:00:00.100000000Z')",
        v(true),
      ],
      [
        "duration('1ns') + timestamp('2023-01-01T00:00:00.999999999Z') == timestamp('2023-01-01T00:00:01Z')",
        v(true),
      ],
      // string() is time.RFC3339Nano in UTC; getMilliseconds() truncates.
      ["string(timestamp('2009-02-13T23:31:30.123456789Z'))", v('2009-02-13T23:31:30.123456789Z')],
      ["string(timestamp('2009-02-13T23:31:30.120Z'))", v('2009-02-13T23:31:30.12Z')],
      ["string(timestamp('2009-02-14T01:31:30+02:00'))", v('2009-02-13T23:31:30Z')],
      ["timestamp('2009-02-13T23:31:30.123999999Z').getMilliseconds()", v(123n)],
      ["int(timestamp('1969-12-31T23:59:59.5Z'))", v(-1n)],
      // time.RFC3339 only: a date alone, a day February lacks, a missing zone are refused.
      [
        'timestamp(params.s)',
        err("type conversion error from 'string' to 'google.protobuf.Timestamp'"),
      ],
      [
        "timestamp('2023-02-30T00:00:00Z')",
        compileErr(
          "ERROR: <input>:1:11: invalid timestamp argument\n | timestamp('2023-02-30T00:00:00Z')\n | ..........^",
        ),
      ],
      [
        "timestamp('2023-01-01T00:00:00')",
        compileErr(
          "ERROR: <input>:1:11: invalid timestamp argument\n | timestamp('2023-01-01T00:00:00')\n | ..........^",
        ),
      ],
    ],
    { params: { s: '2023-01-01' } },
  );
});
