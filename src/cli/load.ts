// Reads and parses a scenario from a file or a share link, turning engine errors into
// `file:line:column: message` lines (`link:line:column` for a link).

import { existsSync, readFileSync } from 'node:fs';
import {
  loadShareCodec,
  describeEngineError,
  locateError,
  parseScenario,
  type EngineError,
  type ParsedScenario,
  type SpanIndex,
} from '../engine/index.ts';

// The codec is a chunk of its own for the browser; the command line simply waits for it once.
const { decodeShareLink } = await loadShareCodec();

/** A scenario read and parsed, with the name messages give it, or the lines that say why not. */
export type Loaded =
  { ok: true; parsed: ParsedScenario; name: string } | { ok: false; lines: string[] };

/** A scenario's text, with the name messages give it, or the lines that say why there is none. */
export type Read = { ok: true; text: string; name: string } | { ok: false; lines: string[] };

/** The name a link goes by in messages: its lines are lines of the text it opens as. */
export const LINK_NAME = 'link';

const LINKLIKE = /^(?:https?:\/\/[^#\s]*#|#)?v[0-9]+\./i;
const SCENARIO_FILE = /\.(?:ya?ml|json)$/i;

/**
 * Tells whether an argument is a share link (`https://…#v1.…`, `#v1.…`, `v1.…`) rather than a
 * file. An existing file wins, and so does a name ending in .yaml, .yml or .json: no link does.
 */
export function isLinkArgument(
  arg: string,
  exists: (path: string) => boolean = existsSync,
): boolean {
  const text = arg.trim();
  if (!LINKLIKE.test(text)) return false;
  if (/^(?:https?:|#)/i.test(text)) return true;
  return !SCENARIO_FILE.test(text) && !exists(text);
}

/** Formats one engine error at its place in a file. */
export function formatError(file: string, e: EngineError, spans?: SpanIndex): string {
  const pointer = 'pointer' in e ? e.pointer : '';
  const span = locateError(e, spans);
  const where = span ? `${file}:${span.line}:${span.column}` : `${file}:1:1`;
  const at = pointer !== '' && e.kind !== 'yaml-syntax' ? ` (at ${pointer})` : '';
  return `${where}: ${describeEngineError(e)}${at}`;
}

/** Reads a scenario's text from a link, a file, or standard input ("-"). */
export function readScenario(arg: string): Read {
  if (isLinkArgument(arg)) {
    const decoded = decodeShareLink(arg);
    if (!decoded.ok) return { ok: false, lines: [`${LINK_NAME}: ${decoded.error.message}`] };
    return { ok: true, text: decoded.value.source, name: LINK_NAME };
  }
  try {
    return { ok: true, text: readFileSync(arg === '-' ? 0 : arg, 'utf8'), name: arg };
  } catch (e) {
    return { ok: false, lines: [`${arg}: cannot read: ${(e as Error).message}`] };
  }
}

/** Reads a scenario from a link or a file ("-" for standard input) and parses it. */
export function loadScenario(arg: string): Loaded {
  const read = readScenario(arg);
  if (!read.ok) return read;
  const parsed = parseScenario(read.text);
  if (!parsed.ok) return { ok: false, lines: parsed.error.map((e) => formatError(read.name, e)) };
  return { ok: true, parsed: parsed.value, name: read.name };
}
