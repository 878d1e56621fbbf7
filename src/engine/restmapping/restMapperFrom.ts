// Builds a RestMapper from resources listed in registration order, registering each one (and its
// subresources) in an equivalent-resource registry the way the API installer does
// (k8s.io/apiserver/pkg/endpoints/installer.go registerResourceHandlers → RegisterKindFor).
import type { GroupVersionKind, GroupVersionResource } from '../apimachinery/types.ts';
import { newEquivalentResourceRegistryWithIdentity } from './equivalentResourceRegistry.ts';
import type { ResourceMapping, RestMapper } from './restMapper.ts';

/** A resource as registered: its mapping and whether requests can reach it. */
export interface RegisteredResource {
  mapping: ResourceMapping;
  /** unserved CRD versions are still registered as equivalents upstream, but nothing serves them */
  served: boolean;
}

const gvrKey = (r: GroupVersionResource): string => `${r.group}/${r.version}/${r.resource}`;
const sameKind = (a: GroupVersionKind, b: GroupVersionKind): boolean =>
  a.group === b.group && a.version === b.version && a.kind === b.kind;

/** Copies a mapping so callers cannot change the table behind the mapper. */
export function cloneMapping(m: ResourceMapping): ResourceMapping {
  const subresources: Record<string, GroupVersionKind> = {};
  for (const [name, kind] of Object.entries(m.subresources)) subresources[name] = { ...kind };
  return {
    resource: { ...m.resource },
    kind: { ...m.kind },
    namespaced: m.namespaced,
    subresources,
    builtin: m.builtin,
  };
}

/** A mapper over `resources` (in registration order) whose equivalence key is `storageKey(group, resource)`. */
export function restMapperFrom(
  resources: readonly RegisteredResource[],
  storageKey: (group: string, resource: string) => string,
): RestMapper {
  const registry = newEquivalentResourceRegistryWithIdentity(storageKey);
  const served: ResourceMapping[] = [];
  const byResource = new Map<string, ResourceMapping>();
  for (const { mapping, served: isServed } of resources) {
    registry.registerKindFor(mapping.resource, '', mapping.kind);
    for (const name of Object.keys(mapping.subresources).sort()) {
      const kind = mapping.subresources[name];
      if (kind !== undefined) registry.registerKindFor(mapping.resource, name, kind);
    }
    if (isServed && !byResource.has(gvrKey(mapping.resource))) {
      served.push(mapping);
      byResource.set(gvrKey(mapping.resource), mapping);
    }
  }

  return {
    resourceForKind(kind) {
      const found = served.find((m) => sameKind(m.kind, kind));
      return found === undefined ? undefined : cloneMapping(found);
    },
    resourcesForSubresourceKind(kind, subresource) {
      return served
        .filter((m) => {
          const sub = m.subresources[subresource];
          return sub !== undefined && sameKind(sub, kind);
        })
        .map(cloneMapping);
    },
    mappingFor(resource) {
      const found = byResource.get(gvrKey(resource));
      return found === undefined ? undefined : cloneMapping(found);
    },
    kindFor: (resource, subresource) => registry.kindFor(resource, subresource),
    equivalentResourcesFor: (resource, subresource) =>
      registry.equivalentResourcesFor(resource, subresource),
  };
}
