// cel-js reports errors in its own words; the API server shows cel-go's. These map one to the other
// (cel-go v0.22: common/errors.go ToDisplayString, checker/errors.go, common/types/err.go) and
// render compile errors the way cel-go's Issues.String() does.

import { displayFunctionName } from './replacedBuiltins.ts';
import { messageTypeName, splitTopLevel } from './types.ts';

/** A cel-js error as it reaches us (ParseError, TypeError or EvaluationError). */
export interface CelJsError {
  code?: string;
  summary?: string;
  message: string;
  range?: { start: number; end: number };
}

const operatorFunctions: Record<string, string> = {
  '+': '_+_',
  '-': '_-_',
  '*': '_*_',
  '/': '_/_',
  '%': '_%_',
  '==': '_==_',
  '!=': '_!=_',
  '<': '_<_',
  '<=': '_<=_',
  '>': '_>_',
  '>=': '_>=_',
  in: '@in',
  '!_': '!_',
  '-_': '-_',
};

/** One compile error: where cel-go reports it and its message. */
export interface CelIssue {
  offset: number;
  message: string;
}

// cel-go's macro expanders report these without the parser's "Syntax error: " (parser.go
// reportError): ext/comprehensions.go, parser/macro.go, cel/library.go optMap/optFlatMap.
const MACRO_ERRORS = [
  /^argument must be a simple name$/,
  /^duplicate variable name: /,
  /^iteration variable overwrites accumulator variable$/,
  /^invalid argument to has\(\) macro$/,
  /^cel\.bind\(\) variable names? must be (a )?simple identifiers?$/,
  /^opt(Flat)?Map\(\) variable name must be a simple identifier$/,
];

// cel-js names a namespaced function by its namespace type (`OptionalNamespace.of`); cel-go by
// its qualified name (`optional.of`).
const namespaced = (name: string): string =>
  name.replace(
    /^([A-Z][A-Za-z0-9]*)Namespace\./,
    (_, ns: string) => `${ns.charAt(0).toLowerCase()}${ns.slice(1)}.`,
  );

/** The checked types of the failing node's operands (receiver, indexed value, index, left operand). */
export interface OperandTypes {
  receiverType?: string;
  operandType?: string;
  indexType?: string;
}

