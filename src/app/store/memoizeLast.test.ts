import { describe, expect, it } from 'vitest';
import { memoizeLast } from './memoizeLast.ts';

describe('memoizeLast', () => {
  it('calls the function once for repeated calls with the same argument', () => {
    let calls = 0;
    const double = memoizeLast((n: number) => {
      calls += 1;
      return { n: n * 2 };
    });
    const first = double(2);
    expect(double(2)).toBe(first);
    expect(calls).toBe(1);
  });

  it('recomputes when the argument changes identity', () => {
    const wrap = memoizeLast((o: object) => ({ o }));
    const a = {};
    const first = wrap(a);
    expect(wrap({})).not.toBe(first);
    expect(wrap(a)).not.toBe(first);
  });
});
