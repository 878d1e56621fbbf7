// Runs a table of CEL expressions (vitest helper) the way an admission expression runs: compiled
// by compileCel in the Kubernetes environment of the given version (cel-go's compile errors,
// carets included) and evaluated by evaluateCel (cel-go's runtime error texts).

import { expect, it } from 'vitest';
import { compileCel } from '../compile.ts';
import { CostBudget } from '../cost.ts';
import type { CelVariableName } from '../environment.ts';
import { evaluateCel } from '../evaluate.ts';
import { celEquals } from './celValues.ts';
import { newTestEnv, run } from './testEnv.ts';

/** A row: the expression and its value, its runtime error or its compile error. */
export type Row = [
  expr: string,
  expected: { value: unknown } | { error: string } | { compileError: string },
];

const DECLARED: readonly CelVariableName[] = ['object', 'oldObject', 'request', 'params'];

/** Compiles and evaluates `expr` in the 1.<minor> environment ('stored' unless `mode` says 'new'). */
export function runCel(
  expr: string,
  vars: Record<string, unknown> = {},
  minor = 32,
  mode: 'stored' | 'new' = 'stored',
): { value?: unknown; error?: string; compileError?: string } {
  const c = compileCel(expr, { kubernetesVersion: `1.${minor}`, mode, declare: DECLARED });
  if (!c.ok) return { compileError: c.message };
  const r = evaluateCel(c.program, vars, new CostBudget(10_000_000));
  return r.ok ? { value: r.value } : { error: r.error };
}

/**
 * Declares one test per row, run as kube-apiserver 1.<minor> (default 1.32) runs a stored
 * expression (or, with mode 'new', compiles one on create); values compare with CEL equality and their JavaScript types (1 and 1.0 differ).
 */
export function table(
  rows: Row[],
  vars: Record<string, unknown> = {},
  minor = 32,
  mode: 'stored' | 'new' = 'stored',
): void {
  it.each(rows)('%s', (expr, expected) => {
    check(runCel(expr, vars, minor, mode), expected);
  });
}

/** Like `table`, but in raw cel-js with every library of 1.<minor>: pins what cel-js itself does. */
export function rawTable(rows: Row[], vars: Record<string, unknown> = {}, minor = 34): void {
  const env = newTestEnv(minor);
  it.each(rows)('%s', (expr, expected) => {
    check(run(env, expr, vars), expected);
  });
}

function check(
  got: { value?: unknown; error?: string; compileError?: string },
  expected: Row[1],
): void {
  if ('compileError' in expected) {
    expect(got.compileError).toBe(expected.compileError);
  } else if ('error' in expected) {
    expect(got.compileError).toBeUndefined();
    expect(got.error).toBe(expected.error);
  } else {
    expect(got.compileError).toBeUndefined();
    expect(got.error).toBeUndefined();
    expect(typeof got.value).toBe(typeof expected.value);
    expect(celEquals(got.value, expected.value), `got ${String(got.value)}`).toBe(true);
  }
}

export const v = (value: unknown) => ({ value });
export const err = (error: string) => ({ error });
/** A compile error: cel-go's `ERROR: <input>:L:C: message` with the source line and caret. */
export const compileErr = (compileError: string) => ({ compileError });
