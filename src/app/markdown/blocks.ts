// Block structure of the Markdown subset: paragraphs, ATX headings, fenced and indented code,
// bullet and ordered lists (nested by indentation). Follows CommonMark where it matters for
// hand-written text; block quotes, setext headings, tables and HTML blocks stay paragraphs.

import { parseInlines } from './inlines.ts';
import type { Block } from './markdown.ts';

const BLANK = /^[ \t]*$/;
const FENCE = /^(`{3,}|~{3,})(.*)$/;
const HEADING = /^(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
/** How deep lists may nest; deeper markers stay text, so rendering never recurses far. */
const MAX_LIST_DEPTH = 10;
const MARKER = /^(?:[-*+]|\d{1,9}[.)])(?=[ \t]|$)/;

interface Marker {
  /** `-`, `*`, `+`, `.` or `)`: a list goes on only with items of the same kind. */
  type: string;
  ordered: boolean;
  start: number;
  /** The column the item's content starts at; its continuation lines are indented that far. */
  contentIndent: number;
  first: string;
}

/** Counts the columns of leading whitespace, tabs stopping every 4 columns. */
function indentOf(line: string): number {
  let col = 0;
  for (const ch of line) {
    if (ch === ' ') col += 1;
    else if (ch === '\t') col += 4 - (col % 4);
    else break;
  }
  return col;
}

/** Removes n columns of leading whitespace (a tab wider than what is left becomes spaces). */
function dedent(line: string, n: number): string {
  let col = 0;
  let i = 0;
  while (i < line.length && col < n) {
    const ch = line[i];
    const width = ch === ' ' ? 1 : ch === '\t' ? 4 - (col % 4) : 0;
    if (width === 0) break;
    if (col + width > n) return ' '.repeat(col + width - n) + line.slice(i + 1);
    col += width;
    i += 1;
  }
  return line.slice(i);
}

function listMarker(line: string): Marker | undefined {
  const indent = indentOf(line);
  if (indent > 3) return undefined;
  const rest = line.trimStart();
  const marker = MARKER.exec(rest)?.[0];
  if (marker === undefined) return undefined;
  const end = indent + marker.length;
  const after = ' '.repeat(end) + rest.slice(marker.length);
  const gap = indentOf(after) - end;
  // Content indented five or more past the marker is an indented code block inside the item.
  const contentIndent = BLANK.test(after) || gap > 4 ? end + 1 : end + gap;
  const ordered = /\d/.test(marker);
  return {
    type: ordered ? marker.slice(-1) : marker,
    ordered,
    start: ordered ? Number.parseInt(marker, 10) : 1,
    contentIndent,
    first: BLANK.test(after) ? '' : dedent(after, contentIndent),
  };
}

function fenceOf(line: string) {
  if (indentOf(line) > 3) return undefined;
  const m = FENCE.exec(line.trimStart());
  const fence = m?.[1];
  const info = m?.[2] ?? '';
  if (fence === undefined || (fence.startsWith('`') && info.includes('`'))) return undefined;
  return { fence, info: info.trim(), indent: indentOf(line) };
}

/** Whether a line starts a block that ends a paragraph (an empty or ordered-from-2 item does not). */
function interruptsParagraph(line: string): boolean {
  if (indentOf(line) > 3) return false;
  const marker = listMarker(line);
  if (marker) return marker.first.trim() !== '' && (!marker.ordered || marker.start === 1);
  return fenceOf(line) !== undefined || HEADING.test(line.trimStart());
}

/** Parses lines into blocks. */
export function parseBlocks(lines: readonly string[], depth = 0): Block[] {
  const blocks: Block[] = [];
  let para: string[] = [];
  const flush = () => {
    if (para.length > 0)
      blocks.push({ kind: 'paragraph', children: parseInlines(para.join('\n').trim()) });
    para = [];
  };
  let i = 0;
  while (i < lines.length) {
    const line = lines[i] ?? '';
    if (BLANK.test(line)) {
      flush();
      i += 1;
    } else if (para.length > 0 && !interruptsParagraph(line)) {
      para.push(line.trimStart());
      i += 1;
    } else if (indentOf(line) >= 4) {
      i = indentedCode(lines, i, blocks);
    } else if (fenceOf(line)) {
      flush();
      i = fencedCode(lines, i, blocks);
    } else if (HEADING.test(line.trimStart())) {
      flush();
      const m = HEADING.exec(line.trimStart());
      blocks.push({
        kind: 'heading',
        level: m?.[1]?.length ?? 1,
        children: parseInlines(m?.[2] ?? ''),
      });
      i += 1;
    } else if (depth < MAX_LIST_DEPTH && listMarker(line)) {
      flush();
      i = list(lines, i, blocks, depth);
    } else {
      para.push(line.trimStart());
      i += 1;
    }
  }
  flush();
  return blocks;
}

function indentedCode(lines: readonly string[], from: number, out: Block[]): number {
  const body: string[] = [];
  let i = from;
  for (; i < lines.length; i += 1) {
    const line = lines[i] ?? '';
    if (!BLANK.test(line) && indentOf(line) < 4) break;
    body.push(dedent(line, 4));
  }
  while (body.length > 0 && BLANK.test(body[body.length - 1] ?? '')) body.pop();
  out.push({ kind: 'codeBlock', text: body.join('\n'), info: '' });
  return i;
}

function fencedCode(lines: readonly string[], from: number, out: Block[]): number {
  const open = fenceOf(lines[from] ?? '');
  if (!open) return from + 1;
  const body: string[] = [];
  let i = from + 1;
  for (; i < lines.length; i += 1) {
    const line = lines[i] ?? '';
    const close = fenceOf(line);
    if (
      close &&
      close.info === '' &&
      close.fence[0] === open.fence[0] &&
      close.fence.length >= open.fence.length
    ) {
      i += 1;
      break;
    }
    body.push(dedent(line, open.indent));
  }
  out.push({ kind: 'codeBlock', text: body.join('\n'), info: open.info.split(/\s/)[0] ?? '' });
  return i;
}

function list(lines: readonly string[], from: number, out: Block[], depth: number): number {
  const first = listMarker(lines[from] ?? '');
  if (!first) return from + 1;
  const items: Block[][] = [];
  let tight = true;
  let i = from;
  let marker: Marker | undefined = first;
  while (marker && marker.type === first.type) {
    const body = [marker.first];
    i += 1;
    for (; i < lines.length; i += 1) {
      const line = lines[i] ?? '';
      const previous = body[body.length - 1] ?? '';
      if (BLANK.test(line)) body.push('');
      else if (indentOf(line) >= marker.contentIndent)
        body.push(dedent(line, marker.contentIndent));
      // A lazy continuation line: paragraph text that did not bother to indent.
      else if (!BLANK.test(previous) && !interruptsParagraph(line) && !listMarker(line))
        body.push(line.trimStart());
      else break;
    }
    let trailing = 0;
    while (body.length > 1 && BLANK.test(body[body.length - 1] ?? '')) {
      body.pop();
      trailing += 1;
    }
    const blocks = parseBlocks(body, depth + 1);
    if (blocks.length > 1 && body.some((l) => BLANK.test(l))) tight = false;
    items.push(blocks);
    marker = i < lines.length ? listMarker(lines[i] ?? '') : undefined;
    if (trailing > 0 && marker?.type === first.type) tight = false;
  }
  out.push({ kind: 'list', ordered: first.ordered, start: first.start, tight, items });
  return i;
}
