// Decides which JSON inside a YAML scenario skips the YAML library: a map value or a list item
// written as JSON (`object: {` or `- {` and then a pasted `kubectl get -o json`, indented under it) is read by
// JSON.parse, and the YAML library reads the text with that value replaced by `{}` (or `[]`); its
// offsets are mapped back to the original text's, so every recorded span is where it was. The value and its spans are then put in at
// the pointer the placeholder landed on. What this cannot prove reads alike in YAML (the value
// reached by an alias, inside a block scalar, lines not indented past the key, a comment after it)
// leaves the text to the YAML library whole.

import { visit } from 'yaml';
import type { Document } from 'yaml';
import type { JsonValue } from '../apimachinery/types.ts';
import { recordFound, scanJson } from './jsonText.ts';
import type { FoundSpan } from './jsonText.ts';
import type { Locator, SpanTable } from './spans.ts';

/** Smaller JSON values are left to the YAML library: blanking them saves nothing worth the risk. */
export const MIN_REGION_CHARS = 4096;

/** A JSON value found in YAML text, and what the scan of it found. */
export interface JsonRegion {
  start: number;
  end: number;
  value: JsonValue;
  spans: FoundSpan[];
}

// A block map key (plain or double-quoted), or a block sequence's `- `, with the value's opening
// bracket on its line.
const KEY_LINE = /^( *)(?:(?:[A-Za-z_][\w./-]*|"(?:[^"\\\n]|\\.)*"): +|- )[{[]/;

/** YAML text with its large JSON values blanked, and where its offsets are in the original. */
export interface BlankedText {
  text: string;
  regions: JsonRegion[];
  /** The original text's offset for an offset into `text` */
  sourceOffset(offset: number): number;
}

/** Finds the JSON map values of at least `minChars` and returns the text with each one `{}` or `[]`. */
export function blankJsonRegions(text: string, minChars = MIN_REGION_CHARS): BlankedText {
  const regions: JsonRegion[] = [];
  // Line breaks other than \n: left to the YAML library, which counts lines its own way.
  if (text.includes('\r')) return { text, regions, sourceOffset: (o) => o };
  let lineStart = 0;
  while (lineStart < text.length) {
    const lineEnd = endOfLine(text, lineStart);
    const region = regionAt(text, lineStart, lineEnd, minChars);
    if (region) regions.push(region);
    const next = region ? endOfLine(text, region.end) : lineEnd;
    lineStart = next + 1;
  }
  // The YAML library reads an empty collection where each value was (reading megabytes of spaces
  // would cost it as much as the JSON): what follows each one moves back by the rest of its length.
  let blanked = '';
  let from = 0;
  const moves: Array<{ after: number; by: number }> = [];
  let moved = 0;
  for (const r of regions) {
    blanked += text.slice(from, r.start) + text.charAt(r.start) + text.charAt(r.end - 1);
    const after = r.start - moved + 2;
    moved += r.end - r.start - 2;
    moves.push({ after, by: moved });
    from = r.end;
  }
  blanked += text.slice(from);
  const sourceOffset = (offset: number): number => {
    let by = 0;
    for (const m of moves) if (offset >= m.after) by = m.by;
    return offset + by;
  };
  return { text: regions.length > 0 ? blanked : text, regions, sourceOffset };
}

const endOfLine = (text: string, from: number): number => {
  const i = text.indexOf('\n', from);
  return i < 0 ? text.length : i;
};

function regionAt(
  text: string,
  lineStart: number,
  lineEnd: number,
  minChars: number,
): JsonRegion | undefined {
  const key = KEY_LINE.exec(text.slice(lineStart, Math.min(lineEnd, lineStart + 2000)));
  if (!key) return undefined;
  const indent = key[1]?.length ?? 0;
  const start = lineStart + key[0].length - 1;
  const found = scanJson(text, start);
  if (found === undefined) return undefined;
  // The scan stops past trailing blanks; the value ends at its closing bracket.
  let end = found.end;
  while (end > start && (text.charCodeAt(end - 1) === 0x20 || text.charCodeAt(end - 1) === 0x0a))
    end--;
  if (end - start < minChars) return undefined;
  // Nothing but spaces may follow on the closing line (no comment, no second value).
  const after = text.slice(end, endOfLine(text, end));
  if (after.trim() !== '') return undefined;
  if (!indentedPastKey(text, start, end, indent)) return undefined;
  let value: JsonValue;
  try {
    value = JSON.parse(text.slice(start, end)) as JsonValue;
  } catch {
    return undefined;
  }
  return { start, end, value, spans: found.spans };
}

