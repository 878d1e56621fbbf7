// The syntax errors of the scripts in an editor's text, at their place in it: what the engine's
// compiler (src/engine/webhook/script/compileScript.ts, acorn) answers, so the editor says while
// typing what the run would refuse the scenario for.

import type { ScriptField } from './scriptFields.ts';
import { placeInScript } from './scriptPlace.ts';

/** The engine's compileScript, passed in: it (and acorn) is a chunk loaded on demand. */
export type CompileScript = (
  source: string,
) => { ok: true } | { ok: false; message: string; line: number; column: number };

/** One problem in a script: editor text offsets [start, end) and what to say. */
export interface ScriptProblem {
  start: number;
  end: number;
  message: string;
}

// Each script is compiled once; typing elsewhere in the scenario costs a lookup.
const cache = new Map<string, { message: string; line: number; column: number } | null>();
const CACHE_LIMIT = 200;

/** Compiles every script (cached) and answers where each failing one fails. */
export function scriptProblems(
  fields: readonly ScriptField[],
  compile: CompileScript,
): ScriptProblem[] {
  return fields.flatMap((field) => {
    const error = compiled(field.scalar.value, compile);
    return error
      ? [{ ...placeInScript(field.scalar, error.line, error.column), message: error.message }]
      : [];
  });
}

function compiled(source: string, compile: CompileScript) {
  const hit = cache.get(source);
  if (hit !== undefined) return hit;
  let error: { message: string; line: number; column: number } | null;
  try {
    const out = compile(source);
    error = out.ok ? null : { message: out.message, line: out.line, column: out.column };
  } catch (e) {
    error = {
      message: `internal error: ${e instanceof Error ? e.message : String(e)}`,
      line: 1,
      column: 1,
    };
  }
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(source, error);
  return error;
}
