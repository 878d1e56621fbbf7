// Ratcheting on update: a value is correlated with its old value through object keys and map-list
// keys; an error raised where the correlated value (or, for an uncorrelatable node, its nearest
// correlated ancestor) did not change is not held against the update. Mirrors k8s.io/apiserver
// pkg/cel/common/equality.go (CorrelatedObject: Key, Index, CachedDeepEqual) and the
// ratchetingOptions of apiextensions-apiserver pkg/apiserver/schema/cel/validation.go.

import type { JsonValue } from '../../apimachinery/types.ts';
import type { Structural } from '../structural.ts';
import { isObject } from '../../apimachinery/isObject.ts';
import { makeMapList } from './mapList.ts';

/** A new value and the old value it correlates with. */
export class CorrelatedObject {
  #equal: boolean | undefined;
  constructor(
    readonly value: JsonValue,
    readonly oldValue: JsonValue,
    readonly schema: Structural | undefined,
  ) {}

  /** Key: the correlated child under an object's key, when both values have it. */
  key(field: string): CorrelatedObject | undefined {
    const [n, o] = [this.value, this.oldValue];
    if (!isObject(n) || !isObject(o) || !(field in n) || !(field in o)) return undefined;
    const s = this.schema?.properties.get(field) ?? this.schema?.additionalProperties;
    return new CorrelatedObject(n[field]!, o[field]!, s);
  }

  /** Index: the correlated item of a map list (other lists do not correlate). */
  index(i: number): CorrelatedObject | undefined {
    const n = this.value;
    const items = this.schema?.items;
    if (!Array.isArray(n) || i >= n.length || this.schema === undefined || items === undefined)
      return undefined;
    const old = makeMapList(this.schema, this.oldValue)(n[i]!);
    return old === undefined ? undefined : new CorrelatedObject(n[i]!, old, items);
  }

  /** CachedDeepEqual: whether the value equals its old value (map lists by key, not position). */
  deepEqual(): boolean {
    this.#equal ??= this.#compare();
    return this.#equal;
  }

  #compare(): boolean {
    const [n, o] = [this.value, this.oldValue];
    if (Array.isArray(n) && Array.isArray(o)) {
      if (n.length !== o.length) return false;
      if (this.schema?.xListType !== 'map') return plainEqual(n, o);
      return n.every((_, i) => this.index(i)?.deepEqual() === true);
    }
    if (isObject(n) && isObject(o)) {
      const keys = Object.keys(n);
      if (keys.length !== Object.keys(o).length) return false;
      return keys.every((k) => this.key(k)?.deepEqual() === true);
    }
    return plainEqual(n, o);
  }
}

// reflect.DeepEqual of decoded JSON: objects by key, arrays by position.
function plainEqual(a: JsonValue, b: JsonValue): boolean {
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((x, i) => plainEqual(x, b[i]!))
    );
  }
  if (isObject(a) || isObject(b)) {
    if (!isObject(a) || !isObject(b)) return false;
    const keys = Object.keys(a);
    return (
      keys.length === Object.keys(b).length && keys.every((k) => k in b && plainEqual(a[k]!, b[k]!))
    );
  }
  return a === b;
}

/** ratchetingOptions: the current correlation and the nearest correlated ancestor. */
export interface Ratcheting {
  current?: CorrelatedObject | undefined;
  parent?: CorrelatedObject | undefined;
}

/** shouldRatchetError: the node (or its nearest correlated ancestor) did not change. */
export const shouldRatchet = (r: Ratcheting): boolean =>
  r.current !== undefined ? r.current.deepEqual() : r.parent?.deepEqual() === true;

/** ratchetingOptions.key. */
export function ratchetKey(r: Ratcheting, field: string): Ratcheting {
  if (r.current === undefined) return r;
  // apiVersion and kind are not visible to ratchet: both objects were converted to one version
  if (r.parent === undefined && (field === 'apiVersion' || field === 'kind')) return {};
  return { current: r.current.key(field), parent: r.current };
}

/** ratchetingOptions.index. */
export function ratchetIndex(r: Ratcheting, i: number): Ratcheting {
  if (r.current === undefined) return r;
  return { current: r.current.index(i), parent: r.current };
}
