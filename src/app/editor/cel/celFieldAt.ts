// Which expression the caret is in, for completion.

import type { CelField } from './celFields.ts';
import { sourceRange, valueOffset } from './scalarSource.ts';

/**
 * The expression the offset is in, and the offset in it. A plain scalar's value leaves out the
 * spaces typed after it (`expression: a && |`), so they count as the expression's when the caret
 * is after them on its last line.
 */
export function celFieldAt(
  fields: readonly CelField[],
  text: string,
  offset: number,
): { field: CelField; expression: string; at: number } | undefined {
  for (const field of fields) {
    const { start, end } = sourceRange(field.scalar, 0, field.scalar.value.length);
    if (start <= offset && offset <= end)
      return { field, expression: field.scalar.value, at: valueOffset(field.scalar, offset) };
    const gap = text.slice(end, offset);
    if (offset > end && /^[ \t]+$/.test(gap) && text[end] !== '"' && text[end] !== "'") {
      return {
        field,
        expression: field.scalar.value + gap,
        at: field.scalar.value.length + gap.length,
      };
    }
  }
  return undefined;
}
