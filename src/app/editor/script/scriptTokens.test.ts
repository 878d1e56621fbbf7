import { describe, expect, it } from 'vitest';
import { kindOf, scriptTokens, type LineTokens } from './scriptTokens.ts';

describe('kindOf', () => {
  it("maps the JavaScript grammar's token types by their first part", () => {
    expect(kindOf('keyword.js')).toBe('keyword');
    expect(kindOf('identifier.js')).toBe('identifier');
    expect(kindOf('type.identifier.js')).toBe('type');
    expect(kindOf('delimiter.bracket.js')).toBe('delimiter');
    expect(kindOf('delimiter.parenthesis.js')).toBe('delimiter');
    expect(kindOf('number.hex.js')).toBe('number');
    expect(kindOf('string.escape.js')).toBe('string');
    expect(kindOf('comment.doc.js')).toBe('comment');
    expect(kindOf('regexp.escape.control.js')).toBe('regexp');
  });

  it('leaves whitespace, invalid tokens and unknown types uncoloured', () => {
    expect(kindOf('')).toBeUndefined();
    expect(kindOf('invalid.js')).toBeUndefined();
    expect(kindOf('constructor')).toBeUndefined();
    expect(kindOf('toString')).toBeUndefined();
  });
});

/** The tokens as the text each covers. */
const texts = (value: string, lines: readonly LineTokens[]) =>
  scriptTokens(value, lines).map((t) => [t.kind, value.slice(t.start, t.end)]);

describe('scriptTokens', () => {
  it('runs each token to the next one on its line, offsets counted from the start of the script', () => {
    const value = 'const a = 1;\nreturn "x";';
    const lines: LineTokens[] = [
      [
        { offset: 0, type: 'keyword.js' },
        { offset: 5, type: '' },
        { offset: 6, type: 'identifier.js' },
        { offset: 7, type: '' },
        { offset: 8, type: 'delimiter.js' },
        { offset: 9, type: '' },
        { offset: 10, type: 'number.js' },
        { offset: 11, type: 'delimiter.js' },
      ],
      [
        { offset: 0, type: 'keyword.js' },
        { offset: 6, type: '' },
        { offset: 7, type: 'string.js' },
        { offset: 10, type: 'delimiter.js' },
      ],
    ];
    expect(texts(value, lines)).toEqual([
      ['keyword', 'const'],
      ['identifier', 'a'],
      ['delimiter', '='],
      ['number', '1'],
      ['delimiter', ';'],
      ['keyword', 'return'],
      ['string', '"x"'],
      ['delimiter', ';'],
    ]);
  });

  it('joins neighbours of one kind (a string and its escapes), but not two names', () => {
    const value = '"a\\n" x.y';
    const lines: LineTokens[] = [
      [
        { offset: 0, type: 'string.js' },
        { offset: 2, type: 'string.escape.js' },
        { offset: 4, type: 'string.js' },
        { offset: 5, type: '' },
        { offset: 6, type: 'identifier.js' },
        { offset: 7, type: 'delimiter.js' },
        { offset: 8, type: 'identifier.js' },
      ],
    ];
    expect(texts(value, lines)).toEqual([
      ['string', '"a\\n"'],
      ['identifier', 'x'],
      ['delimiter', '.'],
      ['identifier', 'y'],
    ]);
  });

  it('never runs past its line, and skips lines the tokenizer gave nothing for', () => {
    const value = '/* a\nb */\n\nx';
    const lines: LineTokens[] = [
      [{ offset: 0, type: 'comment.js' }],
      [
        { offset: 0, type: 'comment.js' },
        { offset: 99, type: '' },
      ],
      [],
      [{ offset: 0, type: 'identifier.js' }],
    ];
    expect(texts(value, lines)).toEqual([
      ['comment', '/* a'],
      ['comment', 'b */'],
      ['identifier', 'x'],
    ]);
  });
});
