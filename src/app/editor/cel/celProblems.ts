// The compile errors of the CEL expressions in an editor's text, at their place in it: what the API
// server answers when the configuration is created (pkg/admission/plugin/cel/compile.go), in cel-go's words.

import type {
  CelCompileResult,
  CelEnvironmentOptions,
  CelModule,
  CelVariableName,
} from '../../../engine/index.ts';
import type { CelField } from './celFields.ts';
import { tokenizeCel } from './celTokens.ts';
import { sourceRange } from './scalarSource.ts';

/** The engine's compileCel, passed in: it lives in a chunk loaded with the editor. */
export type CompileCel = (
  expression: string,
  options: CelEnvironmentOptions & { returnTypes?: readonly string[] },
) => CelCompileResult;

/** The engine's compileCompositedVariables, passed in with compileCel. */
export type CompileVariables = CelModule['compileCompositedVariables'];

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
const cache = new Map<string, readonly { message: string; offset: number }[]>();
const CACHE_LIMIT = 1000;

/** Compiles every field (cached) and answers where each failing one fails. */
export function celProblems(
  fields: readonly CelField[],
  kubernetesVersion: string,
  compile: CompileCel,
  compileVariables: CompileVariables,
): CelProblem[] {
  return fields.flatMap((field) => {
    const variableTypes = variableTypesFor(field, kubernetesVersion, compileVariables);
    const errors = compiled(field, kubernetesVersion, compile, variableTypes);
    // cel-go reports every error of an expression: each is marked at its own place.
    return errors.map((e) => ({ ...errorRange(field, e.offset), message: e.message }));
  });
}

/**
 * The types `variables.<name>` has in this field, as the engine compiles a policy: its variables in
 * order (all of them for the policy's other expressions, the ones before it for a variable), each
 * typed by its expression (composition.go); undefined where the field sees no variables.
 */
function variableTypesFor(
  field: CelField,
  kubernetesVersion: string,
  compileVariables: CompileVariables,
): CelEnvironmentOptions['variableTypes'] {
  if (!field.declare.includes('variables')) return undefined;
  const own = field.role === 'variable' ? /\/variables\/(\d+)\/expression$/.exec(field.path) : null;
  const before = own ? field.policyVariables.slice(0, Number(own[1])) : field.policyVariables;
  // Variables compile with the authorizer in both policy kinds (plugin.go, compilation.go).
  const declare: CelVariableName[] = [...new Set([...field.declare, 'authorizer' as const])];
  return compileVariables(before, { kubernetesVersion, mode, declare }).variableTypes;
}

function compiled(
  field: CelField,
  kubernetesVersion: string,
  compile: CompileCel,
  variableTypes: CelEnvironmentOptions['variableTypes'],
) {
  const expression = field.scalar.value;
  const key = `${kubernetesVersion}|${field.declare.join(',')}|${String(field.mutation)}|${JSON.stringify(variableTypes ?? null)}|${expression}`;
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  let errors: readonly { message: string; offset: number }[];
  try {
    const options: CelEnvironmentOptions = {
      kubernetesVersion,
      mode,
      declare: field.declare,
      mutation: field.mutation,
    };
    if (variableTypes !== undefined) options.variableTypes = variableTypes;
    const types = returnTypesOf[field.role];
    const result = compile(
      expression,
      types === undefined ? options : { ...options, returnTypes: types },
    );
    errors = result.ok
      ? []
      : (result.issues ?? [{ message: result.message, offset: result.offset }]);
  } catch (e) {
    errors = [
      { message: `internal error: ${e instanceof Error ? e.message : String(e)}`, offset: 0 },
    ];
  }
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, errors);
  return errors;
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