/** The checker's message in cel-go's words. */
export function compileMessage(e: CelJsError, types: OperandTypes = {}): string {
  const summary = displayFunctionName(e.summary ?? e.message.split('\n')[0] ?? '');
  const mapped = checkerMessage(summary, types);
  if (mapped !== undefined) return mapped;
  let m = /^Unknown variable: (.*)$/.exec(summary);
  if (m) return `undeclared reference to '${m[1]}' (in container '')`;
  m = /^no such overload: (.+?) (\+|-|\*|\/|%|==|!=|<=|<|>=|>|in) (.+)$/.exec(summary);
  if (m)
    return `found no matching overload for '${operatorFunctions[m[2]!]}' applied to '(${messageTypeName(m[1]!)}, ${messageTypeName(m[3]!)})'`;
  // A field a declared type does not have (checker/errors.go undefinedField).
  m = /^No such key: (.*)$/.exec(summary);
  if (m) return `undefined field '${m[1]}'`;
  // checker/errors.go noMatchingOverload: `name` applied to `(args)` or `receiver.(args)`.
  m = /^found no matching overload for '(?:([A-Za-z_][\w.<>, ]*?)\.)?([A-Za-z_]\w*)\((.*)\)'$/.exec(
    summary,
  );
  if (m) {
    const args = splitTopLevel(m[3]!).map(messageTypeName).join(', ');
    const receiver = m[1];
    if (receiver !== undefined && receiver.endsWith('Namespace'))
      return `found no matching overload for '${namespaced(`${receiver}.${m[2]!}`)}' applied to '(${args})'`;
    if (receiver !== undefined)
      return `found no matching overload for '${m[2]!}' applied to '${messageTypeName(types.receiverType ?? receiver)}.(${args})'`;
    return `found no matching overload for '${m[2]!}' applied to '(${args})'`;
  }
  m = /^found no matching overload for '(.*)'$/.exec(summary);
  if (m) return `found no matching overload for '${m[1]}'`;
  // cel-js checks or/orValue as macros; cel-go as the overloads optional_or_optional and
  // optional_orValue_value (cel/library.go).
  m =
    /^optional\.(or|orValue)\(\w*\) argument must be compatible type, got '(.*)' and '(.*)'$/.exec(
      summary,
    );
  if (m) {
    const receiver =
      m[1] === 'or' ? messageTypeName(m[2]!) : `optional_type(${messageTypeName(m[2]!)})`;
    return `found no matching overload for '${m[1]!}' applied to '${receiver}.(${messageTypeName(m[3]!)})'`;
  }
  // cel-js words a list or map literal's mismatch with a prefix cel-go does not have.
  m =
    /^(?:List elements must have the same type|Map key uses wrong type|Map value uses wrong type), (expected type '.*' but found '.*')$/.exec(
      summary,
    );
  if (m) return m[1]!;
  // parser/macro.go: makeQuantifier and MakeMap/MakeFilter word a bad iteration variable apart.
  m = /^(\w+)\(var, [\w, ]+\) invalid predicate iteration variable$/.exec(summary);
  if (m)
    return m[1] === 'map' || m[1] === 'filter'
      ? 'argument is not an identifier'
      : 'argument must be a simple name';
  if (MACRO_ERRORS.some((r) => r.test(summary))) return summary;
  if (e.code !== undefined && /parse|token|syntax|unexpected/i.test(`${e.code} ${summary}`))
    return `Syntax error: ${lowerFirst(summary)}`;
  return lowerFirst(summary);
}

// cel-js's own checker texts for indexing, selection, ternaries, logical operators, unary operators
// and comprehensions, as cel-go's checker words them (checker/checker.go, checker/errors.go); the
// operators are overloads there (`_[_]`, `_?_:_`, `!_`, `-_`).
function checkerMessage(summary: string, t: OperandTypes): string | undefined {
  const go = (x: string | undefined): string => messageTypeName(x ?? 'dyn');
  let m = /^List index must be int, got '(.*)'$/.exec(summary);
  if (m)
    return `found no matching overload for '_[_]' applied to '(${go(t.operandType)}, ${go(m[1])})'`;
  m = /^Cannot index type '(.*)' with type '(.*)'$/.exec(summary);
  if (m) return `found no matching overload for '_[_]' applied to '(${go(m[1])}, ${go(m[2])})'`;
  m = /^Cannot index type '(.*)'$/.exec(summary);
  if (m) {
    if (t.indexType !== undefined)
      return `found no matching overload for '_[_]' applied to '(${go(m[1])}, ${go(t.indexType)})'`;
    return `type '${go(m[1])}' does not support field selection`;
  }
  m = /^Ternary branches must have the same type, got '(.*)' and '(.*)'$/.exec(summary);
  if (m)
    return `found no matching overload for '_?_:_' applied to '(bool, ${go(m[1])}, ${go(m[2])})'`;
  // `_&&_`, `_||_` and the all/exists macros' accumulation report the operand (typeMismatch).
  m =
    /^(?:Logical operator requires bool operands|(?:all|exists)\(var, predicate\) predicate must return bool), got '(.*)'$/.exec(
      summary,
    );
  if (m) return `expected type 'bool' but found '${go(m[1])}'`;
  m = /^no such overload: (!|-)(\S+)$/.exec(summary);
  if (m) return `found no matching overload for '${m[1]}_' applied to '(${go(m[2])})'`;
  // parser/macro.go makeHas.
  if (summary === 'has() invalid argument') return 'invalid argument to has() macro';
  m =
    /^(Expression of type '.*' cannot be range of a comprehension \(must be list, map, or dynamic\))\.?$/.exec(
      summary,
    );
  if (m) return lowerFirst(m[1]!);
  return undefined;
}

