// The items of a block list in the scenario text (cluster.objects): where each item's lines are,
// its text as the Configurations editor shows it (one YAML document), and an item written back.

import { isSeq, type Node } from 'yaml';
import {
  columnOf,
  dedent,
  endLine,
  indent,
  lineStart,
  nextLine,
  restIsComment,
} from './textLines.ts';

/** One item of a block list: its lines (the comment lines right above it included). */
export interface ItemRegion {
  /** Offset where the item's lines start (its comment lines above it, else its `-` line). */
  from: number;
  /** Offset of the item's `-`. */
  dash: number;
  /** Offset where the item's value starts (after `- `). */
  content: number;
  /** Offset just past the item's last line break. */
  to: number;
  dashColumn: number;
  contentColumn: number;
}

const isCommentLine = (line: string, column: number): boolean =>
  /^ *#/.test(line) && line.length - line.trimStart().length >= column;

/** The regions of a block list's items, not above `floor`; undefined for a layout it does not know. */
export function itemRegions(text: string, seq: unknown, floor: number): ItemRegion[] | undefined {
  if (!isSeq(seq) || seq.flow) return undefined;
  const regions: ItemRegion[] = [];
  let previousEnd = floor;
  for (const item of seq.items as (Node | null)[]) {
    const range = item?.range;
    if (!range) return undefined;
    const content = range[0];
    const dash = text.slice(lineStart(text, content), content).search(/- +$/);
    if (dash < 0) return undefined;
    const dashAt = lineStart(text, content) + dash;
    const dashColumn = columnOf(text, dashAt);
    let to: number;
    if (text[range[1] - 1] === '\n' || range[1] === text.length) to = range[1];
    else if (restIsComment(text, range[1])) to = nextLine(text, range[1]);
    else return undefined;
    let from = lineStart(text, dashAt);
    while (from > previousEnd) {
      const above = lineStart(text, from - 1);
      if (!isCommentLine(text.slice(above, from - 1).replace(/\r$/, ''), dashColumn)) break;
      from = above;
    }
    regions.push({
      from,
      dash: dashAt,
      content,
      to,
      dashColumn,
      contentColumn: columnOf(text, content),
    });
    previousEnd = to;
  }
  return regions;
}

/** An item's text as one YAML document at column 0 (LF): its comment lines, then its value. */
export function itemText(text: string, item: ItemRegion): string {
  const comments = dedent(text.slice(item.from, lineStart(text, item.dash)), item.dashColumn);
  const [first = '', ...rest] = text.slice(item.content, item.to).split('\n');
  const body = [first, ...rest.map((l) => dedent(l, item.contentColumn))].join('\n');
  return endLine(`${comments}${body}`.replace(/\r\n/g, '\n'));
}

/** A document's text (LF, column 0) written as a list item: `- ` before its first value line. */
export function renderItem(
  doc: string,
  dashColumn: number,
  contentColumn = dashColumn + 2,
): string {
  const lines = endLine(doc).replace(/\n$/, '').split('\n');
  const first = lines.findIndex((l) => l.trim() !== '' && !l.trimStart().startsWith('#'));
  if (first < 0) return '';
  const head = lines
    .slice(0, first)
    .map((l) => indent(l, dashColumn))
    .join('\n');
  const gap = contentColumn - dashColumn - 1;
  const item = `${' '.repeat(dashColumn)}-${' '.repeat(Math.max(1, gap))}${lines[first]}`;
  const rest = lines.slice(first + 1).map((l) => indent(l, contentColumn));
  return `${[...(first > 0 ? [head] : []), item, ...rest].join('\n')}\n`;
}
