// Checks ParseLevel's fallback and error text, Level.Valid and CompareLevels (api/helpers.go).

import { describe, expect, it } from 'vitest';
import type { Level } from './constants.ts';
import { compareLevels, isValidLevel, parseLevel } from './level.ts';

describe('parseLevel', () => {
  it.each(['privileged', 'baseline', 'restricted'])('accepts %s', (s) => {
    expect(parseLevel(s)).toEqual({ ok: true, value: s });
    expect(isValidLevel(s)).toBe(true);
  });

  it.each(['', 'Restricted', 'foo', ' baseline'])(
    'rejects %j as restricted with upstream text',
    (s) => {
      expect(parseLevel(s)).toEqual({
        ok: false,
        value: 'restricted',
        error: 'must be one of privileged, baseline, restricted',
      });
      expect(isValidLevel(s)).toBe(false);
    },
  );
});

describe('compareLevels', () => {
  const rows: Array<[Level, Level, number]> = [
    ['privileged', 'privileged', 0],
    ['privileged', 'baseline', -1],
    ['privileged', 'restricted', -1],
    ['baseline', 'privileged', 1],
    ['baseline', 'baseline', 0],
    ['baseline', 'restricted', -1],
    ['restricted', 'privileged', 1],
    ['restricted', 'baseline', 1],
    ['restricted', 'restricted', 0],
  ];
  it.each(rows)('compareLevels(%s, %s) is %d', (a, b, want) =>
    expect(compareLevels(a, b)).toBe(want),
  );
});
