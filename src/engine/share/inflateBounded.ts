// Decides how much a link may expand to: raw DEFLATE is inflated in small input slices with a
// running count, so a zip bomb in a link stops after the limit instead of filling memory.

import { Inflate } from 'fflate';
import { err, ok, type Result } from '../errors.ts';

/** Why inflating stopped: the stream ended early, grew past the limit, or is not DEFLATE. */
export type InflateFailure =
  { kind: 'truncated' } | { kind: 'too-large' } | { kind: 'corrupt'; detail: string };

// DEFLATE expands at most ~1032:1, so one 2 KiB slice adds at most ~2 MiB past the limit.
const SLICE = 2048;

// fflate's error code for a stream that ends before its final block does.
const UNEXPECTED_EOF = 0;

/** Inflates raw DEFLATE made with `dictionary`, refusing output longer than `limit` bytes. */
export function inflateBounded(
  data: Uint8Array,
  dictionary: Uint8Array,
  limit: number,
): Result<Uint8Array, InflateFailure> {
  if (data.length === 0) return err({ kind: 'truncated' });
  const chunks: Uint8Array[] = [];
  let size = 0;
  const inflater = new Inflate({ dictionary }, (chunk) => {
    size += chunk.length;
    if (size <= limit) chunks.push(chunk);
  });
  try {
    for (let at = 0; at < data.length; at += SLICE) {
      inflater.push(data.subarray(at, at + SLICE), at + SLICE >= data.length);
      if (size > limit) return err({ kind: 'too-large' });
    }
  } catch (e) {
    const code = (e as { code?: unknown }).code;
    if (code === UNEXPECTED_EOF) return err({ kind: 'truncated' });
    return err({ kind: 'corrupt', detail: e instanceof Error ? e.message : String(e) });
  }
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return ok(out);
}
