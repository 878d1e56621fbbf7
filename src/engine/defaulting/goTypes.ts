// The JSON shape of the Go structs kube-apiserver 1.32 decodes built-in objects into: per struct,
// its fields in Go declaration order (encoding/json writes them in that order), each field's type
// and whether `omitempty` is absent. Transcribed from k8s.io/api {core,apps,batch,rbac,events}/v1,
// autoscaling/{v1,v2} types.go and k8s.io/apimachinery pkg/apis/meta/v1/types.go at release-1.32,
// checked against the 1.32 OpenAPI documents.
//
// Notation, one string per struct: `json:type` separated by spaces, `...Struct` for an embedded
// (inlined) struct. Types: s string, i integer, b bool, f float, q resource.Quantity, t metav1.Time,
// mt metav1.MicroTime, ios intstr.IntOrString, by []byte (base64), raw opaque JSON
// (FieldsV1, RawExtension), or a struct name; prefixes * (pointer), [] (slice), {} (map with
// string keys). A trailing ! marks a field without omitempty: Go always writes it.

import { appsTypes } from './types/apps.ts';
import { autoscalingV1Types, autoscalingV2Types } from './types/autoscaling.ts';
import { batchTypes } from './types/batch.ts';
import { coreTypes } from './types/core.ts';
import { corePodTypes } from './types/corePod.ts';
import { coreVolumeTypes } from './types/coreVolumes.ts';
import { eventsTypes } from './types/events.ts';
import { metaTypes } from './types/meta.ts';
import { rbacTypes } from './types/rbac.ts';
import { subresourceTypes } from './types/subresources.ts';

/** The leaf types encoding/json treats specially (custom marshalers or base64). */
export type LeafKind = 's' | 'i' | 'b' | 'f' | 'q' | 't' | 'mt' | 'ios' | 'by' | 'raw';

/** A Go field type. */
export type GoType =
  | { kind: 'leaf'; leaf: LeafKind }
  | { kind: 'struct'; name: string }
  | { kind: 'ptr'; elem: GoType }
  | { kind: 'slice'; elem: GoType }
  | { kind: 'map'; elem: GoType };

/** One JSON field of a struct, embedded structs already flattened into their parent. */
export interface GoField {
  json: string;
  type: GoType;
  /** True when the tag has no omitempty, so the field is written even when empty. */
  always: boolean;
}

/** The notation of every struct the defaulting models, by Go type name. */
export const goTypeSource: Readonly<Record<string, string>> = {
  ...metaTypes,
  ...coreVolumeTypes,
  ...corePodTypes,
  ...coreTypes,
  ...appsTypes,
  ...batchTypes,
  ...rbacTypes,
  ...subresourceTypes,
  ...autoscalingV1Types,
  ...autoscalingV2Types,
  ...eventsTypes,
};

const leaves = new Set<string>(['s', 'i', 'b', 'f', 'q', 't', 'mt', 'ios', 'by', 'raw']);

/** Parses one type expression such as `[]*Probe` or `{}q`. */
export function parseGoType(expr: string): GoType {
  if (expr.startsWith('*')) return { kind: 'ptr', elem: parseGoType(expr.slice(1)) };
  if (expr.startsWith('[]')) return { kind: 'slice', elem: parseGoType(expr.slice(2)) };
  if (expr.startsWith('{}')) return { kind: 'map', elem: parseGoType(expr.slice(2)) };
  if (leaves.has(expr)) return { kind: 'leaf', leaf: expr as LeafKind };
  return { kind: 'struct', name: expr };
}

const parsed = new Map<string, readonly GoField[]>();

/** Returns the flattened fields of a struct in Go order, or undefined for a struct not modelled. */
export function structFields(name: string): readonly GoField[] | undefined {
  const cached = parsed.get(name);
  if (cached !== undefined) return cached;
  const source = goTypeSource[name];
  if (source === undefined) return undefined;
  const fields: GoField[] = [];
  for (const token of source.split(/\s+/).filter((t) => t !== '')) {
    if (token.startsWith('...')) {
      fields.push(...(structFields(token.slice(3)) ?? []));
      continue;
    }
    const colon = token.indexOf(':');
    const always = token.endsWith('!');
    const typeExpr = token.slice(colon + 1, always ? -1 : undefined);
    fields.push({ json: token.slice(0, colon), type: parseGoType(typeExpr), always });
  }
  parsed.set(name, fields);
  return fields;
}

const indexes = new Map<string, ReadonlyMap<string, GoField>>();

/** Returns a struct's fields by JSON name, or undefined for a struct not modelled. */
export function fieldIndex(name: string): ReadonlyMap<string, GoField> | undefined {
  const cached = indexes.get(name);
  if (cached !== undefined) return cached;
  const fields = structFields(name);
  if (fields === undefined) return undefined;
  const index = new Map(fields.map((f) => [f.json, f]));
  indexes.set(name, index);
  return index;
}

/** Lists the JSON names of a struct's fields in Go order (for tests and tooling). */
export const fieldOrder = (name: string): string[] => (structFields(name) ?? []).map((f) => f.json);
