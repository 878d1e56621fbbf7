// Built-ins where cel-js and cel-go disagree, replaced. cel-js will not let us replace a built-in
// overload, so after parsing, calls of these are renamed to ours:
// - `matches`: cel-js compiles the pattern as a JavaScript RegExp, which reads `(?i)`, `\z` or
//   `[[:alpha:]]` differently from (or not at all like) Go's RE2; ours translates it (library/re2.ts).
// - `string(x)`: cel-go writes doubles with strconv.FormatFloat(f, 'g', -1, 64) (`1e+06`).
// - `lowerAscii`/`upperAscii`: cel-go changes ASCII letters only (ext/strings.go).

import type { Environment } from '@marcbachmann/cel-js';
import { EvaluationError } from '@marcbachmann/cel-js';
import { activeMeter } from './cost.ts';
import { formatFloatG } from './library/goFloat.ts';
import { compileRe2, Re2SyntaxError } from './library/re2.ts';
import { durationString, timestampString } from './library/stringFormat.ts';

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

const STRING = '__celString';
const LOWER = '__lowerAscii';
const UPPER = '__upperAscii';
const renamed: Record<string, string> = { matches: RE2_MATCHES, string: STRING, lowerAscii: LOWER, upperAscii: UPPER };
const shown = Object.fromEntries(Object.entries(renamed).map(([k, v]) => [v, k]));

const asciiCase = (s: string, upper: boolean): string => s.replace(upper ? /[a-z]+/g : /[A-Z]+/g, (m) => (upper ? m.toUpperCase() : m.toLowerCase()));

/** Registers the functions the renamed calls resolve to. */
export function registerReplacedBuiltins(env: Environment): void {
  env.registerFunction(`string.${RE2_MATCHES}(string): bool`, matches);
  env.registerFunction(`${RE2_MATCHES}(string, string): bool`, matches);
  env.registerFunction(`string.${LOWER}(): string`, (s: string) => asciiCase(s, false));
  env.registerFunction(`string.${UPPER}(): string`, (s: string) => asciiCase(s, true));
  // string(): the conversions cel-go declares (common/types/*.go ConvertToType(StringType)).
  env.registerFunction(`${STRING}(string): string`, (s: string) => s);
  env.registerFunction(`${STRING}(int): string`, (i: bigint) => i.toString());
  env.registerFunction(`${STRING}(uint): string`, (u: { value: bigint }) => u.value.toString());
  env.registerFunction(`${STRING}(double): string`, (d: number) => formatFloatG(d));
  env.registerFunction(`${STRING}(bool): string`, (b: boolean) => String(b));
  env.registerFunction(`${STRING}(bytes): string`, (b: Uint8Array) => {
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(b);
    } catch {
      throw new EvaluationError('invalid UTF-8 in bytes, cannot convert to string');
    }
  });
  env.registerFunction(`${STRING}(google.protobuf.Timestamp): string`, (t: Date) => timestampString(t));
  env.registerFunction(`${STRING}(google.protobuf.Duration): string`, (d: unknown) => durationString(d as never));
}

interface Node {
  op: string;
  args: unknown;
}
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && typeof (v as Node).op === 'string' && 'args' in v;

/** Renames every call of a replaced built-in in a parsed (unchecked) expression to ours. */
export function useReplacedBuiltins(ast: unknown, seen = new Set<unknown>()): void {
  if (!isNode(ast) || seen.has(ast)) return;
  seen.add(ast);
  const args = ast.args;
  if ((ast.op === 'rcall' || ast.op === 'call') && Array.isArray(args) && typeof args[0] === 'string') {
    const ours = renamed[args[0]];
    // string(x) is a global call; a receiver call `x.string()` is not cel-go's conversion.
    if (ours !== undefined && !(args[0] === 'string' && ast.op === 'rcall')) args[0] = ours;
  }
  visit(args, seen);
}

function visit(v: unknown, seen: Set<unknown>): void {
  if (isNode(v)) return useReplacedBuiltins(v, seen);
  if (Array.isArray(v)) for (const x of v) visit(x, seen);
  else if (typeof v === 'object' && v !== null && Object.getPrototypeOf(v) === Object.prototype) for (const x of Object.values(v)) visit(x, seen);
}

/** The names cel-go users know, for messages that would show ours. */
export const displayFunctionName = (s: string): string => s.replace(/__re2Matches|__celString|__lowerAscii|__upperAscii/g, (m) => shown[m] ?? m);
