import { describe, expect, it } from 'vitest';
import type { EngineError } from '../errors.ts';
import { loadYaml } from './loadYaml.ts';
import { SpanTable, lineLocator } from './spans.ts';
import { MAX_ALIAS_NODES, toJson } from './toJson.ts';

function convert(text: string) {
  const loaded = loadYaml(text);
  const spans = new SpanTable();
  const errors: EngineError[] = [];
  const doc = loaded.documents[0];
  if (!doc) throw new Error('no document');
  const value = toJson(doc, '', lineLocator(loaded.lineStarts), spans, errors);
  return { value, errors, spans, problems: loaded.problems };
}

describe('toJson', () => {
  it.each([
    { name: 'yes is a boolean', yaml: 'v: yes', json: { v: true } },
    { name: 'on is a boolean', yaml: 'v: on', json: { v: true } },
    { name: 'off is a boolean', yaml: 'v: off', json: { v: false } },
    { name: 'y is a boolean', yaml: 'v: y', json: { v: true } },
    { name: 'a leading zero means octal', yaml: 'v: 0777', json: { v: 511 } },
    { name: 'hex is an integer', yaml: 'v: 0x1F', json: { v: 31 } },
    { name: 'a float stays a float', yaml: 'v: 1.32', json: { v: 1.32 } },
    { name: 'a quoted number is a string', yaml: 'v: "0777"', json: { v: '0777' } },
    {
      name: 'a timestamp stays a string',
      yaml: 'v: 2001-12-14t21:59:43.10-05:00',
      json: { v: '2001-12-14t21:59:43.10-05:00' },
    },
    { name: 'a date stays a string', yaml: 'v: 2024-01-02', json: { v: '2024-01-02' } },
    { name: 'a clock time is not sexagesimal', yaml: 'v: 12:30', json: { v: '12:30' } },
    { name: 'tilde is null', yaml: 'v: ~', json: { v: null } },
    { name: 'an empty value is null', yaml: 'v:', json: { v: null } },
    {
      name: 'binary stays base64 text',
      yaml: 'v: !!binary |\n  aGVs\n  bG8=\n',
      json: { v: 'aGVsbG8=' },
    },
    {
      name: 'a set becomes a map of nulls',
      yaml: 'v: !!set {a, b}',
      json: { v: { a: null, b: null } },
    },
    {
      name: 'an omap becomes a list of one-key maps',
      yaml: 'v: !!omap [a: 1, b: 2]',
      json: { v: [{ a: 1 }, { b: 2 }] },
    },
    { name: 'an unknown tag keeps the text', yaml: 'v: !thing x', json: { v: 'x' } },
    { name: 'an integer key becomes its digits', yaml: '1: a', json: { '1': 'a' } },
    { name: 'an on key becomes "true"', yaml: 'on: a', json: { true: 'a' } },
    { name: 'a y key becomes "true", as in go-yaml v2', yaml: 'y: a', json: { true: 'a' } },
    { name: 'an octal key becomes its decimal digits', yaml: '010: a', json: { '8': 'a' } },
    {
      name: 'a merge key merges a map',
      yaml: 'b: &b {x: 1, z: 2}\nc: {<<: *b, z: 3}',
      json: { b: { x: 1, z: 2 }, c: { x: 1, z: 3 } },
    },
    {
      name: 'an explicit key wins over a later merge',
      yaml: 'b: &b {x: 1}\nc: {x: 2, <<: *b}',
      json: { b: { x: 1 }, c: { x: 2 } },
    },
    {
      name: 'earlier merge sources win',
      yaml: 'a: &a {x: 1}\nb: &b {x: 2, z: 2}\nc: {<<: [*a, *b]}',
      json: { a: { x: 1 }, b: { x: 2, z: 2 }, c: { x: 1, z: 2 } },
    },
    {
      name: 'an alias repeats its anchor',
      yaml: 'a: &a [1, 2]\nb: *a',
      json: { a: [1, 2], b: [1, 2] },
    },
    {
      name: 'JSON is YAML',
      yaml: '{"a": [1, true, null, "x"], "b": {"c": 1.5}}',
      json: { a: [1, true, null, 'x'], b: { c: 1.5 } },
    },
  ])('converts so that $name', ({ yaml, json }) => {
    const { value, errors, problems } = convert(yaml);
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
    expect(value).toEqual(json);
  });

  it('keeps a __proto__ key as an own property instead of a prototype', () => {
    const { value } = convert('__proto__: {polluted: true}');
    expect(Object.keys(value as object)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
  });

  it.each([
    {
      name: 'keys equal only after stringifying',
      yaml: 'a:\n  1: x\n  "1": y',
      pointer: '/a/1',
      message: 'duplicate key "1"',
      line: 3,
      column: 3,
    },
    {
      name: 'an alias to an unknown anchor',
      yaml: 'a: *nope',
      pointer: '/a',
      message: 'unknown anchor "nope"',
      line: 1,
      column: 4,
    },
    {
      name: 'an alias inside its own anchor',
      yaml: 'a: &x [1, *x]',
      pointer: '/a/1',
      message: 'alias "x" refers to a node that contains it',
      line: 1,
      column: 11,
    },
  ])('reports $name as a yaml-syntax error', ({ yaml, pointer, message, line, column }) => {
    const { errors } = convert(yaml);
    expect(errors).toEqual([
      {
        kind: 'yaml-syntax',
        message,
        pointer,
        span: expect.objectContaining({ line, column }) as unknown,
      },
    ]);
  });

  it.each([
    {
      name: 'infinity',
      yaml: 'a: .inf',
      pointer: '/a',
      expected: 'a finite number (JSON has no infinity or NaN)',
    },
    {
      name: 'a null key',
      yaml: 'a: {~: 1}',
      pointer: '/a',
      expected: 'a string, number or boolean map key',
    },
    {
      name: 'a collection key',
      yaml: '? [1]\n: 2',
      pointer: '',
      expected: 'a string, number or boolean map key',
    },
    {
      name: 'a merge of a scalar',
      yaml: 'a: {<<: 1}',
      pointer: '/a/<<',
      expected: 'a mapping or a list of mappings to merge',
    },
  ])('reports $name as an invalid value', ({ yaml, pointer, expected }) => {
    expect(convert(yaml).errors).toEqual([
      expect.objectContaining({ kind: 'invalid-value', pointer, expected }),
    ]);
  });

  it('stops an alias bomb with one error instead of expanding it', () => {
    const levels = ['a: &a [x, x, x, x, x, x, x, x, x]'];
    for (let i = 1; i < 9; i++) {
      const prev = String.fromCharCode(96 + i);
      const next = String.fromCharCode(97 + i);
      levels.push(`${next}: &${next} [${Array(9).fill(`*${prev}`).join(', ')}]`);
    }
    const { errors } = convert(levels.join('\n'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({
      kind: 'yaml-syntax',
      message: expect.stringContaining('excessive aliasing') as unknown,
    });
    expect(MAX_ALIAS_NODES).toBeLessThan(9 ** 9);
  });

  it.each([
    { name: 'a nested value', pointer: '/a/b/1', line: 2, column: 11, endColumn: 12 },
    { name: 'a flow mapping', pointer: '/a', line: 2, column: 3, endColumn: 14 },
    { name: 'a key with an escaped slash', pointer: '/c~1d', line: 3, column: 6, endColumn: 7 },
    { name: 'an empty value, just after its key', pointer: '/e', line: 4, column: 3, endColumn: 3 },
    {
      name: 'a value under an alias, at the alias',
      pointer: '/f/b/0',
      line: 5,
      column: 4,
      endColumn: 6,
    },
  ])('records the span of $name', ({ pointer, line, column, endColumn }) => {
    const { spans, errors } = convert('a: &a\n  {b: [1, 2]}\nc/d: 3\ne:\nf: *a\n');
    expect(errors).toEqual([]);
    expect(spans.spanOf(pointer)).toEqual({ line, column, endLine: line, endColumn });
  });

  it('records the span of each key apart from its value', () => {
    const { spans } = convert('a:\n  bee: 1\n');
    expect(spans.keySpanOf('/a/bee')).toEqual({ line: 2, column: 3, endLine: 2, endColumn: 6 });
  });
});

describe('toJson of double-quoted values', () => {
  // With the source text given, a plain double-quoted value is read as its slice of the text: the
  // same string the yaml library builds, escapes, line folds and tags left to the library.
  const withText = (text: string) => {
    const loaded = loadYaml(text);
    const doc = loaded.documents[0];
    if (!doc) throw new Error('no document');
    return toJson(doc, '', lineLocator(loaded.lineStarts), new SpanTable(), [], text);
  };
  it.each([
    { name: 'plain text', yaml: '{"v": "abc def"}', v: 'abc def' },
    { name: 'a tab inside', yaml: '{"v": "a\tb"}', v: 'a\tb' },
    { name: 'trailing spaces', yaml: '{"v": "a  "}', v: 'a  ' },
    { name: 'an escaped quote', yaml: '{"v": "say \\"hi\\""}', v: 'say "hi"' },
    { name: 'a unicode escape', yaml: '{"v": "\\u00e9t\\u00e9"}', v: 'été' },
    { name: 'a folded line', yaml: 'v: "a\n  b"', v: 'a b' },
    { name: 'spaces before a fold', yaml: 'v: "a   \n  b"', v: 'a b' },
    { name: 'an escaped line break', yaml: 'v: "a\\\n  b"', v: 'ab' },
    { name: 'non-ASCII text', yaml: 'v: "日本 😀"', v: '日本 😀' },
    { name: 'a binary tag', yaml: 'v: !!binary "aGVsbG8="', v: 'aGVsbG8=' },
    { name: 'an empty string', yaml: 'v: ""', v: '' },
  ])('reads $name as the yaml library does', ({ yaml, v }) => {
    expect(withText(yaml)).toEqual({ v });
    expect(convert(yaml).value).toEqual({ v });
  });
});
