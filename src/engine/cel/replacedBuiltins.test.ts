import { describe, expect, it } from 'vitest';
import { compileCel, CostBudget, evaluateCel } from './index.ts';

const run = (expr: string) => {
  const c = compileCel(expr, { kubernetesVersion: '1.32', mode: 'stored', declare: ['object'] });
  if (!c.ok) throw new Error(c.message);
  return evaluateCel(c.program, { object: { name: 'Web-01' } }, new CostBudget(1_000_000));
};

describe('string() and the ASCII case functions as cel-go has them', () => {
  it.each([
    ['string(1000000.0)', '1e+06'],
    ['string(1.5)', '1.5'],
    ['string(42)', '42'],
    ['string(true)', 'true'],
    ["string(b'abc')", 'abc'],
    ["string(duration('90s'))", '90s'],
    ["'ÄbC'.lowerAscii()", 'Äbc'],
    ["'äbC'.upperAscii()", 'äBC'],
  ])('%s is %s', (expr, value) => {
    expect(run(expr)).toMatchObject({ ok: true, value });
  });

  it('refuses string() of a list at compile time, naming string', () => {
    const c = compileCel('string([1])', { kubernetesVersion: '1.32', mode: 'stored', declare: [] });
    expect(c.ok).toBe(false);
    if (!c.ok) expect(c.message).toContain("'string");
  });
});

describe('matches with RE2 semantics', () => {
  it.each([
    ["'ABC'.matches('(?i)^abc$')", true],
    ["object.name.matches('^[[:alpha:]]+-[[:digit:]]+$')", true],
    ["matches('abc', '^a')", true],
    ["'a\\nb'.matches('^b')", false],
    ["'abc'.matches('bc\\\\z')", true],
    ["'abc'.matches('b')", true],
  ])('%s is %s', (expr, value) => {
    expect(run(expr)).toMatchObject({ ok: true, value });
  });

  it.each([
    // A pattern that is not a literal (a literal one fails to compile, below).
    [
      "'a'.matches(dyn('(?=a)'))",
      'error parsing regexp: invalid or unsupported Perl syntax: `(?=`',
    ],
    ["'a'.matches(dyn('['))", 'error parsing regexp: missing closing ]: `[`'],
  ])('%s fails as Go regexp does', (expr, error) => {
    expect(run(expr)).toMatchObject({ ok: false, error });
  });

  it('refuses a literal pattern Go cannot compile, as cel.ValidateRegexLiterals does', () => {
    const c = compileCel("'a'.matches('[')", {
      kubernetesVersion: '1.32',
      mode: 'stored',
      declare: [],
    });
    expect(c.ok).toBe(false);
    if (!c.ok)
      expect(c.message).toBe(
        "ERROR: <input>:1:13: invalid matches argument\n | 'a'.matches('[')\n | ............^",
      );
  });

  it('keeps the name matches in messages', () => {
    const c = compileCel('1.matches("a")', {
      kubernetesVersion: '1.32',
      mode: 'stored',
      declare: [],
    });
    expect(c.ok).toBe(false);
    if (!c.ok) expect(c.message).not.toContain('__re2');
  });
});
