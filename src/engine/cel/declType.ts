// The declared type of a CEL variable whose shape comes from an OpenAPI schema: simple types,
// lists and maps with their size bounds, and object types with named fields, as k8s.io/apiserver
// pkg/cel/types.go declares them (DeclType, NewListType, NewMapType, NewObjectType,
// MaybeAssignTypeName). The size bounds (MaxElements, MinSerializedSize) feed the cost estimate.

/** One field of an object type (DeclField). */
export interface DeclField {
  name: string;
  type: DeclType;
  required: boolean;
}

/** A declared type (DeclType): `name` is the cel-go type name (`string`, `list`, `selfType0.spec`). */
export type DeclType =
  | { kind: 'simple'; name: SimpleTypeName; maxElements: number; minSerializedSize: number }
  | { kind: 'list'; name: 'list'; elem: DeclType; maxElements: number; minSerializedSize: number }
  | { kind: 'map'; name: 'map'; elem: DeclType; maxElements: number; minSerializedSize: number }
  | {
      kind: 'object';
      name: string;
      fields: ReadonlyMap<string, DeclField>;
      maxElements: number;
      minSerializedSize: number;
    };

/** The simple types a schema can give (cel-go names). */
export type SimpleTypeName =
  'bool' | 'int' | 'uint' | 'double' | 'string' | 'bytes' | 'duration' | 'timestamp' | 'dyn';

/** NewSimpleTypeWithMinSize. */
export const newSimpleType = (
  name: SimpleTypeName,
  minSerializedSize: number,
  maxElements = 0,
): DeclType => ({ kind: 'simple', name, maxElements, minSerializedSize });

/** BoolType, IntType, DoubleType (types.go: min sizes of `false`, `0`, `0.0`). */
export const BOOL_DECL = newSimpleType('bool', 4);
export const INT_DECL = newSimpleType('int', 1);
export const DOUBLE_DECL = newSimpleType('double', 1);

/** NewListType: a list is at least `[]`. */
export const newListType = (elem: DeclType, maxItems: number): DeclType => ({
  kind: 'list',
  name: 'list',
  elem,
  maxElements: maxItems,
  minSerializedSize: 2,
});

/** NewMapType (string keys: the only maps a schema declares). */
export const newMapType = (elem: DeclType, maxProperties: number): DeclType => ({
  kind: 'map',
  name: 'map',
  elem,
  maxElements: maxProperties,
  minSerializedSize: 2,
});

/** NewObjectType; `minSerializedSize` is the caller's (an object is at least `{}`). */
export const newObjectType = (
  name: string,
  fields: ReadonlyMap<string, DeclField>,
  minSerializedSize = 2,
): DeclType => ({ kind: 'object', name, fields, maxElements: 0, minSerializedSize });

/**
 * MaybeAssignTypeName: names an `object` type and the object types below it by where they are
 * (`name.field`, `name.list.@idx`, `name.map.@elem`); a type already named keeps its name.
 */
export function maybeAssignTypeName(t: DeclType, name: string): DeclType {
  switch (t.kind) {
    case 'object': {
      const own = t.name !== 'object' ? t.name : name;
      const fields = new Map<string, DeclField>();
      for (const [k, f] of t.fields)
        fields.set(k, { ...f, type: maybeAssignTypeName(f.type, `${own}.${k}`) });
      return { ...t, name: own, fields };
    }
    case 'map':
      return newMapType(maybeAssignTypeName(t.elem, `${name}.@elem`), t.maxElements);
    case 'list':
      return newListType(maybeAssignTypeName(t.elem, `${name}.@idx`), t.maxElements);
    case 'simple':
      return t;
  }
}

/** The type in cel-js's words (`list<string>`, `map<string, int>`, `google.protobuf.Duration`). */
export function celJsTypeOf(t: DeclType): string {
  switch (t.kind) {
    case 'object':
      return t.name;
    case 'list':
      return `list<${celJsTypeOf(t.elem)}>`;
    case 'map':
      return `map<string, ${celJsTypeOf(t.elem)}>`;
    case 'simple':
      if (t.name === 'duration') return 'google.protobuf.Duration';
      if (t.name === 'timestamp') return 'google.protobuf.Timestamp';
      return t.name;
  }
}

/** Every object type in `t` (itself included), each once, inner types first. */
export function objectTypesOf(
  t: DeclType,
  out = new Map<string, DeclType>(),
): Map<string, DeclType> {
  if (t.kind === 'object') {
    for (const f of t.fields.values()) objectTypesOf(f.type, out);
    if (!out.has(t.name)) out.set(t.name, t);
  } else if (t.kind === 'list' || t.kind === 'map') objectTypesOf(t.elem, out);
  return out;
}

const keys = new WeakMap<DeclType, string>();

/** A text that is equal for two types exactly when they declare the same (for caches). */
export function declTypeKey(t: DeclType): string {
  let k = keys.get(t);
  if (k === undefined) {
    switch (t.kind) {
      case 'simple':
        k = t.name;
        break;
      case 'list':
      case 'map':
        k = `${t.kind}<${declTypeKey(t.elem)}>`;
        break;
      case 'object':
        k = `${t.name}{${[...t.fields].map(([n, f]) => `${n}:${declTypeKey(f.type)}`).join(',')}}`;
    }
    keys.set(t, k);
  }
  return k;
}
