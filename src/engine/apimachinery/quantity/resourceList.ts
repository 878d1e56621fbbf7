// core/v1 ResourceList (map[ResourceName]Quantity) over plain JSON: reading one, writing one the way
// encoding/json prints a Go map (keys sorted), and the in-place sums the pod resource helpers use
// (addResourceList, maxResourceList in pkg/api/v1/resource/helpers.go, which
// plugin/pkg/admission/limitranger/admission.go copies).

import type { JsonObject, JsonValue } from '../types.ts';
import { quantityString } from './canonical.ts';
import { add, cmp, type Quantity, quantityOf } from './quantity.ts';

/** A ResourceList; keys keep the order they were read in, which only traces show. */
export type ResourceList = Map<string, Quantity>;

/** Reads a ResourceList from JSON; values that are not quantities are skipped. */
export function readResourceList(value: JsonValue | undefined): ResourceList {
  const out: ResourceList = new Map();
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return out;
  for (const [k, v] of Object.entries(value)) {
    const q = quantityOf(v);
    if (q !== undefined) out.set(k, q);
  }
  return out;
}

/** Renders a ResourceList as the API server's JSON does: keys sorted, quantities canonical. */
export function resourceListJson(list: ResourceList): JsonObject {
  const out: JsonObject = {};
  for (const k of [...list.keys()].sort()) out[k] = quantityString(list.get(k) as Quantity);
  return out;
}

/** addResourceList: adds every quantity of `add` into `list`. */
export function addInto(list: ResourceList, more: ResourceList): void {
  for (const [name, q] of more) {
    const current = list.get(name);
    list.set(name, current === undefined ? q : add(current, q));
  }
}

/** maxResourceList: keeps, for every name of `other`, the greater of the two. */
export function maxInto(list: ResourceList, other: ResourceList): void {
  for (const [name, q] of other) {
    const current = list.get(name);
    if (current === undefined || cmp(q, current) > 0) list.set(name, q);
  }
}

/** Renders a list for traces: `cpu=100m, memory=1Gi` in key order. */
export function describeList(list: ResourceList): string {
  return [...list].map(([k, q]) => `${k}=${quantityString(q)}`).join(', ');
}
