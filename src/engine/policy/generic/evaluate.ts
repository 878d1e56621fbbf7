// Evaluates one compiled policy expression against an activation and a shared budget, turning the
// outcome into upstream's texts (k8s.io/apiserver pkg/admission/plugin/cel/activation.go Evaluate):
// a compile error or a runtime error belongs to the expression; running out of budget ends the pass.

import type { CelEvaluation } from '../../admission/trace.ts';
import {
  evaluateCel,
  formatCel,
  type CelActivation,
  type CelValue,
  type CostBudget,
} from '../../cel/index.ts';
import type { CompiledExpression } from './compile.ts';

/** The outcome of one expression: its value, its error, or the end of the whole pass. */
export type ExpressionOutcome =
  | { kind: 'value'; value: CelValue }
  | { kind: 'error'; error: string }
  /** The budget ran out: no further expression of this pass runs (ErrOutOfBudget). */
  | { kind: 'abort'; error: string };

/** Mirrors evaluationActivation.Evaluate for one expression. */
export function evaluateExpression(
  e: CompiledExpression,
  activation: CelActivation,
  budget: CostBudget,
): ExpressionOutcome {
  if (!e.compiled.ok) return { kind: 'error', error: `compilation error: ${e.compiled.detail}` };
  const r = evaluateCel(e.compiled.program, activation, budget);
  if (r.ok) return { kind: 'value', value: r.value };
  if (r.outOfBudget === true) return { kind: 'abort', error: r.error };
  return { kind: 'error', error: `expression '${e.expression}' resulted in error: ${r.error}` };
}

/** Records an expression and its outcome for the trace. */
export function traceEvaluation(
  e: CompiledExpression,
  outcome: ExpressionOutcome | undefined,
): CelEvaluation {
  const ev: CelEvaluation = {
    role: e.role,
    index: e.index,
    expression: e.expression,
    pointer: e.pointer,
  };
  if (e.name !== undefined) ev.name = e.name;
  if (outcome?.kind === 'value') ev.value = formatCel(outcome.value);
  else if (outcome !== undefined) ev.error = outcome.error;
  return ev;
}
