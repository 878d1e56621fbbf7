// Decides how encoding/json names a Go type in its errors (reflect.Type.String(): `int32`,
// `v1.PullPolicy`, `[]v1.Container`, `map[string]string`, `resource.Quantity`), from a field's entry
// in goTypeNames.ts or else from the notation of ../defaulting/goTypes.ts.

import type { GoType, LeafKind } from '../defaulting/goTypes.ts';
import { fieldGoTypes, namedGoTypes } from './goTypeNames.ts';

const leafNames: Readonly<Record<LeafKind, string>> = {
  s: 'string',
  i: 'int32',
  b: 'bool',
  f: 'float64',
  q: 'resource.Quantity',
  t: 'v1.Time',
  mt: 'v1.MicroTime',
  ios: 'intstr.IntOrString',
  by: '[]uint8',
  raw: 'v1.FieldsV1',
};

/** Names a notation type as reflect does; a pointer names its element (the decoder dereferences it first). */
export function defaultGoTypeName(type: GoType): string {
  switch (type.kind) {
    case 'ptr':
      return defaultGoTypeName(type.elem);
    case 'slice':
      return `[]${elementName(type.elem)}`;
    case 'map':
      return `map[string]${elementName(type.elem)}`;
    case 'struct':
      return `v1.${type.name}`;
    case 'leaf':
      return leafNames[type.leaf];
  }
}

// Inside a slice or map a pointer keeps its star: []*v1.X.
const elementName = (type: GoType): string =>
  type.kind === 'ptr' ? `*${defaultGoTypeName(type.elem)}` : defaultGoTypeName(type);

/** Names the Go type of a struct's field as the decoder reports it. */
export function fieldGoTypeName(struct: string, json: string, type: GoType): string {
  return fieldGoTypes[`${struct}.${json}`] ?? defaultGoTypeName(type);
}

/** Names the element type of a slice or map type name (`[]v1.Capability` → `v1.Capability`). */
export function elementGoTypeName(name: string): string {
  const underlying = namedGoTypes[name] ?? name;
  if (underlying.startsWith('[]')) return underlying.slice(2).replace(/^\*/, '');
  if (underlying.startsWith('map[')) {
    // The key is a plain or named string type: no brackets inside it.
    return underlying.slice(underlying.indexOf(']') + 1).replace(/^\*/, '');
  }
  return underlying;
}
