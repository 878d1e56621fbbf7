// Decides which built-in resources share storage, i.e. the identity key kube-apiserver's
// EquivalentResourceRegistry groups equivalents by.
//
// k8s.io/apiserver/pkg/server/config.go Complete() builds the registry with
// NewEquivalentResourceRegistryWithIdentity(keyFunc), keyFunc = RESTOptionsGetter.GetRESTOptions(gr).ResourcePrefix.
// That prefix (k8s.io/apiserver/pkg/server/storage/storage_factory.go ResourcePrefix) is the etcd
// directory: SpecialDefaultResourcePrefixes (pkg/kubeapiserver/default_storage_factory_builder.go) or
// else the lower-cased resource name of the first enabled cohabitating resource, without the group.
// So every served version of a group/resource shares a key, and so do resources of different groups
// with the same plural. In 1.32 the only such pair is core `events` <-> `events.k8s.io` `events`
// (also declared cohabitating there); the extensions group that cohabited deployments, ingresses ...
// is no longer served.

/** etcd prefixes compiled into kube-apiserver (SpecialDefaultResourcePrefixes). */
const specialPrefixes: ReadonlyMap<string, string> = new Map([
  ['/replicationcontrollers', 'controllers'],
  ['/endpoints', 'services/endpoints'],
  ['/nodes', 'minions'],
  ['/services', 'services/specs'],
  ['extensions/ingresses', 'ingress'],
  ['networking.k8s.io/ingresses', 'ingress'],
]);

/** The storage key (etcd resource prefix) of a built-in group/resource. */
export function builtinStorageKey(group: string, resource: string): string {
  return specialPrefixes.get(`${group}/${resource}`) ?? resource.toLowerCase();
}

/**
 * The storage key of a custom resource: the apiextensions server keeps its own registry and stores a
 * CR under `<group>/<plural>`, so no CR is ever equivalent to a built-in or to another CRD's resource.
 */
export function customResourceStorageKey(group: string, plural: string): string {
  return `${group}/${plural}`;
}
