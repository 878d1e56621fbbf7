import { describe, expect, it } from 'vitest';
import { SpanTable, lineLocator } from './spans.ts';

const span = (line: number, column: number, endLine: number, endColumn: number) => ({
  line,
  column,
  endLine,
  endColumn,
});

describe('lineLocator', () => {
  // "ab\ncd\n" starts lines at offsets 0, 3 and 6.
  const locate = lineLocator([0, 3, 6]);
  it.each([
    { name: 'the first character', start: 0, end: 1, expected: span(1, 1, 1, 2) },
    { name: 'a range on the second line', start: 3, end: 5, expected: span(2, 1, 2, 3) },
    { name: 'a range across lines', start: 1, end: 4, expected: span(1, 2, 2, 2) },
    { name: 'the end of the text', start: 6, end: 6, expected: span(3, 1, 3, 1) },
  ])('turns offsets into 1-based spans for $name', ({ start, end, expected }) => {
    expect(locate(start, end)).toEqual(expected);
  });
});

describe('SpanTable', () => {
  const table = new SpanTable();
  table.recordValue('', span(1, 1, 9, 1));
  table.recordValue('/webhooks', span(2, 3, 8, 1));
  table.recordValue('/webhooks/a~1b', span(3, 5, 4, 1));
  table.recordValue('/cluster/objects/4', span(5, 5, 8, 1));
  table.recordKey('/webhooks/a~1b', span(3, 3, 3, 6));

  it.each([
    { name: 'a recorded pointer', pointer: '/webhooks/a~1b', expected: span(3, 5, 4, 1) },
    {
      name: 'a pointer below a recorded one',
      pointer: '/webhooks/a~1b/response/status',
      expected: span(3, 5, 4, 1),
    },
    {
      name: 'a document inside a string',
      pointer: '/cluster/objects/4#1/metadata',
      expected: span(5, 5, 8, 1),
    },
    { name: 'an unrecorded top-level field', pointer: '/expect', expected: span(1, 1, 9, 1) },
  ])('finds the span of $name', ({ pointer, expected }) => {
    expect(table.spanOf(pointer)).toEqual(expected);
  });

  it('has no span for anything when nothing is recorded', () => {
    expect(new SpanTable().spanOf('/a')).toBeUndefined();
  });

  it('finds key spans, falling back to the value', () => {
    expect(table.keySpanOf('/webhooks/a~1b')).toEqual(span(3, 3, 3, 6));
    expect(table.keySpanOf('/webhooks')).toEqual(span(2, 3, 8, 1));
  });

  it.each([
    { name: 'inside a nested value', line: 3, column: 7, pointer: '/webhooks/a~1b' },
    { name: 'inside only the outer value', line: 2, column: 4, pointer: '/webhooks' },
    { name: 'outside every value but the root', line: 1, column: 2, pointer: '' },
  ])('names the innermost pointer at a position $name', ({ line, column, pointer }) => {
    expect(table.pointerAt(line, column)).toBe(pointer);
  });
});
