// Runs a table of CEL expressions against the library test environment (vitest helper).

import { expect, it } from 'vitest';
import { celEquals } from './celValues.ts';
import { newTestEnv, run } from './testEnv.ts';

/** A row: the expression and either its value or its error text. */
export type Row = [expr: string, expected: { value: unknown } | { error: string }];

/** Declares one test per row; values compare with CEL equality (1 == 1.0 is not confused: types are checked too). */
export function table(rows: Row[], vars: Record<string, unknown> = {}, minor = 34): void {
  const env = newTestEnv(minor);
  it.each(rows)('%s', (expr, expected) => {
    const got = run(env, expr, vars);
    if ('error' in expected) {
      expect(got.error).toBe(expected.error);
    } else {
      expect(got.error).toBeUndefined();
      expect(typeof got.value).toBe(typeof expected.value);
      expect(celEquals(got.value, expected.value), `got ${String(got.value)}`).toBe(true);
    }
  });
}

export const v = (value: unknown) => ({ value });
export const err = (error: string) => ({ error });
