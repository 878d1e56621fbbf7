import { describe, expect, it } from 'vitest';
import { runCel, table, v } from './tableTest.ts';

// ListsVersion(1) (1.37): includes, known at runtime in 1.37 and refused when written there.
describe('kubernetes list library v1 (1.37)', () => {
  table(
    [
      ['[1, 2, 3].includes(2)', v(true)],
      ["['a', 'b'].includes('c')", v(false)],
      ['[1.0].includes(1)', v(true)],
      ["'a'.includes('a')", v(true)],
      ['[].includes(1)', v(false)],
    ],
    {},
    37,
  );

  it.each([
    [36, 'stored', false],
    [37, 'stored', true],
    [37, 'new', false],
  ] as const)('1.%s %s: includes is known = %s', (minor, mode, known) => {
    const got = runCel('[1, 2].includes(1)', {}, minor, mode);
    if (known) expect(got.value).toBe(true);
    else expect(got.compileError).toMatch(/includes/);
  });
});
