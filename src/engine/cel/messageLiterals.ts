// Rewrites CEL message literals (`Object{spec: Object.spec{replicas: 3}}`, `JSONPatch{op: "add"}`),
// which cel-go parses as struct creation and cel-js does not, into function calls cel-js
// understands (library/mutation.ts), keeping every offset mappable to the original text so compile
// errors point where cel-go would (cel-go parser: `'.'? IDENT ('.' IDENT)* '{' fieldInits? ','? '}'`).

import { OPT_FIELD } from './library/mutation.ts';

/** The rewritten text, with the way back to offsets in the original expression. */
export interface RewrittenExpression {
  text: string;
  toOriginalOffset(offset: number): number;
}

/** A literal the scanner could not read, at an offset in the original text. */
export interface RewriteError {
  error: string;
  offset: number;
}

/** The function a literal of each type name becomes; any other name goes through `__object`. */
export const literalFunctions: Readonly<Record<string, string>> = {
  Object: '__Object',
  JSONPatch: '__JSONPatch',
};

/** A lexical token of a CEL expression. */
export interface Token {
  kind: 'ident' | 'number' | 'string' | 'punct';
  text: string;
  start: number;
  end: number;
}

interface Segment {
  outStart: number;
  text: string;
  /** Offset in the original text of the segment's first character; copied text maps one to one. */
  origin: number;
  copied: boolean;
}

// Words that end or join expressions: a name right after them is not the start of a literal.
const reserved = new Set(['in', 'true', 'false', 'null']);

/** Rewrites every message literal in `expression`, innermost ones included. */
export function rewriteMessageLiterals(expression: string): RewrittenExpression | RewriteError {
  const tokens = tokenize(expression);
  const out = new Builder();
  const err = rewriteRange(expression, tokens, 0, tokens.length, 0, expression.length, out);
  if (err !== undefined) return err;
  return out.finish();
}

function rewriteRange(
  src: string,
  tokens: Token[],
  from: number,
  to: number,
  start: number,
  end: number,
  out: Builder,
): RewriteError | undefined {
  let copyFrom = start;
  for (let i = from; i < to; i++) {
    const lit = literalAt(tokens, i, to);
    if (lit === undefined) continue;
    out.copy(src, copyFrom, tokens[i]!.start);
    const err = rewriteLiteral(src, tokens, lit, out);
    if (err !== undefined) return err;
    copyFrom = tokens[lit.close]!.end;
    i = lit.close;
  }
  out.copy(src, copyFrom, end);
  return undefined;
}

interface Literal {
  name: string;
  nameStart: number;
  open: number;
  close: number;
}

// A literal starts where a primary expression may start: not after a value or a member dot.
function literalAt(tokens: Token[], i: number, to: number): Literal | undefined {
  const t = tokens[i]!;
  const prev = tokens[i - 1];
  if (prev !== undefined && endsValue(prev)) return undefined;
  let j = i;
  let name = '';
  if (t.kind === 'punct' && t.text === '.') {
    j++;
  }
  for (;;) {
    const id = tokens[j];
    if (id === undefined || j >= to || id.kind !== 'ident' || reserved.has(id.text))
      return undefined;
    name += (name === '' ? '' : '.') + id.text;
    const next = tokens[j + 1];
    if (next?.kind === 'punct' && next.text === '.') {
      j += 2;
      continue;
    }
    if (next?.kind === 'punct' && next.text === '{') {
      const close = matching(tokens, j + 1, to);
      return close === undefined ? undefined : { name, nameStart: t.start, open: j + 1, close };
    }
    return undefined;
  }
}

/** Tells whether a token ends a value (so a following `[` or `{` indexes or builds a message). */
export function endsValue(t: Token): boolean {
  if (t.kind === 'ident') return t.text !== 'in';
  if (t.kind === 'number' || t.kind === 'string') return true;
  return t.text === ')' || t.text === ']' || t.text === '}' || t.text === '.';
}

function matching(tokens: Token[], open: number, to: number): number | undefined {
  let depth = 0;
  for (let k = open; k < to; k++) {
    const t = tokens[k]!;
    if (t.kind !== 'punct') continue;
    if (t.text === '{' || t.text === '(' || t.text === '[') depth++;
    else if (t.text === '}' || t.text === ')' || t.text === ']') {
      depth--;
      if (depth === 0) return t.text === '}' ? k : undefined;
    }
  }
  return undefined;
}

// `Name{f1: e1, f2: e2}` → `__object("Name", {"f1": dyn(e1), "f2": dyn(e2)})`; dyn() keeps the
// field map clear of the homogeneous-literal check, as struct fields have their own types.
function rewriteLiteral(
  src: string,
  tokens: Token[],
  lit: Literal,
  out: Builder,
): RewriteError | undefined {
  const brace = tokens[lit.open]!;
  out.insert(`${callee(lit.name)}{`, brace.start);
  let k = lit.open + 1;
  let first = true;
  while (k < lit.close) {
    // `?field: value` (parser.go optField): set only when the optional value has one.
    const optional = tokens[k]!.text === '?' && tokens[k]!.kind === 'punct';
    if (optional) k++;
    const field = tokens[k]!;
    if (field.kind !== 'ident' || k >= lit.close) {
      return {
        error: `mismatched input '${field.text}' expecting {'}', ',', '?', IDENTIFIER}`,
        offset: field.start,
      };
    }
    const colon = tokens[k + 1];
    if (colon === undefined || k + 1 >= lit.close || colon.text !== ':') {
      const at = colon !== undefined && k + 1 <= lit.close ? colon : tokens[lit.close]!;
      return { error: `mismatched input '${at.text}' expecting ':'`, offset: at.start };
    }
    const valueEnd = fieldEnd(tokens, k + 2, lit.close);
    if (valueEnd === k + 2) {
      const at = tokens[valueEnd]!;
      return { error: `mismatched input '${at.text}' expecting an expression`, offset: at.start };
    }
    const wrap = optional ? `${OPT_FIELD}(` : 'dyn(';
    out.insert(`${first ? '' : ', '}${JSON.stringify(field.text)}: ${wrap}`, field.start);
    const err = rewriteRange(src, tokens, k + 2, valueEnd, colon.end, tokens[valueEnd]!.start, out);
    if (err !== undefined) return err;
    out.insert(')', tokens[valueEnd]!.start);
    first = false;
    k = valueEnd;
    if (tokens[k]!.text === ',') k++;
  }
  out.insert('})', tokens[lit.close]!.start);
  return undefined;
}

