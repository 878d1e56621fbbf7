// ext/formatting.go stringFormatValidator (ext.Strings adds it at every version): a format() call
// on a literal format string with a list literal checks its clauses against the argument types
// when the expression is compiled, with the messages the call would fail with at run time, placed
// at the offending argument (or at the call), and refuses extra arguments.

import type { CelIssue } from '../errors.ts';
import { celGoOffset, type CelNode, isCelNode, walkNodes } from '../locations.ts';
import { parseCelJsType } from '../types.ts';
import { FormatError, parseFormattingClause } from './stringFormat.ts';

// The kinds each clause takes (stringFormatChecker: String, Decimal, Fixed, Scientific, Binary, Hex, Octal).
const STRING_KINDS = [
  'list',
  'map',
  'int',
  'uint',
  'double',
  'bool',
  'string',
  'google.protobuf.Timestamp',
  'bytes',
  'google.protobuf.Duration',
  'type',
  'null_type',
];
const clauses: Record<string, { kinds: string[]; message: string }> = {
  s: {
    kinds: STRING_KINDS,
    message:
      'string clause can only be used on strings, bools, bytes, ints, doubles, maps, lists, types, durations, and timestamps, was given',
  },
  d: { kinds: ['int', 'uint'], message: 'decimal clause can only be used on integers, was given' },
  f: {
    kinds: ['double', 'string'],
    message: 'fixed-point clause can only be used on doubles, was given',
  },
  e: {
    kinds: ['double', 'string'],
    message: 'scientific clause can only be used on doubles, was given',
  },
  b: {
    kinds: ['int', 'uint', 'bool'],
    message: 'only integers and bools can be formatted as binary, was given',
  },
  x: {
    kinds: ['int', 'uint', 'string', 'bytes'],
    message: 'only integers, byte buffers, and strings can be formatted as hex, was given',
  },
  o: { kinds: ['int', 'uint'], message: 'octal clause can only be used on integers, was given' },
};

const kindOf = (n: CelNode): string => parseCelJsType(n.checkedType?.name ?? 'dyn').name;

// verifyTypeOneOf: dyn passes; a %s argument that is a list or map literal is checked element by element.
function badArgument(verb: string, arg: CelNode): CelNode | undefined {
  const clause = clauses[verb === 'X' ? 'x' : verb];
  if (clause === undefined) return undefined;
  const kind = kindOf(arg);
  if (kind !== 'dyn' && !clause.kinds.includes(kind)) return arg;
  if (verb !== 's' || (arg.op !== 'list' && arg.op !== 'map')) return undefined;
  const inner = (
    arg.op === 'list' ? (arg.args as unknown[]) : (arg.args as unknown[][]).flat()
  ).filter(isCelNode);
  for (const el of inner) {
    const bad = badArgument('s', el);
    if (bad !== undefined) return bad;
  }
  return undefined;
}

/** parseFormatString with the stringFormatChecker: the first problem, and the node it is at. */
function checkFormat(
  format: string,
  args: CelNode[],
): { message: string; at?: CelNode } | undefined {
  let i = 0;
  let argIndex = 0;
  let requested = 0;
  while (i < format.length) {
    if (format[i] !== '%') {
      i++;
      continue;
    }
    if (format[i + 1] === '%') {
      i += 2;
      continue;
    }
    requested++;
    if (i + 1 >= format.length) return { message: 'unexpected end of string' };
    if (argIndex >= args.length) return { message: `index ${argIndex} out of range` };
    let clause: ReturnType<typeof parseFormattingClause>;
    try {
      clause = parseFormattingClause(format.slice(i + 1));
    } catch (e) {
      if (e instanceof FormatError)
        return { message: `could not parse formatting clause: ${e.message}` };
      throw e;
    }
    const arg = args[argIndex]!;
    const bad = badArgument(clause.verb, arg);
    if (bad !== undefined)
      return {
        message: `error during formatting: ${clauses[clause.verb === 'X' ? 'x' : clause.verb]!.message} ${kindOf(bad)}`,
        at: bad,
      };
    i += 1 + clause.read;
    argIndex++;
  }
  if (args.length > requested)
    return {
      message: `too many arguments supplied to string.format (expected ${requested}, got ${args.length})`,
    };
  return undefined;
}

/** The issues of every format() call with a literal format string and a list literal. */
export function formatCallIssues(ast: unknown, expression: string): CelIssue[] {
  const issues: CelIssue[] = [];
  walkNodes(ast, (node) => {
    if (node.op !== 'rcall' || !Array.isArray(node.args) || node.args[0] !== 'format') return;
    const [, target, callArgs] = node.args as [string, unknown, unknown[]];
    if (!isCelNode(target) || target.op !== 'value' || typeof target.args !== 'string') return;
    const list = callArgs[0];
    if (callArgs.length !== 1 || !isCelNode(list) || list.op !== 'list') return;
    const problem = checkFormat(target.args, (list.args as unknown[]).filter(isCelNode));
    if (problem !== undefined)
      issues.push({
        offset: celGoOffset(problem.at ?? node, expression),
        message: problem.message,
      });
  });
  return issues;
}
