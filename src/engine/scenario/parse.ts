// Package scenario mirrors no upstream package: it reads the playground's scenario format
// (spec/scenario-format.md) into typed values with source spans.
//
// The scenario parser's façade: scenario text in, a defaulted Scenario plus a pointer → span
// index out, or every error found, each with a JSON pointer and a 1-based span. Never throws
// for any input text.

import { err, ok } from '../errors.ts';
import type { EngineError, Result, SourceSpan } from '../errors.ts';
import { isEmpty } from './clusterObjects.ts';
import { helmTemplateError } from './helmTemplate.ts';
import { MIN_REGION_CHARS, blankJsonRegions, restoreJsonRegions } from './jsonRegions.ts';
import type { BlankedText } from './jsonRegions.ts';
import { lineStartsOf, looksLikeJsonObject, readJsonText } from './jsonText.ts';
import { loadYaml } from './loadYaml.ts';
import { readScenario } from './readScenario.ts';
import { START_SPAN, SpanTable, lineLocator } from './spans.ts';
import type { Locator, SpanIndex } from './spans.ts';
import { toJson } from './toJson.ts';
import type { Scenario } from './types.ts';

export type { SpanIndex } from './spans.ts';

/** A parsed scenario with the positions of its values. */
export interface ParsedScenario {
  scenario: Scenario;
  spans: SpanIndex;
}

/** Finds where an engine error is: its own span, else the span of its pointer, else undefined. */
export function locateError(e: EngineError, spans?: SpanIndex): SourceSpan | undefined {
  if ('span' in e && e.span !== undefined) return e.span;
  if (e.kind === 'script' && spans?.spanWithin !== undefined)
    return spans.spanWithin(e.pointer, e.at.line, e.at.column) ?? spans.spanOf(e.pointer);
  return 'pointer' in e && spans !== undefined ? spans.spanOf(e.pointer) : undefined;
}

/**
 * The largest scenario text accepted (and the largest JSON a share link carries): room for a pasted
 * install with its CRDs, and for an object past the API server's 3 MiB body limit, which then gets the
 * server's 413. The YAML parser reads about 2 MB a second (bench/paste.bench.ts).
 */
export const MAX_SCENARIO_CHARS = 16 * 1024 * 1024;

/** Parses, validates and defaults a scenario written in YAML (1.1, as kubectl reads it) or JSON. */
export function parseScenario(text: string): Result<ParsedScenario, EngineError[]> {
  return parseScenarioWith(text, JSON_READING);
}

/** Where JSON is read without the YAML library: the whole text, and values of this size or more. */
export interface JsonReading {
  whole: boolean;
  minRegionChars: number;
}

const JSON_READING: JsonReading = { whole: true, minRegionChars: MIN_REGION_CHARS };

/** parseScenario with the JSON readings chosen (tests compare them with the YAML library alone). */
export function parseScenarioWith(
  text: string,
  reading: JsonReading,
): Result<ParsedScenario, EngineError[]> {
  if (text.length > MAX_SCENARIO_CHARS) {
    const mib = (text.length / 1024 / 1024).toFixed(1);
    const limit = MAX_SCENARIO_CHARS / 1024 / 1024;
    return err([
      syntaxError(`scenario text of ${mib} MiB is larger than the ${String(limit)} MiB supported`),
    ]);
  }
  try {
    return parseText(text, reading);
  } catch (e) {
    // Stack or memory exhaustion in the YAML library on pathological input.
    if (!(e instanceof RangeError)) throw e;
    return err([syntaxError('the scenario is too deeply nested or too large to parse')]);
  }
}

function parseText(text: string, reading: JsonReading): Result<ParsedScenario, EngineError[]> {
  const json = reading.whole && looksLikeJsonObject(text) ? parseJson(text) : undefined;
  if (json !== undefined) return json;
  // JSON values inside the YAML are read by JSON.parse (jsonRegions.ts) when that provably reads
  // alike; otherwise the YAML library reads all of the text.
  const blanked = blankJsonRegions(text, reading.minRegionChars);
  const fast = blanked.regions.length > 0 ? parseYaml(text, blanked) : undefined;
  // Without blanked values parseYaml always answers; the last fallback is never reached.
  return fast ?? parseYaml(text) ?? err([syntaxError('the scenario could not be read')]);
}

