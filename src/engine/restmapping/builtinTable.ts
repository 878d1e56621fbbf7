// Decodes the generated table of built-in 1.32 resources (builtin.generated.ts, written by
// scripts/gen-restmapping.mjs from the OpenAPI documents) into mappings in registration order, and
// a later release's table: 1.32's with that release's changes (builtinLater.generated.ts, loaded on
// demand: laterLazy.ts) applied.
import { InternalError } from '../errors.ts';
import type {
  GroupVersionKind,
  GroupVersionResource,
  KubernetesVersion,
} from '../apimachinery/types.ts';
import type { BuiltinResourceRow } from './builtin.generated.ts';
import { builtinResources } from './builtin.generated.ts';
import { laterDelta } from './laterLazy.ts';
import { type GroupVersion, parseGroupVersion } from './groupVersion.ts';
import type { ResourceMapping } from './restMapper.ts';

/** A built-in resource with the verbs it and its subresources serve. */
export interface BuiltinResource {
  mapping: ResourceMapping;
  verbs: readonly string[];
  subresourceVerbs: Readonly<Record<string, readonly string[]>>;
}

const verbNames: Readonly<Record<string, string>> = {
  c: 'create',
  d: 'delete',
  D: 'deletecollection',
  g: 'get',
  l: 'list',
  p: 'patch',
  u: 'update',
  w: 'watch',
  x: 'connect',
};

// The generated table holds only well-formed group-versions ("v1", "apps/v1").
function tableGroupVersion(gv: string): GroupVersion {
  const parsed = parseGroupVersion(gv);
  if ('error' in parsed) throw new InternalError(parsed.error);
  return parsed;
}

function parseKind(ref: string): GroupVersionKind {
  const slash = ref.lastIndexOf('/');
  return { ...tableGroupVersion(ref.slice(0, slash)), kind: ref.slice(slash + 1) };
}

const decodeVerbs = (letters: string): string[] => [...letters].map((l) => verbNames[l] ?? l);

const rowKey = (row: BuiltinResourceRow): string => `${row[0]} ${row[1]}`;

// 1.32's rows with a later release's replaced rows taken out and its rows put in after their anchors.
function rowsOf(version: KubernetesVersion): readonly BuiltinResourceRow[] {
  if (version === '1.32') return builtinResources;
  const delta = laterDelta(version);
  if (delta === undefined) return builtinResources;
  const replaced = new Set(delta.replaced);
  const rows = builtinResources.filter((r) => !replaced.has(rowKey(r)));
  for (const [after, row] of delta.added) {
    const at = after === '' ? 0 : rows.findIndex((r) => rowKey(r) === after) + 1;
    // The generator checked every anchor exists; a missing one is a broken invariant.
    if (at === 0 && after !== '') throw new InternalError(`no built-in row ${after}`);
    rows.splice(at, 0, row);
  }
  return rows;
}

function decode([
  gv,
  resource,
  kind,
  namespaced,
  verbs,
  subs,
]: BuiltinResourceRow): BuiltinResource {
  const parent: GroupVersionKind = { ...tableGroupVersion(gv), kind };
  const subresources: Record<string, GroupVersionKind> = {};
  const subresourceVerbs: Record<string, readonly string[]> = {};
  for (const [name, ref, subVerbs] of subs) {
    subresources[name] = ref === '' ? { ...parent } : parseKind(ref);
    subresourceVerbs[name] = decodeVerbs(subVerbs);
  }
  const gvr: GroupVersionResource = { ...tableGroupVersion(gv), resource };
  const mapping: ResourceMapping = {
    resource: gvr,
    kind: parent,
    namespaced: namespaced === 1,
    subresources,
    builtin: true,
  };
  return { mapping, verbs: decodeVerbs(verbs), subresourceVerbs };
}

const tables = new Map<KubernetesVersion, readonly BuiltinResource[]>();

/** Every built-in resource of a release (1.32 by default), in kube-apiserver registration order. */
export function builtinResourceTable(
  version: KubernetesVersion = '1.32',
): readonly BuiltinResource[] {
  let table = tables.get(version);
  if (table === undefined) {
    table = rowsOf(version).map(decode);
    tables.set(version, table);
  }
  return table;
}

/** The verbs a built-in resource (or one of its subresources) serves, undefined if it is not served. */
export function builtinVerbs(
  resource: GroupVersionResource,
  subresource: string,
  version: KubernetesVersion = '1.32',
): readonly string[] | undefined {
  const found = builtinResourceTable(version).find(
    (r) =>
      r.mapping.resource.group === resource.group &&
      r.mapping.resource.version === resource.version &&
      r.mapping.resource.resource === resource.resource,
  );
  if (found === undefined) return undefined;
  return subresource === '' ? found.verbs : found.subresourceVerbs[subresource];
}
