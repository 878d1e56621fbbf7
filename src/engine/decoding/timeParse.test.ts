import { describe, expect, it } from 'vitest';
import { timeParseError } from './timeParse.ts';

describe('timeParseError', () => {
  it.each([
    ['2024-01-01T00:00:00Z', undefined],
    ['2024-01-01T09:30:00.123456+02:00', undefined],
    [
      'yesterday',
      'parsing time "yesterday" as "2006-01-02T15:04:05Z07:00": cannot parse "yesterday" as "2006"',
    ],
    [
      '2024-01-01',
      'parsing time "2024-01-01" as "2006-01-02T15:04:05Z07:00": cannot parse "" as "T"',
    ],
    [
      '2024-01-01 00:00:00Z',
      'parsing time "2024-01-01 00:00:00Z" as "2006-01-02T15:04:05Z07:00": cannot parse " 00:00:00Z" as "T"',
    ],
    ['2024-13-01T00:00:00Z', 'parsing time "2024-13-01T00:00:00Z": month out of range'],
    ['2024-02-30T00:00:00Z', 'parsing time "2024-02-30T00:00:00Z": day out of range'],
    ['2024-01-01T24:00:00Z', 'parsing time "2024-01-01T24:00:00Z": hour out of range'],
    [
      '2024-01-01T00:00:00+0100',
      'parsing time "2024-01-01T00:00:00+0100" as "2006-01-02T15:04:05Z07:00": cannot parse "+0100" as "Z07:00"',
    ],
    ['2024-01-01T00:00:00Zjunk', 'parsing time "2024-01-01T00:00:00Zjunk": extra text: "junk"'],
  ])('%s → %s', (value, expected) => {
    expect(timeParseError(value)).toBe(expected);
  });
});
