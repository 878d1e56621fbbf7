// Decides whether a webhook's patch bytes decode into a JSON Patch and which error Go reports:
// jsonpatch.DecodePatch (evanphx/json-patch v4.12.0 patch.go) is json.Unmarshal into
// []map[string]*json.RawMessage, so its errors are encoding/json's (decode.go, scanner.go).

import { checkValidGo } from '../apimachinery/goJsonScanner.ts';
import { rawKind, splitArray, splitObject } from '../apimachinery/rawJson.ts';
import { utf8Decode, utf8Encode } from '../apimachinery/utf8.ts';
import type { Operation } from './operation.ts';

/** A decoded patch, or encoding/json's error text. */
export type DecodeResult = { ok: true; value: Operation[] } | { ok: false; error: string };

const typeError = (kind: string, type: string): DecodeResult => ({
  ok: false,
  error: `json: cannot unmarshal ${kind} into Go value of type ${type}`,
});

/**
 * Decodes patch JSON like jsonpatch.DecodePatch, keeping each member's raw text.
 * @param json the patch text, or the bytes a webhook sent (invalid UTF-8 in strings becomes U+FFFD)
 */
export function decodePatch(json: string | Uint8Array): DecodeResult {
  const bytes = typeof json === 'string' ? utf8Encode(json) : json;
  const syntaxError = checkValidGo(bytes);
  if (syntaxError !== undefined) return { ok: false, error: syntaxError };
  const text = utf8Decode(bytes);
  const kind = rawKind(text);
  // null decodes into a nil Patch, which the dispatcher treats as "no change".
  if (kind === 'null') return { ok: true, value: [] };
  const elements = splitArray(text);
  if (elements === undefined) return typeError(kind, 'jsonpatch.Patch');
  const ops: Operation[] = [];
  for (const element of elements) {
    if (element === null) {
      ops.push(null);
      continue;
    }
    const members = splitObject(element);
    // encoding/json keeps decoding after a type error but reports the first one.
    if (members === undefined) return typeError(rawKind(element), 'jsonpatch.Operation');
    ops.push(new Map(members));
  }
  return { ok: true, value: ops };
}
