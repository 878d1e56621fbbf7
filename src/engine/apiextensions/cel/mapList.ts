// The old item of an x-kubernetes-list-type=map list that has the same keys as a new item: what lets
// rules on list items see oldSelf and ratcheting correlate items. Mirrors apiextensions-apiserver
// pkg/apiserver/schema/cel/maplist.go and k8s.io/apiserver pkg/cel/common/maplist.go (MakeMapList):
// only map lists correlate; any other list gives no old item.

import type { JsonValue } from '../../apimachinery/types.ts';
import type { Structural } from '../structural.ts';
import { marshalGo } from '../../apimachinery/goJson.ts';
import { isObject } from '../../apimachinery/isObject.ts';

/** Finds the old item a new item correlates with, if any. */
export type MapList = (item: JsonValue) => JsonValue | undefined;

const none: MapList = () => undefined;

function keyOf(item: JsonValue, keys: readonly string[]): string | undefined {
  if (!isObject(item)) return undefined;
  return keys.map((k) => (k in item ? marshalGo(item[k]!) : '')).join('\u0000');
}

/** MakeMapList: the correlation of `s`'s list items with `old`'s (none unless a map list). */
export function makeMapList(s: Structural, old: JsonValue | undefined): MapList {
  if (s.xListType !== 'map' || s.xListMapKeys.length === 0 || !Array.isArray(old)) return none;
  const byKey = new Map<string, JsonValue>();
  for (const item of old) {
    const k = keyOf(item, s.xListMapKeys);
    // the first of duplicated keys wins, as the index is built in order
    if (k !== undefined && !byKey.has(k)) byKey.set(k, item);
  }
  return (item) => {
    const k = keyOf(item, s.xListMapKeys);
    return k === undefined ? undefined : byKey.get(k);
  };
}
