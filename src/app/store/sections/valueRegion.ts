// Where a mapping entry's value sits in the scenario text, as the yaml library's node ranges say:
// on the key's line (a scalar, a flow collection, a block scalar's header) or on the lines after it
// (a block mapping or sequence). A section editor shows that text and writes into exactly it.

import { Scalar, isCollection, isScalar, type Node, type Pair } from 'yaml';
import {
  columnOf,
  dedent,
  endLine,
  firstTextLine,
  lineEnd,
  lineStart,
  nextLine,
  restIsComment,
} from './textLines.ts';

/** The text of one entry's value: offsets into the scenario text and how it is laid out. */
export interface ValueRegion {
  /** Offsets of the value's text; a value on the key's line includes its line's comment. */
  from: number;
  to: number;
  /** True when the value starts on the key's line. */
  inline: boolean;
  /** The column of the key. */
  keyColumn: number;
  /** The column of a block value's lines (the key's column for an inline value). */
  column: number;
  /** The offset just past the key's colon. */
  colonEnd: number;
  /** Offsets of the entry's whole lines, from the key's line to the value's last line break. */
  entryFrom: number;
  entryTo: number;
}

/** A value with no text (`key:`) or written as null (`~`, `null`): the engine reads it as absent. */
export function isNothing(node: unknown): boolean {
  if (node === undefined || node === null) return true;
  if (!isScalar(node) || (node.type !== Scalar.PLAIN && node.type !== undefined)) return false;
  const value = node.value;
  return value === null || (typeof value === 'string' && /^(|~|null|Null|NULL)$/.test(value));
}

/** The offset past a key's `:`; undefined for a key written another way (`? key`). */
function colonAfter(text: string, key: Node): number | undefined {
  const end = key.range?.[1];
  if (end === undefined) return undefined;
  const m = /^[ \t]*:/.exec(text.slice(end, end + 64));
  return m ? end + m[0].length : undefined;
}

/**
 * The region of a block mapping entry's value; undefined for a layout the splicer does not know.
 * A value on the key's line takes its line's comment along unless `lineComment` is false.
 */
export function valueRegion(text: string, pair: Pair, lineComment = true): ValueRegion | undefined {
  const key = pair.key as Node | null;
  const keyStart = key?.range?.[0];
  if (!isScalar(key) || keyStart === undefined) return undefined;
  const colonEnd = colonAfter(text, key);
  if (colonEnd === undefined) return undefined;
  const keyColumn = columnOf(text, keyStart);
  const value = pair.value as Node | null;
  const keyLineEnd = lineEnd(text, colonEnd);
  const entryFrom = lineStart(text, keyStart);
  const base = { keyColumn, colonEnd, entryFrom };
  const range = value?.range ?? undefined;
  if (value === null || range === undefined || (isNothing(value) && range[0] === range[1])) {
    return {
      ...base,
      from: colonEnd,
      to: colonEnd,
      inline: true,
      column: keyColumn,
      entryTo: nextLine(text, colonEnd),
    };
  }
  if (range[0] < keyLineEnd || (range[0] === keyLineEnd && !isCollection(value))) {
    // On the key's line. A block scalar's range already ends past its last line break.
    const blockScalar = isScalar(value) && value.type?.startsWith('BLOCK') === true;
    let to = range[1];
    if (!blockScalar && lineComment && restIsComment(text, to)) to = lineEnd(text, to);
    const entryTo = text[to - 1] === '\n' ? to : nextLine(text, to);
    return { ...base, from: range[0], to, inline: true, column: keyColumn, entryTo };
  }
  if (!isCollection(value)) return undefined; // a scalar on the next line: leave it to the fallback
  const to = text[range[1] - 1] === '\n' || range[1] === text.length ? range[1] : undefined;
  if (to === undefined) return undefined;
  const from = firstTextLine(text, colonEnd, range[0]);
  return { ...base, from, to, inline: false, column: columnOf(text, range[0]), entryTo: to };
}

/** The value's text as a section editor shows it: moved to column 0, ending in a line break, LF. */
export function regionText(text: string, region: ValueRegion): string {
  const cut = text.slice(region.from, region.to).replace(/\r\n/g, '\n');
  if (region.inline) {
    // Continuation lines (a flow collection over lines, a block scalar's body) keep their place
    // relative to the key.
    const [first = '', ...rest] = cut.split('\n');
    return endLine([first, ...rest.map((l) => dedent(l, region.keyColumn))].join('\n'));
  }
  return endLine(dedent(cut, region.column));
}
