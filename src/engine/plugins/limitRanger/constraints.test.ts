// Tests for the %f rendering LimitRanger's ratio message uses.

import { describe, expect, it } from 'vitest';
import { formatFloat6 } from './constraints.ts';

describe('formatFloat6', () => {
  it.each([
    [2, '2.000000'],
    [1.5, '1.500000'],
    [1 / 3, '0.333333'],
    [2 / 3, '0.666667'],
    // 129/128 = 1.0078125 exactly: Go rounds the tie to even, toFixed would round up.
    [129 / 128, '1.007812'],
    [1.0234375, '1.023438'],
  ])('formats %d as %s', (x, expected) => {
    expect(formatFloat6(x)).toBe(expected);
  });
});
