// Runs one ForInput pass: a list of expressions against one activation with one budget and a fresh
// `variables`, stopping at the first out-of-budget (k8s.io/apiserver pkg/admission/plugin/cel/condition.go).

import type { CelEvaluation } from '../../admission/trace.ts';
import type { CelActivation, CostBudget } from '../../cel/index.ts';
import {
  type CompiledExpression,
  type ExpressionOutcome,
  evaluateExpression,
  traceEvaluation,
  withVariables,
} from '../generic/index.ts';

/** The outcomes of a pass, by position (undefined for placeholders), or the error that ended it. */
export interface PassResult {
  outcomes: (ExpressionOutcome | undefined)[];
  /** Set when the pass ran out of budget: no outcome counts then. */
  abort?: string;
  evaluations: CelEvaluation[];
}

/** Evaluates `expressions` in order; placeholders (undefined) cost nothing. */
export function runPass(
  expressions: readonly (CompiledExpression | undefined)[],
  activation: CelActivation,
  variables: readonly CompiledExpression[],
  budget: CostBudget,
): PassResult {
  const pass = withVariables(activation, variables);
  const outcomes: (ExpressionOutcome | undefined)[] = [];
  const evaluations: CelEvaluation[] = [];
  let seenVariables = 0;
  for (const e of expressions) {
    if (e === undefined) {
      outcomes.push(undefined);
      continue;
    }
    const outcome = evaluateExpression(e, pass.activation, budget);
    // Variables first read by this expression are listed before it.
    const vars = pass.evaluations();
    evaluations.push(...vars.slice(seenVariables));
    seenVariables = vars.length;
    evaluations.push(traceEvaluation(e, outcome));
    if (outcome.kind === 'abort') return { outcomes, abort: outcome.error, evaluations };
    outcomes.push(outcome);
  }
  return { outcomes, evaluations };
}
