// The structural-schema rules a CRD's openAPIV3Schema must follow, the part the playground checks:
// array items, a type at every specified node, an object at the root, additionalProperties not at
// the root nor with x-kubernetes-embedded-resource, string kind and apiVersion, an object metadata
// that at the root specifies at most name and generateName, properties for an embedded resource
// that does not preserve unknown fields. Sorted by message,
// as upstream sorts them. Mirrors apiextensions-apiserver pkg/apiserver/schema/validation.go
// (ValidateStructural, validateStructuralInvariants, validateStructuralMetadataInvariants); its
// value-validation (junctor) and completeness rules are not checked.

import { fieldErrorString, forbidden, invalid, required } from '../../apimachinery/field.ts';
import { goString } from '../../apimachinery/goValue.ts';
import { isObject } from '../../apimachinery/isObject.ts';
import type { JsonObject, JsonValue } from '../../apimachinery/types.ts';
import { childOf, keyOf, type LocatedError, type Place } from './located.ts';

type Level = 'root' | 'item' | 'field';

const typeEmpty: Record<Level, string> = {
  root: 'must not be empty at the root',
  item: 'must not be empty for specified array items',
  field: 'must not be empty for specified object fields',
};

// What a Structural holds besides type and default: a metadata schema at the root may hold none of it.
const STRUCTURAL_KEYS = [
  'description',
  'title',
  'nullable',
  'additionalProperties',
  'properties',
  'items',
  'x-kubernetes-preserve-unknown-fields',
  'x-kubernetes-embedded-resource',
  'x-kubernetes-int-or-string',
  'x-kubernetes-list-map-keys',
  'x-kubernetes-list-type',
  'x-kubernetes-map-type',
  'x-kubernetes-validations',
  'format',
  'maximum',
  'exclusiveMaximum',
  'minimum',
  'exclusiveMinimum',
  'maxLength',
  'minLength',
  'pattern',
  'maxItems',
  'minItems',
  'uniqueItems',
  'multipleOf',
  'enum',
  'maxProperties',
  'minProperties',
  'required',
  'allOf',
  'oneOf',
  'anyOf',
  'not',
];
const isZero = (v: JsonValue | undefined): boolean =>
  v === undefined ||
  v === null ||
  v === false ||
  v === '' ||
  (Array.isArray(v) && v.length === 0) ||
  (isObject(v) && Object.keys(v).length === 0);

// validateStructuralMetadataInvariants: metadata of a resource is an object; at the root only its
// name and generateName may be specified (metadata is implicitly specified).
function metadataInvariants(
  m: JsonObject,
  checkMetadata: boolean,
  lvl: Level,
  at: Place,
  out: LocatedError[],
): void {
  const type = typeof m['type'] === 'string' ? m['type'] : '';
  if (checkMetadata && type !== 'object')
    out.push({
      error: invalid(childOf(at, 'type').field, goString(type), 'must be object'),
      pointer: childOf(at, 'type').pointer,
    });
  if (lvl !== 'root') return;
  const keys = isObject(m['properties']) ? Object.keys(m['properties']) : [];
  const names = keys.filter((k) => k === 'name' || k === 'generateName');
  const onlyNames = keys.length > 0 && names.length === keys.length;
  const rest = STRUCTURAL_KEYS.filter((k) => !(k === 'properties' && onlyNames) && !isZero(m[k]));
  if (rest.length > 0)
    out.push({
      error: forbidden(
        at.field,
        'must not specify anything other than name and generateName, but metadata is implicitly specified',
      ),
      pointer: at.pointer,
    });
}

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
  if (isObject(props['metadata']))
    metadataInvariants(
      props['metadata'],
      lvl === 'root' || embedded,
      lvl,
      keyOf(at, 'properties', 'metadata'),
      out,
    );
  if (
    embedded &&
    s['x-kubernetes-preserve-unknown-fields'] !== true &&
    Object.keys(props).length === 0
  )
    push(
      childOf(at, 'properties'),
      required(
        '',
        'must not be empty if x-kubernetes-embedded-resource is true without x-kubernetes-preserve-unknown-fields',
      ),
    );
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
