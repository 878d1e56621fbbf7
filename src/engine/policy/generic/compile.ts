// Compiles one policy expression and checks its result type, with the texts
// k8s.io/apiserver pkg/admission/plugin/cel/compile.go CompileCELExpression produces; shared by the
// dispatchers (stored expressions) and create-time validation (new expressions).

import type { CelEvaluation } from '../../admission/trace.ts';
import {
  compileCel,
  compileCompositedVariables,
  type CelCompileResult,
  type CelEnvironmentOptions,
  type CelProgram,
  type CompositedVariableType,
} from '../../cel/index.ts';

/** The result types an expression may have, in cel-go's names ('bool', 'string', 'null_type'), or 'any'. */
export type ReturnTypes = readonly string[] | 'any';

/** A compiled expression, or why it does not compile: `detail` is cel.Error's Detail. */
export type CompileOutcome =
  | { ok: true; program: CelProgram; resultType: string }
  | { ok: false; detail: string; raw: CelCompileResult & { ok: false } };

/** One expression of a policy, compiled, with what the trace needs to name it. */
export interface CompiledExpression {
  role: CelEvaluation['role'];
  index: number;
  /** The matchCondition's or variable's name, or the audit annotation's key. */
  name?: string;
  expression: string;
  /** Where the expression is in the scenario. */
  pointer: string;
  compiled: CompileOutcome;
}

/** The return types upstream's expression accessors declare (ReturnTypes()). */
export const returnTypes = {
  bool: ['bool'],
  string: ['string'],
  stringOrNull: ['string', 'null_type'],
  any: 'any',
} as const satisfies Record<string, ReturnTypes>;

/** Compiles `expression` and checks its type (`variables.<name>` typed as `options` says). */
export function compileExpression(
  expression: string,
  options: CelEnvironmentOptions,
  types: ReturnTypes,
): CompileOutcome {
  const raw = compileCel(
    expression,
    types === 'any' ? options : { ...options, returnTypes: types },
  );
  if (raw.ok) return raw;
  return { ok: false, detail: raw.detail, raw };
}

/** Compiled variables and the `variables` type the policy's other expressions compile with. */
export interface CompiledVariables {
  outcomes: CompileOutcome[];
  /** Pass as CelEnvironmentOptions.variableTypes. */
  variableTypes: CompositedVariableType[];
}

/**
 * Compiles a policy's variables in order, each seeing the ones before it typed by their
 * expressions (plugin/cel/composition.go CompileAndStoreVariable: AddField after each compile, a
 * variable that does not compile is dyn); `options` must declare `variables`, and its
 * variableTypes are the variables stored before these.
 */
export function compileVariables(
  variables: readonly { name: string; expression: string }[],
  options: CelEnvironmentOptions,
): CompiledVariables {
  const { results, variableTypes } = compileCompositedVariables(variables, options);
  const outcomes = results.map((raw): CompileOutcome =>
    raw.ok ? raw : { ok: false, detail: raw.detail, raw },
  );
  return { outcomes, variableTypes };
}