// One JSON object, read without the YAML library (jsonText.ts); undefined leaves it to YAML.
function parseJson(text: string): Result<ParsedScenario, EngineError[]> | undefined {
  const lineStarts = lineStartsOf(text);
  const locate = lineLocator(lineStarts);
  const spans = new SpanTable();
  spans.recordValue('', locate(0, text.length));
  const root = readJsonText(text, locate, spans);
  if (root === undefined) return undefined;
  const errors: EngineError[] = [];
  const scenario = readScenario(root, { spans, errors, source: { text, lineStarts } });
  const syntax = errors.some((e) => e.kind === 'yaml-syntax');
  if (errors.length > 0 || !scenario)
    return err((syntax ? helmHint(text, lineStarts) : undefined) ?? sortBySpan(errors));
  return ok({ scenario, spans });
}

function parseYaml(
  text: string,
  blanked?: BlankedText,
): Result<ParsedScenario, EngineError[]> | undefined {
  const loaded = loadYaml(blanked?.text ?? text);
  const lineStarts = blanked ? lineStartsOf(text) : loaded.lineStarts;
  const source = lineLocator(lineStarts);
  // With JSON values blanked, the YAML library's offsets are mapped back to the text's own.
  const locate: Locator = blanked
    ? (start, end) => source(blanked.sourceOffset(start), blanked.sourceOffset(end))
    : source;
  const spans = new SpanTable();
  spans.recordValue('', source(0, text.length));
  const errors: EngineError[] = [];
  const documents = loaded.documents.filter((doc) => !isEmpty(doc));
  const first = documents[0];
  const root = first ? toJson(first, '', locate, spans, errors, blanked?.text ?? text) : undefined;
  if (blanked !== undefined) {
    const broken = loaded.problems.length > 0 || errors.length > 0 || documents.length !== 1;
    if (broken || first === undefined) return undefined;
    if (!restoreJsonRegions(root, blanked.regions, first, source, spans)) return undefined;
  }
  const firstIndex = first ? loaded.documents.indexOf(first) : -1;
  if (loaded.problems.length > 0) {
    // A broken document converts only partly: report the syntax alone, at the innermost pointers.
    const problems = loaded.problems.map((p) => {
      const span = locate(p.start, p.end);
      const inRoot = p.document === firstIndex;
      return syntaxError(p.message, inRoot ? spans.pointerAt(span.line, span.column) : '', span);
    });
    return err(helmHint(text, lineStarts) ?? sortBySpan(problems));
  }
  const second = documents[1];
  if (second) {
    // Point at the document's first line (its `---`), not at all of it.
    const start = second.range[0];
    const lineEnd = text.indexOf('\n', start);
    const span = locate(start, lineEnd < 0 ? text.length : lineEnd);
    errors.push(syntaxError('a scenario is one YAML document; found a second one', '', span));
  }
  const ctx = { spans, errors, source: { text, lineStarts } };
  const scenario = readScenario(root, ctx);
  // Only a syntax error can come from a template: an unknown field elsewhere is reported as it is.
  const syntax = errors.some((e) => e.kind === 'yaml-syntax');
  if (errors.length > 0 || !scenario)
    return err((syntax ? helmHint(text, lineStarts) : undefined) ?? sortBySpan(errors));
  return ok({ scenario, spans });
}

// A Helm chart's template fails in dozens of places; one hint at its first action replaces them all.
function helmHint(text: string, lineStarts: readonly number[]): EngineError[] | undefined {
  const hint = helmTemplateError(text, lineStarts);
  return hint === undefined ? undefined : [hint];
}

function syntaxError(message: string, pointer = '', span: SourceSpan = START_SPAN): EngineError {
  return { kind: 'yaml-syntax', message, pointer, span };
}

/** Orders errors by position, keeping the order they were found in for equal positions. */
function sortBySpan(errors: EngineError[]): EngineError[] {
  const start = (e: EngineError) => ('span' in e && e.span ? e.span : START_SPAN);
  const before = (a: EngineError, b: EngineError) =>
    start(a).line - start(b).line || start(a).column - start(b).column;
  // Array.prototype.sort is stable, so equal positions keep the order they were found in.
  return [...errors].sort(before);
}
