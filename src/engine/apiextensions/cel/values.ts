// A custom resource's values as the CRD's CEL rules see them: typed by the structural schema, not
// by the JSON (a `number` is a double even when written 1, a `date-time` string a timestamp, an
// int-or-string an int or a string), objects with properties exposing only their declared fields
// under their escaped names, a null field of such an object absent. Mirrors k8s.io/apiserver
// pkg/cel/common/values.go (UnstructuredToVal, unstructuredMap.Find) as apiextensions-apiserver
// pkg/apiserver/schema/cel/values.go calls it, and model.WithTypeAndObjectMeta at a resource root.
// Lists with x-kubernetes-list-type set or map carry it, so `==` and `+` follow it (cel/listTypes.ts);
// a `duration` string is a duration (strfmt.ParseDuration; one that does not parse stays a string).

import type { JsonValue } from '../../apimachinery/types.ts';
import type { Structural } from '../structural.ts';
import { decodeBase64 } from '../../apimachinery/base64.ts';
import { isObject } from '../../apimachinery/isObject.ts';
import { jsonToCel, type CelValue, withListType } from '../../cel/index.ts';
import { parseSchemaDuration } from './duration.ts';
import { escapeName } from './escaping.ts';

const stringNode = (): Structural => leaf('string');

function leaf(type: string): Structural {
  return {
    type,
    nullable: false,
    properties: new Map(),
    required: [],
    exclusiveMaximum: false,
    exclusiveMinimum: false,
    uniqueItems: false,
    xPreserveUnknownFields: false,
    xEmbeddedResource: false,
    xIntOrString: false,
    xListMapKeys: [],
    xValidations: [],
    allOf: [],
    anyOf: [],
    oneOf: [],
  };
}

/** nameMaxLength: DNS1123SubdomainMaxLength (model/schemas.go, 1.37). */
const NAME_MAX_LENGTH = 253;

// cappedLengthStringType: a string at most `max` long, or the schema's own shorter maxLength.
function cappedString(existing: Structural | undefined, max: number): Structural {
  const node = stringNode();
  node.maxLength =
    existing?.maxLength !== undefined && existing.maxLength < max ? existing.maxLength : max;
  return node;
}

const isString = (s: Structural | undefined): boolean => s?.type === 'string';

/**
 * WithTypeAndObjectMeta (model/schemas.go): apiVersion, kind and a metadata of name and
 * generateName only, unless the schema already declares all four as strings; from 1.37
 * (`capNames`) name and generateName are at most 253 and 252 long for the cost estimate.
 */
export function withTypeAndObjectMeta(s: Structural, capNames = false): Structural {
  const metadata = s.properties.get('metadata');
  if (
    isString(s.properties.get('kind')) &&
    isString(s.properties.get('apiVersion')) &&
    metadata?.type === 'object' &&
    isString(metadata.properties.get('name')) &&
    isString(metadata.properties.get('generateName'))
  )
    return s;
  const meta = leaf('object');
  const name = metadata?.properties.get('name');
  const generateName = metadata?.properties.get('generateName');
  // the generated suffix is at least one byte
  meta.properties.set('name', capNames ? cappedString(name, NAME_MAX_LENGTH) : stringNode());
  meta.properties.set(
    'generateName',
    capNames ? cappedString(generateName, NAME_MAX_LENGTH - 1) : stringNode(),
  );
  const properties = new Map(s.properties);
  properties.set('kind', stringNode());
  properties.set('apiVersion', stringNode());
  properties.set('metadata', meta);
  return { ...s, properties };
}

// strfmt.ParseDateTime and time.Parse("2006-01-02"): the shapes the schema's format already checked.
const dateTime = /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/;
const date = /^\d{4}-\d{2}-\d{2}$/;

function stringValue(s: Structural, v: string): CelValue {
  if ((s.format === 'date-time' && dateTime.test(v)) || (s.format === 'date' && date.test(v))) {
    const d = new Date(s.format === 'date' ? `${v}T00:00:00Z` : v);
    if (!Number.isNaN(d.getTime())) return d;
  }
  if (s.format === 'duration') {
    const d = parseSchemaDuration(v);
    if (d !== undefined) return d;
  }
  if (s.format === 'byte') {
    const bytes = decodeBase64(v);
    if (bytes !== undefined) return bytes;
  }
  return v;
}

/** UnstructuredToVal: `v` as a CEL value typed by `s` (at a resource root, with its type and object meta). */
export function unstructuredToVal(v: JsonValue, s: Structural, isResourceRoot = false): CelValue {
  if (v === null) return null;
  if (s.xIntOrString)
    return typeof v === 'string' || (typeof v === 'number' && Number.isInteger(v))
      ? jsonToCel(v)
      : null;
  if (s.type === 'object' && isObject(v)) {
    const schema = isResourceRoot || s.xEmbeddedResource ? withTypeAndObjectMeta(s) : s;
    const out: Record<string, CelValue> = {};
    if (schema.properties.size > 0) {
      for (const [k, x] of Object.entries(v)) {
        const prop = schema.properties.get(k);
        const name = escapeName(k);
        // a null field of an object with properties reads as absent (unstructuredMap.Find)
        if (prop !== undefined && name !== undefined && x !== null)
          out[name] = unstructuredToVal(x, prop);
      }
      return out;
    }
    const ap = schema.additionalProperties;
    if (ap !== undefined) for (const [k, x] of Object.entries(v)) out[k] = unstructuredToVal(x, ap);
    return out;
  }
  if (s.type === 'array' && Array.isArray(v)) {
    const list = s.items === undefined ? [] : v.map((x) => unstructuredToVal(x, s.items!));
    if (s.xListType === 'set') return withListType(list, { type: 'set' });
    if (s.xListType === 'map') {
      // the key properties as CEL names them (escapeKeyProps keeps an unescapable name as is)
      const keys = s.xListMapKeys.map((k) => escapeName(k) ?? k);
      return withListType(list, { type: 'map', keys });
    }
    return list;
  }
  if (s.type === 'string' && typeof v === 'string') return stringValue(s, v);
  if (s.type === 'number' && typeof v === 'number') return v;
  if (s.type === 'integer' && typeof v === 'number') return BigInt(Math.trunc(v));
  // no type: x-kubernetes-preserve-unknown-fields without properties keeps its JSON as is
  return jsonToCel(v);
}
