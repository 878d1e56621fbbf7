// Package testing mirrors no upstream package: builders the engine's unit tests share.
//
// Builds admission attributes, webhook accessors and fake cluster facts for engine unit tests,
// so table rows stay one line each (STYLE.md §5).

import type { Attributes } from '../admission/attributes.ts';
import { defaultWebhookConfiguration } from '../configuration/defaults.ts';
import type { RestMapper } from '../restmapping/restMapper.ts';
import type {
  GroupVersionKind,
  GroupVersionResource,
  JsonObject,
  JsonValue,
} from '../apimachinery/types.ts';
import { newWebhookAccessor, type WebhookAccessor } from '../webhook/accessor.ts';
import type { NamespaceLister } from '../admission/context.ts';
import { isObject } from '../apimachinery/isObject.ts';

/** Returns a GroupVersionResource. */
export const gvr = (group: string, version: string, resource: string): GroupVersionResource => ({
  group,
  version,
  resource,
});

/** Returns a GroupVersionKind. */
export const gvk = (group: string, version: string, kind: string): GroupVersionKind => ({
  group,
  version,
  kind,
});

/** Returns an object with apiVersion, kind and metadata (name, optional namespace and labels). */
export function obj(
  kind: string,
  name: string,
  labels?: Record<string, string>,
  apiVersion = 'v1',
): JsonObject {
  const metadata: JsonObject = { name };
  if (labels !== undefined) metadata['labels'] = { ...labels };
  return { apiVersion, kind, metadata };
}

/** Returns full attributes: by default a CREATE of a v1 Pod "p" in namespace "default" by user "alice". */
export function attrs(partial: Partial<Attributes> = {}): Attributes {
  return {
    operation: 'CREATE',
    kind: gvk('', 'v1', 'Pod'),
    resource: gvr('', 'v1', 'pods'),
    subresource: '',
    namespace: 'default',
    name: 'p',
    object: { apiVersion: 'v1', kind: 'Pod', metadata: { name: 'p', namespace: 'default' } },
    oldObject: undefined,
    options: { kind: 'CreateOptions', apiVersion: 'meta.k8s.io/v1' },
    dryRun: false,
    userInfo: { username: 'alice', groups: ['system:authenticated'], extra: {} },
    builtin: true,
    managedFieldsStamped: false,
    ...partial,
  };
}

/** A rule matching every operation on every resource (no subresources). */
export const anyRule: JsonObject = {
  operations: ['*'],
  apiGroups: ['*'],
  apiVersions: ['*'],
  resources: ['*'],
};

/** Returns the accessor of one defaulted webhook: by default matching everything, sideEffects None, v1 reviews. */
export function hook(
  partial: JsonObject = {},
  options: { mutating?: boolean; configurationName?: string } = {},
): WebhookAccessor {
  const mutating = options.mutating ?? false;
  const configurationName = options.configurationName ?? 'config';
  const entry: JsonObject = {
    name: 'hook.example.com',
    clientConfig: { url: 'https://hook.example.com/' },
    rules: [structuredClone(anyRule)],
    sideEffects: 'None',
    admissionReviewVersions: ['v1'],
    ...partial,
  };
  const config = defaultWebhookConfiguration(
    {
      apiVersion: 'admissionregistration.k8s.io/v1',
      kind: mutating ? 'MutatingWebhookConfiguration' : 'ValidatingWebhookConfiguration',
      metadata: { name: configurationName },
      webhooks: [entry],
    },
    mutating,
  );
  const webhooks = config['webhooks'];
  const defaulted = Array.isArray(webhooks) ? webhooks[0] : undefined;
  if (typeof defaulted !== 'object' || defaulted === null || Array.isArray(defaulted)) {
    throw new Error('defaultWebhookConfiguration dropped the webhook');
  }
  return newWebhookAccessor(defaulted, configurationName, 0, mutating, '/webhooks/0');
}

/** Returns a lister over namespace name → labels; unknown names are absent. */
export function namespaces(known: Record<string, Record<string, string>>): NamespaceLister {
  return (name) =>
    Object.prototype.hasOwnProperty.call(known, name) ? { ...known[name] } : undefined;
}

/** One RegisterKindFor call of a fake EquivalentResourceRegistry. */
export interface KindRegistration {
  resource: GroupVersionResource;
  subresource: string;
  kind: GroupVersionKind;
}

/**
 * Returns a RestMapper answering only kindFor and equivalentResourcesFor, like upstream's
 * NewEquivalentResourceRegistryWithIdentity: resources sharing `storageKey` are equivalent,
 * in registration order.
 */
export function fakeEquivalentMapper(
  registrations: KindRegistration[],
  storageKey: (resource: GroupVersionResource) => string = (r) => `${r.group}/${r.resource}`,
): RestMapper {
  const same = (a: GroupVersionResource, b: GroupVersionResource) =>
    a.group === b.group && a.version === b.version && a.resource === b.resource;
  return {
    resourceForKind: () => undefined,
    resourcesForSubresourceKind: () => [],
    mappingFor: () => undefined,
    kindFor: (resource, subresource) =>
      registrations.find((r) => same(r.resource, resource) && r.subresource === subresource)?.kind,
    equivalentResourcesFor: (resource, subresource) =>
      registrations
        .filter(
          (r) => r.subresource === subresource && storageKey(r.resource) === storageKey(resource),
        )
        .map((r) => r.resource),
  };
}

/** Narrows a JSON value to an object, failing the test when it is not one. */
export function asObject(v: JsonValue | undefined): JsonObject {
  if (!isObject(v)) throw new Error(`not an object: ${JSON.stringify(v)}`);
  return v;
}

/** Returns an apiextensions.k8s.io/v1 CustomResourceDefinition for `<plural>.<group>`. */
export function crd(
  group: string,
  plural: string,
  kind: string,
  scope: 'Namespaced' | 'Cluster',
  versions: JsonValue[],
): JsonObject {
  return {
    apiVersion: 'apiextensions.k8s.io/v1',
    kind: 'CustomResourceDefinition',
    metadata: { name: `${plural}.${group}` },
    spec: { group, scope, names: { plural, kind }, versions },
  };
}
