// Compiles one policy expression and checks its result type, with the texts
// k8s.io/apiserver pkg/admission/plugin/cel/compile.go CompileCELExpression produces; shared by the
// dispatchers (stored expressions) and create-time validation (new expressions).

import type { CelEvaluation } from '../../admission/trace.ts';
import { compileCel, type CelCompileResult, type CelEnvironmentOptions, type CelProgram } from '../../cel/index.ts';

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

/**
 * Compiles `expression` and checks its type. The CEL core declares `variables` as dyn where upstream
 * types each variable by its expression (kubernetes#120239), so a dyn result is accepted when the
 * expression reads `variables`.
 */
export function compileExpression(expression: string, options: CelEnvironmentOptions, types: ReturnTypes): CompileOutcome {
  const raw = compileCel(expression, types === 'any' ? options : { ...options, returnTypes: types });
  if (raw.ok) return raw;
  if (types !== 'any' && raw.message.endsWith('but got dyn') && /\bvariables\b/.test(expression)) {
    const untyped = compileCel(expression, options);
    if (untyped.ok) return untyped;
  }
  return { ok: false, detail: raw.detail, raw };
}
