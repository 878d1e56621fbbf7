// The x-kubernetes-preserve-unknown-fields, -map-type, -list-type and -list-map-keys rules of one
// CRD schema node: values, the type each needs, atomic items of sets, map keys that are scalar
// properties of the items, required or defaulted, never nullable. Mirrors apiextensions-apiserver
// pkg/apis/apiextensions/validation/validation.go (the extensions' part of
// ValidateCustomResourceDefinitionOpenAPISchema, validateMapListKeysMapSet).

import {
  type FieldError,
  forbidden,
  invalid,
  notSupported,
  required,
} from '../../apimachinery/field.ts';
import { goBool, goSlice, goString, type GoValue } from '../../apimachinery/goValue.ts';
import { isObject } from '../../apimachinery/isObject.ts';
import type { JsonObject } from '../../apimachinery/types.ts';
import { childOf, keyOf, type LocatedError, type Place } from './located.ts';

/** The options the extensions' rules read. */
export interface ListTypeOptions {
  requireAtomicSetType: boolean;
  requireMapListKeysMapSetValidation: boolean;
}

const push = (list: LocatedError[], place: Place, e: FieldError): void => {
  list.push({ error: { ...e, field: place.field }, pointer: place.pointer });
};
const str = (s: JsonObject, k: string): string | undefined =>
  typeof s[k] === 'string' ? s[k] : undefined;
const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];

// The x-kubernetes-map-type and x-kubernetes-list-type rules of one node.
/** The extensions' errors of one node. */
export function validateListAndMapTypes(
  s: JsonObject,
  at: Place,
  o: ListTypeOptions,
): LocatedError[] {
  const out: LocatedError[] = [];
  const type = str(s, 'type') ?? '';
  const mapType = str(s, 'x-kubernetes-map-type');
  const listType = str(s, 'x-kubernetes-list-type');
  const keys = strings(s['x-kubernetes-list-map-keys']);
  const items = isObject(s['items']) ? s['items'] : undefined;
  const typeMust = (what: string, why: string): void => {
    const detail = `must be ${what} if ${why} is specified`;
    push(
      out,
      childOf(at, 'type'),
      type === '' ? required('', detail) : invalid('', goString(type), detail),
    );
  };
  if (s['x-kubernetes-preserve-unknown-fields'] === false)
    push(
      out,
      childOf(at, 'x-kubernetes-preserve-unknown-fields'),
      invalid('', goBool(false), 'must be true or undefined'),
    );
  if (mapType !== undefined && type !== 'object') typeMust('object', 'x-kubernetes-map-type');
  if (mapType !== undefined && mapType !== 'atomic' && mapType !== 'granular')
    push(
      out,
      childOf(at, 'x-kubernetes-map-type'),
      notSupported('', goString(mapType), ['atomic', 'granular']),
    );
  if (listType !== undefined && type !== 'array') typeMust('array', 'x-kubernetes-list-type');
  else if (o.requireAtomicSetType && listType === 'set' && items !== undefined) {
    const itemsAt = childOf(at, 'items');
    const detail = 'must be atomic as item of a list with x-kubernetes-list-type=set';
    const itemList = str(items, 'x-kubernetes-list-type');
    if (items['type'] === 'array' && itemList !== undefined && itemList !== 'atomic')
      push(
        out,
        childOf(itemsAt, 'x-kubernetes-list-type'),
        invalid('', goString(itemList), detail),
      );
    if (items['type'] === 'object' && str(items, 'x-kubernetes-map-type') !== 'atomic') {
      // upstream prints the item's x-kubernetes-list-type here, nil when unset
      const v: GoValue = itemList === undefined ? { go: 'nil' } : goString(itemList);
      push(out, childOf(itemsAt, 'x-kubernetes-map-type'), invalid('', v, detail));
    }
  }
  if (listType !== undefined && !['atomic', 'set', 'map'].includes(listType))
    push(
      out,
      childOf(at, 'x-kubernetes-list-type'),
      notSupported('', goString(listType), ['atomic', 'set', 'map']),
    );
  if (keys.length > 0) {
    const detail = 'must be map if x-kubernetes-list-map-keys is non-empty';
    if (listType === undefined)
      push(out, childOf(at, 'x-kubernetes-list-type'), required('', detail));
    else if (listType !== 'map')
      push(out, childOf(at, 'x-kubernetes-list-type'), invalid('', goString(listType), detail));
  }
  if (listType === 'map') {
    if (keys.length === 0)
      push(
        out,
        childOf(at, 'x-kubernetes-list-map-keys'),
        required('', 'must not be empty if x-kubernetes-list-type is map'),
      );
    if (items === undefined && !Array.isArray(s['items']))
      push(
        out,
        childOf(at, 'items'),
        required('', 'must have a schema if x-kubernetes-list-type is map'),
      );
    const itemsType = items === undefined ? undefined : (str(items, 'type') ?? '');
    if (itemsType !== undefined && itemsType !== 'object')
      push(
        out,
        childOf(childOf(at, 'items'), 'type'),
        invalid(
          '',
          goString(itemsType),
          "must be object if parent array's x-kubernetes-list-type is map",
        ),
      );
    if (items !== undefined && itemsType === 'object') {
      const props = isObject(items['properties']) ? items['properties'] : {};
      const seen = new Set<string>();
      const keysAt = childOf(at, 'x-kubernetes-list-map-keys');
      for (const k of keys) {
        const p = props[k];
        if (isObject(p)) {
          if (p['type'] === 'array' || p['type'] === 'object')
            push(
              out,
              childOf(keyOf(childOf(at, 'items'), 'properties', k), 'type'),
              // upstream prints the item's type, not the key's
              invalid(
                '',
                goString(itemsType),
                "must be a scalar type if parent array's x-kubernetes-list-type is map",
              ),
            );
        } else
          push(
            out,
            keysAt,
            invalid('', goSlice('string', keys), 'entries must all be names of item properties'),
          );
        if (seen.has(k))
          push(
            out,
            keysAt,
            invalid('', goSlice('string', keys), 'must not contain duplicate entries'),
          );
        seen.add(k);
      }
    }
  }
  if (o.requireMapListKeysMapSetValidation) out.push(...mapListKeysMapSet(s, at));
  return out;
}

