// Decides where a position inside a YAML string lands in the scenario text. A literal block
// scalar (`|`) keeps its lines, so its content maps line for line onto the lines after the
// indicator, shifted by the indentation; any other string maps wholly onto its own span.

import type { SourceSpan } from '../errors.ts';
import { lineLocator } from './spans.ts';
import type { Locator } from './spans.ts';

/** The scenario text with its line starts. */
export interface SourceText {
  text: string;
  lineStarts: readonly number[];
}

/**
 * Returns a locator for offsets into `value`, the string whose span in `source` is `span`;
 * `innerLineStarts` are the line starts of `value` itself.
 */
export function innerLocator(
  source: SourceText,
  span: SourceSpan,
  value: string,
  innerLineStarts: readonly number[],
): Locator {
  const whole: Locator = () => span;
  const indent = literalIndent(source, span, value);
  if (indent === undefined) return whole;
  const inner = lineLocator(innerLineStarts);
  return (start, end) => {
    const at = inner(start, end);
    // Content line 1 is the line after the indicator's line.
    return {
      line: span.line + at.line,
      column: at.column + indent,
      endLine: span.line + at.endLine,
      endColumn: at.endColumn + indent,
    };
  };
}

/** Returns the indentation of a literal block scalar whose lines all match the source. */
function literalIndent(source: SourceText, span: SourceSpan, value: string): number | undefined {
  const { text, lineStarts } = source;
  const header = (lineStarts[span.line - 1] ?? 0) + span.column - 1;
  if (text[header] !== '|') return undefined;
  const lines = value.split('\n');
  // The final line break ends the last line rather than starting another.
  if (value.endsWith('\n')) lines.pop();
  const first = lines.findIndex((line) => line !== '');
  if (first < 0) return undefined;
  const firstLine = lines[first] ?? '';
  const indent = lineAt(source, span.line + first).length - firstLine.length;
  if (indent < 0) return undefined;
  const matches = lines.every((line, k) => {
    const outer = lineAt(source, span.line + k);
    if (line === '') return outer.trim() === '';
    return outer.slice(indent) === line && outer.slice(0, indent).trim() === '';
  });
  return matches ? indent : undefined;
}

/** Returns the text of the 0-based line `index`, without its line break. */
function lineAt({ text, lineStarts }: SourceText, index: number): string {
  const start = lineStarts[index];
  if (start === undefined) return '';
  const next = lineStarts[index + 1];
  return text.slice(start, next === undefined ? text.length : next - 1).replace(/\r$/, '');
}
