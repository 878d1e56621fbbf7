// Inline Markdown: code spans, emphasis and strong emphasis (CommonMark's delimiter rules), links,
// autolinks, backslash escapes, character references and line breaks. Raw HTML is not
// recognised, so `<script>` stays the text it is; a link whose target is not safe keeps its text.

import type { Inline } from './markdown.ts';
import { entityAt, isEscapable, safeHref, unescapeText } from './safeHref.ts';

interface Delimiter {
  kind: 'delimiter';
  char: '*' | '_';
  /** Characters not yet used by a match. */
  count: number;
  /** The run's original length (the "rule of 3" looks at it). */
  length: number;
  canOpen: boolean;
  canClose: boolean;
}
type Piece = Inline | Delimiter;

/** How deep emphasis and links may nest; deeper markup stays text, so rendering never recurses far. */
const MAX_DEPTH = 12;
const depths = new WeakMap<Inline, number>();
const depthOf = (inline: Inline) => depths.get(inline) ?? 0;
const depthAround = (children: readonly Piece[]) =>
  1 + children.reduce((max, p) => Math.max(max, p.kind === 'delimiter' ? 0 : depthOf(p)), 0);
const nest = (node: Inline & { children: Inline[] }) => {
  depths.set(node, depthAround(node.children));
  return node;
};

