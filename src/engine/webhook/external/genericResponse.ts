// The error client-go makes of a webhook answer outside 2xx that carries no Status: k8s.io/client-go
// rest/request.go newUnstructuredResponseError (the body cut at maxUnstructuredResponseTextBytes =
// 2048, strings.TrimSpace'd, and "unknown" unless isTextResponse) and k8s.io/apimachinery
// pkg/api/errors/errors.go NewGenericServerResponse (one message per status code; the webhook
// client sets no resource, so no "(post ...)" suffix). StatusError.Error() is the message.

import { goQuoteBytes } from '../../apimachinery/goQuote.ts';
import { decodeRune, utf8Decode, utf8Encode } from '../../apimachinery/utf8.ts';
import { parseMediaType } from './mediaType.ts';

const MAX_UNSTRUCTURED_RESPONSE_TEXT_BYTES = 2048;

// unicode.IsSpace, by rune.
const isSpaceRune = (r: number): boolean =>
  (r >= 0x09 && r <= 0x0d) ||
  r === 0x20 ||
  r === 0x85 ||
  r === 0xa0 ||
  r === 0x1680 ||
  (r >= 0x2000 && r <= 0x200a) ||
  r === 0x2028 ||
  r === 0x2029 ||
  r === 0x202f ||
  r === 0x205f ||
  r === 0x3000;

/** strings.TrimSpace on bytes: invalid UTF-8 (a body cut mid-rune) is kept, never trimmed. */
export function trimSpaceBytes(bytes: Uint8Array): Uint8Array {
  const runes: Array<{ at: number; width: number; space: boolean }> = [];
  for (let i = 0; i < bytes.length;) {
    const { rune, width } = decodeRune(bytes, i);
    runes.push({ at: i, width, space: rune >= 0 && isSpaceRune(rune) });
    i += width;
  }
  let first = 0;
  while (first < runes.length && runes[first]?.space === true) first++;
  let last = runes.length - 1;
  while (last >= first && runes[last]?.space === true) last--;
  const start = runes[first];
  const end = runes[last];
  return start === undefined || end === undefined || last < first
    ? new Uint8Array(0)
    : bytes.subarray(start.at, end.at + end.width);
}

/** isTextResponse: no Content-Type, or a parseable text/* one. */
export function isTextResponse(contentType: string): boolean {
  if (contentType === '') return true;
  const parsed = parseMediaType(contentType);
  return parsed.ok && parsed.mediaType.startsWith('text/');
}

/** NewGenericServerResponse(code, "POST", {}, "", serverMessage, ...).Error(). */
export function genericServerResponse(code: number, serverMessage: Uint8Array): string {
  switch (code) {
    case 409:
      return 'the server reported a conflict';
    case 404:
      return 'the server could not find the requested resource';
    case 400:
      return 'the server rejected our request for an unknown reason';
    case 401:
      return 'the server has asked for the client to provide credentials';
    // Forbidden, Not Acceptable and Unsupported Media Type keep the server's own message.
    case 403:
    case 406:
    case 415:
      return utf8Decode(serverMessage);
    case 405:
      return 'the server does not allow this method on the requested resource';
    case 422:
      return 'the server rejected our request due to an error in our request';
    case 503:
      return 'the server is currently unable to handle the request';
    case 504:
      return 'the server was unable to return a response in the time allotted, but may still be processing the request';
    case 429:
      return 'the server has received too many requests and has asked us to try again later';
  }
  if (code >= 500)
    return `an error on the server (${goQuoteBytes(serverMessage)}) has prevented the request from succeeding`;
  return `the server responded with the status code ${code} but did not return more information`;
}

/** newUnstructuredResponseError(body, isTextResponse(resp), code, "POST", ...).Error(). */
export function unstructuredResponseError(code: number, contentType: string, body: string): string {
  const bytes = utf8Encode(body);
  const capped = bytes.subarray(0, MAX_UNSTRUCTURED_RESPONSE_TEXT_BYTES);
  const message = isTextResponse(contentType) ? trimSpaceBytes(capped) : utf8Encode('unknown');
  return genericServerResponse(code, message);
}
