// Replaces a mapping entry's value in the scenario text with a value's text, as one splice at the
// value's range: the text goes in as typed, moved to the value's place (on the key's line, or on
// the lines after it at the child indentation). Every other byte stays.

import { isMap, isSeq } from 'yaml';
import { endLine, indent, indentStep, lineBreakOf, lineEnd, withLineBreaks } from './textLines.ts';
import { sequenceStyle } from './yamlDocument.ts';
import type { ValueRegion } from './valueRegion.ts';

/** One splice of a text: the offsets it replaces and what goes there. */
export interface TextSplice {
  from: number;
  to: number;
  text: string;
}

/** A value as text at column 0 (LF, ending in a line break) and how it must be laid out. */
export interface ValueText {
  text: string;
  /** `inline` may stay on the key's line; a block goes on the lines after it. */
  layout: 'inline' | 'block' | 'block-seq';
}

/** How the scenario text lays out what it nests: its indentation step and whether lists are indented. */
export interface Layout {
  step: number;
  indentSeq: boolean;
}

/** The nesting the scenario text is written with, for the lines a splice adds. */
export const layoutOf = (source: string): Layout => ({
  step: indentStep(source),
  indentSeq: sequenceStyle(source).indentSeq !== false,
});

/** The layout a value's text asks for, from its parsed root node. */
export function valueText(text: string, node: unknown): ValueText {
  const body = endLine(text);
  if (isSeq(node) && !node.flow) return { text: body, layout: 'block-seq' };
  if (isMap(node) && !node.flow) return { text: body, layout: 'block' };
  const first = body.split('\n')[0] ?? '';
  return { text: body, layout: first.trim() === '' || first.startsWith('#') ? 'block' : 'inline' };
}

/** Applies splices (non-overlapping) to a text. */
export function applySplices(text: string, splices: readonly TextSplice[]): string {
  let out = text;
  for (const s of [...splices].sort((a, b) => b.from - a.from))
    out = out.slice(0, s.from) + s.text + out.slice(s.to);
  return out;
}

/** A first line stays on the key's line; the lines after it keep their place relative to the key. */
export function inlineBody(value: ValueText, keyColumn: number): string {
  const body = value.text.replace(/\n$/, '');
  const [first = '', ...rest] = body.split('\n');
  return [first, ...rest.map((l) => indent(l, keyColumn))].join('\n');
}

/** The column a block value's lines go at under a key at `keyColumn`. */
export function childColumn(value: ValueText, keyColumn: number, layout: Layout): number {
  if (value.layout === 'block-seq' && !layout.indentSeq) return keyColumn;
  return keyColumn + layout.step;
}

/** Replaces an entry's value with `value`, keeping the text around it. */
export function replaceValue(
  source: string,
  region: ValueRegion,
  value: ValueText,
  layout: Layout,
): TextSplice {
  const [, ...continuation] = value.text.replace(/\n$/, '').split('\n');
  const afterColon = source.slice(region.colonEnd, lineEnd(source, region.colonEnd));
  // Lines after the key's line must sit to the right of the key: a flow collection typed from
  // column 0 goes on the lines after the key instead.
  const inline =
    value.layout === 'inline' &&
    (region.inline
      ? continuation.every((l) => l === '' || l.startsWith(' '))
      : continuation.length === 0 && afterColon.trim() === '');
  let splice: TextSplice;
  if (inline && region.inline) {
    const body = inlineBody(value, region.keyColumn);
    const empty = region.from === region.to;
    const keepBreak = source[region.to - 1] === '\n';
    splice = {
      from: region.from,
      to: region.to,
      text: `${empty ? ' ' : ''}${body}${keepBreak ? '\n' : ''}`,
    };
  } else if (inline) {
    splice = { from: region.colonEnd, to: region.to, text: ` ${inlineBody(value, 0)}\n` };
  } else if (region.inline) {
    const column = childColumn(value, region.keyColumn, layout);
    // An empty value keeps the key line's comment; a written one is in the section's text.
    const from = region.from === region.to ? lineEnd(source, region.colonEnd) : region.colonEnd;
    splice = { from, to: region.entryTo, text: `\n${indent(value.text, column)}` };
  } else {
    let column = region.column;
    if (column <= region.keyColumn && value.layout !== 'block-seq')
      column = region.keyColumn + layout.step;
    splice = { from: region.from, to: region.to, text: indent(value.text, column) };
  }
  if (splice.to === source.length && !source.endsWith('\n'))
    splice.text = splice.text.replace(/\n$/, '');
  return { ...splice, text: withLineBreaks(splice.text, lineBreakOf(source)) };
}
