// Decides whether a policy's (or webhook's) matchConditions let an invocation through: every
// condition is evaluated with one shared budget, then a false result skips, errors go by
// failurePolicy (k8s.io/apiserver pkg/admission/plugin/webhook/matchconditions/matcher.go Match).

import type { CelEvaluation } from '../../admission/trace.ts';
import { CostBudget, MATCH_CONDITIONS_COST_BUDGET, type CelActivation } from '../../cel/index.ts';
import { aggregateErrors } from './aggregate.ts';
import type { CompiledExpression } from './compile.ts';
import { withVariables } from './activation.ts';
import { evaluateExpression, traceEvaluation, type ExpressionOutcome } from './evaluate.ts';

/** What matchConditions decided: `error` (failurePolicy Fail only) is the text the caller reports. */
export interface MatchConditionsResult {
  matches: boolean;
  error?: string;
  /** The condition that was false, when one was. */
  failedCondition?: string;
  /** Every condition evaluated, in order (and variables first read by them, when `variables` is set). */
  evaluations: CelEvaluation[];
}

/**
 * Mirrors matcher.Match. `failurePolicy` is the policy's (nil is Fail); an unknown value lets errors
 * through as a match, as upstream's if/else-if does. `variables` (policies only) are read lazily.
 */
export function evaluateMatchConditions(
  conditions: readonly CompiledExpression[],
  activation: CelActivation,
  failurePolicy: string,
  variables: readonly CompiledExpression[] = [],
  budget: CostBudget = new CostBudget(MATCH_CONDITIONS_COST_BUDGET),
): MatchConditionsResult {
  const evaluations: CelEvaluation[] = [];
  const outcomes: ExpressionOutcome[] = [];
  // Policies evaluate their conditions with a fresh `variables` (a new composition context).
  const pass = withVariables(activation, variables);
  let seenVariables = 0;
  for (const c of conditions) {
    const outcome = evaluateExpression(c, pass.activation, budget);
    const read = pass.evaluations();
    evaluations.push(...read.slice(seenVariables));
    seenVariables = read.length;
    evaluations.push(traceEvaluation(c, outcome));
    if (outcome.kind === 'abort') {
      // The filter itself failed (out of budget): Fail reports it, Ignore skips.
      return failurePolicy === 'Ignore'
        ? { matches: false, evaluations }
        : { matches: false, error: outcome.error, evaluations };
    }
    outcomes.push(outcome);
  }
  const errors: string[] = [];
  for (const [i, outcome] of outcomes.entries()) {
    if (outcome.kind === 'error') errors.push(outcome.error);
    // A false condition skips, whatever errors came before it.
    else if (outcome.kind === 'value' && outcome.value === false) {
      const failed = conditions[i]?.name;
      return failed === undefined
        ? { matches: false, evaluations }
        : { matches: false, failedCondition: failed, evaluations };
    }
  }
  if (errors.length > 0) {
    if (failurePolicy === 'Fail')
      return { matches: false, error: aggregateErrors(errors), evaluations };
    if (failurePolicy === 'Ignore') return { matches: false, evaluations };
  }
  return { matches: true, evaluations };
}
