// The checks cel-go makes on list and map literals and on literal arguments, after cel-js has
// type-checked the expression:
// - cel-go v0.22's checker joins mixed literal elements to dyn (checker/checker.go joinTypes: the
//   checker's own homogeneous option is not set by cel.HomogeneousAggregateLiterals), as cel-js
//   does with homogeneousAggregateLiterals off;
// - cel.HomogeneousAggregateLiterals (base.go, 1.0) is cel/validator.go
//   ValidateHomogeneousAggregateLiterals: every element must have the first element's type
//   exactly (dyn is not int), except inside a `format` call (ext/formatting.go
//   stringFormatValidator.Configure exempts it; ext.Strings adds it at every version);
// - cel/validator.go ValidateDurationLiterals, ValidateTimestampLiterals, ValidateRegexLiterals
//   (1.29): a literal argument of duration(), timestamp() or matches() that fails is
//   `invalid duration argument` (timestamp, matches) at the literal.

import { Environment } from '@marcbachmann/cel-js';
import type { CelIssue } from './errors.ts';
import { compileRe2 } from './library/re2.ts';
import { celGoOffset, type CelNode, isCelNode, walkNodes } from './locations.ts';
import { type CelType, formatCelGoType, isEquivalentType, parseCelJsType } from './types.ts';

const typeOf = (n: unknown): CelType => parseCelJsType(isCelNode(n) ? (n.checkedType?.name ?? 'dyn') : 'dyn');

const mismatch = (expression: string, at: unknown, expected: CelType, found: CelType): CelIssue => ({
  offset: isCelNode(at) ? celGoOffset(at, expression) : 0,
  message: `expected type '${formatCelGoType(expected)}' but found '${formatCelGoType(found)}'`,
});

/** Element, key and value nodes of a list or map literal, in cel-go's order of checking. */
function columns(node: CelNode): unknown[][] {
  const args = Array.isArray(node.args) ? (node.args as unknown[]) : [];
  if (node.op === 'list') return [args];
  const entries = args.filter(Array.isArray) as unknown[][];
  return [entries.map((e) => e[0]), entries.map((e) => e[1])];
}

/** homogeneousAggregateLiteralValidator: each element against the first, one issue per column. */
function homogeneousIssues(node: CelNode, expression: string): CelIssue[] {
  const issues: CelIssue[] = [];
  for (const column of columns(node)) {
    const first = typeOf(column[0]);
    // A list stops at its first mismatch; a map reports every key and value that differs.
    const bad = column.filter((el) => !isEquivalentType(first, typeOf(el)));
    for (const el of node.op === 'list' ? bad.slice(0, 1) : bad) issues.push(mismatch(expression, el, first, typeOf(el)));
  }
  return issues;
}

const callName = (n: CelNode): string | undefined => {
  const args = n.args;
  return (n.op === 'call' || n.op === 'rcall') && Array.isArray(args) && typeof args[0] === 'string' ? args[0] : undefined;
};

/** The homogeneous-literal issues of a checked expression. */
export function literalTypeIssues(ast: unknown, expression: string): CelIssue[] {
  const issues: CelIssue[] = [];
  walkNodes(ast, (node, parents) => {
    if (node.op !== 'list' && node.op !== 'map') return;
    if (!parents.some((p) => callName(p) === 'format')) issues.push(...homogeneousIssues(node, expression));
  });
  return issues;
}

const literalChecker = new Environment().registerVariable('s', 'string');

const literalChecks: Record<string, (literal: string) => boolean> = {
  duration: (s) => succeeds(() => literalChecker.evaluate('duration(s)', { s })),
  timestamp: (s) => succeeds(() => literalChecker.evaluate('timestamp(s)', { s })),
  __re2Matches: (s) => succeeds(() => compileRe2(s)),
};

function succeeds(f: () => unknown): boolean {
  try {
    f();
    return true;
  } catch {
    return false;
  }
}

/** formatValidator (1.29+): literal arguments of duration(), timestamp() and matches() that fail. */
export function literalArgumentIssues(ast: unknown, expression: string, minor: number): CelIssue[] {
  if (minor < 29) return [];
  const issues: CelIssue[] = [];
  walkNodes(ast, (node) => {
    const name = callName(node);
    const check = name === undefined ? undefined : literalChecks[name];
    if (check === undefined) return;
    const args = node.args as unknown[];
    // validator.go checks argument 0 of the call (the receiver is not an argument).
    const first = ((node.op === 'call' ? args[1] : args[2]) as unknown[] | undefined)?.[0];
    if (!isCelNode(first) || first.op !== 'value' || typeof first.args !== 'string') return;
    if (!check(first.args)) issues.push({ offset: celGoOffset(first, expression), message: `invalid ${name === '__re2Matches' ? 'matches' : name} argument` });
  });
  return issues;
}
