// What cel-go's parser says of a string or bytes literal whose escapes the lexer took but
// unescape cannot decode (parser/unescape.go unescapeChar; parser.go unquote reports it at the
// literal, without "Syntax error: "). cel-js words these its own way, and refuses a surrogate
// (`'\ud800'`) that cel-go up to v0.22 (Kubernetes 1.32) takes and encodes as U+FFFD; v0.23 refuses
// it and a code point past U+10FFFF as `invalid unicode code point`.

import { lexCel, T } from './celLexer.ts';
import type { CelIssue } from './errors.ts';

interface Escape {
  /** Offset of the backslash in the source. */
  at: number;
  kind: string;
  /** The code point of a \u or \U escape. */
  value?: number;
}

// The escapes of a quoted literal's text (the lexer has checked their form).
function escapes(text: string, from: number): Escape[] {
  const found: Escape[] = [];
  for (let i = 0; i < text.length; i++) {
    if (text[i] !== '\\') continue;
    const kind = text[i + 1] ?? '';
    const width = kind === 'u' ? 4 : kind === 'U' ? 8 : kind === 'x' || kind === 'X' ? 2 : 0;
    const octal = /[0-3]/.test(kind) ? 2 : 0;
    const e: Escape = { at: from + i, kind };
    if (kind === 'u' || kind === 'U') e.value = parseInt(text.slice(i + 2, i + 2 + width), 16);
    found.push(e);
    i += 1 + width + octal;
  }
  return found;
}

const isSurrogate = (v: number): boolean => v >= 0xd800 && v <= 0xdfff;

// A literal token's escapes, or none for a raw literal (r'…', br'…').
function literalEscapes(text: string, start: number): { bytes: boolean; escapes: Escape[] } {
  const prefix = /^[bBrR]*/.exec(text)![0];
  const bytes = /[bB]/.test(prefix);
  if (/[rR]/.test(prefix)) return { bytes, escapes: [] };
  return { bytes, escapes: escapes(text, start) };
}

/** The unescape errors of `src`'s literals as cel-go 0.<celGo> reports them. */
export function stringLiteralIssues(src: string, celGo: number): CelIssue[] {
  const issues: CelIssue[] = [];
  for (const t of lexCel(src, celGo >= 23).tokens) {
    if (t.type !== T.STRING && t.type !== T.BYTES) continue;
    const { bytes, escapes: found } = literalEscapes(t.text, t.start);
    for (const e of found) {
      const message = unescapeError(e, bytes, celGo);
      if (message === undefined) continue;
      // unescape stops at its first error: one per literal.
      issues.push({ offset: t.start, message });
      break;
    }
  }
  return issues;
}

function unescapeError(e: Escape, bytes: boolean, celGo: number): string | undefined {
  if (e.value === undefined) return undefined;
  if (bytes) return 'unable to unescape string';
  if (celGo >= 23)
    return e.value > 0x10ffff || isSurrogate(e.value) ? 'invalid unicode code point' : undefined;
  // v0.22: only `v > utf8.MaxRune` is refused; a surrogate is encoded (as U+FFFD).
  return e.value > 0x10ffff ? 'unable to unescape string' : undefined;
}

/**
 * The source with every surrogate \u or \U escape of a (non-raw) string literal written as U+FFFD,
 * which is what cel-go v0.22's utf8.EncodeRune makes of it; the length stays the same.
 */
export function encodeSurrogateEscapes(src: string): string {
  let out = src;
  for (const t of lexCel(src).tokens) {
    if (t.type !== T.STRING) continue;
    for (const e of literalEscapes(t.text, t.start).escapes) {
      if (e.value === undefined || !isSurrogate(e.value)) continue;
      const replacement = e.kind === 'u' ? '\\uFFFD' : '\\U0000FFFD';
      out = out.slice(0, e.at) + replacement + out.slice(e.at + replacement.length);
    }
  }
  return out;
}
