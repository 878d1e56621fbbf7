import { describe, expect, it } from 'vitest';
import { compileCel } from './compile.ts';
import type { CelProgram } from './compile.ts';
import { CostBudget } from './cost.ts';
import { evaluateCel, isStackOverflow } from './evaluate.ts';

const compiled = (expr: string): CelProgram => {
  const c = compileCel(expr, { kubernetesVersion: '1.36', mode: 'stored', declare: ['object'] });
  if (!c.ok) throw new Error(c.message);
  return c.program;
};
// A program whose run throws `thrown`, standing in for a library function that does.
const throwing = (thrown: () => unknown): CelProgram => ({
  ...compiled('true'),
  run: () => thrown(),
});
const errorOf = (p: CelProgram): string | undefined => {
  const r = evaluateCel(p, {}, new CostBudget(1_000_000));
  return r.ok ? undefined : r.error;
};

describe('evaluateCel errors', () => {
  it("reports a real stack overflow as cel-go's max recursion depth", () => {
    const recurse = (n: number): number => recurse(n + 1) + 1;
    expect(errorOf(throwing(() => recurse(0)))).toBe('max recursion depth exceeded');
  });

  it("reports SpiderMonkey's too much recursion the same way", () => {
    const e = new Error('too much recursion');
    e.name = 'InternalError';
    expect(isStackOverflow(e)).toBe(true);
  });

  it.each<[string, () => unknown, string]>([
    [
      'an array too long',
      () => {
        const list: unknown[] = [];
        list.length = -1;
      },
      'Invalid array length',
    ],
    ['an invalid date', () => new Date(NaN).toISOString(), 'Invalid time value'],
  ])('keeps the text of any other RangeError: %s', (_name, thrown, want) => {
    expect(errorOf(throwing(thrown))).toBe(want);
  });
});
