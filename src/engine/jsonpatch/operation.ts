// Decides what one JSON Patch operation holds and how its members are read: mirrors Operation,
// Kind, Path, From and value in evanphx/json-patch v4.12.0 patch.go.

import { rawKind, unquoteGo } from '../apimachinery/rawJson.ts';
import { ERR_MISSING, wrap } from './errors.ts';

/** A member's raw JSON text as Go's *json.RawMessage holds it; null is a nil pointer (JSON null). */
export type RawMessage = string | null;

/**
 * One decoded operation (Go's map[string]*json.RawMessage); null for a JSON null array element,
 * which Go decodes into a nil map.
 */
export type Operation = ReadonlyMap<string, RawMessage> | null;

/** A string read from an operation member, or the error Go returns. */
export type StringResult = { ok: true; value: string } | { ok: false; error: string };

/** Decodes raw JSON into a Go string, failing with json's UnmarshalTypeError text otherwise. */
export function unmarshalString(raw: string): StringResult {
  const kind = rawKind(raw);
  if (kind === 'string') return { ok: true, value: unquoteGo(raw) };
  return { ok: false, error: `json: cannot unmarshal ${kind} into Go value of type string` };
}

/** Reads the "op" member like Operation.Kind: anything but a string reads as "unknown". */
export function kind(op: Operation): string {
  const raw = op?.get('op');
  if (raw === undefined || raw === null) return 'unknown';
  const s = unmarshalString(raw);
  return s.ok ? s.value : 'unknown';
}

function member(op: Operation, name: string, missing: string): StringResult {
  const raw = op?.get(name);
  if (raw === undefined || raw === null) return { ok: false, error: wrap(missing, ERR_MISSING) };
  return unmarshalString(raw);
}

/** Reads the "path" member like Operation.Path. */
export function path(op: Operation): StringResult {
  return member(op, 'path', 'operation missing path field');
}

/** Reads the "from" member like Operation.From. */
export function from(op: Operation): StringResult {
  return member(op, 'from', 'operation, missing from field');
}

/** Reads the "value" member: undefined when absent, null when JSON null, else its raw text. */
export function rawValue(op: Operation): RawMessage | undefined {
  return op?.get('value');
}