// validateMapListKeysMapSet
function mapListKeysMapSet(s: JsonObject, at: Place): LocatedError[] {
  const out: LocatedError[] = [];
  const items = isObject(s['items']) ? s['items'] : undefined;
  const listType = str(s, 'x-kubernetes-list-type');
  if (items === undefined || (listType !== 'set' && listType !== 'map')) return out;
  const itemsAt = childOf(at, 'items');
  if (items['nullable'] === true)
    push(
      out,
      childOf(itemsAt, 'nullable'),
      forbidden('', `cannot be nullable when x-kubernetes-list-type is ${listType}`),
    );
  if (listType !== 'map') return out;
  const isRequired = new Set(strings(items['required']));
  const props = isObject(items['properties']) ? items['properties'] : {};
  for (const k of strings(s['x-kubernetes-list-map-keys'])) {
    const p = props[k];
    if (!isObject(p)) continue;
    const pAt = keyOf(itemsAt, 'properties', k);
    if (!isRequired.has(k) && (p['default'] === undefined || p['default'] === null))
      push(
        out,
        childOf(pAt, 'default'),
        required(
          '',
          'this property is in x-kubernetes-list-map-keys, so it must have a default or be a required property',
        ),
      );
    if (p['nullable'] === true)
      push(
        out,
        childOf(pAt, 'nullable'),
        forbidden('', 'this property is in x-kubernetes-list-map-keys, so it cannot be nullable'),
      );
  }
  return out;
}
