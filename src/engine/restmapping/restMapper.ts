// Package restmapping mirrors k8s.io/apimachinery pkg/api/meta and the API server's installer:
// resources, kinds, scopes, equivalent resources, custom resource definitions.
//
// Answers which resource serves a kind, which kind a resource/subresource carries and which resources
// are equivalent, as kube-apiserver 1.32's RESTMapper and EquivalentResourceRegistry
// (k8s.io/apimachinery/pkg/runtime/mapper.go, filled by k8s.io/apiserver/pkg/endpoints/installer.go).
import type {
  GroupVersionKind,
  GroupVersionResource,
  KubernetesVersion,
} from '../apimachinery/types.ts';
import { builtinResourceTable } from './builtinTable.ts';
import { restMapperFrom } from './restMapperFrom.ts';
import { builtinStorageKey } from './storageKey.ts';

export { withCustomResourceDefinitions } from './customResourceDefinitions.ts';

/** One served resource: its kind, scope and subresources (each with the kind it carries). */
export interface ResourceMapping {
  resource: GroupVersionResource;
  kind: GroupVersionKind;
  namespaced: boolean;
  subresources: Record<string, GroupVersionKind>;
  builtin: boolean;
}

/** Resolves kinds, resources and equivalents for one API server. */
export interface RestMapper {
  /** the resource serving a kind at top level (no subresource) */
  resourceForKind(kind: GroupVersionKind): ResourceMapping | undefined;
  /** every parent resource with subresource `sub` whose kind is `kind`, in registration order */
  resourcesForSubresourceKind(kind: GroupVersionKind, subresource: string): ResourceMapping[];
  /** the mapping of a resource (no subresource) */
  mappingFor(resource: GroupVersionResource): ResourceMapping | undefined;
  /** the kind a resource/subresource carries, as EquivalentResourceRegistry.KindFor; undefined where upstream answers the empty kind */
  kindFor(resource: GroupVersionResource, subresource: string): GroupVersionKind | undefined;
  /** resources sharing storage with this one that serve `subresource`, in registration order, itself included (EquivalentResourcesFor) */
  equivalentResourcesFor(
    resource: GroupVersionResource,
    subresource: string,
  ): GroupVersionResource[];
}

/** A problem with one CustomResourceDefinition, located by JSON pointer. */
export interface CrdError {
  pointer: string;
  message: string;
}

const builtin = new Map<KubernetesVersion, RestMapper>();

/** The mapper for the built-in resources of a release (1.32 by default). */
export function builtinRestMapper(version: KubernetesVersion = '1.32'): RestMapper {
  let mapper = builtin.get(version);
  if (mapper === undefined) {
    mapper = restMapperFrom(
      builtinResourceTable(version).map((r) => ({ mapping: r.mapping, served: true })),
      builtinStorageKey,
    );
    builtin.set(version, mapper);
  }
  return mapper;
}
