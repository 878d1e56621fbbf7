// A small CEL lexer for highlighting (the lexical rules of cel-spec doc/langdef.md#syntax): good
// enough to colour an expression as it is typed, half-finished ones included. It never throws and
// never checks; compileCel does that.

/** What a token is, for its colour. */
export type CelTokenKind =
  | 'keyword' // `in` and the reserved words
  | 'constant' // true, false, null
  | 'string' // string and bytes literals, raw and triple-quoted ones too
  | 'number' // int, uint, double, hex
  | 'operator' // operators and punctuation
  | 'variable' // a variable the context declares (object, request, params, ...)
  | 'function' // a name called: size(...), .startsWith(...), has(...)
  | 'field' // a name selected: object.metadata
  | 'identifier' // any other name
  | 'comment';

/** One token: value offsets [start, end) in the expression. */
export interface CelToken {
  kind: CelTokenKind;
  start: number;
  end: number;
}

// langdef.md: `in` is an operator keyword; these are reserved and may not be identifiers.
const keywords = new Set([
  'in',
  'as',
  'break',
  'const',
  'continue',
  'else',
  'for',
  'function',
  'if',
  'import',
  'let',
  'loop',
  'package',
  'namespace',
  'return',
  'var',
  'void',
  'while',
]);
const constants = new Set(['true', 'false', 'null']);
const operators = [
  '.?',
  '[?',
  '==',
  '!=',
  '<=',
  '>=',
  '&&',
  '||',
  '<',
  '>',
  '!',
  '+',
  '-',
  '*',
  '/',
  '%',
  '?',
  ':',
  '.',
  ',',
  '[',
  ']',
  '(',
  ')',
  '{',
  '}',
];

const identStart = /[A-Za-z_]/;
const identPart = /[A-Za-z0-9_]/;
const digit = /[0-9]/;

/** Splits an expression into tokens; `declared` are the variables in scope. */
export function tokenizeCel(expression: string, declared: ReadonlySet<string>): CelToken[] {
  const tokens: CelToken[] = [];
  const s = expression;
  let i = 0;
  while (i < s.length) {
    const c = s[i]!;
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    const start = i;
    if (c === '/' && s[i + 1] === '/') {
      while (i < s.length && s[i] !== '\n') i++;
      tokens.push({ kind: 'comment', start, end: i });
      continue;
    }
    const quote = stringStart(s, i);
    if (quote) {
      i = stringEnd(s, i + quote.prefix, quote.raw);
      tokens.push({ kind: 'string', start, end: i });
      continue;
    }
    if (digit.test(c)) {
      i = numberEnd(s, i);
      tokens.push({ kind: 'number', start, end: i });
      continue;
    }
    if (identStart.test(c) || c === '`') {
      if (c === '`') {
        const close = s.indexOf('`', i + 1);
        i = close === -1 ? s.length : close + 1;
      } else {
        while (i < s.length && identPart.test(s[i]!)) i++;
      }
      tokens.push({ kind: nameKind(s, start, i, tokens, declared), start, end: i });
      continue;
    }
    const op = operators.find((o) => s.startsWith(o, i));
    i += op ? op.length : 1;
    tokens.push({ kind: 'operator', start, end: i });
  }
  return tokens;
}

/** What a name is: keyword, constant, called, selected, a declared variable, or something else. */
function nameKind(
  s: string,
  start: number,
  end: number,
  before: readonly CelToken[],
  declared: ReadonlySet<string>,
): CelTokenKind {
  const name = s.slice(start, end);
  if (keywords.has(name)) return 'keyword';
  if (constants.has(name)) return 'constant';
  const previous = before[before.length - 1];
  const selected =
    previous?.kind === 'operator' &&
    (s.slice(previous.start, previous.end) === '.' ||
      s.slice(previous.start, previous.end) === '.?');
  let next = end;
  while (next < s.length && /\s/.test(s[next]!)) next++;
  if (s[next] === '(') return 'function';
  if (selected) return 'field';
  return declared.has(name) ? 'variable' : 'identifier';
}

/** A string or bytes literal starting at i: the length of its prefix (r, b, rb, br) and whether it is raw. */
function stringStart(s: string, i: number): { prefix: number; raw: boolean } | undefined {
  const prefix = /^(?:[rR][bB]?|[bB][rR]?)?(?=["'])/.exec(s.slice(i, i + 3));
  if (!prefix) return undefined;
  // A name like `br` directly before a quote is a prefix only when it does not continue a longer name.
  if (i > 0 && identPart.test(s[i - 1]!)) return undefined;
  return { prefix: prefix[0].length, raw: /[rR]/.test(prefix[0]) };
}

/** The end of the literal whose quotes start at i: after its closing quotes, or at the end of its line if unterminated. */
function stringEnd(s: string, i: number, raw: boolean): number {
  const q = s[i]!;
  const triple = s.startsWith(q.repeat(3), i);
  const close = triple ? q.repeat(3) : q;
  let j = i + close.length;
  while (j < s.length) {
    if (!raw && s[j] === '\\') {
      j += 2;
      continue;
    }
    if (s.startsWith(close, j)) return j + close.length;
    if (!triple && s[j] === '\n') return j;
    j++;
  }
  return s.length;
}

/** The end of the number literal starting at i (hex, int, uint, double with exponent). */
function numberEnd(s: string, i: number): number {
  const m = /^(?:0[xX][0-9a-fA-F]+[uU]?|[0-9]+(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?[uU]?)/.exec(
    s.slice(i),
  );
  return i + (m ? m[0].length : 1);
}
