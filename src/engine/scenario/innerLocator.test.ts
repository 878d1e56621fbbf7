import { describe, expect, it } from 'vitest';
import { innerLocator } from './innerLocator.ts';
import { loadYaml } from './loadYaml.ts';

/** Locates `inner` (a substring of the string value at `key`) in the outer text. */
function locateIn(outer: string, key: string, inner: string) {
  const loaded = loadYaml(outer);
  const doc = loaded.documents[0];
  const node = doc?.get(key, true) as
    { range: [number, number, number]; value: string } | undefined;
  if (!node) throw new Error(`no ${key}`);
  const lines = loaded.lineStarts;
  const start = node.range[0];
  let line = 0;
  while ((lines[line + 1] ?? Infinity) <= start) line++;
  const span = {
    line: line + 1,
    column: start - (lines[line] ?? 0) + 1,
    endLine: 99,
    endColumn: 1,
  };
  const value = node.value;
  const locate = innerLocator(
    { text: outer, lineStarts: lines },
    span,
    value,
    loadYaml(value).lineStarts,
  );
  const at = value.indexOf(inner);
  return locate(at, at + inner.length);
}

describe('innerLocator', () => {
  it.each([
    {
      name: 'a literal block',
      text: 'x: 1\ns: |\n  kind: A\n  name: b\n',
      key: 's',
      inner: 'b',
      line: 4,
      column: 9,
    },
    {
      name: 'a literal block with an empty line',
      text: 's: |\n    a: 1\n\n    b: 2\n',
      key: 's',
      inner: '2',
      line: 4,
      column: 8,
    },
    {
      name: 'a literal block with an indentation indicator',
      text: 's: |2\n     a: 1\n',
      key: 's',
      inner: 'a',
      line: 2,
      column: 6,
    },
    {
      name: 'a literal block with a comment on its header',
      text: 's: | # docs\n  a: 1\n',
      key: 's',
      inner: '1',
      line: 2,
      column: 6,
    },
    {
      name: 'a literal block in CRLF text',
      text: 's: |\r\n  a: 1\r\n  b: 2\r\n',
      key: 's',
      inner: '2',
      line: 3,
      column: 6,
    },
  ])('maps $name line for line', ({ text, key, inner, line, column }) => {
    expect(locateIn(text, key, inner)).toMatchObject({ line, column, endLine: line });
  });

  it.each([
    { name: 'a folded block', text: 's: >\n  a: 1\n  b: 2\n', key: 's' },
    { name: 'a double-quoted string', text: 's: "a: 1\\nb: 2"\n', key: 's' },
    { name: 'a plain string', text: 's: a\n', key: 's' },
  ])('maps everything in $name onto the string itself', ({ text, key }) => {
    expect(locateIn(text, key, 'a')).toMatchObject({ line: 1, column: 4, endLine: 99 });
  });
});
