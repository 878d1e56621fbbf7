// Decodes the generated table of built-in 1.32 resources (builtin.generated.ts, written by
// scripts/gen-restmapping.mjs from the OpenAPI documents) into mappings in registration order.
import { InternalError } from '../errors.ts';
import type { GroupVersionKind, GroupVersionResource } from '../apimachinery/types.ts';
import { builtinResources } from './builtin.generated.ts';
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

let table: readonly BuiltinResource[] | undefined;

/** Every built-in resource, in kube-apiserver registration order. */
export function builtinResourceTable(): readonly BuiltinResource[] {
  table ??= builtinResources.map(([gv, resource, kind, namespaced, verbs, subs]) => {
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
  });
  return table;
}

/** The verbs a built-in resource (or one of its subresources) serves, undefined if it is not served. */
export function builtinVerbs(
  resource: GroupVersionResource,
  subresource: string,
): readonly string[] | undefined {
  const found = builtinResourceTable().find(
    (r) =>
      r.mapping.resource.group === resource.group &&
      r.mapping.resource.version === resource.version &&
      r.mapping.resource.resource === resource.resource,
  );
  if (found === undefined) return undefined;
  return subresource === '' ? found.verbs : found.subresourceVerbs[subresource];
}
