// Where a position acorn or a stack trace names (1-based line and column in the script's own lines)
// is in the editor's text: the value offset of that line and column, widened to the name that starts
// there, then moved through the scalar's decoding (block, quoted or plain) to the source.

import { sourceRange, type DecodedScalar } from '../cel/scalarSource.ts';

/** The value offset of a 1-based line and column, clamped to that line (and to the last line). */
export function valueOffsetOf(value: string, line: number, column: number): number {
  let start = 0;
  for (let l = 1; l < line; l++) {
    const next = value.indexOf('\n', start);
    if (next === -1) return value.length;
    start = next + 1;
  }
  const lineEnd = value.indexOf('\n', start);
  const end = lineEnd === -1 ? value.length : lineEnd;
  return Math.min(start + Math.max(0, column - 1), end);
}

const namePart = /[\w$]/;

/**
 * The value range to mark for an offset: the name starting there, else one character. Past the last
 * character that is not whitespace (acorn's "Unexpected token" at the end of the input, on the
 * line after the script) it is that last character, so the mark stays inside the script.
 */
export function markedValueRange(value: string, offset: number): { from: number; to: number } {
  const content = value.trimEnd().length;
  if (content === 0) return { from: 0, to: 0 };
  let at = Math.min(Math.max(0, offset), content - 1);
  // At a line's end: its last character, so the squiggle is on that line and not before the next.
  if (value[at] === '\n' && at > 0 && value[at - 1] !== '\n') at--;
  let to = at + 1;
  if (namePart.test(value[at]!)) while (to < content && namePart.test(value[to]!)) to++;
  return { from: at, to };
}

/** The editor text range [start, end) for a script position. */
export function placeInScript(
  scalar: DecodedScalar,
  line: number,
  column: number,
): { start: number; end: number } {
  const { from, to } = markedValueRange(scalar.value, valueOffsetOf(scalar.value, line, column));
  return sourceRange(scalar, from, to);
}
