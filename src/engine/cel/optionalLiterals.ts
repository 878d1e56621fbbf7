// Optional elements of list and map literals (`[a, ?b]`, `{'k': a, ?'j': b}`), which cel-go's
// parser reads with the optional library (parser.go: `'?'` before a list element or map key;
// checker.go checkCreateList/checkCreateMap: the element must be optional_type(T) and the literal
// holds T) and cel-js does not. A literal holding one is rewritten to a call that drops the empty
// ones: `__optList([__optWrap(a), b])`, `__optMap({'k': __optWrap(a), 'j': b})`
// (library/optional.ts; literals.ts checks the elements as cel-go's checker does), with every
// offset mappable to the original text.

import {
  Builder,
  endsValue,
  type RewrittenExpression,
  type Token,
  tokenize,
} from './messageLiterals.ts';

/** The calls a literal with optional elements becomes, and the wrapper of its plain elements. */
export const OPT_LIST = '__optList';
export const OPT_MAP = '__optMap';
export const OPT_WRAP = '__optWrap';

/** Rewrites the literals with optional elements, or answers undefined when there are none. */
export function rewriteOptionalElements(expression: string): RewrittenExpression | undefined {
  if (!expression.includes('?')) return undefined;
  const tokens = tokenize(expression);
  const out = new Builder();
  const changed = rewriteRange(expression, tokens, 0, tokens.length, 0, expression.length, out);
  return changed ? out.finish() : undefined;
}

// Copies tokens [from, to) (text [start, end)), rewriting the literals in it; true if any was.
function rewriteRange(
  src: string,
  tokens: Token[],
  from: number,
  to: number,
  start: number,
  end: number,
  out: Builder,
): boolean {
  let copyFrom = start;
  let changed = false;
  for (let i = from; i < to; i++) {
    const t = tokens[i]!;
    if (t.kind !== 'punct' || (t.text !== '[' && t.text !== '{')) continue;
    const prev = tokens[i - 1];
    if (prev !== undefined && endsValue(prev)) continue;
    const close = closing(tokens, i, to);
    if (close === undefined) continue;
    const parts = elements(tokens, i + 1, close);
    if (!parts.some((p) => tokens[p.from]?.text === '?')) continue;
    out.copy(src, copyFrom, t.start);
    rewriteLiteral(src, tokens, t.text === '[', parts, close, out);
    copyFrom = tokens[close]!.end;
    i = close;
    changed = true;
  }
  out.copy(src, copyFrom, end);
  return changed;
}

interface Part {
  from: number;
  to: number;
}

function rewriteLiteral(
  src: string,
  tokens: Token[],
  list: boolean,
  parts: Part[],
  close: number,
  out: Builder,
): void {
  const open = tokens[parts[0]!.from - 1]!;
  out.insert(list ? `${OPT_LIST}([` : `${OPT_MAP}({`, open.start);
  parts.forEach((p, n) => {
    const optional = tokens[p.from]!.text === '?';
    const first = optional ? p.from + 1 : p.from;
    if (n > 0) out.insert(', ', tokens[p.from]!.start);
    // A map entry: the key as it is, then the value (after the top-level ':').
    let valueFrom = first;
    if (!list) {
      const colon = topLevel(tokens, first, p.to, ':');
      if (colon === undefined) {
        copy(src, tokens, first, p.to, out);
        return;
      }
      copy(src, tokens, first, colon, out);
      out.insert(': ', tokens[colon]!.start);
      valueFrom = colon + 1;
    }
    if (!optional) out.insert(`${OPT_WRAP}(`, tokens[valueFrom]?.start ?? tokens[p.to]!.start);
    copy(src, tokens, valueFrom, p.to, out);
    if (!optional) out.insert(')', tokens[p.to]!.start);
  });
  out.insert(list ? '])' : '})', tokens[close]!.start);
}

function copy(src: string, tokens: Token[], from: number, to: number, out: Builder): void {
  if (from >= to) return;
  rewriteRange(src, tokens, from, to, tokens[from]!.start, tokens[to - 1]!.end, out);
}

// The token closing the bracket at `open`.
function closing(tokens: Token[], open: number, to: number): number | undefined {
  let depth = 0;
  for (let k = open; k < to; k++) {
    const t = tokens[k]!;
    if (t.kind !== 'punct') continue;
    if (t.text === '{' || t.text === '(' || t.text === '[') depth++;
    else if (t.text === '}' || t.text === ')' || t.text === ']') {
      depth--;
      if (depth === 0) return k;
    }
  }
  return undefined;
}

// The elements between the brackets, split at top-level commas (a trailing comma is allowed).
function elements(tokens: Token[], from: number, close: number): Part[] {
  const parts: Part[] = [];
  let start = from;
  for (;;) {
    const comma = topLevel(tokens, start, close, ',');
    const end = comma ?? close;
    if (end > start) parts.push({ from: start, to: end });
    if (comma === undefined) return parts;
    start = comma + 1;
  }
}

function topLevel(tokens: Token[], from: number, to: number, text: string): number | undefined {
  let depth = 0;
  for (let k = from; k < to; k++) {
    const t = tokens[k]!;
    if (t.kind !== 'punct') continue;
    if (t.text === '{' || t.text === '(' || t.text === '[') depth++;
    else if (t.text === '}' || t.text === ')' || t.text === ']') depth--;
    else if (t.text === text && depth === 0) return k;
  }
  return undefined;
}
