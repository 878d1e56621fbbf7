// x-kubernetes-list-type set and map: duplicates reported as field.Duplicate at their index.
// Mirrors apiextensions-apiserver pkg/apiserver/schema/listtype/validation.go
// (ValidateListSetsAndMaps, validateListSet, validateListMap). Field paths are field.Path strings.

import type { JsonObject, JsonValue } from '../apimachinery/types.ts';
import type { Structural } from './structural.ts';
import { type FieldError, duplicate, invalid } from '../apimachinery/field.ts';
import { marshalGo } from '../apimachinery/goJson.ts';
import { isObject } from '../apimachinery/isObject.ts';
import { jsonBadValue } from './goSharpV.ts';

const UNSPECIFIED = Symbol('unspecifiedKeyValue');
type Key = JsonValue | typeof UNSPECIFIED;

// validateListSet: the indices of the second appearance of each repeated item.
function nonUnique(items: readonly Key[]): number[] {
  const seen = new Map<string, number>();
  const out: number[] = [];
  items.forEach((x, i) => {
    const id =
      x === UNSPECIFIED
        ? 'unspecified'
        : (typeof x === 'object' && x !== null ? 'c' : 's:' + typeof x + ':') + marshalGo(x);
    const times = seen.get(id) ?? 0;
    seen.set(id, times + 1);
    if (times === 1) out.push(i);
  });
  return out;
}

function validateListMap(path: string, s: Structural, list: JsonValue[]): FieldError[] {
  for (const [i, x] of list.entries()) {
    if (x !== null && !isObject(x))
      return [
        invalid(
          `${path}[${i}]`,
          jsonBadValue(x),
          'must be an object for an array of list-type map',
        ),
      ];
  }
  if (list.length <= 1) return [];
  if (s.xListMapKeys.length === 1) {
    const keyField = s.xListMapKeys[0]!;
    const keys: Key[] = list.map((x) =>
      isObject(x) && keyField in x ? x[keyField]! : UNSPECIFIED,
    );
    return nonUnique(keys).map((i) => {
      const k = keys[i]!;
      return duplicate(`${path}[${i}]`, jsonBadValue(k === UNSPECIFIED ? {} : { [keyField]: k }));
    });
  }
  const keys = list.map((x) => {
    const key: JsonObject = {};
    if (isObject(x)) for (const f of s.xListMapKeys) if (f in x) key[f] = x[f]!;
    return key;
  });
  return nonUnique(keys).map((i) => duplicate(`${path}[${i}]`, jsonBadValue(keys[i]!)));
}

function validateArray(path: string, s: Structural, list: JsonValue[]): FieldError[] {
  const errs: FieldError[] = [];
  if (s.xListType === 'set')
    for (const i of nonUnique(list)) errs.push(duplicate(`${path}[${i}]`, jsonBadValue(list[i]!)));
  if (s.xListType === 'map') errs.push(...validateListMap(path, s, list));
  if (s.items !== undefined)
    list.forEach((x, i) => errs.push(...validateListSetsAndMaps(`${path}[${i}]`, s.items!, x)));
  return errs;
}

/** ValidateListSetsAndMaps: the duplicates in every set and map list under `value`. */
export function validateListSetsAndMaps(
  path: string,
  s: Structural,
  value: JsonValue,
): FieldError[] {
  if (Array.isArray(value)) return validateArray(path, s, value);
  if (!isObject(value)) return [];
  const errs: FieldError[] = [];
  const ap = s.additionalProperties;
  if (ap !== undefined)
    for (const [k, v] of Object.entries(value))
      errs.push(...validateListSetsAndMaps(`${path}[${k}]`, ap, v));
  for (const [k, v] of Object.entries(value)) {
    const sub = s.properties.get(k);
    if (sub !== undefined)
      errs.push(...validateListSetsAndMaps(path === '' ? k : `${path}.${k}`, sub, v));
  }
  return errs;
}
