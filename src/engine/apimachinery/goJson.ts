// Decides the exact bytes Go's encoding/json writes for a value decoded into interface{}: compact,
// map keys sorted, HTML-safe strings, float64 formatting. Mirrors encoding/json/encode.go
// (appendString, floatEncoder, mapEncoder) and indent.go appendCompact, as of Go 1.23.

import type { JsonValue } from './types.ts';
import { compareUtf8 } from './utf8.ts';

export { goQuote } from './goQuote.ts';

const HEX = '0123456789abcdef';

/** Encodes a string as a Go JSON string literal with HTML escaping (\u003c \u003e \u0026). */
export function goJsonString(s: string): string {
  let out = '"';
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) {
      if (c === 0x22 || c === 0x5c) out += '\\' + s[i];
      else if (c === 0x08) out += '\\b';
      else if (c === 0x0c) out += '\\f';
      else if (c === 0x0a) out += '\\n';
      else if (c === 0x0d) out += '\\r';
      else if (c === 0x09) out += '\\t';
      else if (c < 0x20 || c === 0x3c || c === 0x3e || c === 0x26)
        out += '\\u00' + HEX[c >> 4] + HEX[c & 0xf];
      else out += s[i];
      continue;
    }
    if (c === 0x2028 || c === 0x2029) {
      // Go escapes the JavaScript line terminators so the output is safe inside <script>.
      out += '\\u202' + HEX[c & 0xf];
      continue;
    }
    if (c >= 0xd800 && c < 0xe000) {
      const lo = s.charCodeAt(i + 1);
      if (c < 0xdc00 && lo >= 0xdc00 && lo < 0xe000) {
        out += s[i]! + s[i + 1]!;
        i++;
      } else {
        // Invalid UTF-8 (here: a lone surrogate) becomes \ufffd, as Go does for bad bytes.
        out += '\\ufffd';
      }
      continue;
    }
    out += s[i];
  }
  return out + '"';
}

/** Formats a float64 as encoding/json does: shortest 'f' form, 'e' form below 1e-6 or from 1e21. */
export function goJsonNumber(n: number): string {
  if (!Number.isFinite(n)) throw new Error(`json: unsupported value: ${String(n)}`);
  if (Object.is(n, -0)) return '-0';
  // ECMAScript Number::toString switches to exponent form at the same thresholds as Go and
  // prints the shortest round-trip digits; its exponent has no leading zero, which is exactly
  // what Go's "clean up e-09 to e-9" step produces, and both write e+21 with a sign.
  return String(n);
}

function encode(value: JsonValue, sortKeys: boolean): string {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'boolean':
      return value ? 'true' : 'false';
    case 'number':
      return goJsonNumber(value);
    case 'string':
      return goJsonString(value);
    default:
      break; // arrays and objects, below
  }
  if (Array.isArray(value)) return '[' + value.map((v) => encode(v, sortKeys)).join(',') + ']';
  const keys = Object.keys(value);
  if (sortKeys) keys.sort(compareUtf8);
  return (
    '{' +
    keys.map((k) => goJsonString(k) + ':' + encode(value[k] as JsonValue, sortKeys)).join(',') +
    '}'
  );
}

/** Marshals a value the way Go's json.Marshal does after decoding it into interface{} (keys sorted). */
export function marshalGo(value: JsonValue): string {
  return encode(value, true);
}

/** Marshals like marshalGo but keeps object key order, as Go does for struct fields. */
export function marshalGoOrdered(value: JsonValue): string {
  return encode(value, false);
}

/**
 * Compacts valid JSON text like Go's appendCompact: json.Marshal of a json.RawMessage escapes HTML
 * (the default), json.Compact does not (`escapeHtml` false).
 */
export function compactGo(raw: string, escapeHtml = true): string {
  let out = '';
  let inString = false;
  let escaped = false;
  for (let i = 0; i < raw.length; i++) {
    const ch = raw[i]!;
    const c = raw.charCodeAt(i);
    // appendCompact escapes these bytes wherever they occur, before looking at the scanner state.
    if (escapeHtml && (c === 0x3c || c === 0x3e || c === 0x26)) {
      out += '\\u00' + HEX[c >> 4] + HEX[c & 0xf];
      escaped = false;
      continue;
    }
    if (escapeHtml && (c === 0x2028 || c === 0x2029)) {
      out += '\\u202' + HEX[c & 0xf];
      continue;
    }
    if (inString) {
      if (escaped) escaped = false;
      else if (ch === '\\') escaped = true;
      else if (ch === '"') inString = false;
      out += ch;
      continue;
    }
    if (ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r') continue;
    if (ch === '"') inString = true;
    out += ch;
  }
  return out;
}
