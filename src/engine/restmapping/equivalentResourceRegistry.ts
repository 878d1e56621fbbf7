// Records which resources are equivalent and which kind each resource/subresource carries, in
// registration order; a port of k8s.io/apimachinery/pkg/runtime/mapper.go equivalentResourceRegistry.
import type { GroupVersionKind, GroupVersionResource } from '../apimachinery/types.ts';

/** The registry the API installer fills (RegisterKindFor) and admission reads (EquivalentResourcesFor, KindFor). */
export interface EquivalentResourceRegistry {
  /** records that `resource`/`subresource` carries `kind`, appending it to its key's equivalents */
  registerKindFor(
    resource: GroupVersionResource,
    subresource: string,
    kind: GroupVersionKind,
  ): void;
  /** every resource registered with the same key and subresource, in registration order, itself included */
  equivalentResourcesFor(
    resource: GroupVersionResource,
    subresource: string,
  ): GroupVersionResource[];
  /** the kind registered for `resource`/`subresource`, undefined where upstream answers the empty kind */
  kindFor(resource: GroupVersionResource, subresource: string): GroupVersionKind | undefined;
}

const gvrKey = (r: GroupVersionResource): string => `${r.group}/${r.version}/${r.resource}`;
const grKey = (r: GroupVersionResource): string => `${r.group}/${r.resource}`;
const groupResourceString = (r: GroupVersionResource): string =>
  r.group === '' ? r.resource : `${r.resource}.${r.group}`;

/** A registry whose equivalence key is `keyFunc(group, resource)` (NewEquivalentResourceRegistryWithIdentity). */
export function newEquivalentResourceRegistryWithIdentity(
  keyFunc: (group: string, resource: string) => string,
): EquivalentResourceRegistry {
  // key -> subresource -> resources, like upstream; the subresource list may hold duplicates if a
  // resource registers twice, which upstream also allows (it only ever appends)
  const resources = new Map<string, Map<string, GroupVersionResource[]>>();
  const kinds = new Map<string, Map<string, GroupVersionKind>>();
  const keys = new Map<string, string>();

  return {
    registerKindFor(resource, subresource, kind) {
      const forResource = kinds.get(gvrKey(resource)) ?? new Map<string, GroupVersionKind>();
      forResource.set(subresource, { ...kind });
      kinds.set(gvrKey(resource), forResource);

      // upstream falls back to GroupResource.String() when the key function answers ""
      const key = keyFunc(resource.group, resource.resource) || groupResourceString(resource);
      keys.set(grKey(resource), key);
      const bySub = resources.get(key) ?? new Map<string, GroupVersionResource[]>();
      bySub.set(subresource, [...(bySub.get(subresource) ?? []), { ...resource }]);
      resources.set(key, bySub);
    },
    equivalentResourcesFor(resource, subresource) {
      const key = keys.get(grKey(resource));
      const list = key === undefined ? undefined : resources.get(key)?.get(subresource);
      return (list ?? []).map((r) => ({ ...r }));
    },
    kindFor(resource, subresource) {
      const kind = kinds.get(gvrKey(resource))?.get(subresource);
      return kind === undefined ? undefined : { ...kind };
    },
  };
}
