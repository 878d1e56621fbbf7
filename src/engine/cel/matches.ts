// `matches` with RE2 semantics. cel-js' built-in `matches` compiles the pattern as a JavaScript
// RegExp, which reads `(?i)`, `\z` or `[[:alpha:]]` differently from (or not at all like) Go's RE2
// that cel-go uses. cel-js will not let us replace a built-in overload, so after parsing, calls
// of `matches` are renamed to ours, which translates the pattern with library/re2.ts.

import type { Environment } from '@marcbachmann/cel-js';
import { EvaluationError } from '@marcbachmann/cel-js';
import { activeMeter } from './cost.ts';
import { compileRe2, Re2SyntaxError } from './library/re2.ts';

const RE2_MATCHES = '__re2Matches';

const compiled = new Map<string, RegExp | Error>();

function re2(pattern: string): RegExp {
  let re = compiled.get(pattern);
  if (re === undefined) {
    try {
      re = compileRe2(pattern);
    } catch (e) {
      re = e instanceof Error ? e : new Error(String(e));
    }
    if (compiled.size > 500) compiled.clear();
    compiled.set(pattern, re);
  }
  if (re instanceof Re2SyntaxError) throw new EvaluationError(re.message);
  if (re instanceof Error) throw new EvaluationError(re.message);
  return re;
}

function matches(s: string, pattern: string): boolean {
  // cel-go prices matches by the string's and the pattern's sizes (StringTraversalCostFactor 0.1 each).
  activeMeter()?.charge(1 + Math.ceil(s.length * 0.1) * Math.max(1, Math.ceil(pattern.length * 0.1)));
  return re2(pattern).test(s);
}

/** Registers the RE2 `matches` the renamed calls resolve to. */
export function registerRe2Matches(env: Environment): void {
  env.registerFunction(`string.${RE2_MATCHES}(string): bool`, matches);
  env.registerFunction(`${RE2_MATCHES}(string, string): bool`, matches);
}

interface Node {
  op: string;
  args: unknown;
}
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && typeof (v as Node).op === 'string' && 'args' in v;

/** Renames every `matches` call of a parsed (unchecked) expression to the RE2 one. */
export function useRe2Matches(ast: unknown, seen = new Set<unknown>()): void {
  if (!isNode(ast) || seen.has(ast)) return;
  seen.add(ast);
  const args = ast.args;
  if ((ast.op === 'rcall' || ast.op === 'call') && Array.isArray(args) && args[0] === 'matches') args[0] = RE2_MATCHES;
  visit(args, seen);
}

function visit(v: unknown, seen: Set<unknown>): void {
  if (isNode(v)) return useRe2Matches(v, seen);
  if (Array.isArray(v)) for (const x of v) visit(x, seen);
  else if (typeof v === 'object' && v !== null && Object.getPrototypeOf(v) === Object.prototype) for (const x of Object.values(v)) visit(x, seen);
}

/** The name cel-go users know, for messages that would show ours. */
export const displayFunctionName = (s: string): string => s.replaceAll(RE2_MATCHES, 'matches');
