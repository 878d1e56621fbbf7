// Decides which JSON value a YAML scalar stands for, and which string a scalar map key becomes,
// following sigs.k8s.io/yaml (the yaml→json step of kubectl).

import type { Scalar } from 'yaml';
import type { JsonValue } from '../apimachinery/types.ts';

/** Returns the JSON value of a scalar, or undefined when JSON cannot hold it (infinity, NaN). */
export function scalarToJson(node: Scalar): JsonValue | undefined {
  const v: unknown = node.value;
  if (v === null || typeof v === 'string' || typeof v === 'boolean') return v;
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined;
  if (typeof v === 'bigint') return Number(v);
  // !!binary: Kubernetes writes bytes as base64 in JSON, which is what the source already is.
  if (v instanceof Uint8Array) return base64Source(node);
  // Anything else a tag produced (a date from an explicit !!timestamp ...) stays as written.
  return node.source ?? String(v);
}

/** Returns the JSON key for a scalar map key; a null key has none (sigs.k8s.io/yaml refuses it). */
export function scalarToKey(node: Scalar): string | undefined {
  const v: unknown = node.value;
  if (typeof v === 'string') return v;
  // `on:` and `1:` become "true" and "1", as strconv formats them in sigs.k8s.io/yaml.
  if (typeof v === 'number' || typeof v === 'boolean' || typeof v === 'bigint') return String(v);
  if (v instanceof Uint8Array) return base64Source(node);
  if (v === null || v === undefined) return undefined;
  return node.source ?? String(v);
}

const base64Source = (node: Scalar): string => (node.source ?? '').replace(/\s+/g, '');