const isSpace = (ch: string) => ch === '' || /\s/.test(ch);
const isPunct = (ch: string) => /[\p{P}\p{S}]/u.test(ch);
const URI_AUTOLINK = /^<([A-Za-z][A-Za-z0-9+.-]{1,31}:[^\s<>]*)>/;
const EMAIL_AUTOLINK =
  /^<([\w.!#$%&'*+/=?^`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*)>/;
const LINK_TAIL =
  /^\(\s*(?:<([^<>\n]*)>|((?:\\.|[^\s()\\]|\((?:\\.|[^\s()\\])*\))*))(?:\s+(?:"(?:\\.|[^"\\])*"|'(?:\\.|[^'\\])*'|\((?:\\.|[^()\\])*\)))?\s*\)/s;

/** Parses inline Markdown; inside a link's text, links and autolinks are plain text. */
export function parseInlines(src: string, inLink = false): Inline[] {
  const pieces: Piece[] = [];
  let text = '';
  const push = (piece: Piece) => {
    if (text !== '') pieces.push({ kind: 'text', text });
    text = '';
    pieces.push(piece);
  };
  const unclosed = new Set<number>();
  const pairs = inLink ? undefined : bracketPairs(src, unclosed);
  let i = 0;
  while (i < src.length) {
    const ch = src[i] ?? '';
    const rest = src.slice(i);
    const entity = ch === '&' ? entityAt(rest) : undefined;
    const autolink = ch === '<' && !inLink ? autolinkAt(rest) : undefined;
    const link = ch === '[' && pairs ? linkAt(src, i, pairs.get(i)) : undefined;
    if (ch === '\\' && src[i + 1] === '\n') {
      push({ kind: 'break' });
      i = skipSpaces(src, i + 2);
    } else if (ch === '\\' && isEscapable(src[i + 1] ?? '')) {
      text += src[i + 1];
      i += 2;
    } else if (ch === '\n') {
      // Text is handed over line by line, so trimming it never copies more than a line.
      let spaces = 0;
      while (spaces < text.length && src[i - spaces - 1] === ' ') spaces += 1;
      text = text.slice(0, text.length - spaces);
      if (spaces >= 2) push({ kind: 'break' });
      else push({ kind: 'text', text: '\n' });
      i = skipSpaces(src, i + 1);
    } else if (ch === '`') {
      const run = /^`+/.exec(rest)?.[0].length ?? 1;
      const span = codeSpan(src, i, run, unclosed);
      if (span) push({ kind: 'code', text: span.text });
      else text += '`'.repeat(run);
      i = span ? span.end : i + run;
    } else if (ch === '*' || ch === '_') {
      const run = (ch === '*' ? /^\*+/ : /^_+/).exec(rest)?.[0].length ?? 1;
      push(delimiter(ch, run, src[i - 1] ?? '', src[i + run] ?? ''));
      i += run;
    } else if (entity) {
      text += entity.value;
      i += entity.length;
    } else if (autolink) {
      if (autolink.href)
        push(
          nest({
            kind: 'link',
            href: autolink.href,
            children: [{ kind: 'text', text: autolink.text }],
          }),
        );
      else text += autolink.source;
      i += autolink.source.length;
    } else if (link) {
      const children = parseInlines(link.label, true);
      const href = safeHref(link.destination);
      // An unsafe target loses its link, not its words.
      const node = href === undefined ? undefined : nest({ kind: 'link', href, children });
      if (node && depthOf(node) <= MAX_DEPTH) push(node);
      else for (const child of children) push(child);
      i = link.end;
    } else {
      text += ch;
      i += 1;
    }
  }
  if (text !== '') pieces.push({ kind: 'text', text });
  return resolveEmphasis(pieces);
}

function skipSpaces(src: string, from: number): number {
  let i = from;
  while (src[i] === ' ' || src[i] === '\t') i += 1;
  return i;
}

/**
 * The code span opened by a run of n backticks at `from`: up to the next run of exactly n.
 * `unclosed` remembers the lengths with no closer left, so no run is searched for twice.
 */
function codeSpan(
  src: string,
  from: number,
  n: number,
  unclosed: Set<number>,
): { text: string; end: number } | undefined {
  if (unclosed.has(n)) return undefined;
  const closer = new RegExp(`(?<!\`)\`{${String(n)}}(?!\`)`, 'g');
  closer.lastIndex = from + n;
  const m = closer.exec(src);
  if (!m) {
    unclosed.add(n);
    return undefined;
  }
  let text = src.slice(from + n, m.index).replace(/\n/g, ' ');
  if (/^ .*[^ ].* $/s.test(text)) text = text.slice(1, -1);
  return { text, end: m.index + n };
}

/** CommonMark's flanking rules decide whether a run of `*` or `_` may open or close emphasis. */
function delimiter(char: '*' | '_', length: number, before: string, after: string): Delimiter {
  const left = !isSpace(after) && (!isPunct(after) || isSpace(before) || isPunct(before));
  const right = !isSpace(before) && (!isPunct(before) || isSpace(after) || isPunct(after));
  // `_` inside a word (snake_case) never emphasises.
  const canOpen = char === '*' ? left : left && (!right || isPunct(before));
  const canClose = char === '*' ? right : right && (!left || isPunct(after));
  return { kind: 'delimiter', char, count: length, length, canOpen, canClose };
}

/** A CommonMark autolink (`<https://…>`, `<a@b.example>`) opening the text, with its href if safe. */
function autolinkAt(
  rest: string,
): { source: string; text: string; href: string | undefined } | undefined {
  const email = EMAIL_AUTOLINK.exec(rest);
  const m = email ?? URI_AUTOLINK.exec(rest);
  if (!m) return undefined;
  const text = m[1] ?? '';
  return { source: m[0], text, href: safeHref(email ? `mailto:${text}` : text) };
}

/** Pairs each `[` with the `]` that closes it, skipping escapes and code spans, in one pass. */
function bracketPairs(src: string, unclosed: Set<number>): Map<number, number> {
  const pairs = new Map<number, number>();
  const open: number[] = [];
  for (let i = 0; i < src.length; i += 1) {
    const ch = src[i];
    if (ch === '\\') i += 1;
    else if (ch === '`') {
      const run = /^`+/.exec(src.slice(i))?.[0].length ?? 1;
      i = (codeSpan(src, i, run, unclosed)?.end ?? i + run) - 1;
    } else if (ch === '[') open.push(i);
    else if (ch === ']' && open.length > 0) pairs.set(open.pop() ?? 0, i);
  }
  return pairs;
}

/** An inline link `[label](destination "title")` whose label closes at `close`, if there is one. */
function linkAt(
  src: string,
  from: number,
  close: number | undefined,
): { label: string; destination: string; end: number } | undefined {
  if (close === undefined || src[close + 1] !== '(') return undefined;
  const m = LINK_TAIL.exec(src.slice(close + 1));
  if (!m) return undefined;
  return {
    label: src.slice(from + 1, close),
    destination: unescapeText(m[1] ?? m[2] ?? ''),
    end: close + 1 + m[0].length,
  };
}

/** Matches closers with openers (CommonMark's "process emphasis"), innermost first. */
function resolveEmphasis(pieces: Piece[]): Inline[] {
  // Openers at or below `bottom[key]` were already no match for a closer of this kind: skipping
  // them keeps long runs of unmatched delimiters linear, as CommonMark's openers_bottom does.
  const bottom = new Map<string, number>();
  for (let c = 0; c < pieces.length; c += 1) {
    const closer = pieces[c];
    if (closer?.kind !== 'delimiter' || !closer.canClose) continue;
    const key = `${closer.char}${String(closer.canOpen)}${String(closer.length % 3)}`;
    while (closer.count > 0) {
      const o = openerFor(pieces, closer, c, bottom.get(key) ?? -1);
      const opener = pieces[o];
      // Too deep counts as no match: any opener further down would enclose even more.
      if (opener?.kind !== 'delimiter' || depthAround(pieces.slice(o + 1, c)) > MAX_DEPTH) {
        bottom.set(key, c - 1);
        break;
      }
      const used = opener.count >= 2 && closer.count >= 2 ? 2 : 1;
      opener.count -= used;
      closer.count -= used;
      const children = flatten(pieces.slice(o + 1, c));
      pieces.splice(o + 1, c - o - 1, nest({ kind: used === 2 ? 'strong' : 'emphasis', children }));
      for (const [k, b] of bottom) if (b > o) bottom.set(k, o);
      c = o + 2;
    }
  }
  return flatten(pieces);
}

/** The index of the nearest opener for a closer above `floor`, or -1. */
function openerFor(pieces: readonly Piece[], closer: Delimiter, c: number, floor: number): number {
  for (let o = c - 1; o > floor; o -= 1) {
    const p = pieces[o];
    if (p?.kind !== 'delimiter' || p.char !== closer.char || !p.canOpen || p.count === 0) continue;
    // The "rule of 3": in `*foo**bar*` the `**` neither closes nor opens the outer pair.
    const oddMatch = (p.canClose || closer.canOpen) && (p.length + closer.length) % 3 === 0;
    if (!oddMatch || (p.length % 3 === 0 && closer.length % 3 === 0)) return o;
  }
  return -1;
}

/** Turns what is left of the delimiters into text and joins neighbouring text. */
function flatten(pieces: readonly Piece[]): Inline[] {
  const out: Inline[] = [];
  for (const p of pieces) {
    const piece: Inline | undefined =
      p.kind === 'delimiter'
        ? p.count > 0
          ? { kind: 'text', text: p.char.repeat(p.count) }
          : undefined
        : p;
    const last = out[out.length - 1];
    if (piece?.kind === 'text' && last?.kind === 'text')
      out[out.length - 1] = { kind: 'text', text: last.text + piece.text };
    else if (piece) out.push(piece);
  }
  return out;
}
