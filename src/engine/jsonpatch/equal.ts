// Decides when a test operation's value matches: a port of lazyNode.equal in evanphx/json-patch
// v4.12.0 patch.go. Scalars compare by their compacted text (so 1 ≠ 1.0 and "a" ≠ "\u0061"),
// objects ignore member order, and a JSON null element in a compared array makes Go dereference a
// nil node, which panics (null members of objects are compared by nil-ness first and are fine).
//
// Go ranges over the map in random order, so when one member differs and another panics the real
// outcome varies run to run; we report the difference (false) in that case.

import { GoPanic, nilDereference } from './errors.ts';
import type { LazyNode } from './lazyNode.ts';
import { compactNode, tryAry, tryDoc } from './lazyNode.ts';

/** Compares two nodes exactly as lazyNode.equal does, throwing GoPanic where Go would panic. */
export function equalNodes(n: LazyNode | null, o: LazyNode | null): boolean {
  if (n === null) return nilDereference();
  if (n.which === 'raw' && !tryDoc(n) && !tryAry(n)) {
    if (o === null) return nilDereference();
    if (o.which !== 'raw') return false;
    return compactNode(n) === compactNode(o);
  }
  if (n.which === 'doc') {
    if (o === null) return nilDereference();
    if (o.which === 'raw' && !tryDoc(o)) return false;
    if (o.which !== 'doc') return false;
    return equalDocs(n, o);
  }
  if (o === null) return nilDereference();
  if (o.which !== 'ary' && !tryAry(o)) return false;
  if (n.ary.length !== o.ary.length) return false;
  for (let i = 0; i < n.ary.length; i++) {
    if (!equalNodes(n.ary[i] ?? null, o.ary[i] ?? null)) return false;
  }
  return true;
}

function equalDocs(n: LazyNode, o: LazyNode): boolean {
  const nd = n.doc ?? new Map<string, LazyNode | null>();
  const od = o.doc ?? new Map<string, LazyNode | null>();
  if (nd.size !== od.size) return false;
  let panicked: GoPanic | undefined;
  for (const [k, v] of nd) {
    if (!od.has(k)) return false;
    const ov = od.get(k) ?? null;
    if ((v === null) !== (ov === null)) return false;
    if (v === null) continue;
    try {
      if (!equalNodes(v, ov)) return false;
    } catch (e) {
      if (!(e instanceof GoPanic)) throw e;
      panicked ??= e;
    }
  }
  if (panicked !== undefined) throw panicked;
  return true;
}
