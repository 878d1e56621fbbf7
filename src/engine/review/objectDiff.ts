// The fields that differ between two JSON values, by JSON pointer (RFC 6901): what a finding shows
// of two objects. Objects compare key by key whatever their order; lists compare place by place.

import { isObject } from '../apimachinery/isObject.ts';
import type { JsonValue } from '../apimachinery/types.ts';
import { escapePointerToken } from '../scenario/pointer.ts';
import type { FieldChange } from './finding.ts';

/** Reports whether two JSON values are equal, ignoring the order of object keys. */
export function sameJson(a: JsonValue | undefined, b: JsonValue | undefined): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((x, i) => sameJson(x, b[i]));
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a);
    return (
      keys.length === Object.keys(b).length &&
      keys.every((k) => Object.hasOwn(b, k) && sameJson(a[k], b[k]))
    );
  }
  return false;
}

/** Lists the smallest differing fields between `before` and `after`, in document order. */
export function objectDiff(
  before: JsonValue | undefined,
  after: JsonValue | undefined,
  at = '',
): FieldChange[] {
  if (sameJson(before, after)) return [];
  const change = (): FieldChange[] => [
    { pointer: at, ...(before !== undefined && { before }), ...(after !== undefined && { after }) },
  ];
  if (Array.isArray(before) && Array.isArray(after)) {
    const out: FieldChange[] = [];
    for (let i = 0; i < Math.max(before.length, after.length); i++)
      out.push(...objectDiff(before[i], after[i], `${at}/${i}`));
    return out;
  }
  if (isObject(before) && isObject(after)) {
    const out: FieldChange[] = [];
    const keys = [
      ...Object.keys(before),
      ...Object.keys(after).filter((k) => !Object.hasOwn(before, k)),
    ];
    for (const k of keys)
      out.push(...objectDiff(before[k], after[k], `${at}/${escapePointerToken(k)}`));
    return out;
  }
  return change();
}
