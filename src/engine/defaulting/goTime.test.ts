import { describe, expect, it } from 'vitest';

import { normalizeTime } from './goTime.ts';

describe('normalizeTime', () => {
  // metav1.Time parses RFC 3339 and writes UTC with whole seconds (time.go MarshalJSON).
  it.each([
    ['2026-11-22T04:56:33Z', '2026-11-22T04:56:33Z'],
    ['2026-11-22T06:56:33+02:00', '2026-11-22T04:56:33Z'],
    ['2026-11-22T04:56:33.987654Z', '2026-11-22T04:56:33Z'],
    ['2024-03-01T00:30:00+01:00', '2024-02-29T23:30:00Z'],
    ['1999-12-31T23:00:00-01:30', '2000-01-01T00:30:00Z'],
  ])('writes %s as %s', (input, expected) => {
    expect(normalizeTime(input)).toBe(expected);
  });

  it('writes MicroTime with six fractional digits', () => {
    expect(normalizeTime('2026-11-22T04:56:33.5Z', true)).toBe('2026-11-22T04:56:33.500000Z');
  });

  it('writes the zero time as null', () => {
    expect(normalizeTime('0001-01-01T00:00:00Z')).toBeNull();
  });

  it.each(['2026-11-22', '2026-13-01T00:00:00Z', '2026-02-30T00:00:00Z', 'yesterday'])(
    'rejects %s',
    (input) => {
      expect(normalizeTime(input)).toBeUndefined();
    },
  );
});
