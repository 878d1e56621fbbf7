import { describe, expect, it } from 'vitest';
import { goJsonSyntaxError } from './goJsonSyntax.ts';

// Texts real Go programs printed for these inputs (webhook frameworks' tests and logs quoting
// `couldn't get version/kind; json parse error: ...`, and encoding/json's own scanner tests).
describe('goJsonSyntaxError', () => {
  it.each([
    { text: 'imastring!', err: "invalid character 'i' looking for beginning of value" },
    { text: '{]', err: "invalid character ']' looking for beginning of object key string" },
    { text: '{', err: 'unexpected end of JSON input' },
    {
      text: '{"apiVersion": "admission.k8s.io/v1", "kind": "AdmissionReview", "response": {',
      err: 'unexpected end of JSON input',
    },
    { text: '', err: 'unexpected end of JSON input' },
    { text: '{"a" 1}', err: "invalid character '1' after object key" },
    { text: '{"a":1 "b":2}', err: "invalid character '\"' after object key:value pair" },
    { text: '[1 2]', err: "invalid character '2' after array element" },
    { text: '{"a":1}}', err: "invalid character '}' after top-level value" },
    { text: '{"a":tru}', err: "invalid character '}' in literal true (expecting 'e')" },
    { text: '{"a":"\\q"}', err: "invalid character 'q' in string escape code" },
    { text: '{"a":"x\ny"}', err: "invalid character '\\n' in string literal" },
    { text: '{"a":01}', err: "invalid character '1' after object key:value pair" },
    { text: '{"a":-}', err: "invalid character '}' in numeric literal" },
    { text: "{'a':1}", err: "invalid character '\\'' looking for beginning of object key string" },
    { text: '\u00e9', err: "invalid character 'Ã' looking for beginning of value" },
    { text: '<html>', err: "invalid character '<' looking for beginning of value" },
  ])('words $text as Go does', ({ text, err }) => {
    expect(goJsonSyntaxError(text)).toBe(err);
  });

  it.each(['{}', ' {"a": [1, 2.5e3, true, null, "\\u00e9"]} \n', '"x"', '0'])(
    'accepts %s',
    (text) => {
      expect(goJsonSyntaxError(text)).toBeUndefined();
    },
  );
});
