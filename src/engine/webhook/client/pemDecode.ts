// Finds the next PEM block in a byte string as Go's encoding/pem Decode does: a "-----BEGIN <type>-----"
// line at the start or after a newline, optional "Key: Value" header lines, base64 (spaces, tabs and
// newlines ignored), and a matching "-----END <type>-----" line; a candidate that breaks any rule is
// skipped and the search goes on after its BEGIN line. Mirrors go/src/encoding/pem/pem.go.

import { decodeBase64Go } from '../../apimachinery/base64.ts';

/** One PEM block: its type, header count and decoded bytes. */
export interface PemBlock {
  type: string;
  headers: number;
  bytes: Uint8Array;
}

const ascii = (s: string): Uint8Array => Uint8Array.from(s, (c) => c.charCodeAt(0));
const PEM_START = ascii('\n-----BEGIN ');
const PEM_END = ascii('\n-----END ');
const DASHES = ascii('-----');

function indexOf(data: Uint8Array, needle: Uint8Array, from = 0): number {
  outer: for (let i = from; i + needle.length <= data.length; i++) {
    for (let j = 0; j < needle.length; j++) if (data[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}
const hasPrefix = (data: Uint8Array, prefix: Uint8Array): boolean =>
  data.length >= prefix.length && indexOf(data.subarray(0, prefix.length), prefix) === 0;
const hasSuffix = (data: Uint8Array, suffix: Uint8Array): boolean =>
  data.length >= suffix.length && hasPrefix(data.subarray(data.length - suffix.length), suffix);
const latin1 = (data: Uint8Array): string =>
  Array.from(data, (b) => String.fromCharCode(b)).join('');

// getLine: the first \n or \r\n delimited line without trailing spaces and tabs, and the rest.
function getLine(data: Uint8Array): [Uint8Array, Uint8Array] {
  let i = data.indexOf(0x0a);
  let j: number;
  if (i < 0) {
    i = data.length;
    j = i;
  } else {
    j = i + 1;
    if (i > 0 && data[i - 1] === 0x0d) i--;
  }
  let end = i;
  while (end > 0 && (data[end - 1] === 0x20 || data[end - 1] === 0x09)) end--;
  return [data.subarray(0, end), data.subarray(j)];
}

// bytes.TrimSpace on ASCII whitespace is all a header needs here: only the count of headers matters.
const isHeaderLine = (line: Uint8Array): boolean => line.includes(0x3a);

/** Returns the next block and the rest of the input, or no block and the whole input. */
export function pemDecode(data: Uint8Array): { block: PemBlock | undefined; rest: Uint8Array } {
  let rest = data;
  for (;;) {
    if (hasPrefix(rest, PEM_START.subarray(1))) rest = rest.subarray(PEM_START.length - 1);
    else {
      const at = indexOf(rest, PEM_START);
      if (at < 0) return { block: undefined, rest: data };
      rest = rest.subarray(at + PEM_START.length);
    }
    let typeLine: Uint8Array;
    [typeLine, rest] = getLine(rest);
    if (!hasSuffix(typeLine, DASHES)) continue;
    typeLine = typeLine.subarray(0, typeLine.length - DASHES.length);

    // Header lines, up to the first line without a colon; a block that ends in its headers is no block.
    const headers = new Set<string>();
    let ended = false;
    for (;;) {
      if (rest.length === 0) {
        ended = true;
        break;
      }
      const [line, next] = getLine(rest);
      if (!isHeaderLine(line)) break;
      headers.add(latin1(line.subarray(0, line.indexOf(0x3a))).trim());
      rest = next;
    }
    if (ended) return { block: undefined, rest: data };

    let endIndex: number;
    let endTrailerIndex: number;
    // Without headers the END line may follow at once, with no newline before it.
    if (headers.size === 0 && hasPrefix(rest, PEM_END.subarray(1))) {
      endIndex = 0;
      endTrailerIndex = PEM_END.length - 1;
    } else {
      endIndex = indexOf(rest, PEM_END);
      endTrailerIndex = endIndex + PEM_END.length;
    }
    if (endIndex < 0) continue;
    // After "-----END " come the same type and five dashes, then only whitespace on that line.
    let endTrailer = rest.subarray(endTrailerIndex);
    const endTrailerLen = typeLine.length + DASHES.length;
    if (endTrailer.length < endTrailerLen) continue;
    const restOfEndLine = endTrailer.subarray(endTrailerLen);
    endTrailer = endTrailer.subarray(0, endTrailerLen);
    if (!hasPrefix(endTrailer, typeLine) || !hasSuffix(endTrailer, DASHES)) continue;
    if (getLine(restOfEndLine)[0].length !== 0) continue;

    const base64Data = rest.subarray(0, endIndex).filter((b) => b !== 0x20 && b !== 0x09);
    const decoded = decodeBase64Go(latin1(base64Data));
    if (!decoded.ok) continue;
    // The -1: an empty block may have matched the END line without its leading newline.
    rest = getLine(rest.subarray(endIndex + PEM_END.length - 1))[1];
    return { block: { type: latin1(typeLine), headers: headers.size, bytes: decoded.value }, rest };
  }
}