/** A runtime error in cel-go's words. */
export function runtimeMessage(e: CelJsError): string {
  const summary = displayFunctionName(e.summary ?? e.message.split('\n')[0] ?? '');
  // An index is applied as an attribute qualifier (interpreter/attributes.go refQualify), whose
  // resolutionError reads `index out of bounds: 5`.
  let m = /^No such key: index out of bounds, index (-?\d+) (?:>= size \d+|< 0)$/.exec(summary);
  if (m) return `index out of bounds: ${m[1]}`;
  // common/types/list.go IndexOrError: a double index must be a whole number.
  m = /^No such key: index out of bounds, index (-?[\d.e+-]+) (?:>= size \d+|< 0)$/.exec(summary);
  if (m) return `unsupported index value ${m[1]} in list`;
  m = /^No such key: (.*)$/.exec(summary);
  if (m) return `no such key: ${m[1]}`;
  if (/^(int\(\) type error: )?integer overflow/.test(summary)) return 'integer overflow';
  if (/^(uint\(\) type error: )?unsigned integer overflow|^Unsigned integer overflow/.test(summary))
    return 'unsigned integer overflow';
  // Runtime dispatch that finds no overload (common/types/err.go NoSuchOverloadErr).
  if (summary.startsWith('no such overload') || summary.startsWith('found no matching overload'))
    return 'no such overload';
  if (summary === 'Optional value is not present') return 'optional.none() dereference';
  // common/types/string.go ConvertToType: timestamp(string), duration(string).
  if (summary === 'timestamp() requires a string in ISO 8601 format')
    return "type conversion error from 'string' to 'google.protobuf.Timestamp'";
  if (summary.startsWith('Invalid duration string: '))
    return "type conversion error from 'string' to 'google.protobuf.Duration'";
  return summary;
}

const lowerFirst = (s: string): string => (s.length > 0 ? s[0]!.toLowerCase() + s.slice(1) : s);

/**
 * Renders compile errors the way cel-go's Errors.ToDisplayString does: sorted by line and column,
 * each `ERROR: <input>:L:C: msg` with its source line and a caret; a multi-byte character before
 * the caret is marked with a full-width dot, and a caret under one is full-width.
 */
export function renderCompileErrors(expression: string, issues: readonly CelIssue[]): string {
  const located = issues.map((i) => ({ ...i, ...lineColumn(expression, i.offset) }));
  located.sort((a, b) => a.line - b.line || a.column - b.column);
  return located.map((i) => render(expression, i.line, i.column, i.message)).join('\n');
}

/** Renders one compile error (see renderCompileErrors). */
export const renderCompileError = (expression: string, offset: number, message: string): string =>
  renderCompileErrors(expression, [{ offset, message }]);

// cel-go counts columns in code points.
function lineColumn(expression: string, offset: number): { line: number; column: number } {
  const lines = expression.slice(0, Math.max(0, Math.min(offset, expression.length))).split('\n');
  return { line: lines.length, column: [...lines[lines.length - 1]!].length };
}

const utf8Length = (ch: string): number => new TextEncoder().encode(ch).length;

function render(expression: string, line: number, column: number, message: string): string {
  const head = `ERROR: <input>:${line}:${column + 1}: ${message}`;
  const snippet = expression.split('\n')[line - 1] ?? '';
  // error.go: no snippet past maxSnippetLength (16384) bytes.
  if (utf8Length(snippet) > 16384) return head;
  const runes = [...snippet.replaceAll('\t', ' ')];
  let marker = '';
  for (let i = 0; i < column && i < runes.length; i++)
    marker += utf8Length(runes[i]!) > 1 ? '\uff0e' : '.';
  const under = runes[column];
  marker += under !== undefined && utf8Length(under) > 1 ? '\uff3e' : '^';
  return `${head}\n | ${runes.join('')}\n | ${marker}`;
}
