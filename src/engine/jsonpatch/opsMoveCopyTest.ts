// Decides the move, copy and test operations and their exact error texts: mirrors Patch.move,
// Patch.copy and Patch.test in evanphx/json-patch v4.12.0 patch.go.

import type { ApplyState } from './apply.ts';
import { add, findObject, get, remove } from './container.ts';
import {
  accumulatedCopySizeError,
  ERR_MISSING,
  ERR_TEST_FAILED,
  nilDereference,
  wrap,
} from './errors.ts';
import { equalNodes } from './equal.ts';
import type { LazyNode } from './lazyNode.ts';
import { deepCopy, newLazyNode } from './lazyNode.ts';
import type { Operation } from './operation.ts';
import { from, path, rawValue } from './operation.ts';
import { valueNode } from './opsAddRemoveReplace.ts';

/** Applies one move operation; returns Go's error text or undefined. */
export function moveOp(state: ApplyState, op: Operation): string | undefined {
  const f = from(op);
  if (!f.ok) return wrap('move operation failed to decode from', f.error);
  const src = findObject(state.root, f.value);
  if (src === undefined) {
    return wrap(`move operation does not apply: doc is missing from path: ${f.value}`, ERR_MISSING);
  }
  const [srcCon, srcKey] = src;
  const val = get(srcCon, srcKey);
  // These two messages name the last segment, not the pointer.
  if (!val.ok) return wrap(`error in move for path: '${srcKey}'`, val.error);
  const removed = remove(srcCon, srcKey);
  if (removed !== undefined) return wrap(`error in move for path: '${srcKey}'`, removed);
  const p = path(op);
  if (!p.ok) return wrap('move operation failed to decode path', p.error);
  const dst = findObject(state.root, p.value);
  if (dst === undefined) {
    return wrap(
      `move operation does not apply: doc is missing destination path: ${p.value}`,
      ERR_MISSING,
    );
  }
  const err = add(dst[0], dst[1], val.value);
  return err === undefined ? undefined : wrap(`error in move for path: '${p.value}'`, err);
}

/** Applies one copy operation, counting the copied bytes against the limit; returns Go's error or undefined. */
export function copyOp(state: ApplyState, op: Operation): string | undefined {
  const f = from(op);
  if (!f.ok) return wrap('copy operation failed to decode from', f.error);
  const src = findObject(state.root, f.value);
  if (src === undefined) {
    return wrap(`copy operation does not apply: doc is missing from path: ${f.value}`, ERR_MISSING);
  }
  const val = get(src[0], src[1]);
  if (!val.ok) return wrap(`error in copy for from: '${f.value}'`, val.error);
  const p = path(op);
  if (!p.ok) return wrap('copy operation failed to decode path', ERR_MISSING);
  const dst = findObject(state.root, p.value);
  if (dst === undefined) {
    return wrap(
      `copy operation does not apply: doc is missing destination path: ${p.value}`,
      ERR_MISSING,
    );
  }
  const copied = deepCopy(val.value);
  state.accumulatedCopySize += copied.size;
  if (state.copySizeLimit > 0 && state.accumulatedCopySize > state.copySizeLimit) {
    return accumulatedCopySizeError(state.copySizeLimit, state.accumulatedCopySize);
  }
  const err = add(dst[0], dst[1], copied.node);
  return err === undefined ? undefined : wrap('error while adding value during copy', err);
}

function wholeDocument(state: ApplyState): LazyNode {
  // Patch.test builds a fresh lazyNode sharing the root's map or slice.
  const self = newLazyNode(null);
  self.which = state.root.kind;
  self.doc = state.root.owner.doc;
  self.ary = state.root.owner.ary;
  return self;
}

/** Applies one test operation; returns Go's error text or undefined. */
export function testOp(state: ApplyState, op: Operation): string | undefined {
  const p = path(op);
  if (!p.ok) return wrap('test operation failed to decode path', p.error);
  const failed = wrap(`testing value ${p.value} failed`, ERR_TEST_FAILED);
  if (p.value === '') return equalNodes(wholeDocument(state), valueNode(op)) ? undefined : failed;
  const found = findObject(state.root, p.value);
  if (found === undefined) {
    return wrap(`test operation does not apply: is missing path: ${p.value}`, ERR_MISSING);
  }
  const val = get(found[0], found[1]);
  if (!val.ok) return wrap(`error in test for path: '${p.value}'`, val.error);
  const raw = rawValue(op);
  if (val.value === null) {
    // A missing or null target passes against "value": null; v4.12.0 reads op.value().raw
    // without checking op.value() for nil, so an absent "value" panics.
    if (raw === undefined) return nilDereference();
    return raw === null ? undefined : failed;
  }
  if (raw === undefined) return failed;
  return equalNodes(val.value, valueNode(op)) ? undefined : failed;
}
