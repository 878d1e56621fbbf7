// The JSON shape of the Go structs kube-apiserver 1.32 decodes built-in objects into: per struct,
// its fields in Go declaration order (encoding/json writes them in that order), each field's type
// and whether `omitempty` is absent. Transcribed from k8s.io/api {core,apps,batch,rbac,events,networking}/v1,
// autoscaling/{v1,v2} types.go and k8s.io/apimachinery pkg/apis/meta/v1/types.go at release-1.32,
// checked against the 1.32 OpenAPI documents. The fields later versions add (or take away) are in
// types/versioned.ts: a struct's fields are those of the version asked for.
//
// Notation, one string per struct: `json:type` separated by spaces, `...Struct` for an embedded
// (inlined) struct. Types: s string, i integer, b bool, f float, q resource.Quantity, t metav1.Time,
// mt metav1.MicroTime, ios intstr.IntOrString, by []byte (base64), raw opaque JSON
// (FieldsV1, RawExtension), or a struct name; prefixes * (pointer), [] (slice), {} (map with
// string keys). A trailing ! marks a field without omitempty: Go always writes it.

import { admissionregistrationTypes } from './types/admissionregistration.ts';
import { appsTypes } from './types/apps.ts';
import { autoscalingV1Types, autoscalingV2Types } from './types/autoscaling.ts';
import { batchTypes } from './types/batch.ts';
import { coreTypes } from './types/core.ts';
import { corePodTypes } from './types/corePod.ts';
import { coreVolumeTypes } from './types/coreVolumes.ts';
import { eventsTypes } from './types/events.ts';
import { metaTypes } from './types/meta.ts';
import { networkingTypes } from './types/networking.ts';
import { rbacTypes } from './types/rbac.ts';
import { subresourceTypes } from './types/subresources.ts';
import { versionedFields, versionedStructs } from './types/versioned.ts';
import type { KubernetesVersion } from '../apimachinery/types.ts';
import { DEFAULT_KUBERNETES_VERSION, atLeast } from '../apimachinery/version.ts';

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
  ...networkingTypes,
  ...subresourceTypes,
  ...autoscalingV1Types,
  ...autoscalingV2Types,
  ...eventsTypes,
  ...admissionregistrationTypes,
  ...versionedStructs,
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

const parseField = (token: string): GoField => {
  const colon = token.indexOf(':');
  const always = token.endsWith('!');
  const typeExpr = token.slice(colon + 1, always ? -1 : undefined);
  return { json: token.slice(0, colon), type: parseGoType(typeExpr), always };
};

// The struct's own tokens at a version: its 1.32 (or first) shape with the later fields spliced in
// after the field each follows, and the ones a version took away left out.
function tokensAt(name: string, source: string, version: KubernetesVersion): string[] {
  const tokens = source.split(/\s+/).filter((t) => t !== '');
  for (const v of versionedFields) {
    if (v.struct !== name || !atLeast(version, v.since)) continue;
    if (v.until !== undefined && atLeast(version, v.until)) continue;
    const after = v.after === '' ? -1 : tokens.findIndex((t) => t.startsWith(`${v.after}:`));
    if (v.after !== '' && after < 0)
      throw new Error(`${name}.${v.field} follows no field ${v.after}`);
    tokens.splice(after + 1, 0, v.field);
  }
  return tokens;
}

/** Returns the flattened fields of a struct in Go order at a version (1.32 unless said), or undefined for a struct not modelled. */
export function structFields(
  name: string,
  version: KubernetesVersion = DEFAULT_KUBERNETES_VERSION,
): readonly GoField[] | undefined {
  const key = `${version}/${name}`;
  const cached = parsed.get(key);
  if (cached !== undefined) return cached;
  const source = goTypeSource[name];
  if (source === undefined) return undefined;
  const fields: GoField[] = [];
  for (const token of tokensAt(name, source, version)) {
    if (token.startsWith('...')) fields.push(...(structFields(token.slice(3), version) ?? []));
    else fields.push(parseField(token));
  }
  parsed.set(key, fields);
  return fields;
}

const indexes = new Map<string, ReadonlyMap<string, GoField>>();

/** Returns a struct's fields by JSON name at a version, or undefined for a struct not modelled. */
export function fieldIndex(
  name: string,
  version: KubernetesVersion = DEFAULT_KUBERNETES_VERSION,
): ReadonlyMap<string, GoField> | undefined {
  const key = `${version}/${name}`;
  const cached = indexes.get(key);
  if (cached !== undefined) return cached;
  const fields = structFields(name, version);
  if (fields === undefined) return undefined;
  const index = new Map(fields.map((f) => [f.json, f]));
  indexes.set(key, index);
  return index;
}

/** Lists the JSON names of a struct's fields in Go order (for tests and tooling). */
export const fieldOrder = (
  name: string,
  version: KubernetesVersion = DEFAULT_KUBERNETES_VERSION,
): string[] => (structFields(name, version) ?? []).map((f) => f.json);
