// `cases` in scenario.webhooks: the simulated server answers with the response of the first case
// whose `when` (CEL over the review's object, oldObject and request) holds; a case without `when`
// always holds. This is the playground's own construct, so its rules are ours: a `when` that
// fails to evaluate does not hold (the trace shows the error), and if no case holds the server
// answers `allowed: true`, as for a webhook with no entry.

import { CelCompileError } from '../notSupported.ts';
import type { CelEvaluation } from '../../admission/trace.ts';
import { compileCel, CostBudget, evaluateCel, formatCel, jsonToCel } from '../../cel/lazy.ts';
import { RUNTIME_CEL_COST_BUDGET } from '../../cel/cost.ts';
import { UnsupportedExpression } from '../notSupported.ts';
import type { JsonObject, KubernetesVersion } from '../../apimachinery/types.ts';
import type { WebhookCase } from '../../scenario/types.ts';

export interface CaseChoice {
  response: JsonObject;
  source: string;
  evaluations: CelEvaluation[];
}

/** Picks the response for one call from the cases. */
export function chooseCase(
  cases: readonly WebhookCase[],
  pointer: string,
  review: JsonObject,
  kubernetesVersion: KubernetesVersion,
): CaseChoice {
  const request = (review['request'] ?? {}) as JsonObject;
  const activation = {
    object: jsonToCel(request['object']),
    oldObject: jsonToCel(request['oldObject']),
    request: jsonToCel(request),
  };
  const evaluations: CelEvaluation[] = [];
  const budget = new CostBudget(RUNTIME_CEL_COST_BUDGET);
  for (const [i, c] of cases.entries()) {
    if (c.when === undefined)
      return { response: c.response, source: `cases[${i}] (no when)`, evaluations };
    const at = `${pointer}/cases/${i}/when`;
    const evaluation: CelEvaluation = { role: 'case', index: i, expression: c.when, pointer: at };
    evaluations.push(evaluation);
    const compiled = compileCel(c.when, {
      kubernetesVersion,
      mode: 'stored',
      declare: ['object', 'oldObject', 'request'],
      returnTypes: ['bool', 'dyn'],
    });
    if (!compiled.ok) {
      if (compiled.unsupported === true) throw new UnsupportedExpression(compiled.message, at);
      throw new CelCompileError(`webhook case ${i}: ${compiled.detail}`, at);
    }
    const r = evaluateCel(compiled.program, activation, budget);
    if (!r.ok) {
      evaluation.error = r.error;
      continue;
    }
    evaluation.value = formatCel(r.value);
    if (r.value === true) return { response: c.response, source: `cases[${i}]`, evaluations };
  }
  return { response: { allowed: true }, source: 'default (no case holds: allowed)', evaluations };
}