// Object and JSONPatch have typed constructors; `Object.<path>` goes through __object. Any other
// name stays a bare reference, so the checker reports it undeclared, as cel-go's does.
function callee(name: string): string {
  const fn = literalFunctions[name];
  if (fn !== undefined) return `${fn}(`;
  return name.startsWith('Object.') ? `__object(${JSON.stringify(name)}, ` : `__object(${name}, `;
}

// The token ending a field's value: the next ',' or the closing '}' at the literal's own depth.
function fieldEnd(tokens: Token[], from: number, close: number): number {
  let depth = 0;
  for (let k = from; k < close; k++) {
    const t = tokens[k]!;
    if (t.kind !== 'punct') continue;
    if (t.text === '{' || t.text === '(' || t.text === '[') depth++;
    else if (t.text === '}' || t.text === ')' || t.text === ']') depth--;
    else if (t.text === ',' && depth === 0) return k;
  }
  return close;
}

/** Builds a rewritten text from copied and inserted pieces, keeping offsets mappable. */
export class Builder {
  private segments: Segment[] = [];
  private length = 0;

  copy(src: string, from: number, to: number): void {
    if (to > from) this.push(src.slice(from, to), from, true);
  }

  insert(text: string, anchor: number): void {
    this.push(text, anchor, false);
  }

  private push(text: string, origin: number, copied: boolean): void {
    this.segments.push({ outStart: this.length, text, origin, copied });
    this.length += text.length;
  }

  finish(): RewrittenExpression {
    const segments = this.segments;
    const text = segments.map((s) => s.text).join('');
    return {
      text,
      toOriginalOffset(offset: number): number {
        let seg: Segment | undefined;
        for (const s of segments) {
          if (s.outStart > offset) break;
          seg = s;
        }
        if (seg === undefined) return offset;
        const within = offset - seg.outStart;
        if (!seg.copied) return seg.origin;
        return seg.origin + within;
      },
    };
  }
}

// CEL's lexical structure, as far as finding literals needs: identifiers, numbers, strings (raw,
// bytes, triple-quoted), `//` comments (skipped) and single-character punctuation.
export function tokenize(src: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < src.length) {
    const c = src[i]!;
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    if (c === '/' && src[i + 1] === '/') {
      while (i < src.length && src[i] !== '\n') i++;
      continue;
    }
    const quoteAt = stringStart(src, i);
    if (quoteAt !== undefined) {
      const end = stringEnd(src, i, quoteAt);
      tokens.push({ kind: 'string', text: src.slice(i, end), start: i, end });
      i = end;
      continue;
    }
    if (/[A-Za-z_]/.test(c)) {
      let j = i + 1;
      while (j < src.length && /[A-Za-z0-9_]/.test(src[j]!)) j++;
      tokens.push({ kind: 'ident', text: src.slice(i, j), start: i, end: j });
      i = j;
      continue;
    }
    if (/[0-9]/.test(c)) {
      let j = i + 1;
      while (
        j < src.length &&
        (/[0-9A-Za-z_]/.test(src[j]!) ||
          (src[j] === '.' && /[0-9]/.test(src[j + 1] ?? '')) ||
          (/[+-]/.test(src[j]!) && /[eE]/.test(src[j - 1]!) && !/^0[xX]/.test(src.slice(i, j))))
      )
        j++;
      tokens.push({ kind: 'number', text: src.slice(i, j), start: i, end: j });
      i = j;
      continue;
    }
    tokens.push({ kind: 'punct', text: c, start: i, end: i + 1 });
    i++;
  }
  return tokens;
}

// The index of the opening quote when a string literal (with an r/b prefix) starts at i.
function stringStart(src: string, i: number): number | undefined {
  let j = i;
  for (let n = 0; n < 2 && /[rRbB]/.test(src[j] ?? ''); n++) j++;
  if (src[j] !== '"' && src[j] !== "'") return undefined;
  if (j > i && /[A-Za-z0-9_]/.test(src[i - 1] ?? '')) return undefined;
  return j;
}

function stringEnd(src: string, start: number, quoteAt: number): number {
  const raw = /[rR]/.test(src.slice(start, quoteAt));
  const q = src[quoteAt]!;
  const triple = src.startsWith(q.repeat(3), quoteAt);
  const close = triple ? q.repeat(3) : q;
  let j = quoteAt + close.length;
  while (j < src.length) {
    if (!raw && src[j] === '\\') {
      j += 2;
      continue;
    }
    if (src.startsWith(close, j)) return j + close.length;
    if (!triple && src[j] === '\n') return j;
    j++;
  }
  return src.length;
}
