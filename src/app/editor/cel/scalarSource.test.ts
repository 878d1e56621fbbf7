import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Document, Scalar, isScalar, parseDocument } from 'yaml';
import { decodeScalar, sourceRange, valueOffset, type ScalarStyle } from './scalarSource.ts';

const parseOptions = { schema: 'failsafe', version: '1.1' } as const;

/** Decodes the value of `key` in the one-map document `text`. */
function decodeKey(text: string, key = 'e') {
  const node = parseDocument(text, parseOptions).get(key, true);
  if (!isScalar(node) || !node.range) throw new Error(`no scalar at ${key}`);
  const value = String(node.value);
  const decoded = decodeScalar(text, node.range[0], node.range[1], node.type as ScalarStyle, value);
  return { value, decoded, node };
}

/** The source text each value character was written as. */
const written = (text: string, key = 'e') => {
  const { decoded } = decodeKey(text, key);
  if (!decoded) throw new Error('not decoded');
  return decoded.starts.map((s, i) => text.slice(s, decoded.ends[i]));
};

describe('decodeScalar', () => {
  // Each style, with where the value's characters sit in the source.
  it.each<[string, string, string, ScalarStyle]>([
    ['plain', 'e: object.x == 1\n', 'object.x == 1', 'PLAIN'],
    ['plain, folded over two lines', 'e: a &&\n  b\n', 'a && b', 'PLAIN'],
    ['plain, an empty line is a line feed', 'e: a\n\n  b\n', 'a\nb', 'PLAIN'],
    ['single-quoted', "e: 'it''s'\n", "it's", 'QUOTE_SINGLE'],
    ['single-quoted, folded', "e: 'a\n   b'\n", 'a b', 'QUOTE_SINGLE'],
    ['double-quoted with escapes', 'e: "a\\"b\\\\c\\n"\n', 'a"b\\c\n', 'QUOTE_DOUBLE'],
    ['double-quoted with a \\u escape', 'e: "caf\\u00e9 \\x41"\n', 'café A', 'QUOTE_DOUBLE'],
    ['double-quoted past U+FFFF', 'e: "\\U0001F600!"\n', '\u{1F600}!', 'QUOTE_DOUBLE'],
    ['double-quoted, escaped line break', 'e: "ab  \\\n    cd"\n', 'ab  cd', 'QUOTE_DOUBLE'],
    ['double-quoted, folded', 'e: "ab  \n    cd"\n', 'ab cd', 'QUOTE_DOUBLE'],
    ['literal', 'e: |\n  a\n    && b\n', 'a\n  && b\n', 'BLOCK_LITERAL'],
    ['literal, strip', 'e: |-\n  a\n  b\n\n', 'a\nb', 'BLOCK_LITERAL'],
    ['literal, keep', 'e: |+\n  a\n\n', 'a\n\n', 'BLOCK_LITERAL'],
    ['literal, leading empty line', 'e: |\n\n  a\n', '\na\n', 'BLOCK_LITERAL'],
    ['literal, indentation indicator', 'e: |2\n   a\n  b\n', ' a\nb\n', 'BLOCK_LITERAL'],
    ['literal, indicator under a nested key', 'x:\n  e: |1-\n     a\n', '  a', 'BLOCK_LITERAL'],
    ['folded', 'e: >\n  a\n  b\n\n  c\n', 'a b\nc\n', 'BLOCK_FOLDED'],
    ['folded, more-indented line kept', 'e: >-\n  a\n    b\n  c\n', 'a\n  b\nc', 'BLOCK_FOLDED'],
    ['CRLF line breaks', 'e: |\r\n  a\r\n  b\r\n', 'a\nb\n', 'BLOCK_LITERAL'],
  ])('%s', (_name, text, value, style) => {
    const key = text.startsWith('x:') ? undefined : 'e';
    const doc = parseDocument(text, parseOptions);
    const node = key ? doc.get(key, true) : doc.getIn(['x', 'e'], true);
    if (!isScalar(node) || !node.range) throw new Error('no scalar');
    expect(node.type).toBe(style);
    expect(node.value).toBe(value);
    const decoded = decodeScalar(text, node.range[0], node.range[1], style, value);
    expect(decoded?.value).toBe(value);
    // Every character that is not an escape or a fold is the source character it came from.
    decoded?.starts.forEach((s, i) => {
      const src = text.slice(s, decoded.ends[i]);
      if (src.length === 1 && src !== '\n' && value[i] !== ' ' && value[i] !== '\n')
        expect(src).toBe(value[i]);
    });
  });

  it('maps escapes to the whole escape and folds to the line break', () => {
    expect(written('e: "a\\"b"\n')).toEqual(['a', '\\"', 'b']);
    expect(written("e: 'x''y'\n")).toEqual(['x', "''", 'y']);
    expect(written('e: "\\u00e9"\n')).toEqual(['\\u00e9']);
    expect(written('e: a\n  b\n')).toEqual(['a', '\n', 'b']);
    expect(written('e: |\n  a\n  b\n')).toEqual(['a', '\n', 'b', '\n']);
  });

  it('answers undefined rather than a wrong mapping', () => {
    const text = 'e: "abc"\n';
    expect(decodeScalar(text, 3, 8, 'QUOTE_DOUBLE', 'not abc')).toBeUndefined();
  });

  // Whatever the string and style, the decoding reproduces what the parser read, and each plain
  // character points at itself in the source.
  it('reproduces the parsed value for any string in every style', () => {
    const styles = [
      Scalar.PLAIN,
      Scalar.QUOTE_SINGLE,
      Scalar.QUOTE_DOUBLE,
      Scalar.BLOCK_LITERAL,
      Scalar.BLOCK_FOLDED,
    ] as const;
    const chars = fc.constantFrom(
      'a',
      'b',
      ' ',
      '\n',
      '"',
      "'",
      '\\',
      '.',
      '#',
      ':',
      'é',
      '\t',
      '😀',
      '=',
      '-',
    );
    fc.assert(
      fc.property(
        fc.array(chars, { maxLength: 40 }).map((a) => a.join('')),
        fc.constantFrom(...styles),
        fc.integer({ min: 0, max: 30 }),
        (text, type, lineWidth) => {
          const doc = new Document({ spec: { e: text } }, { version: '1.1' });
          const scalar = doc.getIn(['spec', 'e'], true) as Scalar;
          scalar.type = type;
          const source = doc.toString({
            lineWidth: lineWidth < 10 ? 0 : lineWidth,
            minContentWidth: 0,
          });
          const node = parseDocument(source, parseOptions).getIn(['spec', 'e'], true);
          if (!isScalar(node) || !node.range) return;
          const value = String(node.value);
          const decoded = decodeScalar(
            source,
            node.range[0],
            node.range[1],
            node.type as ScalarStyle,
            value,
          );
          expect(decoded, `${JSON.stringify(source)} (${String(node.type)})`).toBeDefined();
          decoded!.starts.forEach((s, i) => {
            const src = source.slice(s, decoded!.ends[i]);
            if (src.length === 1 && !/[\s]/.test(src) && !/\s/.test(value[i]!))
              expect(src).toBe(value[i]);
          });
        },
      ),
      { numRuns: 600 },
    );
  });
});

describe('sourceRange and valueOffset', () => {
  const text = 'e: "a\\"bc"\n';
  const { decoded } = decodeKey(text);

  it('covers whole escapes', () => {
    expect(sourceRange(decoded!, 1, 2)).toEqual({ start: 5, end: 7 }); // \"
    expect(sourceRange(decoded!, 0, 4)).toEqual({ start: 4, end: 9 });
  });

  it('puts the end of the value before the closing quote', () => {
    expect(sourceRange(decoded!, 4, 4)).toEqual({ start: 9, end: 9 });
  });

  it('inverts sourceRange', () => {
    expect([4, 5, 7, 8, 9].map((o) => valueOffset(decoded!, o))).toEqual([0, 1, 2, 3, 4]);
  });
});