// YAML wants a flow collection's lines indented past its key (or its item's dash); the closing
// bracket may stand at that column. Blank lines inside are left to the YAML library.
function indentedPastKey(text: string, start: number, end: number, indent: number): boolean {
  for (let nl = text.indexOf('\n', start); nl >= 0 && nl < end; nl = text.indexOf('\n', nl + 1)) {
    let i = nl + 1;
    while (text.charCodeAt(i) === 0x20) i++;
    const column = i - nl - 1;
    const c = text.charCodeAt(i);
    if (c === 0x0a) return false;
    const closing = i === end - 1 && (c === 0x7d || c === 0x5d);
    if (column < indent || (column === indent && !closing)) return false;
  }
  return true;
}

/**
 * Puts the blanked values back into the converted root: each at the pointer whose recorded value
 * starts at the region's start as an empty collection. False when a placeholder did not land so
 * (then the text must be read by the YAML library whole).
 */
export function restoreJsonRegions(
  root: JsonValue | undefined,
  regions: readonly JsonRegion[],
  doc: Document.Parsed,
  locate: Locator,
  spans: SpanTable,
): boolean {
  if (regions.length === 0) return true;
  // An alias may repeat a placeholder where no span says so: leave such text to YAML.
  let aliased = false;
  visit(doc, {
    Alias: () => {
      aliased = true;
      return visit.BREAK;
    },
  });
  if (aliased) return false;
  const places = regions.map((r) => {
    const at = locate(r.start, r.end);
    const pointer = spans.pointerAt(at.line, at.column);
    const span = spans.spanOf(pointer);
    const exact =
      span !== undefined &&
      span.line === at.line &&
      span.column === at.column &&
      span.endLine === at.endLine &&
      span.endColumn === at.endColumn;
    return exact ? placeOf(root, pointer) : undefined;
  });
  if (places.some((p, i) => p === undefined || !sameKind(p.current, regions[i]?.value)))
    return false;
  places.forEach((place, i) => {
    const r = regions[i];
    if (place === undefined || r === undefined) return;
    place.set(r.value);
    recordFound(r.spans, place.pointer, locate, spans);
  });
  return true;
}

const sameKind = (placeholder: JsonValue | undefined, value: JsonValue | undefined): boolean =>
  placeholder !== null &&
  typeof placeholder === 'object' &&
  value !== null &&
  typeof value === 'object' &&
  Array.isArray(placeholder) === Array.isArray(value) &&
  Object.keys(placeholder).length === 0;

/** The value at a pointer and a way to replace it; undefined for the root or a missing path. */
function placeOf(
  root: JsonValue | undefined,
  pointer: string,
): { pointer: string; current: JsonValue | undefined; set: (v: JsonValue) => void } | undefined {
  if (pointer === '' || pointer.includes('#')) return undefined;
  const tokens = pointer
    .slice(1)
    .split('/')
    .map((t) => t.replaceAll('~1', '/').replaceAll('~0', '~'));
  let parent: JsonValue | undefined = root;
  for (const t of tokens.slice(0, -1)) parent = child(parent, t);
  const last = tokens[tokens.length - 1] ?? '';
  if (parent === null || typeof parent !== 'object') return undefined;
  const holder = parent;
  if (!Object.hasOwn(holder, last)) return undefined;
  return {
    pointer,
    current: child(holder, last),
    set: (v) => {
      Object.defineProperty(holder, last, {
        value: v,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    },
  };
}

function child(value: JsonValue | undefined, token: string): JsonValue | undefined {
  if (value === null || typeof value !== 'object' || !Object.hasOwn(value, token)) return undefined;
  return Array.isArray(value) ? value[Number(token)] : value[token];
}
