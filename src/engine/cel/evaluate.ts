// Evaluates a compiled expression against an activation, charging its cost to a shared budget the
// way pkg/admission/plugin/cel/filter.go does: the per-call limit cancels the evaluation; a cost
// beyond what the budget has left fails it with the budget message, checked before any error.

import type { CelProgram } from './compile.ts';
import { asCelJsError } from './compile.ts';
import {
  CostBudget,
  CostLimitExceeded,
  CostMeter,
  PER_CALL_LIMIT,
  PER_CALL_LIMIT_MESSAGE,
  withMeter,
} from './cost.ts';
import { runtimeMessage } from './errors.ts';
import type { CelValue } from './values.ts';

/** The variables an expression sees; absent ones are not declared in its environment. */
export interface CelActivation {
  object?: CelValue;
  oldObject?: CelValue;
  request?: CelValue;
  params?: CelValue;
  namespaceObject?: CelValue;
  variables?: CelValue;
  authorizer?: CelValue;
}

export type CelEvalResult =
  | { ok: true; value: CelValue; cost: number }
  | { ok: false; error: string; outOfBudget?: boolean; cost: number };

/** filter.go's text when an evaluation's cost passes what the budget has left. */
export const OUT_OF_BUDGET_MESSAGE =
  'validation failed due to running out of cost budget, no further validation rules will be run';

/** An error raised on purpose inside an evaluation (a composited variable's), shown as is. */
export class CelPassThroughError extends Error {
  override name = 'CelPassThroughError';
}

/** Evaluates `program`; its cost is taken from `budget`. */
export function evaluateCel(
  program: CelProgram,
  activation: CelActivation,
  budget: CostBudget,
): CelEvalResult {
  const meter = new CostMeter(PER_CALL_LIMIT);
  let outcome: { ok: true; value: CelValue } | { ok: false; error: string };
  try {
    outcome = {
      ok: true,
      value: withMeter(meter, () => program.run(activation as Record<string, unknown>)),
    };
  } catch (e) {
    outcome = { ok: false, error: errorText(e) };
  }
  const cost = meter.used;
  if (!budget.spend(cost))
    return { ok: false, error: OUT_OF_BUDGET_MESSAGE, outOfBudget: true, cost };
  if (meter.exceeded) return { ok: false, error: PER_CALL_LIMIT_MESSAGE, cost };
  return { ...outcome, cost };
}

/**
 * Reports whether a thrown value is the JavaScript engine running out of stack: V8 and
 * JavaScriptCore throw a RangeError "Maximum call stack size exceeded", SpiderMonkey an
 * InternalError "too much recursion". Other RangeErrors (an array too long, a bad date) are not.
 */
export function isStackOverflow(e: unknown): boolean {
  if (!(e instanceof Error)) return false;
  if (e instanceof RangeError) return e.message.startsWith('Maximum call stack size exceeded');
  return e.name === 'InternalError' && e.message.startsWith('too much recursion');
}

function errorText(e: unknown): string {
  if (e instanceof CostLimitExceeded || e instanceof CelPassThroughError) return e.message;
  // Only a real stack overflow is cel-go's depth limit (interpreter's max recursion depth); any
  // other error keeps the text the library that raised it gave, mapped to cel-go's words.
  if (isStackOverflow(e)) return 'max recursion depth exceeded';
  return runtimeMessage(asCelJsError(e));
}

export { CostBudget };
