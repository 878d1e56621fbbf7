// Decides when a scenario is read as JSON rather than YAML: text that is one JSON object (a
// scenario written by a program, or pasted from `kubectl get -o json`) is parsed by the platform's
// JSON.parse, and one scan of the text records the same spans the YAML path records for it. As
// kubectl does: k8s.io/apimachinery/pkg/util/yaml's YAMLOrJSONDecoder reads text that starts with
// `{` as JSON. The YAML library needs ~10× JSON.parse's time for a large object, and its nodes.
//
// Whatever this scan is not sure reads the same in YAML (a duplicate key, a merge-looking key, a
// tab or carriage return, an integer past 15 digits, deep nesting) sends the text to the YAML path.

import { childPointer } from './pointer.ts';
import type { Locator, SpanTable } from './spans.ts';
import type { JsonValue } from '../apimachinery/types.ts';

/** Nesting past this goes to the YAML path, which reports MAX_NESTING's error where it applies. */
const MAX_FAST_DEPTH = 100;

/** Integers with more digits may round differently through the YAML library's parseInt. */
const MAX_INT_DIGITS = 15;

/** Not read as JSON here: the YAML path decides. */
class NotPlainJson extends Error {}

/** The line-start offsets of a text with `\n` line breaks only (as yaml's LineCounter records them). */
export function lineStartsOf(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}

/** Whether the text may be one JSON object: its first character past spaces and newlines is `{`. */
export function looksLikeJsonObject(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x7b) return true;
    if (c !== 0x20 && c !== 0x0a) return false;
  }
  return false;
}

/** One span the scan found: a value's or a key's, by pointer relative to where the scan started. */
export type FoundSpan = [pointer: string, start: number, end: number, isKey: boolean];

/**
 * Parses text holding one JSON object, recording every value's and key's span under the root
 * pointer as the YAML path would; undefined when the text is not plain JSON as defined above.
 */
export function readJsonText(
  text: string,
  locate: Locator,
  spans: SpanTable,
): JsonValue | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  // Recorded only once the scan is through: a text sent to the YAML path leaves no spans behind.
  const found = scanJson(text, 0);
  if (found === undefined || found.end !== text.length) return undefined;
  recordFound(found.spans, '', locate, spans);
  return value as JsonValue;
}

/** Records spans a scan found, under `base`. */
export function recordFound(
  found: readonly FoundSpan[],
  base: string,
  locate: Locator,
  spans: SpanTable,
): void {
  for (const [pointer, start, end, isKey] of found) {
    if (isKey) spans.recordKey(base + pointer, locate(start, end));
    else spans.recordValue(base + pointer, locate(start, end));
  }
}

/**
 * Scans one JSON value starting at `start` (then spaces and newlines), returning the spans it
 * holds and the offset past it; undefined when it is not plain JSON as defined above. The text
 * need not be valid JSON there: the caller checks the value with JSON.parse.
 */
export function scanJson(
  text: string,
  start: number,
): { spans: FoundSpan[]; end: number } | undefined {
  const scan = new Scanner(text, start);
  try {
    scan.value('', 0);
    scan.blank();
  } catch (e) {
    if (e instanceof NotPlainJson) return undefined;
    throw e;
  }
  return { spans: scan.found, end: scan.at };
}

/** Walks JSON text, noting spans in the order toJson records them; throws NotPlainJson on anything else. */
class Scanner {
  readonly found: FoundSpan[] = [];

  constructor(
    readonly text: string,
    public at: number,
  ) {}

  /** Skips spaces and newlines; any other whitespace is left to the YAML path. */
  blank(): void {
    const text = this.text;
    for (; this.at < text.length; this.at++) {
      const c = text.charCodeAt(this.at);
      if (c === 0x20 || c === 0x0a) continue;
      if (c === 0x09 || c === 0x0d) throw new NotPlainJson();
      return;
    }
  }

  /** Consumes one expected character, after blanks. */
  expect(c: number): void {
    this.blank();
    if (this.text.charCodeAt(this.at) !== c) throw new NotPlainJson();
    this.at++;
  }

  value(pointer: string, depth: number): void {
    if (depth > MAX_FAST_DEPTH) throw new NotPlainJson();
    this.blank();
    const start = this.at;
    const entry: FoundSpan = [pointer, start, start, false];
    this.found.push(entry);
    const c = this.text.charCodeAt(start);
    if (c === 0x7b) this.object(pointer, depth);
    else if (c === 0x5b) this.array(pointer, depth);
    else if (c === 0x22) this.string();
    else this.literal();
    entry[2] = this.at;
  }

  object(pointer: string, depth: number): void {
    this.at++; // {
    this.blank();
    if (this.text.charCodeAt(this.at) === 0x7d) {
      this.at++;
      return;
    }
    const keys = new Set<string>();
    for (;;) {
      this.blank();
      const start = this.at;
      const key = this.string();
      // A key equal to another, or one the YAML path might read as a merge, goes through YAML.
      if (keys.has(key) || key === '<<') throw new NotPlainJson();
      keys.add(key);
      const child = childPointer(pointer, key);
      this.found.push([child, start, this.at, true]);
      this.expect(0x3a); // :
      this.value(child, depth + 1);
      this.blank();
      const c = this.text.charCodeAt(this.at++);
      if (c === 0x7d) return;
      if (c !== 0x2c) throw new NotPlainJson();
    }
  }

  array(pointer: string, depth: number): void {
    this.at++; // [
    this.blank();
    if (this.text.charCodeAt(this.at) === 0x5d) {
      this.at++;
      return;
    }
    for (let i = 0; ; i++) {
      this.value(childPointer(pointer, i), depth + 1);
      this.blank();
      const c = this.text.charCodeAt(this.at++);
      if (c === 0x5d) return;
      if (c !== 0x2c) throw new NotPlainJson();
    }
  }

  /** Reads a string token, returning its value. */
  string(): string {
    const text = this.text;
    const start = this.at;
    if (text.charCodeAt(start) !== 0x22) throw new NotPlainJson();
    let escaped = false;
    let i = start + 1;
    for (let c = text.charCodeAt(i); c !== 0x22; c = text.charCodeAt(++i)) {
      // JSON strings hold no line break; the end of the text ends the scan too.
      if (c === 0x0a || i >= text.length) throw new NotPlainJson();
      if (c !== 0x5c) continue;
      escaped = true;
      i++; // the escaped character, which may be a quote
    }
    this.at = i + 1;
    if (!escaped) return text.slice(start + 1, i);
    try {
      return JSON.parse(text.slice(start, i + 1)) as string;
    } catch {
      throw new NotPlainJson();
    }
  }

  /** Reads a number, true, false or null. */
  literal(): void {
    const text = this.text;
    const start = this.at;
    let end = start;
    for (; end < text.length; end++) {
      const c = text.charCodeAt(end);
      if (c === 0x2c || c === 0x7d || c === 0x5d || c === 0x20 || c === 0x0a) break;
      if (c === 0x09 || c === 0x0d) break;
    }
    this.at = end;
    const token = text.slice(start, end);
    if (token === 'true' || token === 'false' || token === 'null') return;
    if (!/^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][-+]?\d+)?$/.test(token)) throw new NotPlainJson();
    const integer = /^-?\d+$/.test(token);
    const digits = token.length - (token.startsWith('-') ? 1 : 0);
    if (integer && digits > MAX_INT_DIGITS) throw new NotPlainJson();
    if (!Number.isFinite(Number(token))) throw new NotPlainJson();
  }
}
