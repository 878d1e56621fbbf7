// CEL's tokens as cel-go's ANTLR lexer reads them (cel-go v0.22 parser/gen/CEL.g4 lexer rules; from
// v0.23 also ESC_IDENTIFIER, a backquoted field name), with its recognition errors (antlr4-go lexer.go notifyListeners and Recover): the text from the
// token's start through the character that no rule accepts, `token recognition error at: '…'`;
// reading goes on after that character.

/** CEL.g4's token types, numbered as ANTLR numbers them (the order of "expecting {…}" sets). */
export const T = {
  EOF: -1,
  EQUALS: 1,
  NOT_EQUALS: 2,
  IN: 3,
  LESS: 4,
  LESS_EQUALS: 5,
  GREATER_EQUALS: 6,
  GREATER: 7,
  LOGICAL_AND: 8,
  LOGICAL_OR: 9,
  LBRACKET: 10,
  RPRACKET: 11,
  LBRACE: 12,
  RBRACE: 13,
  LPAREN: 14,
  RPAREN: 15,
  DOT: 16,
  COMMA: 17,
  MINUS: 18,
  EXCLAM: 19,
  QUESTIONMARK: 20,
  COLON: 21,
  PLUS: 22,
  STAR: 23,
  SLASH: 24,
  PERCENT: 25,
  CEL_TRUE: 26,
  CEL_FALSE: 27,
  NUL: 28,
  NUM_FLOAT: 31,
  NUM_INT: 32,
  NUM_UINT: 33,
  STRING: 34,
  BYTES: 35,
  IDENTIFIER: 36,
  /** cel-go v0.23+: '`' (LETTER | DIGIT | '_' | '.' | '-' | '/' | ' ')+ '`'. */
  ESC_IDENTIFIER: 37,
} as const;

const LITERALS: Readonly<Record<string, number>> = {
  '==': T.EQUALS,
  '!=': T.NOT_EQUALS,
  in: T.IN,
  '<': T.LESS,
  '<=': T.LESS_EQUALS,
  '>=': T.GREATER_EQUALS,
  '>': T.GREATER,
  '&&': T.LOGICAL_AND,
  '||': T.LOGICAL_OR,
  '[': T.LBRACKET,
  ']': T.RPRACKET,
  '{': T.LBRACE,
  '}': T.RBRACE,
  '(': T.LPAREN,
  ')': T.RPAREN,
  '.': T.DOT,
  ',': T.COMMA,
  '-': T.MINUS,
  '!': T.EXCLAM,
  '?': T.QUESTIONMARK,
  ':': T.COLON,
  '+': T.PLUS,
  '*': T.STAR,
  '/': T.SLASH,
  '%': T.PERCENT,
  true: T.CEL_TRUE,
  false: T.CEL_FALSE,
  null: T.NUL,
};

const SYMBOLIC: Readonly<Record<number, string>> = {
  [T.EOF]: '<EOF>',
  [T.NUM_FLOAT]: 'NUM_FLOAT',
  [T.NUM_INT]: 'NUM_INT',
  [T.NUM_UINT]: 'NUM_UINT',
  [T.STRING]: 'STRING',
  [T.BYTES]: 'BYTES',
  [T.IDENTIFIER]: 'IDENTIFIER',
  [T.ESC_IDENTIFIER]: 'ESC_IDENTIFIER',
};

/** How ANTLR names a token type in an "expecting" set: `'=='` or `IDENTIFIER`. */
export function tokenName(type: number): string {
  const literal = Object.entries(LITERALS).find(([, t]) => t === type)?.[0];
  return literal !== undefined ? `'${literal}'` : (SYMBOLIC[type] ?? String(type));
}

/** One token on the default channel; EOF ends every stream at the input's length. */
export interface LexToken {
  type: number;
  text: string;
  start: number;
}

/**
 * The tokens of `src` and the recognition errors (offset of the failed token, message);
 * `identEscapes`: the lexer of cel-go v0.23+, which knows ESC_IDENTIFIER.
 */
export function lexCel(
  src: string,
  identEscapes = false,
): {
  tokens: LexToken[];
  errors: { offset: number; message: string }[];
} {
  const tokens: LexToken[] = [];
  const errors: { offset: number; message: string }[] = [];
  let i = 0;
  while (i < src.length) {
    const c = src[i]!;
    if (/[\t\n\f\r ]/.test(c)) {
      i++;
      continue;
    }
    if (src.startsWith('//', i)) {
      while (i < src.length && src[i] !== '\n') i++;
      continue;
    }
    const m = identEscapes && src[i] === '`' ? escapedIdentifier(src, i) : matchToken(src, i);
    if ('end' in m) {
      const text = src.slice(i, m.end);
      tokens.push({ type: m.type, text, start: i });
      i = m.end;
      continue;
    }
    // lexer.go: the text through the offending character; Recover consumes that character.
    const failAt = m.failAt;
    const through = failAt < src.length ? failAt + codePointLength(src, failAt) : src.length;
    errors.push({
      offset: i,
      message: `token recognition error at: '${src.slice(i, through)}'`,
    });
    i = through;
  }
  tokens.push({ type: T.EOF, text: '<EOF>', start: src.length });
  return { tokens, errors };
}

const codePointLength = (s: string, at: number): number => (s.codePointAt(at)! > 0xffff ? 2 : 1);

type Match = { type: number; end: number } | { failAt: number };

