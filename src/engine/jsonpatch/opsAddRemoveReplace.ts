// Decides the add, remove and replace operations and their exact error texts: mirrors Patch.add,
// Patch.remove and Patch.replace in evanphx/json-patch v4.12.0 patch.go.

import type { ApplyState } from './apply.ts';
import { add, findObject, get, remove, set } from './container.ts';
import { ERR_MISSING, nilDereference, wrap } from './errors.ts';
import type { LazyNode } from './lazyNode.ts';
import { newLazyNode, tryAry, tryDoc } from './lazyNode.ts';
import type { Operation } from './operation.ts';
import { path, rawValue } from './operation.ts';

/** Returns a fresh node for the op's "value" like Operation.value: null (Go nil) when absent. */
export function valueNode(op: Operation): LazyNode | null {
  const raw = rawValue(op);
  return raw === undefined ? null : newLazyNode(raw);
}

/** Applies one add operation; returns Go's error text or undefined. */
export function addOp(state: ApplyState, op: Operation): string | undefined {
  const p = path(op);
  // add and remove discard the decode error and always report ErrMissing.
  if (!p.ok) return wrap('add operation failed to decode path', ERR_MISSING);
  const found = findObject(state.root, p.value);
  if (found === undefined) {
    return wrap(`add operation does not apply: doc is missing path: "${p.value}"`, ERR_MISSING);
  }
  const err = add(found[0], found[1], valueNode(op));
  return err === undefined ? undefined : wrap(`error in add for path: '${p.value}'`, err);
}

/** Applies one remove operation; returns Go's error text or undefined. */
export function removeOp(state: ApplyState, op: Operation): string | undefined {
  const p = path(op);
  if (!p.ok) return wrap('remove operation failed to decode path', ERR_MISSING);
  const found = findObject(state.root, p.value);
  if (found === undefined) {
    return wrap(`remove operation does not apply: doc is missing path: "${p.value}"`, ERR_MISSING);
  }
  const err = remove(found[0], found[1]);
  return err === undefined ? undefined : wrap(`error in remove for path: '${p.value}'`, err);
}

function replaceRoot(state: ApplyState, op: Operation): undefined {
  const val = valueNode(op);
  if (val === null) return nilDereference();
  // Go returns errors.Wrapf(err, ...) with a nil err here, which is nil: a scalar or null value
  // is silently ignored and the document stays as it was.
  if (val.which === 'raw' && !tryDoc(val) && !tryAry(val)) return undefined;
  state.root = val.which === 'ary' ? { kind: 'ary', owner: val } : { kind: 'doc', owner: val };
  return undefined;
}

/** Applies one replace operation; returns Go's error text or undefined. */
export function replaceOp(state: ApplyState, op: Operation): string | undefined {
  const p = path(op);
  if (!p.ok) return wrap('replace operation failed to decode path', p.error);
  if (p.value === '') return replaceRoot(state, op);
  const found = findObject(state.root, p.value);
  if (found === undefined) {
    return wrap(`replace operation does not apply: doc is missing path: ${p.value}`, ERR_MISSING);
  }
  const [con, key] = found;
  // partialDoc.get never fails, so replacing a missing object member simply adds it.
  if (!get(con, key).ok) {
    return wrap(`replace operation does not apply: doc is missing key: ${p.value}`, ERR_MISSING);
  }
  const err = set(con, key, valueNode(op));
  // Upstream says "remove" in this message.
  return err === undefined ? undefined : wrap(`error in remove for path: '${p.value}'`, err);
}
