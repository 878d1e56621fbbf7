// The checks cel-go makes on list and map literals and on literal arguments, after cel-js has
// type-checked the expression:
// - a `?field` of a message literal must be optional (checker.go checkCreateStruct);
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
import { compileRe2, Re2UnsupportedError } from './library/re2.ts';
import { parseRfc3339 } from './library/timestamps.ts';
import { displayFunctionName } from './replacedBuiltins.ts';
import { celGoOffset, type CelNode, isCelNode, walkNodes } from './locations.ts';
import { OPT_FIELD } from './library/mutation.ts';
import { OPT_LIST, OPT_MAP, OPT_WRAP } from './optionalLiterals.ts';
import { type CelType, formatCelGoType, isEquivalentType, parseCelJsType } from './types.ts';

const typeOf = (n: unknown): CelType =>
  parseCelJsType(isCelNode(n) ? (n.checkedType?.name ?? 'dyn') : 'dyn');

const mismatch = (
  expression: string,
  at: unknown,
  expected: CelType,
  found: CelType,
): CelIssue => ({
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

// A literal with optional elements is `__optList([...])` or `__optMap({...})` (optionalLiterals.ts):
// its plain elements are wrapped in `__optWrap(x)`, its `?` elements are as written.
const optionalLiteral = (node: CelNode, parents: readonly CelNode[]): boolean => {
  const parent = parents[parents.length - 1];
  const name = parent === undefined ? undefined : callName(parent);
  return name === OPT_LIST || name === OPT_MAP;
};

const isWrapped = (el: unknown): el is CelNode => isCelNode(el) && callName(el) === OPT_WRAP;

/** The type an element contributes: a wrapped plain element its own, a `?` element its optional's. */
function elementType(el: unknown, optional: boolean): CelType {
  if (!optional) return typeOf(el);
  if (isWrapped(el)) return typeOf(((el.args as unknown[])[1] as unknown[])[0]);
  const t = typeOf(el);
  return t.name === 'optional_type' && t.params[0] !== undefined ? t.params[0] : t;
}

/**
 * checker.go checkCreateList/checkCreateMap: a `?` element must be optional_type(T) (or dyn),
 * else `expected type 'optional_type(int)' but found 'int'` at the element.
 */
function optionalElementIssues(node: CelNode, expression: string): CelIssue[] {
  const elements = node.op === 'list' ? columns(node)[0]! : columns(node)[1]!;
  return elements
    .filter((el) => !isWrapped(el))
    .filter((el) => !['optional_type', 'dyn'].includes(typeOf(el).name))
    .map((el) =>
      mismatch(expression, el, { name: 'optional_type', params: [typeOf(el)] }, typeOf(el)),
    );
}

/** checker.go checkCreateStruct: a `?field` value must be optional_type(T) (or dyn). */
function optionalFieldIssues(node: CelNode, expression: string): CelIssue[] {
  const value = ((node.args as unknown[])[1] as unknown[])[0];
  const t = typeOf(value);
  if (t.name === 'optional_type' || t.name === 'dyn') return [];
  return [mismatch(expression, value, { name: 'optional_type', params: [t] }, t)];
}

/** homogeneousAggregateLiteralValidator: each element against the first, one issue per column. */
function homogeneousIssues(node: CelNode, expression: string, optional: boolean): CelIssue[] {
  const issues: CelIssue[] = [];
  columns(node).forEach((column, i) => {
    // Map keys are never optional; list elements and map values may be.
    const unwrap = optional && (node.op === 'list' || i === 1);
    const first = elementType(column[0], unwrap);
    // A list stops at its first mismatch; a map reports every key and value that differs.
    const bad = column.filter((el) => !isEquivalentType(first, elementType(el, unwrap)));
    for (const el of node.op === 'list' ? bad.slice(0, 1) : bad)
      issues.push(mismatch(expression, el, first, elementType(el, unwrap)));
  });
  return issues;
}

const callName = (n: CelNode): string | undefined => {
  const args = n.args;
  return (n.op === 'call' || n.op === 'rcall') && Array.isArray(args) && typeof args[0] === 'string'
    ? args[0]
    : undefined;
};

/** The literal issues of a checked expression: the checker's (optional elements), else the validator's. */
export function literalTypeIssues(ast: unknown, expression: string): CelIssue[] {
  const checker: CelIssue[] = [];
  const validator: CelIssue[] = [];
  walkNodes(ast, (node, parents) => {
    if (callName(node) === OPT_FIELD) checker.push(...optionalFieldIssues(node, expression));
    if (node.op !== 'list' && node.op !== 'map') return;
    const optional = optionalLiteral(node, parents);
    if (optional) checker.push(...optionalElementIssues(node, expression));
    if (!parents.some((p) => callName(p) === 'format'))
      validator.push(...homogeneousIssues(node, expression, optional));
  });
  return checker.length > 0 ? checker : validator;
}

const literalChecker = new Environment().registerVariable('s', 'string');

const literalChecks: Record<string, (literal: string) => boolean> = {
  duration: (s) => succeeds(() => literalChecker.evaluate('duration(s)', { s })),
  __celTimestamp: (s) => parseRfc3339(s) !== undefined,
  // a valid pattern the playground cannot run is not an invalid argument (evaluation says so)
  __re2Matches: (s) => succeeds(() => compileRe2(s)) || unsupportedRe2(s),
};

function unsupportedRe2(s: string): boolean {
  try {
    compileRe2(s);
    return true;
  } catch (e) {
    return e instanceof Re2UnsupportedError;
  }
}

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
    if (!check(first.args))
      issues.push({
        offset: celGoOffset(first, expression),
        message: `invalid ${displayFunctionName(name!)} argument`,
      });
  });
  return issues;
}
