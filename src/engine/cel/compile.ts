// Compiles one admission expression the way pkg/admission/plugin/cel/compile.go does: parse and
// type-check in the context's environment; a failure reads as cel-go's
// `ERROR: <input>:L:C: message` with the source line and a caret.

import type { Environment } from '@marcbachmann/cel-js';
import { newSimpleType } from './declType.ts';
import { celEnvironment, type CelEnvironmentOptions, typedVariablesKey } from './environment.ts';
import { findUnsupportedCelFeature } from './library/index.ts';
import { useReplacedBuiltins } from './replacedBuiltins.ts';
import { rewriteMessageLiterals } from './messageLiterals.ts';
import { rewriteOptionalElements } from './optionalLiterals.ts';
import { checkAll } from './checkAll.ts';
import { asCelJsError, checkerIssue } from './checkerIssue.ts';
import { type CelIssue, renderCompileErrors } from './errors.ts';
import { formatCallIssues } from './library/formatValidator.ts';
import { messageIndexIssues } from './messageIndex.ts';
import { declaredFields } from './declTypes.ts';
import { useCelGoHas } from './hasMacro.ts';
import { useListIndexes } from './listIndex.ts';
import { useCelGoLogicalOperators } from './logicalOperators.ts';
import { joinOverloadResults } from './overloadJoin.ts';
import { typeDurationPlusTimestamp, useNanosecondTimestamps } from './timestampOperators.ts';
import { useTypedMapKeys } from './typedMaps.ts';
import { useListTypeSemantics } from './listTypes.ts';
import { literalArgumentIssues, literalTypeIssues } from './literals.ts';
import { celGoTypeName } from './types.ts';
import { reservedCalls } from './reservedNames.ts';
import { celGoSyntaxErrors } from './syntaxErrors.ts';
import { celGoMinor } from './celGoVersion.ts';
import { newExpressionsMinor } from './compatibilityVersion.ts';
import { encodeSurrogateEscapes, stringLiteralIssues } from './stringLiterals.ts';
import { undeclaredReferences } from './undeclared.ts';

/** A compiled expression, ready to evaluate. */
export interface CelProgram {
  readonly expression: string;
  readonly env: Environment;
  /** cel-js' parsed, checked program. */
  readonly run: (context: Record<string, unknown>) => unknown;
}

export type CelCompileResult =
  | {
      ok: true;
      program: CelProgram;
      resultType: string;
      /** The type-checked AST (with typed variables: checked against their types), for estimates. */
      checkedAst?: unknown;
    }
  /**
   * `message`: the cel-go issues (`ERROR: <input>:L:C: ...`) or the type complaint; `detail`: the
   * whole text kube-apiserver reports (`compilation failed: ERROR: ...`, `must evaluate to bool but
   * got dyn`). `unsupported`: cel-go would take it but the playground cannot evaluate it faithfully.
   * `issues`: each compile error on its own (offset and its rendered `ERROR: ...` text), in order.
   */
  | {
      ok: false;
      message: string;
      detail: string;
      offset: number;
      unsupported?: true;
      issues?: readonly CelIssue[];
    };

/** The result types an expression may have (compile.go ReturnTypes), in cel-go names; absent = any. */
export interface CompileExpectation {
  returnTypes?: readonly string[];
}

/** Parses and type-checks `expression` in the environment `options` describe. */
export function compileCel(
  expression: string,
  options: CelEnvironmentOptions & CompileExpectation,
): CelCompileResult {
  const variables =
    options.variableTypes === undefined ? '' : JSON.stringify(options.variableTypes);
  const key = `${options.kubernetesVersion}|${options.mode === 'new' ? `new${newExpressionsMinor(options.kubernetesVersion)}` : 'stored'}|${[...options.declare].sort().join(',')}|${options.mutation === true}|${variables}|${typedVariablesKey(options.typedVariables)}|${options.returnTypes?.join(',') ?? ''}|${expression}`;
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  if (cache.size >= CACHE_LIMIT) cache.clear();
  const result = compileTyped(expression, options);
  cache.set(key, result);
  return result;
}

// The app recompiles on every keystroke; most expressions did not change.
const cache = new Map<string, CelCompileResult>();
const CACHE_LIMIT = 2000;

const DYN_DECL = newSimpleType('dyn', 0);

// Typed variables are checked against their types, and evaluated as dyn: the program that runs is
// compiled again with them dyn (their values are JSON-shaped; declTypes.ts).
function compileTyped(
  expression: string,
  options: CelEnvironmentOptions & CompileExpectation,
): CelCompileResult {
  const { typedVariables, ...rest } = options;
  if (typedVariables === undefined || typedVariables.length === 0)
    return compileUncached(expression, rest);
  const checked = compileUncached(expression, options);
  if (!checked.ok) return checked;
  const { returnTypes: _ignored, ...untyped } = rest;
  // dyn, or optional_type(dyn) for an optional variable (optionalOldSelf's `oldSelf.value().x`)
  const runtime = compileUncached(expression, {
    ...untyped,
    typedVariables: typedVariables.map((v) => ({ ...v, type: DYN_DECL })),
  });
  return runtime.ok ? { ...checked, program: runtime.program } : runtime;
}

