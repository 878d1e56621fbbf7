// Extends a RestMapper with the custom resources CustomResourceDefinitions serve, as the
// apiextensions-apiserver registers them (customresource_handler.go getOrCreateServingInfoFor):
// for every entry of spec.versions, in the CRD's own order and whether served or not,
// RegisterKindFor(resource, "", kind), plus "status" → the CR kind and "scale" → autoscaling/v1 Scale
// where that version declares those subresources. The apiextensions server has a registry of its own
// and keys CRs by group/plural, so CRs are equivalent only to other versions of the same CRD.
import type { JsonObject } from '../apimachinery/types.ts';
import { readCustomResourceDefinition, type CrdServing } from './readCustomResourceDefinition.ts';
import type { CrdError, ResourceMapping, RestMapper } from './restMapper.ts';
import { restMapperFrom, type RegisteredResource } from './restMapperFrom.ts';
import { customResourceStorageKey } from './storageKey.ts';

const scaleKind = { group: 'autoscaling', version: 'v1', kind: 'Scale' };

function registrations(crd: CrdServing): RegisteredResource[] {
  return crd.versions.map((v) => {
    const kind = { group: crd.group, version: v.name, kind: crd.kind };
    const subresources: ResourceMapping['subresources'] = {};
    if (v.status) subresources['status'] = { ...kind };
    if (v.scale) subresources['scale'] = { ...scaleKind };
    const resource = { group: crd.group, version: v.name, resource: crd.plural };
    return {
      mapping: { resource, kind, namespaced: crd.namespaced, subresources, builtin: false },
      served: v.served,
    };
  });
}

/** `base` first (it is the server the request reaches first), then the custom resources. */
function layered(base: RestMapper, custom: RestMapper): RestMapper {
  return {
    resourceForKind: (kind) => base.resourceForKind(kind) ?? custom.resourceForKind(kind),
    resourcesForSubresourceKind: (kind, sub) => [
      ...base.resourcesForSubresourceKind(kind, sub),
      ...custom.resourcesForSubresourceKind(kind, sub),
    ],
    mappingFor: (resource) => base.mappingFor(resource) ?? custom.mappingFor(resource),
    kindFor: (resource, sub) => base.kindFor(resource, sub) ?? custom.kindFor(resource, sub),
    equivalentResourcesFor(resource, sub) {
      const fromBase = base.equivalentResourcesFor(resource, sub);
      return fromBase.length > 0 ? fromBase : custom.equivalentResourcesFor(resource, sub);
    },
  };
}

/** The built-in mapper extended by CustomResourceDefinitions; CRDs with errors are left out. */
export function withCustomResourceDefinitions(
  base: RestMapper,
  crds: { object: JsonObject; pointer: string }[],
): { mapper: RestMapper; errors: CrdError[] } {
  const errors: CrdError[] = [];
  const registered: RegisteredResource[] = [];
  const seen = new Set<string>();
  for (const { object, pointer } of crds) {
    const read = readCustomResourceDefinition(object, pointer);
    if (read.crd === undefined) {
      errors.push(...read.errors);
      continue;
    }
    // two CRDs cannot both own group/plural (the name must be <plural>.<group>); keep the first
    const key = customResourceStorageKey(read.crd.group, read.crd.plural);
    if (seen.has(key)) {
      errors.push({ pointer, message: `customresourcedefinition for ${key} is defined twice` });
      continue;
    }
    seen.add(key);
    registered.push(...registrations(read.crd));
  }
  return { mapper: layered(base, restMapperFrom(registered, customResourceStorageKey)), errors };
}
