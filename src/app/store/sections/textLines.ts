// Line arithmetic on the scenario text, for splicing a section's text in at a node's place: where a
// line starts and ends, how far it is indented, and moving a block of lines left or right.

/** The offset where the line holding `offset` starts. */
export const lineStart = (text: string, offset: number): number =>
  text.lastIndexOf('\n', offset - 1) + 1;

/** The offset of the line break ending the line that holds `offset` (the text's length on the last line). */
export function lineEnd(text: string, offset: number): number {
  const at = text.indexOf('\n', offset);
  if (at < 0) return text.length;
  return text[at - 1] === '\r' && at - 1 >= offset ? at - 1 : at;
}

/** The offset just past the line break ending the line that holds `offset`. */
export function nextLine(text: string, offset: number): number {
  const at = text.indexOf('\n', offset);
  return at < 0 ? text.length : at + 1;
}

/** The column (0-based) of an offset. */
export const columnOf = (text: string, offset: number): number => offset - lineStart(text, offset);

/** The line break the text is written with: CRLF when its first line ends so. */
export function lineBreakOf(text: string): '\n' | '\r\n' {
  const at = text.indexOf('\n');
  return at > 0 && text[at - 1] === '\r' ? '\r\n' : '\n';
}

/** The text with every line break written as `lineBreak`. */
export const withLineBreaks = (text: string, lineBreak: '\n' | '\r\n'): string =>
  lineBreak === '\n' ? text.replace(/\r\n/g, '\n') : text.replace(/\r?\n/g, '\r\n');

/** Removes up to `columns` leading spaces from every line (a less indented line keeps its text). */
export function dedent(text: string, columns: number): string {
  if (columns <= 0) return text;
  return text.replace(/^ +/gm, (spaces) => spaces.slice(Math.min(columns, spaces.length)));
}

/** Indents every line that has text by `columns` spaces; the first line only when `first`. */
export function indent(text: string, columns: number, first = true): string {
  if (columns <= 0) return text;
  const pad = ' '.repeat(columns);
  const lines = text.split('\n');
  return lines
    .map((line, i) => ((i > 0 || first) && line !== '' && line !== '\r' ? pad + line : line))
    .join('\n');
}

/** The text ending in exactly one line break (none added to an empty text). */
export function endLine(text: string): string {
  if (text === '' || text.endsWith('\n')) return text;
  return `${text}\n`;
}

/** Tells whether the rest of a line from `offset` is only spaces or a comment. */
export function restIsComment(text: string, offset: number): boolean {
  return /^[ \t]*(#[^\n]*)?$/.test(text.slice(offset, lineEnd(text, offset)));
}

/** The offset where the first line after `offset`'s line that is not blank starts (bounded by `limit`). */
export function firstTextLine(text: string, offset: number, limit: number): number {
  let at = nextLine(text, offset);
  while (at < limit) {
    const end = lineEnd(text, at);
    if (text.slice(at, end).trim() !== '') return at;
    at = nextLine(text, at);
  }
  return Math.min(at, limit);
}

/** The indentation step the text uses: its smallest indentation of a key or item, else 2. */
export function indentStep(text: string): number {
  let step = Infinity;
  for (const m of text.matchAll(/^( +)[^\s#]/gm)) step = Math.min(step, m[1]?.length ?? Infinity);
  return Number.isFinite(step) && step <= 8 ? step : 2;
}
