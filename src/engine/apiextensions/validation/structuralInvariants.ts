// The structural-schema rules a CRD's openAPIV3Schema must follow, the part the playground checks:
// array items, a type at every specified node, an object at the root, additionalProperties not at
// the root nor with x-kubernetes-embedded-resource, string kind and apiVersion. Sorted by message,
// as upstream sorts them. Mirrors apiextensions-apiserver pkg/apiserver/schema/validation.go
// (ValidateStructural, validateStructuralInvariants); its value-validation, metadata and
// completeness rules are not checked.

import { fieldErrorString, forbidden, invalid, required } from '../../apimachinery/field.ts';
import { goString } from '../../apimachinery/goValue.ts';
import { isObject } from '../../apimachinery/isObject.ts';
import type { JsonObject } from '../../apimachinery/types.ts';
import { childOf, keyOf, type LocatedError, type Place } from './located.ts';

type Level = 'root' | 'item' | 'field';

const typeEmpty: Record<Level, string> = {
  root: 'must not be empty at the root',
  item: 'must not be empty for specified array items',
  field: 'must not be empty for specified object fields',
};

function invariants(s: JsonObject, lvl: Level, at: Place, out: LocatedError[]): void {
  const push = (place: Place, error: LocatedError['error']): void => {
    out.push({ error: { ...error, field: place.field }, pointer: place.pointer });
  };
  const type = typeof s['type'] === 'string' ? s['type'] : '';
  const embedded = s['x-kubernetes-embedded-resource'] === true;
  if (type === 'array' && !isObject(s['items']))
    push(childOf(at, 'items'), required('', 'must be specified'));
  if (isObject(s['items'])) invariants(s['items'], 'item', childOf(at, 'items'), out);
  if (isObject(s['properties']))
    for (const [k, v] of Object.entries(s['properties']))
      if (isObject(v)) invariants(v, 'field', keyOf(at, 'properties', k), out);
  if (s['additionalProperties'] !== undefined && s['additionalProperties'] !== false) {
    if (lvl === 'root')
      push(childOf(at, 'additionalProperties'), forbidden('', 'must not be used at the root'));
    if (isObject(s['additionalProperties']))
      invariants(s['additionalProperties'], 'field', childOf(at, 'additionalProperties'), out);
  }
  const typeAt = childOf(at, 'type');
  if (embedded && type !== 'object') {
    const detail = 'must be object if x-kubernetes-embedded-resource is true';
    push(typeAt, type === '' ? required('', detail) : invalid('', goString(type), detail));
  } else if (
    type === '' &&
    s['x-kubernetes-int-or-string'] !== true &&
    s['x-kubernetes-preserve-unknown-fields'] !== true
  )
    push(typeAt, required('', typeEmpty[lvl]));
  if (embedded && s['additionalProperties'] !== undefined && s['additionalProperties'] !== false)
    push(
      childOf(at, 'additionalProperties'),
      forbidden('', 'must not be used if x-kubernetes-embedded-resource is set'),
    );
  if (lvl === 'root' && type !== '' && type !== 'object')
    push(typeAt, invalid('', goString(type), 'must be object at the root'));
  const props = isObject(s['properties']) ? s['properties'] : {};
  if (lvl === 'root' || embedded) {
    for (const name of ['kind', 'apiVersion']) {
      const p = props[name];
      if (isObject(p) && p['type'] !== 'string') {
        const t = typeof p['type'] === 'string' ? p['type'] : '';
        push(
          childOf(keyOf(at, 'properties', name), 'type'),
          invalid('', goString(t), 'must be string'),
        );
      }
    }
  }
}

/** ValidateStructural's invariants of a schema at `at`, sorted by their text. */
export function validateStructural(schema: JsonObject, at: Place): LocatedError[] {
  const out: LocatedError[] = [];
  invariants(schema, 'root', at, out);
  const text = (e: LocatedError): string => fieldErrorString(e.error, '1.32');
  return out.sort((a, b) => (text(a) < text(b) ? -1 : text(a) > text(b) ? 1 : 0));
}
