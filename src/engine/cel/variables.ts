// `variables.<name>` for ValidatingAdmissionPolicy and MutatingAdmissionPolicy: each composited
// variable is evaluated lazily, at most once per evaluation context, inside the expression that
// first reads it (pkg/admission/plugin/cel/composition.go).

import type { CelCompileResult } from './compile.ts';
import { CelPassThroughError, evaluateCel, type CelActivation } from './evaluate.ts';
import { activeMeter, CostBudget, PER_CALL_LIMIT } from './cost.ts';
import type { CelValue } from './values.ts';

export interface CompositedVariable {
  name: string;
  compiled: CelCompileResult;
}

/** What happened to each variable that was read, for the trace. */
export interface VariableOutcome {
  name: string;
  value?: CelValue;
  error?: string;
}

/**
 * The `variables` value: an object whose fields evaluate on first read. A variable that fails to
 * compile or evaluate fails every expression that reads it, with composition.go's words.
 */
export function newLazyVariables(defs: readonly CompositedVariable[], activation: CelActivation, outcomes: VariableOutcome[] = []): CelValue {
  const vars: Record<string, unknown> = {};
  const scope: CelActivation = { ...activation, variables: vars };
  for (const def of defs) {
    let state: { value: CelValue } | { error: string } | undefined;
    Object.defineProperty(vars, def.name, {
      enumerable: true,
      get() {
        if (state === undefined) {
          state = evaluateOnce(def, scope);
          outcomes.push({ name: def.name, ...state });
        }
        if ('error' in state) throw new CelPassThroughError(state.error);
        return state.value;
      },
    });
  }
  return vars;
}

function evaluateOnce(def: CompositedVariable, scope: CelActivation): { value: CelValue } | { error: string } {
  if (!def.compiled.ok) return { error: `composited variable "${def.name}" fails to compile: compilation failed: ${def.compiled.message}` };
  // The variable's cost is charged to the expression reading it (added to the reader's meter
  // below); this budget only stands in for the per-call limit of the variable's own run.
  const r = evaluateCel(def.compiled.program, scope, new CostBudget(PER_CALL_LIMIT * 10));
  activeMeter()?.charge(r.cost);
  return r.ok ? { value: r.value } : { error: `composited variable "${def.name}" fails to evaluate: ${r.error}` };
}
