// The CEL type of a structural schema node, as a rule's `self` has it: objects with their declared
// (escapable) properties, maps from additionalProperties, lists, int-or-string as dyn, the formats
// that are CEL types (byte, duration, date, date-time), nothing for a node CEL cannot see
// (x-kubernetes-preserve-unknown-fields without a type), and the size bounds the cost estimate
// uses. Mirrors k8s.io/apiserver pkg/cel/common/schemas.go (SchemaDeclType) as
// apiextensions-apiserver pkg/apiserver/schema/cel/model/schemas.go calls it.

import type { Structural } from '../structural.ts';
import {
  BOOL_DECL,
  type DeclField,
  type DeclType,
  DOUBLE_DECL,
  INT_DECL,
  newListType,
  newMapType,
  newObjectType,
  newSimpleType,
} from '../../cel/declType.ts';
import { escapeName } from './escaping.ts';
import { withTypeAndObjectMeta } from './values.ts';

/** celconfig.MaxRequestSizeBytes (apiserver pkg/apis/cel/config.go). */
export const MAX_REQUEST_SIZE_BYTES = 3 * 1024 * 1024;

// pkg/cel/limits.go
const MAX_DURATION_SIZE_JSON = 32;
const MAX_DATETIME_SIZE_JSON = 32;
const MIN_DURATION_SIZE_JSON = 3;
const JSON_DATE_SIZE = 12;
const MIN_DATETIME_SIZE_JSON = 21;
const MIN_STRING_SIZE = 2;

const zeroIfNegative = (v: number): number => (v < 0 ? 0 : v);
// Go's int64 division truncates.
const div = (a: number, b: number): number => Math.trunc(a / b);

/** estimateMaxStringLengthPerRequest. */
function maxStringLengthPerRequest(s: Structural): number {
  if (s.xIntOrString) return MAX_REQUEST_SIZE_BYTES - 2;
  switch (s.format) {
    case 'duration':
      return MAX_DURATION_SIZE_JSON;
    case 'date':
      return JSON_DATE_SIZE;
    case 'date-time':
      return MAX_DATETIME_SIZE_JSON;
    default:
      return MAX_REQUEST_SIZE_BYTES - 2;
  }
}

/** estimateMaxStringEnumLength: the longest enum value (in bytes). */
const maxStringEnumLength = (s: Structural): number =>
  Math.max(0, ...(s.enum ?? []).map((v) => (typeof v === 'string' ? utf8Length(v) : 0)));

const utf8Length = (v: string): number => new TextEncoder().encode(v).length;

/** estimateMaxElementsFromMaxLength: maxLength counts code points, up to 4 bytes each. */
const maxElementsFromMaxLength = (maxLength: number): number => zeroIfNegative(maxLength) * 4;

/**
 * SchemaDeclType: the CEL type of `s`, or undefined when CEL cannot see it; `capNames` from 1.37
 * (metadata.name and generateName bounded for the estimate).
 */
export function schemaDeclType(
  s: Structural | undefined,
  isResourceRoot: boolean,
  capNames = false,
): DeclType | undefined {
  if (s === undefined) return undefined;
  if (s.xIntOrString) {
    // the smallest serialized int-or-string is 0
    return newSimpleType(
      'dyn',
      1,
      s.maxLength !== undefined
        ? maxElementsFromMaxLength(s.maxLength)
        : maxStringLengthPerRequest(s),
    );
  }
  // apiVersion, kind, metadata.name and metadata.generateName are always there at a resource root
  const node = isResourceRoot ? withTypeAndObjectMeta(s, capNames) : s;
  switch (node.type) {
    case 'array': {
      if (node.items === undefined) return undefined;
      const items = schemaDeclType(node.items, node.items.xEmbeddedResource, capNames);
      if (items === undefined) return undefined;
      const maxItems =
        node.maxItems !== undefined
          ? zeroIfNegative(node.maxItems)
          : div(MAX_REQUEST_SIZE_BYTES - 2, items.minSerializedSize + 1);
      return newListType(items, maxItems);
    }
    case 'object': {
      if (node.additionalProperties !== undefined) {
        const ap = node.additionalProperties;
        const props = schemaDeclType(ap, ap.xEmbeddedResource, capNames);
        if (props === undefined) return undefined;
        const maxProperties =
          node.maxProperties !== undefined
            ? zeroIfNegative(node.maxProperties)
            : div(MAX_REQUEST_SIZE_BYTES - 2, props.minSerializedSize + 6);
        return newMapType(props, maxProperties);
      }
      const required = new Set(node.required);
      const fields = new Map<string, DeclField>();
      // an object is at least {}, plus its required properties that have no default
      let minSerializedSize = 2;
      for (const [name, prop] of node.properties) {
        const type = schemaDeclType(prop, prop.xEmbeddedResource, capNames);
        if (type === undefined) continue;
        const escaped = escapeName(name);
        if (escaped !== undefined)
          fields.set(escaped, { name: escaped, type, required: required.has(name) });
        if (required.has(name) && prop.default === undefined)
          minSerializedSize += utf8Length(name) + type.minSerializedSize + 4;
      }
      return newObjectType('object', fields, minSerializedSize);
    }
    case 'string':
      return stringDeclType(node);
    case 'boolean':
      return BOOL_DECL;
    case 'number':
      return DOUBLE_DECL;
    case 'integer':
      return INT_DECL;
    default:
      // no type: x-kubernetes-preserve-unknown-fields alone, which CEL does not see
      return undefined;
  }
}

function stringDeclType(s: Structural): DeclType {
  switch (s.format) {
    case 'byte':
      return newSimpleType(
        'bytes',
        MIN_STRING_SIZE,
        s.maxLength !== undefined ? zeroIfNegative(s.maxLength) : maxStringLengthPerRequest(s),
      );
    case 'duration':
      return newSimpleType('duration', MIN_DURATION_SIZE_JSON, maxStringLengthPerRequest(s));
    case 'date':
      return newSimpleType('timestamp', JSON_DATE_SIZE, maxStringLengthPerRequest(s));
    case 'date-time':
      return newSimpleType('timestamp', MIN_DATETIME_SIZE_JSON, maxStringLengthPerRequest(s));
    default:
      break;
  }
  const max =
    s.maxLength !== undefined
      ? maxElementsFromMaxLength(s.maxLength)
      : (s.enum?.length ?? 0) > 0
        ? maxStringEnumLength(s)
        : maxStringLengthPerRequest(s);
  return newSimpleType('string', MIN_STRING_SIZE, max);
}

/**
 * maxCardinality: how often data of at least `minSize` bytes fits in one request (a rule under
 * unbounded lists or maps may run that often).
 */
export const maxCardinality = (minSize: number): number => div(MAX_REQUEST_SIZE_BYTES, minSize + 1);
