// `variables.<name>` for ValidatingAdmissionPolicy and MutatingAdmissionPolicy: each composited
// variable is evaluated lazily, at most once per evaluation context, inside the expression that
// first reads it (pkg/admission/plugin/cel/composition.go).

import { type CelCompileResult, compileCel } from './compile.ts';
import type { CelEnvironmentOptions, CompositedVariableType } from './environment.ts';
import { CelPassThroughError, evaluateCel, type CelActivation } from './evaluate.ts';
import { activeMeter, CostBudget, PER_CALL_LIMIT } from './cost.ts';
import { type CelType, formatCelGoType, parseCelGoType } from './types.ts';
import type { CelValue } from './values.ts';

// composition.go convertCelTypeToDeclType: the types a variable keeps; lists and maps keep their
// converted parameters; anything else (net.IP, optional_type(int), type…) is declared dyn.
const KEPT = new Set([
  'bool',
  'bytes',
  'double',
  'google.protobuf.Duration',
  'int',
  'null_type',
  'string',
  'google.protobuf.Timestamp',
  'uint',
  'dyn',
]);

function declType(t: CelType): CelType {
  if (KEPT.has(t.name) && t.params.length === 0) return t;
  if (t.name === 'list' && t.params.length === 1)
    return { name: 'list', params: t.params.map(declType) };
  if (t.name === 'map' && t.params.length === 2)
    return { name: 'map', params: t.params.map(declType) };
  return { name: 'dyn', params: [] };
}

/** The type `variables.<name>` has for a compiled variable (dyn when it does not compile). */
export function compositedVariableType(compiled: CelCompileResult): string {
  if (!compiled.ok) return 'dyn';
  return formatCelGoType(declType(parseCelGoType(compiled.resultType)));
}

/** Composited variables compiled in order, and the `variables` type the other expressions see. */
export interface CompiledCompositedVariables {
  results: CelCompileResult[];
  /** Pass as CelEnvironmentOptions.variableTypes. */
  variableTypes: CompositedVariableType[];
}

/**
 * Compiles a policy's variables in order, each seeing the ones before it typed by their
 * expressions (composition.go CompileAndStoreVariable: AddField after each compile; a variable that
 * does not compile is dyn); `options` must declare `variables`, and its variableTypes are the
 * variables stored before these.
 */
export function compileCompositedVariables(
  variables: readonly { name: string; expression: string }[],
  options: CelEnvironmentOptions,
): CompiledCompositedVariables {
  const variableTypes: CompositedVariableType[] = [...(options.variableTypes ?? [])];
  const results = variables.map((v) => {
    const result = compileCel(v.expression, { ...options, variableTypes: [...variableTypes] });
    const type = compositedVariableType(result);
    // A repeated name replaces the field (a Go map), keeping its place.
    const at = variableTypes.findIndex((f) => f.name === v.name);
    if (at >= 0) variableTypes[at] = { name: v.name, type };
    else variableTypes.push({ name: v.name, type });
    return result;
  });
  return { results, variableTypes };
}

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
export function newLazyVariables(
  defs: readonly CompositedVariable[],
  activation: CelActivation,
  outcomes: VariableOutcome[] = [],
): CelValue {
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

function evaluateOnce(
  def: CompositedVariable,
  scope: CelActivation,
): { value: CelValue } | { error: string } {
  if (!def.compiled.ok)
    return {
      error: `composited variable "${def.name}" fails to compile: compilation failed: ${def.compiled.message}`,
    };
  // The variable's cost is charged to the expression reading it (added to the reader's meter
  // below); this budget only stands in for the per-call limit of the variable's own run.
  const r = evaluateCel(def.compiled.program, scope, new CostBudget(PER_CALL_LIMIT * 10));
  activeMeter()?.charge(r.cost);
  return r.ok
    ? { value: r.value }
    : { error: `composited variable "${def.name}" fails to evaluate: ${r.error}` };
}
