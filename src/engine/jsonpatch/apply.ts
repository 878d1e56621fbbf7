// Decides what a mutating webhook's JSON patch does to the object: a port of Patch.Apply and the six
// operations in evanphx/json-patch v4.12.0 patch.go (gopkg.in/evanphx/json-patch.v4, which
// kube-apiserver 1.32 vendors), with the error texts of its pkg/errors wrapping.
//
// Where v4 differs from RFC 6902 and from the npm fast-json-patch library:
// - negative array indices count from the end: -1 is the last element for remove/replace/test,
//   and add at -1 appends (add counts from the end of the grown array), -2 inserts before the last;
// - replace on a missing object member adds it; copy from a missing object member adds null;
// - add/replace without "value" store null instead of failing;
// - test: scalars compare by compacted text (1 ≠ 1.0), objects ignore member order, a missing or
//   null target passes against "value": null, and a missing "value" on a missing target, or a null
//   element inside compared arrays, makes v4.12.0 panic (nil dereference);
// - replace of the whole document ("") with a non-object, non-array value is silently ignored;
// - a path without a leading "/" ignores its first segment ("a/b" means "/b"); "" is the root only
//   for replace and test;
// - an unknown op fails with "Unexpected kind: <op>" (fast-json-patch: OPERATION_OP_INVALID);
// - errors are Go strings such as `add operation does not apply: doc is missing path: "/x": missing
//   value`, never fast-json-patch's JsonPatchError names; missing parents are never created;
// - copy is limited to 3 MiB of accumulated copied JSON (the apiserver's JSONPatchMaxCopyBytes).
// Go's output re-marshals every decoded map with sorted keys; our JsonValue keeps original member
// order and appends new members, and `json` carries Go's exact bytes.

import type { JsonValue } from '../apimachinery/types.ts';
import { marshalGoOrdered } from '../apimachinery/goJson.ts';
import { rawKind } from '../apimachinery/rawJson.ts';
import type { Container } from './container.ts';
import { GoPanic } from './errors.ts';
import type { LazyNode } from './lazyNode.ts';
import {
  decodePartialArray,
  decodePartialDoc,
  marshalNode,
  newLazyNode,
  valuePartialArray,
  valuePartialDoc,
  nodeToJson,
} from './lazyNode.ts';
import type { Operation } from './operation.ts';
import { kind } from './operation.ts';
import { copyOp, moveOp, testOp } from './opsMoveCopyTest.ts';
import { addOp, removeOp, replaceOp } from './opsAddRemoveReplace.ts';

/** kube-apiserver arms jsonpatch.AccumulatedCopySizeLimit from JSONPatchMaxCopyBytes (3 MiB). */
export const DEFAULT_ACCUMULATED_COPY_SIZE_LIMIT = 3 * 1024 * 1024;

/** Options for applyPatch. */
export interface ApplyOptions {
  /** Byte limit on what copy operations may add; 0 disables it (the package default). */
  accumulatedCopySizeLimit?: number;
}

/** The patched document (as a value and as Go's bytes), or Go's error; `panic` marks a Go panic. */
export type ApplyResult =
  { ok: true; value: JsonValue; json: string } | { ok: false; error: string; panic?: true };

/** The mutable state one Apply call threads through its operations. */
export interface ApplyState {
  root: Container;
  accumulatedCopySize: number;
  copySizeLimit: number;
}

function rootContainer(doc: JsonValue): Container | string {
  // The common case, an object or array, decodes straight from the parsed value (see newValueNode).
  if (Array.isArray(doc) || (typeof doc === 'object' && doc !== null)) {
    const node = newLazyNode(null);
    if (Array.isArray(doc)) {
      node.which = 'ary';
      node.ary = valuePartialArray(doc) ?? [];
      return { kind: 'ary', owner: node };
    }
    node.which = 'doc';
    node.doc = valuePartialDoc(doc) ?? new Map();
    return { kind: 'doc', owner: node };
  }
  const raw = marshalGoOrdered(doc);
  // ApplyIndent picks partialArray when the first byte is '[', partialDoc otherwise.
  if (raw.startsWith('[')) {
    const node = newLazyNode(null);
    node.which = 'ary';
    node.ary = decodePartialArray(raw) ?? [];
    return { kind: 'ary', owner: node };
  }
  const decoded = decodePartialDoc(raw);
  if (decoded === undefined) {
    return `json: cannot unmarshal ${rawKind(raw)} into Go value of type jsonpatch.partialDoc`;
  }
  const node = newLazyNode(null);
  node.which = 'doc';
  node.doc = decoded.doc;
  return { kind: 'doc', owner: node };
}

function applyOne(state: ApplyState, op: Operation): string | undefined {
  const k = kind(op);
  switch (k) {
    case 'add':
      return addOp(state, op);
    case 'remove':
      return removeOp(state, op);
    case 'replace':
      return replaceOp(state, op);
    case 'move':
      return moveOp(state, op);
    case 'test':
      return testOp(state, op);
    case 'copy':
      return copyOp(state, op);
    default:
      return `Unexpected kind: ${k}`;
  }
}

/** Applies decoded operations to a document exactly as json-patch v4's Patch.Apply does. */
export function applyPatch(
  doc: JsonValue,
  ops: readonly Operation[],
  options: ApplyOptions = {},
): ApplyResult {
  const root = rootContainer(doc);
  if (typeof root === 'string') return { ok: false, error: root };
  const state: ApplyState = {
    root,
    accumulatedCopySize: 0,
    copySizeLimit: options.accumulatedCopySizeLimit ?? DEFAULT_ACCUMULATED_COPY_SIZE_LIMIT,
  };
  try {
    for (const op of ops) {
      const err = applyOne(state, op);
      if (err !== undefined) return { ok: false, error: err };
    }
  } catch (e) {
    if (e instanceof GoPanic) return { ok: false, error: e.message, panic: true };
    throw e;
  }
  const owner: LazyNode = state.root.owner;
  let overflow: string | undefined;
  const value = nodeToJson(owner, (text) => (overflow ??= text));
  // Go applies such a patch, but no float64 holds the number, so decoding the result fails; we
  // report the interface{} decode error because a JsonValue cannot carry the number either.
  if (overflow !== undefined) {
    return {
      ok: false,
      error: `json: cannot unmarshal number ${overflow} into Go value of type float64`,
    };
  }
  // Go's exact output bytes are computed only when someone reads them.
  return {
    ok: true,
    value,
    get json() {
      return marshalNode(owner);
    },
  };
}
