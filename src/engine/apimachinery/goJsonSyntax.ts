// Go's encoding/json syntax error for a text, as json.Unmarshal reports it before decoding
// anything (checkValid). The scanner itself is ported in goJsonScanner.ts (golang/go
// src/encoding/json/scanner.go); this names it for text, which Go sees as its UTF-8 bytes.

import { checkValidGo } from './goJsonScanner.ts';
import { utf8Encode } from './utf8.ts';

/** The SyntaxError text json.Unmarshal gives for `text`, or undefined when it is valid JSON. */
export function goJsonSyntaxError(text: string): string | undefined {
  return checkValidGo(utf8Encode(text));
}
