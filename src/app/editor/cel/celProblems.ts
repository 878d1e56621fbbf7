// The compile errors of the CEL expressions in an editor's text, at their place in it: what the API
// server answers when the configuration is created (pkg/admission/plugin/cel/compile.go), in cel-go's words.

import type { CelCompileResult, CelEnvironmentOptions } from '../../../engine/index.ts';
import type { CelField } from './celFields.ts';
import { tokenizeCel } from './celTokens.ts';
import { sourceRange } from './scalarSource.ts';

/** The engine's compileCel, passed in: it lives in a chunk loaded with the editor. */
export type CompileCel = (
  expression: string,
  options: CelEnvironmentOptions & { returnTypes?: readonly string[] },
) => CelCompileResult;

/** One compile error: text offsets [start, end) and cel-go's message. */
export interface CelProblem {
  start: number;
  end: number;
  message: string;
}

// The scenario's objects are created before the request, so their expressions are checked the way a
// create checks new expressions: with the libraries of the previous minor (spec §9.9, NewExpressions).
const mode = 'new';

// The result types upstream's expression accessors declare (ReturnTypes()); cases are ours.
const returnTypesOf: Record<CelField['role'], readonly string[] | undefined> = {
  webhookMatchCondition: ['bool'],
  policyMatchCondition: ['bool'],
  validation: ['bool'],
  messageExpression: ['string'],
  auditAnnotation: ['string', 'null_type'],
  variable: undefined,
  mutation: undefined,
  webhookCase: ['bool', 'dyn'],
};

// Each expression is compiled once per environment; typing elsewhere costs a lookup.
const cache = new Map<string, { message: string; offset: number } | null>();
const CACHE_LIMIT = 1000;

/** Compiles every field (cached) and answers where each failing one fails. */
export function celProblems(
  fields: readonly CelField[],
  kubernetesVersion: string,
  compile: CompileCel,
): CelProblem[] {
  return fields.flatMap((field) => {
    const error = compiled(field, kubernetesVersion, compile);
    return error ? [{ ...errorRange(field, error.offset), message: error.message }] : [];
  });
}

function compiled(field: CelField, kubernetesVersion: string, compile: CompileCel) {
  const expression = field.scalar.value;
  const key = `${kubernetesVersion}|${field.declare.join(',')}|${String(field.mutation)}|${expression}`;
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  let error: { message: string; offset: number } | null;
  try {
    const options: CelEnvironmentOptions = {
      kubernetesVersion,
      mode,
      declare: field.declare,
      mutation: field.mutation,
    };
    const types = returnTypesOf[field.role];
    let result = compile(
      expression,
      types === undefined ? options : { ...options, returnTypes: types },
    );
    // As the engine does: `variables` are dyn here where upstream types them (kubernetes#120239).
    if (!result.ok && result.message.endsWith('but got dyn') && /\bvariables\b/.test(expression))
      result = compile(expression, options);
    error = result.ok ? null : { message: result.message, offset: result.offset };
  } catch (e) {
    error = { message: `internal error: ${e instanceof Error ? e.message : String(e)}`, offset: 0 };
  }
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, error);
  return error;
}

/** The text range to mark: the token at the error's offset, or the last character when it is past the end. */
function errorRange(field: CelField, offset: number): { start: number; end: number } {
  const expression = field.scalar.value;
  if (expression.length === 0) return sourceRange(field.scalar, 0, 0);
  const at = Math.min(Math.max(0, offset), expression.length - 1);
  const token = tokenizeCel(expression, new Set()).find((t) => t.start <= at && at < t.end);
  return token && offset < expression.length
    ? sourceRange(field.scalar, token.start, token.end)
    : sourceRange(field.scalar, at, at + 1);
}
