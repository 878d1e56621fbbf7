// A script's tokens for its colours. Monaco's own JavaScript tokenizer (the Monarch grammar of
// monaco-editor languages/definitions/javascript) reads the script line by line; this turns its
// tokens (an offset and a type such as `keyword.js` or `delimiter.bracket.js` per line) into
// ranges of the script's value with one of a few kinds, each a CSS class in scriptTokens.css.

/** What a token is, for its colour. */
export type ScriptTokenKind =
  'keyword' | 'string' | 'number' | 'comment' | 'identifier' | 'type' | 'delimiter' | 'regexp';

/** One token: value offsets [start, end) in the script. */
export interface ScriptToken {
  kind: ScriptTokenKind;
  start: number;
  end: number;
}

/** One line's tokens as monaco.editor.tokenize gives them: each runs to the next one's offset. */
export type LineTokens = readonly { offset: number; type: string }[];

// The grammar's token types by their first part (`number.hex`, `regexp.escape.control`, ...).
// `keyword.other` is a regular expression's flags; whitespace ('') and `invalid` stay uncoloured.
const kinds: Record<string, ScriptTokenKind> = {
  keyword: 'keyword',
  string: 'string',
  number: 'number',
  comment: 'comment',
  identifier: 'identifier',
  type: 'type',
  delimiter: 'delimiter',
  regexp: 'regexp',
};

/** The kind of a Monaco token type, without its language postfix (`.js`); undefined: no colour. */
export function kindOf(type: string): ScriptTokenKind | undefined {
  const first = type.split('.')[0] ?? '';
  return Object.hasOwn(kinds, first) ? kinds[first] : undefined;
}

/**
 * The script's tokens from its lines' tokens (`lines[i]` for the value's line i), the neighbours
 * of the same kind joined so that each keeps one decoration.
 */
export function scriptTokens(value: string, lines: readonly LineTokens[]): ScriptToken[] {
  const tokens: ScriptToken[] = [];
  let lineStart = 0;
  const texts = value.split('\n');
  texts.forEach((text, i) => {
    const line = lines[i] ?? [];
    line.forEach((token, k) => {
      const kind = kindOf(token.type);
      const start = lineStart + Math.min(token.offset, text.length);
      const end = lineStart + Math.min(line[k + 1]?.offset ?? text.length, text.length);
      if (kind === undefined || end <= start) return;
      const last = tokens[tokens.length - 1];
      if (last?.kind === kind && last.end === start && kind !== 'identifier' && kind !== 'keyword')
        last.end = end;
      else tokens.push({ kind, start, end });
    });
    lineStart += text.length + 1;
  });
  return tokens;
}
