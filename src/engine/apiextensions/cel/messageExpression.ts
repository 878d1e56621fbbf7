// Evaluating a failed rule's messageExpression: its string, trimmed, or why it cannot be used — an
// error that stops validation (no budget left, the per-call limit) or one after which the rule's
// message is shown instead. Mirrors apiextensions-apiserver pkg/apiserver/schema/cel/validation.go
// evalMessageExpression and k8s.io/apiserver pkg/apis/cel/config.go.

import {
  type CelActivation,
  type CelProgram,
  type CostBudget,
  evaluateCel,
  PER_CALL_LIMIT_MESSAGE,
} from '../../cel/index.ts';
import { goQuote } from '../../apimachinery/goQuote.ts';
import { goTrimSpace } from '../../apimachinery/goStringsSpace.ts';

/** config.go MaxEvaluatedMessageExpressionSizeBytes. */
export const MAX_EVALUATED_MESSAGE_EXPRESSION_SIZE_BYTES = 5 * 1024;

export type MessageResult =
  | { ok: true; message: string }
  /** `stop`: ErrorTypeInvalid (reported, no further rules run); otherwise the rule's message is used. */
  | { ok: false; detail: string; stop: boolean };

const utf8Length = (s: string): number => new TextEncoder().encode(s).length;

/** evalMessageExpression. */
export function evalMessageExpression(
  program: CelProgram,
  source: string,
  activation: CelActivation,
  budget: CostBudget,
): MessageResult {
  const r = evaluateCel(program, activation, budget);
  if (!r.ok) {
    if (r.outOfBudget === true)
      return {
        ok: false,
        stop: true,
        detail:
          'messageExpression evaluation failed due to running out of cost budget, no further validation rules will be run',
      };
    if (r.error.startsWith(PER_CALL_LIMIT_MESSAGE))
      return {
        ok: false,
        stop: true,
        detail: `no further validation rules will be run due to call cost exceeds limit for messageExpression: ${goQuote(source)}`,
      };
    return {
      ok: false,
      stop: false,
      detail: `messageExpression evaluation failed due to: ${r.error}`,
    };
  }
  if (typeof r.value !== 'string')
    return { ok: false, stop: false, detail: 'messageExpression failed to convert to string' };
  const trimmed = goTrimSpace(r.value);
  if (utf8Length(trimmed) > MAX_EVALUATED_MESSAGE_EXPRESSION_SIZE_BYTES)
    return {
      ok: false,
      stop: false,
      detail: `messageExpression beyond allowable length of ${MAX_EVALUATED_MESSAGE_EXPRESSION_SIZE_BYTES}`,
    };
  if (trimmed.includes('\n'))
    return { ok: false, stop: false, detail: 'messageExpression should not contain line breaks' };
  if (trimmed === '')
    return {
      ok: false,
      stop: false,
      detail: 'messageExpression should evaluate to a non-empty string',
    };
  return { ok: true, message: trimmed };
}
