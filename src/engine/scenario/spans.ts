// Decides where things are: records the source span of every value (and of every key) by JSON
// pointer once, so later stages attach positions by pointer without knowing YAML existed.

import type { SourceSpan } from '../errors.ts';
import { parentPointer } from './pointer.ts';

/** Looks up source positions by JSON pointer. */
export interface SpanIndex {
  /** the span of the value at a JSON pointer, or of its nearest ancestor that has one */
  spanOf(pointer: string): SourceSpan | undefined;
  /** The span of a position inside a literal block scalar (1-based in the block's own lines), if the value is one. */
  spanWithin?(pointer: string, line: number, column: number): SourceSpan | undefined;
}

/** Turns a range of offsets in some YAML text into a 1-based span in the scenario text. */
export type Locator = (start: number, end: number) => SourceSpan;

/** The span every position falls back to: the first character of the text. */
export const START_SPAN: SourceSpan = { line: 1, column: 1, endLine: 1, endColumn: 1 };

/** Builds a locator from the sorted line-start offsets of a text (as yaml's LineCounter keeps). */
export function lineLocator(lineStarts: readonly number[]): Locator {
  const position = (offset: number): { line: number; column: number } => {
    let low = 0;
    let high = lineStarts.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((lineStarts[mid] ?? 0) <= offset) low = mid + 1;
      else high = mid;
    }
    // `low` lines start at or before the offset; the text always starts a line at 0.
    const line = Math.max(low, 1);
    return { line, column: offset - (lineStarts[line - 1] ?? 0) + 1 };
  };
  return (start, end) => {
    const from = position(start);
    const to = position(Math.max(end, start));
    return { line: from.line, column: from.column, endLine: to.line, endColumn: to.column };
  };
}

const contains = (span: SourceSpan, line: number, column: number): boolean =>
  (span.line < line || (span.line === line && span.column <= column)) &&
  (span.endLine > line || (span.endLine === line && span.endColumn >= column));

/** Orders spans by start: positive when `a` starts after `b`. */
const compareStarts = (a: SourceSpan, b: SourceSpan): number =>
  a.line - b.line || a.column - b.column;

/** The pointer → span table the parser fills while it converts YAML to JSON. */
export class SpanTable implements SpanIndex {
  readonly #values = new Map<string, SourceSpan>();
  readonly #keys = new Map<string, SourceSpan>();
  readonly #blocks = new Map<string, { line: number; indent: number }>();

  /** Records that the value at `pointer` is a literal block whose content starts at `line`, indented by `indent`. */
  recordBlock(pointer: string, line: number, indent: number): void {
    this.#blocks.set(pointer, { line, indent });
  }

  /** Returns the span of one character inside a literal block value, or undefined when the value is not one. */
  spanWithin(pointer: string, line: number, column: number): SourceSpan | undefined {
    const block = this.#blocks.get(pointer);
    if (block === undefined) return undefined;
    const at = { line: block.line + line - 1, column: block.indent + column };
    return { ...at, endLine: at.line, endColumn: at.column + 1 };
  }

  /** Records the span of the value at `pointer`. */
  recordValue(pointer: string, span: SourceSpan): void {
    this.#values.set(pointer, span);
  }

  /** Records the span of the map key whose value is at `pointer`. */
  recordKey(pointer: string, span: SourceSpan): void {
    this.#keys.set(pointer, span);
  }

  /** Returns the span of the value at a JSON pointer, or of its nearest ancestor that has one. */
  spanOf(pointer: string): SourceSpan | undefined {
    for (let p: string | undefined = pointer; p !== undefined; p = parentPointer(p)) {
      const span = this.#values.get(p);
      if (span) return span;
    }
    return undefined;
  }

  /** Returns the span of the key naming the value at `pointer`, else that of the value. */
  keySpanOf(pointer: string): SourceSpan | undefined {
    return this.#keys.get(pointer) ?? this.spanOf(pointer);
  }

  /** Returns the pointer of the innermost recorded value containing a position, else the root. */
  pointerAt(line: number, column: number): string {
    let best: { pointer: string; span: SourceSpan } | undefined;
    for (const [pointer, span] of this.#values) {
      if (!contains(span, line, column)) continue;
      // The innermost value starts last; a key-less wrapper with the same start is shallower.
      const order = best ? compareStarts(span, best.span) : 1;
      if (order > 0 || (order === 0 && best && pointer.length > best.pointer.length)) {
        best = { pointer, span };
      }
    }
    return best?.pointer ?? '';
  }
}
