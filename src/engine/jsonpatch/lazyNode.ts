// Decides how json-patch v4 holds the document: a lazyNode keeps raw JSON until an operation
// reaches into it, then becomes a partialDoc (map) or partialArray. Mirrors lazyNode, intoDoc,
// intoAry, tryDoc, tryAry, compact, MarshalJSON and deepCopy in evanphx/json-patch v4.12.0 patch.go.
//
// Go's nils are modelled as null: a nil *lazyNode (a JSON null decoded from the document), a nil
// raw (an operation "value": null), a nil partialDoc map (raw "null" unmarshalled into a map).

import type { JsonValue } from '../apimachinery/types.ts';
import { compactGo, goJsonString, marshalGoOrdered } from '../apimachinery/goJson.ts';
import { parseRaw, rawKind, splitArray, splitObject } from '../apimachinery/rawJson.ts';
import { compareUtf8, utf8Length } from '../apimachinery/utf8.ts';
import { ERR_INVALID } from './errors.ts';
import type { RawMessage } from './operation.ts';

/** A partially decoded object: member name → node (null for a JSON null). */
export type PartialDoc = Map<string, LazyNode | null>;
/** A partially decoded array: element → node (null for a JSON null). */
export type PartialArray = Array<LazyNode | null>;

/** One node of the document, raw until decoded (Go's lazyNode). */
export interface LazyNode {
  raw: RawMessage;
  which: 'raw' | 'doc' | 'ary';
  /** null is Go's nil map (from unmarshalling "null"), which panics on write. */
  doc: PartialDoc | null;
  ary: PartialArray;
  /**
   * The already-parsed value of a node that came from the document rather than from a patch. Its
   * raw text is marshalled only when an operation needs it, so a patch touching one label of a
   * large object does not re-encode and re-scan the whole object (same results, far less work).
   */
  value?: JsonValue;
}

/** Wraps a parsed document value in a node whose raw text is computed on first use. */
export function newValueNode(value: JsonValue): LazyNode {
  let raw: string | undefined;
  const node = { which: 'raw', doc: null, ary: [], value } as unknown as LazyNode;
  Object.defineProperty(node, 'raw', {
    enumerable: true,
    configurable: true,
    get: () => (raw ??= marshalGoOrdered(value)),
    set: (v: RawMessage) => {
      Object.defineProperty(node, 'raw', {
        value: v,
        writable: true,
        enumerable: true,
        configurable: true,
      });
    },
  });
  return node;
}

/** Decodes a parsed value into a partialDoc without going through its text; undefined when not an object. */
export function valuePartialDoc(value: JsonValue): PartialDoc | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  return new Map(Object.entries(value).map(([k, v]) => [k, v === null ? null : newValueNode(v)]));
}

/** Decodes a parsed value into a partialArray without going through its text; undefined when not an array. */
export function valuePartialArray(value: JsonValue): PartialArray | undefined {
  return Array.isArray(value) ? value.map((v) => (v === null ? null : newValueNode(v))) : undefined;
}

