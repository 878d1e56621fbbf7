// Built-ins where cel-js and cel-go disagree, replaced. cel-js will not let us replace a built-in
// overload, so after parsing, calls of these are renamed to ours:
// - `matches`: cel-js compiles the pattern as a JavaScript RegExp, which reads `(?i)`, `\z` or
//   `[[:alpha:]]` differently from (or not at all like) Go's RE2; ours translates it (library/re2.ts).
// - `string(x)`: cel-go writes doubles with strconv.FormatFloat(f, 'g', -1, 64) (`1e+06`).
// - `lowerAscii`/`upperAscii`: cel-go changes ASCII letters only (ext/strings.go).
// - `int`, `uint`, `double`, `bool`: Go's strconv rules and cel-go's error texts
//   (common/types ConvertToType; library/conversions.ts).
// - `indexOf`, `lastIndexOf`, `substring`: rune offsets and cel-go's errors (ext/strings.go;
//   library/stringIndexes.ts); the list library's indexOf/lastIndexOf answer the list calls.
// - `trim`, `split`: Go's strings.TrimSpace and strings.SplitN (unicode.IsSpace, runes).
// - `timestamp`: Go's time.RFC3339 layout, nanoseconds kept (library/timestamps.ts).
// - the timestamp and duration accessors (`getHours`, `getDayOfYear(tz)` …): UTC, Go's time zone
//   offsets and their errors by cel-go version (library/timeAccessors.ts).

import type { Environment } from '@marcbachmann/cel-js';
import { EvaluationError } from '@marcbachmann/cel-js';
import { goSplitN, goTrimSpace } from '../apimachinery/goStringsSpace.ts';
import { activeMeter } from './cost.ts';
import { formatFloatG } from './library/goFloat.ts';
import {
  doubleToInt,
  doubleToUint,
  intToUint,
  stringToBool,
  stringToDouble,
  stringToInt,
  stringToUint,
  uintToInt,
} from './library/conversions.ts';
import { listIndexOf, listLastIndexOf } from './library/lists.ts';
import { compileRe2, Re2SyntaxError } from './library/re2.ts';
import { indexOf, lastIndexOf, substring } from './library/stringIndexes.ts';
import { durationString, timestampString } from './library/stringFormat.ts';
import { timestampFromString, timestampOf } from './library/timestamps.ts';
import {
  DURATION_ACCESSORS,
  durationAccessor,
  TIME_ACCESSORS,
  timestampAccessor,
} from './library/timeAccessors.ts';
import type { Duration } from '@marcbachmann/cel-js/evaluator';
import { celGoMinor } from './celGoVersion.ts';

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
  activeMeter()?.charge(
    1 + Math.ceil(s.length * 0.1) * Math.max(1, Math.ceil(pattern.length * 0.1)),
  );
  return re2(pattern).test(s);
}

const renamed: Record<string, string> = {
  matches: RE2_MATCHES,
  string: '__celString',
  lowerAscii: '__lowerAscii',
  upperAscii: '__upperAscii',
  int: '__celInt',
  uint: '__celUint',
  double: '__celDouble',
  bool: '__celBool',
  indexOf: '__indexOf',
  lastIndexOf: '__lastIndexOf',
  substring: '__substring',
  trim: '__trim',
  split: '__split',
  timestamp: '__celTimestamp',
  ...Object.fromEntries(TIME_ACCESSORS.map((name) => [name, `__${name}`])),
};
const shown = Object.fromEntries(Object.entries(renamed).map(([k, v]) => [v, k]));
const STRING = renamed['string']!;
const LOWER = renamed['lowerAscii']!;
const UPPER = renamed['upperAscii']!;

/** The built-in's name for a renamed call (`__re2Matches` → `matches`); other names as they are. */
export const builtinName = (name: string): string => shown[name] ?? name;

/** The name a call of the built-in `name` resolves to (a library adds overloads to it, e.g. string(net.IP)). */
export const replacedName = (name: 'string' | 'int'): string => renamed[name]!;

const asciiCase = (s: string, upper: boolean): string =>
  s.replace(upper ? /[a-z]+/g : /[A-Z]+/g, (m) => (upper ? m.toUpperCase() : m.toLowerCase()));

/** Registers the functions the renamed calls resolve to, as the cel-go of 1.<minor> has them. */
export function registerReplacedBuiltins(env: Environment, minor: number): void {
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
  env.registerFunction(`${STRING}(google.protobuf.Timestamp): string`, (t: Date) =>
    timestampString(t),
  );
  env.registerFunction(`${STRING}(google.protobuf.Duration): string`, (d: unknown) =>
    durationString(d as never),
  );
  registerConversions(env);
  registerStringIndexes(env, minor);
  registerTimeAccessors(env, celGoMinor(`1.${minor}`));
  const TIMESTAMP = renamed['timestamp']!;
  env.registerFunction(`${TIMESTAMP}(string): google.protobuf.Timestamp`, timestampFromString);
  env.registerFunction(`${TIMESTAMP}(int): google.protobuf.Timestamp`, (i: bigint) =>
    timestampOf(i, 0),
  );
  env.registerFunction(
    `${TIMESTAMP}(google.protobuf.Timestamp): google.protobuf.Timestamp`,
    (t: Date) => t,
  );
}

