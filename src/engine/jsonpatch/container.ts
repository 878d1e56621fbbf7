// Decides how a JSON pointer reaches into the document and how a partialDoc / partialArray gets,
// sets, adds and removes members, with v4's negative indices and "-". Mirrors findObject,
// decodePatchKey and the partialDoc / partialArray methods of evanphx/json-patch v4.12.0 patch.go.

import { goQuote } from '../apimachinery/goQuote.ts';
import {
  ERR_INVALID_INDEX,
  ERR_MISSING,
  GoPanic,
  NIL_MAP_WRITE,
  nilDereference,
  wrap,
} from './errors.ts';
import type { LazyNode } from './lazyNode.ts';
import { intoAry, intoDoc, isArrayNode } from './lazyNode.ts';

/** A node that holds a partialDoc or partialArray; operations write through it (Go's *partialDoc). */
export type Container = { kind: 'doc'; owner: LazyNode } | { kind: 'ary'; owner: LazyNode };

/** A node, or the error a container method returns. */
export type GetResult = { ok: true; value: LazyNode | null } | { ok: false; error: string };

const invalidIndex = (idx: bigint): string =>
  wrap(`Unable to access invalid index: ${idx}`, ERR_INVALID_INDEX);

const MAX_INT = (1n << 63n) - 1n;

/** Parses a decimal int like strconv.Atoi, with its exact NumError texts. */
export function atoi(s: string): { ok: true; value: bigint } | { ok: false; error: string } {
  const fail = (why: string) => ({
    ok: false as const,
    error: `strconv.Atoi: parsing ${goQuote(s)}: ${why}`,
  });
  const neg = s.startsWith('-');
  const digits = s.startsWith('+') || neg ? s.slice(1) : s;
  if (digits === '') return fail('invalid syntax');
  let n = 0n;
  for (const ch of digits) {
    if (ch < '0' || ch > '9') return fail('invalid syntax');
    n = n * 10n + BigInt(ch.charCodeAt(0) - 48);
    // ParseUint stops at the first digit that overflows, before seeing later bad characters.
    if (n > (1n << 64n) - 1n) return fail('value out of range');
  }
  if (neg ? n > MAX_INT + 1n : n > MAX_INT) return fail('value out of range');
  return { ok: true, value: neg ? -n : n };
}

/** Applies RFC 6901 unescaping (~1 → /, then ~0 → ~) in one left-to-right pass, as decodePatchKey does. */
export function decodePatchKey(k: string): string {
  return k.replace(/~[01]/g, (m) => (m === '~1' ? '/' : '~'));
}

/** Gets a member (a missing object key yields null, not an error, as partialDoc.get does). */
export function get(c: Container, key: string): GetResult {
  if (c.kind === 'doc') return { ok: true, value: c.owner.doc?.get(key) ?? null };
  const ary = c.owner.ary;
  const parsed = atoi(key);
  if (!parsed.ok) return parsed;
  let idx = parsed.value;
  const len = BigInt(ary.length);
  if (idx < 0n) {
    if (idx < -len) return { ok: false, error: invalidIndex(idx) };
    idx += len;
  }
  if (idx >= len) return { ok: false, error: invalidIndex(idx) };
  return { ok: true, value: ary[Number(idx)] ?? null };
}

function writeDoc(c: Container, key: string, val: LazyNode | null): undefined {
  if (c.owner.doc === null) throw new GoPanic(NIL_MAP_WRITE);
  c.owner.doc.set(key, val);
  return undefined;
}

/** Replaces an existing member (partialArray.set / partialDoc.set); returns an error text or undefined. */
export function set(c: Container, key: string, val: LazyNode | null): string | undefined {
  if (c.kind === 'doc') return writeDoc(c, key, val);
  const parsed = atoi(key);
  if (!parsed.ok) return parsed.error;
  let idx = parsed.value;
  const len = BigInt(c.owner.ary.length);
  if (idx < 0n) {
    if (idx < -len) return invalidIndex(idx);
    idx += len;
  }
  c.owner.ary[Number(idx)] = val;
  return undefined;
}

/** Adds a member: an object key is set (even if present), an array gets an insert or "-" append. */
export function add(c: Container, key: string, val: LazyNode | null): string | undefined {
  if (c.kind === 'doc') return writeDoc(c, key, val);
  const ary = c.owner.ary;
  if (key === '-') {
    ary.push(val);
    return undefined;
  }
  const parsed = atoi(key);
  if (!parsed.ok) return wrap(`value was not a proper array index: '${key}'`, parsed.error);
  let idx = parsed.value;
  const size = BigInt(ary.length + 1);
  if (idx >= size) return invalidIndex(idx);
  if (idx < 0n) {
    if (idx < -size) return invalidIndex(idx);
    idx += size;
  }
  ary.splice(Number(idx), 0, val);
  return undefined;
}

/** Removes a member; a missing object key is an error. */
export function remove(c: Container, key: string): string | undefined {
  if (c.kind === 'doc') {
    if (c.owner.doc?.has(key) !== true) {
      return wrap(`Unable to remove nonexistent key: ${key}`, ERR_MISSING);
    }
    c.owner.doc.delete(key);
    return undefined;
  }
  const ary = c.owner.ary;
  const parsed = atoi(key);
  if (!parsed.ok) return parsed.error;
  let idx = parsed.value;
  const len = BigInt(ary.length);
  if (idx >= len) return invalidIndex(idx);
  if (idx < 0n) {
    if (idx < -len) return invalidIndex(idx);
    idx += len;
  }
  ary.splice(Number(idx), 1);
  return undefined;
}

// isArray: skips ' ', '\n' and '\t' (not '\r') and looks for '['.

/** Walks all but the last pointer segment like findObject; undefined when any step is missing. */
export function findObject(root: Container, path: string): [Container, string] | undefined {
  const split = path.split('/');
  if (split.length < 2) return undefined;
  let doc = root;
  for (const part of split.slice(1, -1)) {
    const next = get(doc, decodePatchKey(part));
    if (!next.ok || next.value === null) return undefined;
    const node = next.value;
    // v4.12.0 reads *next.raw without a nil check: a node added from "value": null panics here.
    if (node.raw === null) return nilDereference();
    if (isArrayNode(node)) {
      if (intoAry(node) !== undefined) return undefined;
      doc = { kind: 'ary', owner: node };
    } else {
      if (intoDoc(node) !== undefined) return undefined;
      doc = { kind: 'doc', owner: node };
    }
  }
  return [doc, decodePatchKey(split[split.length - 1] ?? '')];
}