/** Reports whether the node's raw text starts an array, without marshalling a parsed value. */
export function isArrayNode(n: LazyNode): boolean {
  if (n.value !== undefined) return Array.isArray(n.value);
  return n.raw !== null && /^[ \n\t]*\[/.test(n.raw);
}

/** Wraps raw JSON (or nil) in a fresh node, as newLazyNode does. */
export function newLazyNode(raw: RawMessage): LazyNode {
  return { raw, which: 'raw', doc: null, ary: [] };
}

/** Decodes raw object text into a partialDoc, or returns undefined where json.Unmarshal fails. */
export function decodePartialDoc(raw: string): { doc: PartialDoc | null } | undefined {
  if (rawKind(raw) === 'null') return { doc: null };
  const members = splitObject(raw);
  if (members === undefined) return undefined;
  return { doc: new Map(members.map(([k, v]) => [k, v === null ? null : newLazyNode(v)])) };
}

/** Decodes raw array text into a partialArray, or returns undefined where json.Unmarshal fails. */
export function decodePartialArray(raw: string): PartialArray | undefined {
  if (rawKind(raw) === 'null') return [];
  return splitArray(raw)?.map((v) => (v === null ? null : newLazyNode(v)));
}

/** Turns the node into a partialDoc like intoDoc; returns an error text when it cannot. */
export function intoDoc(n: LazyNode): string | undefined {
  if (n.which === 'doc') return undefined;
  const fromValue = n.value === undefined ? undefined : valuePartialDoc(n.value);
  if (fromValue !== undefined) {
    n.doc = fromValue;
    n.which = 'doc';
    return undefined;
  }
  if (n.raw === null) return ERR_INVALID;
  const decoded = decodePartialDoc(n.raw);
  if (decoded === undefined) return 'cannot decode into partialDoc';
  n.doc = decoded.doc;
  n.which = 'doc';
  return undefined;
}

/** Turns the node into a partialArray like intoAry; returns an error text when it cannot. */
export function intoAry(n: LazyNode): string | undefined {
  if (n.which === 'ary') return undefined;
  const fromValue = n.value === undefined ? undefined : valuePartialArray(n.value);
  if (fromValue !== undefined) {
    n.ary = fromValue;
    n.which = 'ary';
    return undefined;
  }
  if (n.raw === null) return ERR_INVALID;
  const decoded = decodePartialArray(n.raw);
  if (decoded === undefined) return 'cannot decode into partialArray';
  n.ary = decoded;
  n.which = 'ary';
  return undefined;
}

/** Tries to decode the raw text as an object (tryDoc); `null` succeeds as a nil map, as in Go. */
export function tryDoc(n: LazyNode): boolean {
  const fromValue = n.value === undefined ? undefined : valuePartialDoc(n.value);
  if (fromValue !== undefined) {
    n.doc = fromValue;
    n.which = 'doc';
    return true;
  }
  if (n.raw === null) return false;
  const decoded = decodePartialDoc(n.raw);
  if (decoded === undefined) return false;
  n.doc = decoded.doc;
  n.which = 'doc';
  return true;
}

/** Tries to decode the raw text as an array (tryAry); `null` succeeds as a nil slice. */
export function tryAry(n: LazyNode): boolean {
  const fromValue = n.value === undefined ? undefined : valuePartialArray(n.value);
  if (fromValue !== undefined) {
    n.ary = fromValue;
    n.which = 'ary';
    return true;
  }
  if (n.raw === null) return false;
  const decoded = decodePartialArray(n.raw);
  if (decoded === undefined) return false;
  n.ary = decoded;
  n.which = 'ary';
  return true;
}

/** Returns json.Compact of the raw text (no HTML escaping), or null for a nil raw. */
export function compactNode(n: LazyNode): string | null {
  return n.raw === null ? null : compactGo(n.raw, false);
}

/** Marshals a node as json.Marshal does: sorted keys for decoded maps, compacted raw otherwise. */
export function marshalNode(n: LazyNode | null): string {
  if (n === null) return 'null';
  if (n.which === 'raw') return n.raw === null ? 'null' : compactGo(n.raw);
  if (n.which === 'ary') return '[' + n.ary.map(marshalNode).join(',') + ']';
  return marshalPartialDoc(n.doc);
}

/** Marshals a partialDoc (a Go map): keys in UTF-8 byte order, a nil map as null. */
export function marshalPartialDoc(doc: PartialDoc | null): string {
  if (doc === null) return 'null';
  const keys = [...doc.keys()].sort(compareUtf8);
  return (
    '{' + keys.map((k) => goJsonString(k) + ':' + marshalNode(doc.get(k) ?? null)).join(',') + '}'
  );
}

/** Copies a node through its JSON encoding and reports that encoding's byte size, as deepCopy does. */
export function deepCopy(n: LazyNode | null): { node: LazyNode | null; size: number } {
  if (n === null) return { node: null, size: 0 };
  const text = marshalNode(n);
  return { node: newLazyNode(text), size: utf8Length(text) };
}

/**
 * Converts a node to a JsonValue, keeping member order (original members first, new ones last).
 * @param onOverflow called with the text of a number no float64 can hold
 */
export function nodeToJson(n: LazyNode | null, onOverflow?: (text: string) => void): JsonValue {
  if (n === null) return null;
  if (n.which === 'raw' && n.value !== undefined) return n.value;
  if (n.which === 'raw') return n.raw === null ? null : parseRaw(n.raw, onOverflow);
  if (n.which === 'ary') return n.ary.map((e) => nodeToJson(e, onOverflow));
  if (n.doc === null) return null;
  const obj: { [key: string]: JsonValue } = {};
  for (const [k, v] of n.doc) {
    Object.defineProperty(obj, k, {
      value: nodeToJson(v, onOverflow),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return obj;
}
