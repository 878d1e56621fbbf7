// `_||_` and `_&&_` evaluated as cel-go's interpreter does (interpreter/interpretable.go evalOr,
// evalAnd and their exhaustive variants): every term is evaluated left to right, the
// short-circuit value wins, otherwise the FIRST term that is not a bool decides: its error, or
// `no such overload` for a value of another type (types.MaybeNoSuchOverloadErr). cel-js keeps the
// right-hand error, so each logical node of a checked expression answers itself.

import { EvaluationError } from '@marcbachmann/cel-js';
import { type CelNode, walkNodes } from './locations.ts';

interface Evaluator {
  tryEval(ast: unknown, ctx: unknown): unknown;
}
type Evaluate = (ev: Evaluator, ast: unknown, ctx: unknown) => unknown;
interface LogicalNode extends CelNode {
  evaluate: Evaluate;
}

/** The value of a chain of `||` (`shortCircuit` true) or `&&` (false) terms, as cel-go has it. */
export function logicalResult(shortCircuit: boolean, terms: readonly (() => unknown)[]): unknown {
  let failure: unknown;
  for (const term of terms) {
    const value = term();
    if (value === shortCircuit) return shortCircuit;
    if (typeof value !== 'boolean' && failure === undefined)
      failure = value instanceof Error ? value : new EvaluationError('no such overload');
  }
  if (failure !== undefined) throw failure;
  return !shortCircuit;
}

/** Gives the `||` and `&&` nodes of a checked expression cel-go's choice of error. */
export function useCelGoLogicalOperators(ast: unknown): void {
  walkNodes(ast, (node) => {
    if (node.op !== '||' && node.op !== '&&') return;
    const [left, right] = node.args as unknown[];
    const shortCircuit = node.op === '||';
    (node as LogicalNode).evaluate = (ev, _a, ctx) =>
      logicalResult(shortCircuit, [() => ev.tryEval(left, ctx), () => ev.tryEval(right, ctx)]);
  });
}
