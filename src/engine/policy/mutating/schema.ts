// The type a structured-merge-diff TypeConverter gives an object (k8s.io/apiserver
// pkg/admission/plugin/policy/mutating/patch/typeconverter.go): built-in kinds from the 1.32 OpenAPI
// (builtinSchemas.generated.ts), custom resources from their CRD's openAPIV3Schema, and the deduced
// type where a schema preserves unknown fields (maps merge, lists are atomic).

import type { GroupVersionKind, JsonObject } from '../../apimachinery/types.ts';
import { definitions, kindDefinitions, type SchemaType } from './builtinSchemas.generated.ts';
import { asObject } from '../../apimachinery/isObject.ts';

/** A node of the type tree, resolved lazily. */
export type SchemaNode =
  | { kind: 'scalar' }
  /** Untyped (deduced from the value): maps are granular, lists atomic. */
  | { kind: 'deduced' }
  | {
      kind: 'struct';
      atomic: boolean;
      field(name: string): SchemaNode | undefined;
      preserveUnknown: boolean;
    }
  | { kind: 'list'; listType: string; keys: readonly string[]; item(): SchemaNode }
  | { kind: 'map'; atomic: boolean; value(): SchemaNode };

const scalar: SchemaNode = { kind: 'scalar' };
const deduced: SchemaNode = { kind: 'deduced' };

/** Resolves a generated type reference into a node. */
function builtinNode(t: SchemaType): SchemaNode {
  if (t === 's') return scalar;
  if (t === 'x') return deduced;
  if (typeof t === 'number') {
    const def = definitions[t];
    if (def === undefined) return deduced;
    if (
      Array.isArray(def) &&
      (def[0] === 0 || def[0] === 1) &&
      typeof def[1] === 'object' &&
      !Array.isArray(def[1])
    ) {
      const fields = def[1] as Readonly<Record<string, SchemaType>>;
      return {
        kind: 'struct',
        atomic: def[0] === 1,
        preserveUnknown: false,
        field: (name) => (Object.hasOwn(fields, name) ? builtinNode(fields[name]!) : undefined),
      };
    }
    return builtinNode(def as SchemaType);
  }
  if (t[0] === 'l') {
    const item = t[3];
    return { kind: 'list', listType: t[1], keys: t[2], item: () => builtinNode(item) };
  }
  const value = t[2];
  return { kind: 'map', atomic: t[1] === 'atomic', value: () => builtinNode(value) };
}

const objectMetaDef = (): SchemaNode => {
  const id = kindDefinitions['meta.k8s.io/v1/ObjectMeta'] ?? objectMetaIndex();
  return id === undefined ? deduced : builtinNode(id);
};

let objectMetaId: number | undefined;
// ObjectMeta has no kind of its own; find it once through Pod's metadata field.
function objectMetaIndex(): number | undefined {
  if (objectMetaId !== undefined) return objectMetaId;
  const pod = definitions[kindDefinitions['/v1/Pod'] ?? -1];
  if (Array.isArray(pod) && typeof pod[1] === 'object' && !Array.isArray(pod[1])) {
    const m = (pod[1] as Record<string, SchemaType>)['metadata'];
    if (typeof m === 'number') objectMetaId = m;
  }
  return objectMetaId;
}

/** The type of a built-in kind, or undefined when the OpenAPI has none. */
export function builtinSchema(kind: GroupVersionKind): SchemaNode | undefined {
  const id = kindDefinitions[`${kind.group}/${kind.version}/${kind.kind}`];
  return id === undefined ? undefined : builtinNode(id);
}

/** The type of a custom resource from its openAPIV3Schema: metadata is ObjectMeta, apiVersion and kind scalars. */
export function customResourceSchema(openAPIV3Schema: JsonObject | undefined): SchemaNode {
  if (openAPIV3Schema === undefined) return deduced;
  const root = crdNode(openAPIV3Schema);
  if (root.kind !== 'struct') return root;
  return {
    ...root,
    field: (name) => {
      if (name === 'metadata') return objectMetaDef();
      if (name === 'apiVersion' || name === 'kind') return scalar;
      return root.field(name);
    },
  };
}

// schemaconv's reading of a structural schema: list types default to atomic, maps to granular.
function crdNode(s: JsonObject): SchemaNode {
  const type = s['type'];
  const preserve = s['x-kubernetes-preserve-unknown-fields'] === true;
  if (s['x-kubernetes-int-or-string'] === true) return scalar;
  if (type === 'array') {
    const items = asObject(s['items']);
    const keys = Array.isArray(s['x-kubernetes-list-map-keys'])
      ? s['x-kubernetes-list-map-keys'].filter((k): k is string => typeof k === 'string')
      : [];
    const listType =
      typeof s['x-kubernetes-list-type'] === 'string' ? s['x-kubernetes-list-type'] : 'atomic';
    return {
      kind: 'list',
      listType,
      keys,
      item: () => (items === undefined ? deduced : crdNode(items)),
    };
  }
  const props = asObject(s['properties']);
  const additional = s['additionalProperties'];
  const atomic = s['x-kubernetes-map-type'] === 'atomic';
  if (
    type === 'object' ||
    props !== undefined ||
    additional !== undefined ||
    s['x-kubernetes-embedded-resource'] === true
  ) {
    if (props === undefined && additional !== undefined && additional !== false) {
      const value = asObject(additional);
      return { kind: 'map', atomic, value: () => (value === undefined ? deduced : crdNode(value)) };
    }
    if (props === undefined && preserve) return deduced;
    const embedded = s['x-kubernetes-embedded-resource'] === true;
    return {
      kind: 'struct',
      atomic,
      preserveUnknown: preserve,
      field: (name) => {
        const p = asObject(props?.[name]);
        if (p !== undefined) return crdNode(p);
        if (embedded && name === 'metadata') return objectMetaDef();
        if (embedded && (name === 'apiVersion' || name === 'kind')) return scalar;
        return preserve ? deduced : undefined;
      },
    };
  }
  return type === undefined && preserve ? deduced : scalar;
}
