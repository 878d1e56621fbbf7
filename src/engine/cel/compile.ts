// Compiles one admission expression the way pkg/admission/plugin/cel/compile.go does: parse and
// type-check in the context's environment; a failure reads as cel-go's
// `ERROR: <input>:L:C: message` with the source line and a caret.

import type { Environment } from '@marcbachmann/cel-js';
import { celEnvironment, type CelEnvironmentOptions } from './environment.ts';
import { compileMessage, renderCompileError, type CelJsError } from './errors.ts';

/** A compiled expression, ready to evaluate. */
export interface CelProgram {
  readonly expression: string;
  readonly env: Environment;
  /** cel-js' parsed, checked program. */
  readonly run: (context: Record<string, unknown>) => unknown;
}

export type CelCompileResult =
  | { ok: true; program: CelProgram; resultType: string }
  | { ok: false; message: string; offset: number };

/** Rewrites the source before parsing (message literals for MutatingAdmissionPolicy). */
export type SourceRewriter = (expression: string) => { text: string; toOriginalOffset(offset: number): number } | { error: string; offset: number };

let messageLiteralRewriter: SourceRewriter | undefined;

/** Installs the rewriter that turns `Type{field: value}` into something cel-js parses. */
export function setMessageLiteralRewriter(r: SourceRewriter): void {
  messageLiteralRewriter = r;
}

/** Parses and type-checks `expression` in the environment `options` describe. */
export function compileCel(expression: string, options: CelEnvironmentOptions): CelCompileResult {
  const { env } = celEnvironment(options);
  let text = expression;
  let toOriginal = (n: number): number => n;
  if (options.mutation === true && messageLiteralRewriter !== undefined) {
    const rewritten = messageLiteralRewriter(expression);
    if ('error' in rewritten) return failure(expression, rewritten.offset, `Syntax error: ${rewritten.error}`);
    text = rewritten.text;
    toOriginal = (n) => rewritten.toOriginalOffset(n);
  }
  let parsed: ReturnType<Environment['parse']>;
  try {
    parsed = env.parse(text);
  } catch (e) {
    return failureFrom(expression, e, toOriginal);
  }
  const checked = parsed.check();
  if (!checked.valid) return failureFrom(expression, checked.error, toOriginal);
  return { ok: true, program: { expression, env, run: parsed }, resultType: checked.type ?? 'dyn' };
}

function failureFrom(expression: string, e: unknown, toOriginal: (n: number) => number): CelCompileResult {
  const err = asCelJsError(e);
  const offset = toOriginal(err.range?.start ?? 0);
  return failure(expression, offset, compileMessage(err));
}

function failure(expression: string, offset: number, message: string): CelCompileResult {
  return { ok: false, message: renderCompileError(expression, offset, message), offset };
}

export function asCelJsError(e: unknown): CelJsError {
  if (e instanceof Error) return e as Error & CelJsError;
  return { message: String(e) };
}
