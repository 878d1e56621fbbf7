// Decides how already-validated JSON text (a Go json.RawMessage) is taken apart: members of an
// object, elements of an array, string unquoting and conversion to a JsonValue. Mirrors the
// second pass of encoding/json/decode.go (object, array, unquote) for input that checkValid accepted.

import type { JsonValue } from './types.ts';

/** The JSON kind of a raw value, named as Go's UnmarshalTypeError names it. */
export type RawKind = 'object' | 'array' | 'string' | 'number' | 'bool' | 'null';

const isSpace = (ch: string | undefined): boolean =>
  ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r';

function skipSpace(s: string, i: number): number {
  while (isSpace(s[i])) i++;
  return i;
}

/** Returns the kind of the valid JSON value that starts the text (after whitespace). */
export function rawKind(raw: string): RawKind {
  const ch = raw[skipSpace(raw, 0)];
  if (ch === '{') return 'object';
  if (ch === '[') return 'array';
  if (ch === '"') return 'string';
  if (ch === 't' || ch === 'f') return 'bool';
  if (ch === 'n') return 'null';
  return 'number';
}

function skipString(s: string, i: number): number {
  for (i++; i < s.length; i++) {
    if (s[i] === '\\') i++;
    else if (s[i] === '"') return i + 1;
  }
  return i;
}

/** Returns the index just past the valid JSON value starting at `i`. */
export function skipValue(s: string, i: number): number {
  const ch = s[i];
  if (ch === '"') return skipString(s, i);
  if (ch !== '{' && ch !== '[') {
    while (i < s.length && !isSpace(s[i]) && !',]}:'.includes(s[i]!)) i++;
    return i;
  }
  let depth = 0;
  for (; i < s.length; i++) {
    const c = s[i];
    if (c === '"') i = skipString(s, i) - 1;
    else if (c === '{' || c === '[') depth++;
    else if (c === '}' || c === ']') {
      depth--;
      if (depth === 0) return i + 1;
    }
  }
  return i;
}

function hex4(s: string, i: number): number {
  const h = s.slice(i, i + 4);
  return /^[0-9a-fA-F]{4}$/.test(h) ? parseInt(h, 16) : -1;
}

const SIMPLE_ESCAPES: Record<string, string> = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };

/** Unquotes a JSON string literal like Go: bad surrogate escapes become U+FFFD. */
export function unquoteGo(literal: string): string {
  let out = '';
  const end = literal.length - 1;
  for (let i = 1; i < end; i++) {
    const ch = literal[i]!;
    if (ch !== '\\') {
      out += ch;
      continue;
    }
    const e = literal[++i];
    if (e === 'u') {
      let r = hex4(literal, i + 1);
      i += 4;
      if (r >= 0xd800 && r < 0xe000) {
        const r2 = literal[i + 1] === '\\' && literal[i + 2] === 'u' ? hex4(literal, i + 3) : -1;
        if (r < 0xdc00 && r2 >= 0xdc00 && r2 < 0xe000) {
          out += String.fromCharCode(r, r2);
          i += 6;
          continue;
        }
        r = 0xfffd;
      }
      out += String.fromCharCode(r);
    } else
      out += (e !== undefined && Object.hasOwn(SIMPLE_ESCAPES, e) ? SIMPLE_ESCAPES[e] : e) ?? '';
  }
  return out;
}

/** Splits a raw JSON object into [key, raw value] pairs; a JSON null value is null (Go's nil). */
export function splitObject(raw: string): Array<[string, string | null]> | undefined {
  let i = skipSpace(raw, 0);
  if (raw[i] !== '{') return undefined;
  const members: Array<[string, string | null]> = [];
  i = skipSpace(raw, i + 1);
  while (raw[i] === '"') {
    const keyEnd = skipString(raw, i);
    const key = unquoteGo(raw.slice(i, keyEnd));
    const vStart = skipSpace(raw, skipSpace(raw, keyEnd) + 1);
    const vEnd = skipValue(raw, vStart);
    const value = raw.slice(vStart, vEnd);
    members.push([key, value === 'null' ? null : value]);
    i = skipSpace(raw, vEnd);
    if (raw[i] === ',') i = skipSpace(raw, i + 1);
  }
  return members;
}

/** Splits a raw JSON array into raw elements; a JSON null element is null (Go's nil). */
export function splitArray(raw: string): Array<string | null> | undefined {
  let i = skipSpace(raw, 0);
  if (raw[i] !== '[') return undefined;
  const elements: Array<string | null> = [];
  i = skipSpace(raw, i + 1);
  while (i < raw.length && raw[i] !== ']') {
    const end = skipValue(raw, i);
    const value = raw.slice(i, end);
    elements.push(value === 'null' ? null : value);
    i = skipSpace(raw, end);
    if (raw[i] === ',') i = skipSpace(raw, i + 1);
  }
  return elements;
}

/**
 * Converts valid raw JSON into a JsonValue, keeping object key order (last duplicate wins).
 * @param onOverflow called with the text of a number no float64 can hold (it becomes ±Infinity)
 */
export function parseRaw(raw: string, onOverflow?: (text: string) => void): JsonValue {
  const text = raw.slice(skipSpace(raw, 0), skipValue(raw, skipSpace(raw, 0)));
  switch (rawKind(text)) {
    case 'null':
      return null;
    case 'bool':
      return text === 'true';
    case 'number': {
      const n = Number(text);
      if (!Number.isFinite(n)) onOverflow?.(text);
      return n;
    }
    case 'string':
      return unquoteGo(text);
    case 'array':
      return (splitArray(text) ?? []).map((e) => (e === null ? null : parseRaw(e, onOverflow)));
    case 'object': {
      const obj: { [key: string]: JsonValue } = {};
      for (const [k, v] of splitObject(text) ?? []) {
        Object.defineProperty(obj, k, {
          value: v === null ? null : parseRaw(v, onOverflow),
          enumerable: true,
          writable: true,
          configurable: true,
        });
      }
      return obj;
    }
  }
}
