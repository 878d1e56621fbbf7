// Resource-list arithmetic of the quota system and the formatting its messages use
// (staging/src/k8s.io/apiserver/pkg/quota/v1/resources.go; prettyPrint and prettyPrintResourceNames
// in pkg/admission/plugin/resourcequota/controller.go).

import { quantityString } from '../../apimachinery/quantity/canonical.ts';
import {
  add as addQuantity,
  cmp,
  isZero,
  mustParse,
  type Quantity,
  signOf,
  sub,
} from '../../apimachinery/quantity/quantity.ts';
import type { ResourceList } from '../resource/resourceList.ts';

/** quota.Equals. */
export function equals(a: ResourceList, b: ResourceList): boolean {
  if (a.size !== b.size) return false;
  for (const [k, v] of a) {
    const other = b.get(k);
    if (other === undefined || cmp(v, other) !== 0) return false;
  }
  return true;
}

/** quota.Add: a's keys (summed with b's) then b's other keys. */
export function add(a: ResourceList, b: ResourceList): ResourceList {
  const out: ResourceList = new Map();
  for (const [k, v] of a) {
    const other = b.get(k);
    out.set(k, other === undefined ? v : addQuantity(v, other));
  }
  for (const [k, v] of b) if (!out.has(k)) out.set(k, v);
  return out;
}

const zero = mustParse('0');

/** quota.SubtractWithNonNegativeResult: a - b, never below zero; keys only in b become zero. */
export function subtractWithNonNegativeResult(a: ResourceList, b: ResourceList): ResourceList {
  const out: ResourceList = new Map();
  for (const [k, v] of a) {
    const other = b.get(k);
    const q = other === undefined ? v : sub(v, other);
    out.set(k, signOf(q) > 0 ? q : zero);
  }
  for (const k of b.keys()) if (!out.has(k)) out.set(k, zero);
  return out;
}

/** quota.Mask: only the named resources. */
export function mask(list: ResourceList, names: Iterable<string>): ResourceList {
  const keep = new Set(names);
  return new Map([...list].filter(([k]) => keep.has(k)));
}

/** quota.RemoveZeros. */
export const removeZeros = (list: ResourceList): ResourceList =>
  new Map([...list].filter(([, q]) => !isZero(q)));

/** quota.IsNegative: the names with a negative value. */
export const isNegative = (list: ResourceList): string[] =>
  [...list].filter(([, q]) => signOf(q) < 0).map(([k]) => k);

/** quota.LessThanOrEqual: whether every value of a named in b is at most b's, and the ones that exceed. */
export function lessThanOrEqual(
  a: ResourceList,
  b: ResourceList,
): { ok: boolean; exceeded: string[] } {
  const exceeded: string[] = [];
  for (const [k, limit] of b) {
    const q = a.get(k);
    if (q !== undefined && cmp(q, limit) > 0) exceeded.push(k);
  }
  return { ok: exceeded.length === 0, exceeded };
}

/** quota.Intersection: a's names that b has, deduplicated and sorted. */
export const intersection = (a: readonly string[], b: readonly string[]): string[] =>
  [...new Set(a.filter((x) => b.includes(x)))].sort();

/** prettyPrint: `name=quantity` sorted by name, joined by commas. */
export function prettyPrint(list: ResourceList): string {
  return [...list.keys()]
    .sort()
    .map((k) => `${k}=${quantityString(list.get(k) as Quantity)}`)
    .join(',');
}

/** prettyPrintResourceNames: names sorted, joined by commas. */
export const prettyPrintResourceNames = (names: Iterable<string>): string =>
  [...names].sort().join(',');
