// A webhook's matchConditions (k8s.io/apiserver pkg/admission/plugin/webhook/matchconditions/matcher.go
// and pkg/admission/plugin/cel/filter.go): every condition is evaluated in order on a shared budget;
// then any false skips the webhook (false beats errors), else errors go to failurePolicy.

import { UnsupportedExpression } from '../notSupported.ts';
import type { CelEvaluation } from '../../admission/trace.ts';
import type { CelActivation, CelCompileResult } from '../../cel/index.ts';
import { compileCel, CostBudget, evaluateCel, formatCel } from '../../cel/lazy.ts';
import { MATCH_CONDITIONS_COST_BUDGET } from '../../cel/cost.ts';
import type { JsonValue, KubernetesVersion } from '../../apimachinery/types.ts';
import { isObject } from '../../apimachinery/isObject.ts';

/** One condition as the configuration holds it. */
export interface MatchCondition {
  name: string;
  expression: string;
  /** JSON pointer of the expression in the scenario. */
  pointer: string;
}

export type MatchConditionsResult =
  | { decision: 'match'; evaluations: CelEvaluation[] }
  /** `condition`: the first false condition's name; absent when skipped for errors under Ignore. */
  | { decision: 'skip'; condition?: string; error?: string; evaluations: CelEvaluation[] }
  /** failurePolicy Fail: the match itself fails with this error. */
  | { decision: 'error'; error: string; evaluations: CelEvaluation[] };

/** Reads a webhook's matchConditions (already validated on create). */
export function readMatchConditions(raw: readonly JsonValue[], pointer: string): MatchCondition[] {
  return raw.map((c, i) => {
    const o = isObject(c) ? c : {};
    return {
      name: typeof o['name'] === 'string' ? o['name'] : '',
      expression: typeof o['expression'] === 'string' ? o['expression'] : '',
      pointer: `${pointer}/matchConditions/${i}/expression`,
    };
  });
}

/** Compiles a webhook's condition: HasParams false, HasAuthorizer true, the stored environment. */
export function compileWebhookCondition(
  expression: string,
  kubernetesVersion: KubernetesVersion,
): CelCompileResult {
  return compileCel(expression, {
    kubernetesVersion,
    mode: 'stored',
    declare: ['object', 'oldObject', 'request', 'namespaceObject', 'authorizer'],
    returnTypes: ['bool'],
  });
}

/** Evaluates the conditions and decides as matcher.go Match does. */
export function evaluateMatchConditions(
  conditions: readonly MatchCondition[],
  failurePolicy: string,
  kubernetesVersion: KubernetesVersion,
  activation: CelActivation,
): MatchConditionsResult {
  const budget = new CostBudget(MATCH_CONDITIONS_COST_BUDGET);
  const evaluations: CelEvaluation[] = [];
  const errors: string[] = [];
  let firstFalse: string | undefined;
  for (const [index, c] of conditions.entries()) {
    const evaluation: CelEvaluation = {
      role: 'matchCondition',
      index,
      name: c.name,
      expression: c.expression,
      pointer: c.pointer,
    };
    evaluations.push(evaluation);
    const compiled = compileWebhookCondition(c.expression, kubernetesVersion);
    if (!compiled.ok) {
      if (compiled.unsupported) throw new UnsupportedExpression(compiled.message, c.pointer);
      evaluation.error = `compilation error: ${compiled.detail}`;
      errors.push(evaluation.error);
      continue;
    }
    const r = evaluateCel(compiled.program, activation, budget);
    if (!r.ok && r.outOfBudget === true) {
      // filter.go returns the budget error for the whole evaluation: Match fails as a whole.
      evaluation.error = r.error;
      return failurePolicy === 'Ignore'
        ? { decision: 'skip', error: r.error, evaluations }
        : { decision: 'error', error: r.error, evaluations };
    }
    if (!r.ok) {
      evaluation.error = `expression '${c.expression}' resulted in error: ${r.error}`;
      errors.push(evaluation.error);
      continue;
    }
    evaluation.value = formatCel(r.value);
    if (r.value === false && firstFalse === undefined) firstFalse = c.name;
  }
  if (firstFalse !== undefined) return { decision: 'skip', condition: firstFalse, evaluations };
  if (errors.length > 0) {
    const error = aggregate(errors);
    return failurePolicy === 'Ignore'
      ? { decision: 'skip', error, evaluations }
      : { decision: 'error', error, evaluations };
  }
  return { decision: 'match', evaluations };
}

// utilerrors.NewAggregate(errs).Error(): one message bare, several de-duplicated inside brackets.
function aggregate(messages: readonly string[]): string {
  const distinct = [...new Set(messages)];
  return distinct.length === 1 ? distinct[0]! : `[${distinct.join(', ')}]`;
}
