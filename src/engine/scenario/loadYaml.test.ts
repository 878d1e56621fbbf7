import { describe, expect, it } from 'vitest';
import { MAX_NESTING, loadYaml } from './loadYaml.ts';

const blockNest = (levels: number) =>
  Array.from({ length: levels }, (_, i) => `${' '.repeat(i)}a:`).join('\n') + ' 1\n';

describe('loadYaml', () => {
  it.each([
    { name: '10,000 unclosed brackets', text: '['.repeat(10_000), offset: MAX_NESTING },
    {
      name: '10,000 closed brackets',
      text: '['.repeat(10_000) + ']'.repeat(10_000),
      offset: MAX_NESTING,
    },
    {
      name: '10,000 flow mappings',
      text: '{a: '.repeat(10_000) + '1' + '}'.repeat(10_000),
      offset: 4 * MAX_NESTING,
    },
    { name: '1,000 levels of block mappings', text: blockNest(1000), offset: undefined },
  ])('refuses $name before composing, without throwing, twice in a row', ({ text, offset }) => {
    // Twice: a second stack overflow inside the yaml library has aborted V8 outright.
    for (let round = 0; round < 2; round++) {
      const loaded = loadYaml(text);
      expect(loaded.documents).toEqual([]);
      expect(loaded.problems).toEqual([
        expect.objectContaining({
          message: `nesting deeper than ${String(MAX_NESTING)} levels is not supported`,
        }),
      ]);
      if (offset !== undefined) expect(loaded.problems[0]?.start).toBe(offset);
    }
  });

  it('accepts nesting right up to the limit', () => {
    const text = '['.repeat(MAX_NESTING) + ']'.repeat(MAX_NESTING);
    expect(loadYaml(text).problems).toEqual([]);
  });

  it.each([
    {
      name: 'a duplicate key, named',
      text: 'a: 1\na: 2\n',
      message: 'duplicate key "a"',
      start: 5,
      document: 0,
    },
    {
      name: 'a quoted duplicate key, unquoted',
      text: '"a": 1\n"a": 2\n',
      message: 'duplicate key "a"',
      start: 7,
      document: 0,
    },
    {
      name: 'an unclosed flow sequence, lower case',
      text: 'a: 1\n---\n[1, 2',
      message: 'flow sequence must end with a ]',
      start: 14,
      document: 1,
    },
  ])('reports $name', ({ text, message, start, document }) => {
    expect(loadYaml(text).problems).toEqual([
      expect.objectContaining({ message, start, document }),
    ]);
  });

  it.each([
    { name: 'yes as true', text: 'yes', value: true },
    { name: '0777 as octal', text: '0777', value: 511 },
    { name: '12:30 as a string, not sexagesimal 750', text: '12:30', value: '12:30' },
    { name: 'a date as a string', text: '2024-01-02', value: '2024-01-02' },
  ])('reads $name (kubectl YAML 1.1 rules)', ({ text, value }) => {
    expect(loadYaml(text).documents[0]?.toJS()).toEqual(value);
  });

  it('returns every document of a stream with its line starts', () => {
    const loaded = loadYaml('a: 1\n---\nb: 2\n');
    expect(loaded.documents).toHaveLength(2);
    expect(loaded.lineStarts).toEqual([0, 5, 9, 14]);
  });
});
