// Reads and parses a scenario file, turning engine errors into `file:line:column: message` lines.

import { readFileSync } from 'node:fs';
import { describeEngineError, locateError, parseScenario, type EngineError, type ParsedScenario, type SpanIndex } from '../engine/index.ts';

/** A scenario file read and parsed, or the lines that say why not. */
export type Loaded = { ok: true; parsed: ParsedScenario } | { ok: false; lines: string[] };

/** Formats one engine error at its place in a file. */
export function formatError(file: string, e: EngineError, spans?: SpanIndex): string {
  const pointer = 'pointer' in e ? e.pointer : '';
  const span = locateError(e, spans);
  const where = span ? `${file}:${span.line}:${span.column}` : `${file}:1:1`;
  const at = pointer !== '' && e.kind !== 'yaml-syntax' ? ` (at ${pointer})` : '';
  return `${where}: ${describeEngineError(e)}${at}`;
}

/** Reads a file ("-" for standard input) and parses it as a scenario. */
export function loadScenario(file: string): Loaded {
  let text: string;
  try {
    text = readFileSync(file === '-' ? 0 : file, 'utf8');
  } catch (e) {
    return { ok: false, lines: [`${file}: cannot read: ${(e as Error).message}`] };
  }
  const parsed = parseScenario(text);
  if (!parsed.ok) return { ok: false, lines: parsed.error.map((e) => formatError(file, e)) };
  return { ok: true, parsed: parsed.value };
}