// common/types ConvertToType for IntType, UintType, DoubleType, BoolType (stdlib.go overloads).
function registerConversions(env: Environment): void {
  const [INT, UINT, DOUBLE, BOOL] = [
    renamed['int']!,
    renamed['uint']!,
    renamed['double']!,
    renamed['bool']!,
  ];
  const identity = <T>(x: T): T => x;
  env.registerFunction(`${INT}(int): int`, identity);
  env.registerFunction(`${INT}(uint): int`, uintToInt);
  env.registerFunction(`${INT}(double): int`, doubleToInt);
  env.registerFunction(`${INT}(string): int`, stringToInt);
  env.registerFunction(`${INT}(google.protobuf.Timestamp): int`, (t: Date) =>
    BigInt(Math.floor(t.getTime() / 1000)),
  );
  env.registerFunction(`${UINT}(uint): uint`, identity);
  env.registerFunction(`${UINT}(int): uint`, intToUint);
  env.registerFunction(`${UINT}(double): uint`, doubleToUint);
  env.registerFunction(`${UINT}(string): uint`, stringToUint);
  env.registerFunction(`${DOUBLE}(double): double`, identity);
  env.registerFunction(`${DOUBLE}(int): double`, (i: bigint) => Number(i));
  env.registerFunction(`${DOUBLE}(uint): double`, (u: { valueOf(): bigint }) =>
    Number(u.valueOf()),
  );
  env.registerFunction(`${DOUBLE}(string): double`, stringToDouble);
  env.registerFunction(`${BOOL}(bool): bool`, identity);
  env.registerFunction(`${BOOL}(string): bool`, stringToBool);
}

function registerStringIndexes(env: Environment, minor: number): void {
  const [INDEX, LAST, SUB] = [renamed['indexOf']!, renamed['lastIndexOf']!, renamed['substring']!];
  // cel-go v0.29 (1.37) checks and clamps an empty search string's offset.
  const clamp = minor >= 37;
  env.registerFunction(`string.${INDEX}(string): int`, (s: string, sub: string) => indexOf(s, sub));
  env.registerFunction(`string.${INDEX}(string, int): int`, (s: string, sub: string, n: bigint) =>
    indexOf(s, sub, n, clamp),
  );
  env.registerFunction(`string.${LAST}(string): int`, (s: string, sub: string) =>
    lastIndexOf(s, sub),
  );
  env.registerFunction(`string.${LAST}(string, int): int`, (s: string, sub: string, n: bigint) =>
    lastIndexOf(s, sub, n, clamp),
  );
  env.registerFunction(`string.${SUB}(int): string`, (s: string, start: bigint) =>
    substring(s, start),
  );
  env.registerFunction(`string.${SUB}(int, int): string`, substring);
  env.registerFunction(`string.${renamed['trim']!}(): string`, goTrimSpace);
  env.registerFunction(
    `string.${renamed['split']!}(string): list<string>`,
    (s: string, sep: string) => goSplitN(s, sep, -1),
  );
  env.registerFunction(
    `string.${renamed['split']!}(string, int): list<string>`,
    (s: string, sep: string, n: bigint) => goSplitN(s, sep, Number(n)),
  );
  // lists.go: the Kubernetes list library's indexOf and lastIndexOf (1.0).
  env.registerFunction(`list<A>.${INDEX}(A): int`, listIndexOf);
  env.registerFunction(`list<A>.${LAST}(A): int`, listLastIndexOf);
}

function registerTimeAccessors(env: Environment, celGo: number): void {
  const TS = 'google.protobuf.Timestamp';
  for (const name of TIME_ACCESSORS) {
    const ours = renamed[name]!;
    env.registerFunction(`${TS}.${ours}(): int`, (t: Date) =>
      timestampAccessor(name, t, undefined, celGo),
    );
    env.registerFunction(`${TS}.${ours}(string): int`, (t: Date, tz: string) =>
      timestampAccessor(name, t, tz, celGo),
    );
  }
  for (const name of DURATION_ACCESSORS)
    env.registerFunction(`google.protobuf.Duration.${renamed[name]!}(): int`, (d: Duration) =>
      durationAccessor(name, d),
    );
}

interface Node {
  op: string;
  args: unknown;
}
const isNode = (v: unknown): v is Node =>
  typeof v === 'object' && v !== null && typeof (v as Node).op === 'string' && 'args' in v;

/** Renames every call of a replaced built-in in a parsed (unchecked) expression to ours. */
export function useReplacedBuiltins(ast: unknown, seen = new Set<unknown>()): void {
  if (!isNode(ast) || seen.has(ast)) return;
  seen.add(ast);
  const args = ast.args;
  if (
    (ast.op === 'rcall' || ast.op === 'call') &&
    Array.isArray(args) &&
    typeof args[0] === 'string'
  ) {
    const ours = renamed[args[0]];
    // string(x) is a global call; a receiver call `x.string()` is not cel-go's conversion.
    if (ours !== undefined && !(args[0] === 'string' && ast.op === 'rcall')) args[0] = ours;
  }
  visit(args, seen);
}

function visit(v: unknown, seen: Set<unknown>): void {
  if (isNode(v)) return useReplacedBuiltins(v, seen);
  if (Array.isArray(v)) for (const x of v) visit(x, seen);
  else if (typeof v === 'object' && v !== null && Object.getPrototypeOf(v) === Object.prototype)
    for (const x of Object.values(v)) visit(x, seen);
}

/** The names cel-go users know, for messages that would show ours. */
export const displayFunctionName = (s: string): string => s.replace(/__\w+/g, (m) => shown[m] ?? m);