// CEL.g4 (v0.23+) ESC_IDENTIFIER: at least one letter, digit, '_', '.', '-', '/' or space between
// backquotes; anything else (an empty pair too) fails at that character.
function escapedIdentifier(src: string, i: number): Match {
  let j = i + 1;
  while (j < src.length && /[A-Za-z0-9_./ -]/.test(src[j]!)) j++;
  return j > i + 1 && src[j] === '`' ? { type: T.ESC_IDENTIFIER, end: j + 1 } : { failAt: j };
}

function matchToken(src: string, i: number): Match {
  const c = src[i]!;
  const two = src.slice(i, i + 2);
  if (['==', '!=', '<=', '>=', '&&', '||'].includes(two))
    return { type: LITERALS[two]!, end: i + 2 };
  // `=`, `&` and `|` only begin two-character tokens: the next character fails.
  if (c === '=' || c === '&' || c === '|') return { failAt: i + 1 };
  if (/[0-9]/.test(c) || (c === '.' && /[0-9]/.test(src[i + 1] ?? ''))) return number(src, i);
  const literal = LITERALS[c];
  if (literal !== undefined && !/[a-z]/.test(c)) return { type: literal, end: i + 1 };
  if (c === '"' || c === "'") return string(src, i, false, T.STRING);
  if (/[A-Za-z_]/.test(c)) {
    let j = i + 1;
    while (j < src.length && /[A-Za-z0-9_]/.test(src[j]!)) j++;
    const word = src.slice(i, j);
    // A string prefix: r/R (raw), b/B (bytes), b then r. Failing, the identifier was the last accept.
    const prefix = /^([bB]?[rR]?|[rR])$/.exec(word)?.[0];
    const quote = src[j];
    if (prefix !== undefined && (quote === '"' || quote === "'")) {
      const s = string(
        src,
        i + prefix.length,
        /[rR]/.test(prefix),
        /[bB]/.test(prefix) ? T.BYTES : T.STRING,
      );
      if ('end' in s) return { type: s.type, end: s.end };
    }
    return { type: LITERALS[word] ?? T.IDENTIFIER, end: j };
  }
  return { failAt: i };
}

function number(src: string, i: number): Match {
  let j = i;
  if (/^0[xX][0-9a-fA-F]/.test(src.slice(i, i + 3))) {
    j = i + 2;
    while (/[0-9a-fA-F]/.test(src[j] ?? '')) j++;
    return /[uU]/.test(src[j] ?? '')
      ? { type: T.NUM_UINT, end: j + 1 }
      : { type: T.NUM_INT, end: j };
  }
  while (/[0-9]/.test(src[j] ?? '')) j++;
  let float = false;
  if (src[j] === '.' && /[0-9]/.test(src[j + 1] ?? '')) {
    float = true;
    j += 2;
    while (/[0-9]/.test(src[j] ?? '')) j++;
  }
  const exponent = /^[eE][+-]?[0-9]+/.exec(src.slice(j));
  if (exponent) return { type: T.NUM_FLOAT, end: j + exponent[0].length };
  if (float) return { type: T.NUM_FLOAT, end: j };
  return /[uU]/.test(src[j] ?? '') ? { type: T.NUM_UINT, end: j + 1 } : { type: T.NUM_INT, end: j };
}

// A quoted string from the quote at `q`: the index past its end, or the first character no
// STRING alternative accepts (an escape it does not know, a line break, the end of the input).
function string(src: string, q: number, raw: boolean, type: number): Match {
  const quote = src[q]!;
  if (src.startsWith(quote.repeat(3), q)) {
    const body = q + 3;
    for (let j = body; j < src.length;) {
      if (src.startsWith(quote.repeat(3), j)) return { type, end: j + 3 };
      if (!raw && src[j] === '\\') {
        const e = escape(src, j);
        if ('failAt' in e) return e;
        j = e.end;
        continue;
      }
      j++;
    }
    // `""` was the last complete token.
    return { type, end: q + 2 };
  }
  for (let j = q + 1; j < src.length;) {
    const ch = src[j]!;
    if (ch === quote) return { type, end: j + 1 };
    if (ch === '\n' || ch === '\r') return { failAt: j };
    if (!raw && ch === '\\') {
      const e = escape(src, j);
      if ('failAt' in e) return e;
      j = e.end;
      continue;
    }
    j++;
  }
  return { failAt: src.length };
}

// CEL.g4 ESC_SEQ: ESC_CHAR_SEQ, ESC_OCT_SEQ, ESC_BYTE_SEQ, ESC_UNI_SEQ.
function escape(src: string, at: number): { end: number } | { failAt: number } {
  const c = src[at + 1];
  if (c === undefined) return { failAt: src.length };
  if ('abfnrtv"\'\\?`'.includes(c)) return { end: at + 2 };
  const digits = (from: number, n: number, re: RegExp): { end: number } | { failAt: number } => {
    for (let k = 0; k < n; k++)
      if (!re.test(src[from + k] ?? '')) return { failAt: Math.min(from + k, src.length) };
    return { end: from + n };
  };
  if (/[0-3]/.test(c)) return digits(at + 2, 2, /[0-7]/);
  if (c === 'x' || c === 'X') return digits(at + 2, 2, /[0-9a-fA-F]/);
  if (c === 'u') return digits(at + 2, 4, /[0-9a-fA-F]/);
  if (c === 'U') return digits(at + 2, 8, /[0-9a-fA-F]/);
  return { failAt: at + 1 };
}