function compileUncached(
  expression: string,
  options: CelEnvironmentOptions & CompileExpectation,
): CelCompileResult {
  const unsupported = findUnsupportedCelFeature(expression);
  if (unsupported !== undefined)
    return { ok: false, message: unsupported, detail: unsupported, offset: 0, unsupported: true };
  const { env, minor } = celEnvironment(options);
  // The running binary's cel-go parses, whichever libraries a new expression is checked against.
  const celGo = celGoMinor(options.kubernetesVersion);
  // Literals unescape refuses are parse errors, reported with any syntax error (parser.go unquote).
  const literalIssues = stringLiteralIssues(expression, celGo);
  if (literalIssues.length > 0)
    return failures(
      expression,
      [...celGoSyntaxErrors(expression, celGo), ...literalIssues],
      (n) => n,
    );
  // cel-go up to v0.22 encodes a surrogate escape as U+FFFD, which cel-js would refuse.
  const source = celGo < 23 ? encodeSurrogateEscapes(expression) : expression;
  let text = source;
  let toOriginal = (n: number): number => n;
  if (options.mutation === true) {
    // cel-js cannot parse message literals (`Object{...}`, `JSONPatch{...}`): rewritten to calls.
    const rewritten = rewriteMessageLiterals(source);
    if ('error' in rewritten)
      return (
        syntaxFailure(expression, celGo) ??
        failure(expression, rewritten.offset, `Syntax error: ${rewritten.error}`)
      );
    text = rewritten.text;
    toOriginal = (n) => rewritten.toOriginalOffset(n);
  }
  // cel-js cannot parse optional list elements and map entries (`[?x]`, `{?k: v}`): rewritten too.
  const optional = rewriteOptionalElements(text);
  if (optional !== undefined) {
    const outer = toOriginal;
    text = optional.text;
    toOriginal = (n) => outer(optional.toOriginalOffset(n));
  }
  let parsed: ReturnType<Environment['parse']>;
  try {
    parsed = env.parse(text);
  } catch (e) {
    return syntaxFailure(expression, celGo) ?? failureFrom(expression, e, toOriginal, text);
  }
  useReplacedBuiltins(parsed.ast);
  useCelGoHas(parsed.ast);
  typeDurationPlusTimestamp(parsed.ast);
  joinOverloadResults(parsed.ast);
  // cel-go reports every undeclared reference and every other checker error; cel-js the first.
  const first = parsed.check();
  const undeclared = first.valid ? [] : undeclaredReferences(parsed.ast, env, text);
  const checked = first.valid
    ? { valid: true as const, type: first.type ?? 'dyn' }
    : checkAll(parsed, text, new Set(undeclared.map((i) => i.offset)));
  // The engine's helpers are callable in cel-js but undeclared in cel-go (original offsets).
  const reserved = reservedCalls(expression);
  if (!checked.valid || reserved.length > 0) {
    const found = checked.valid ? [] : [...undeclared, ...checked.issues];
    const mapped = found.map((i) => ({ ...i, offset: toOriginal(i.offset) }));
    const at = new Set(reserved.map((i) => i.offset));
    return failures(
      expression,
      [...reserved, ...mapped.filter((i) => !at.has(i.offset))],
      (n) => n,
    );
  }
  // The AST validators run on a checked expression and report together.
  const issues = [
    ...literalTypeIssues(parsed.ast, text),
    ...literalArgumentIssues(parsed.ast, text, minor),
    ...formatCallIssues(parsed.ast, text),
    ...messageIndexIssues(parsed.ast, text, declaredFields(env)),
  ];
  if (issues.length > 0) return failures(expression, issues, toOriginal);
  const resultType = celGoTypeName(checked.type);
  const want = options.returnTypes;
  if (want !== undefined && !want.includes(resultType)) {
    // compile.go: the output type must be one of ReturnTypes exactly (dyn is not bool).
    const message =
      want.length === 1
        ? `must evaluate to ${want[0]} but got ${resultType}`
        : `must evaluate to one of [${want.join(' ')}] but got ${resultType}`;
    return { ok: false, message, detail: message, offset: 0 };
  }
  useListIndexes(parsed.ast);
  useTypedMapKeys(parsed.ast);
  useListTypeSemantics(parsed.ast, minor);
  useNanosecondTimestamps(parsed.ast);
  useCelGoLogicalOperators(parsed.ast);
  return {
    ok: true,
    program: { expression, env, run: parsed },
    resultType,
    checkedAst: parsed.ast,
  };
}

// cel-go's parser's own words where its grammar rejects the text (syntaxErrors.ts); cel-js also
// refuses what only its limits or the rewrites do, reported as before.
function syntaxFailure(expression: string, celGo: number): CelCompileResult | undefined {
  const issues = celGoSyntaxErrors(expression, celGo);
  return issues.length > 0 ? failures(expression, issues, (n) => n) : undefined;
}

function failureFrom(
  expression: string,
  e: unknown,
  toOriginal: (n: number) => number,
  text = expression,
): CelCompileResult {
  const issue = checkerIssue(asCelJsError(e), text);
  return failure(expression, toOriginal(issue.offset), issue.message);
}

function failures(
  expression: string,
  issues: readonly CelIssue[],
  toOriginal: (n: number) => number,
): CelCompileResult {
  const mapped = issues.map((i) => ({ offset: toOriginal(i.offset), message: i.message }));
  const first = Math.min(...mapped.map((i) => i.offset));
  const rendered = renderCompileErrors(expression, mapped);
  const each = mapped
    .map((i) => ({ offset: i.offset, message: renderCompileErrors(expression, [i]) }))
    .sort((a, b) => a.offset - b.offset);
  return {
    ok: false,
    message: rendered,
    detail: `compilation failed: ${rendered}`,
    offset: first,
    issues: each,
  };
}

function failure(expression: string, offset: number, message: string): CelCompileResult {
  return failures(expression, [{ offset, message }], (n) => n);
}

/** Reads any thrown value as a cel-js error. */
export { asCelJsError };
