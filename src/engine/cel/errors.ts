// cel-js reports errors in its own words; the API server shows cel-go's. These map one to the other
// (cel-go v0.22: common/errors.go ToDisplayString, checker/errors.go, common/types/err.go) and
// render compile errors the way cel-go's Issues.String() does.

import { displayFunctionName } from './replacedBuiltins.ts';

/** A cel-js error as it reaches us (ParseError, TypeError or EvaluationError). */
export interface CelJsError {
  code?: string;
  summary?: string;
  message: string;
  range?: { start: number; end: number };
}

const operatorFunctions: Record<string, string> = {
  '+': '_+_', '-': '_-_', '*': '_*_', '/': '_/_', '%': '_%_', '==': '_==_', '!=': '_!=_',
  '<': '_<_', '<=': '_<=_', '>': '_>_', '>=': '_>=_', in: '@in', '!_': '!_', '-_': '-_',
};

const celGoType = (t: string): string =>
  t
    .replace(/^list<(.*)>$/, 'list($1)')
    .replace(/^map<(.*), (.*)>$/, 'map($1, $2)')
    .replace(/^optional<(.*)>$/, 'optional_type($1)');

/** The checker's message in cel-go's words. */
export function compileMessage(e: CelJsError): string {
  const summary = displayFunctionName(e.summary ?? e.message.split('\n')[0] ?? '');
  let m = /^Unknown variable: (.*)$/.exec(summary);
  if (m) return `undeclared reference to '${m[1]}' (in container '')`;
  m = /^no such overload: (.+?) (\+|-|\*|\/|%|==|!=|<=|<|>=|>|in) (.+)$/.exec(summary);
  if (m) return `found no matching overload for '${operatorFunctions[m[2]!]}' applied to '(${celGoType(m[1]!)}, ${celGoType(m[3]!)})'`;
  // A field a declared type does not have (checker/errors.go undefinedField).
  m = /^No such key: (.*)$/.exec(summary);
  if (m) return `undefined field '${m[1]}'`;
  m = /^found no matching overload for '(.*)'$/.exec(summary);
  if (m) return `found no matching overload for '${m[1]}'`;
  if (e.code !== undefined && /parse|token|syntax|unexpected/i.test(`${e.code} ${summary}`)) return `Syntax error: ${lowerFirst(summary)}`;
  return lowerFirst(summary);
}

/** A runtime error in cel-go's words. */
export function runtimeMessage(e: CelJsError): string {
  const summary = displayFunctionName(e.summary ?? e.message.split('\n')[0] ?? '');
  let m = /^No such key: index out of bounds, index (-?\d+) >= size (\d+)$/.exec(summary);
  if (m) return `index '${m[1]}' out of range in list size '${m[2]}'`;
  m = /^No such key: (.*)$/.exec(summary);
  if (m) return `no such key: ${m[1]}`;
  if (/^(int\(\) type error: )?integer overflow/.test(summary)) return 'integer overflow';
  if (/^(uint\(\) type error: )?unsigned integer overflow|^Unsigned integer overflow/.test(summary)) return 'unsigned integer overflow';
  // Runtime dispatch that finds no overload (common/types/err.go NoSuchOverloadErr).
  if (summary.startsWith('no such overload') || summary.startsWith('found no matching overload')) return 'no such overload';
  if (summary === 'Optional value is not present') return 'optional.none() dereference';
  return summary;
}

const lowerFirst = (s: string): string => (s.length > 0 ? s[0]!.toLowerCase() + s.slice(1) : s);

/** Renders one compile error as cel-go's `ERROR: <input>:L:C: msg` with the source line and a caret. */
export function renderCompileError(expression: string, offset: number, message: string): string {
  const before = expression.slice(0, Math.max(0, Math.min(offset, expression.length)));
  const lines = before.split('\n');
  const line = lines.length;
  const column = [...lines[lines.length - 1]!].length; // cel-go counts code points
  const snippet = (expression.split('\n')[line - 1] ?? '').replaceAll('\t', ' ');
  return `ERROR: <input>:${line}:${column + 1}: ${message}\n | ${snippet}\n | ${'.'.repeat(column)}^`;
}
