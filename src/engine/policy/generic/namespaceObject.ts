// Builds the `namespaceObject` variable: the request's Namespace as the lister returns it, cut down to
// the fields CEL may read (k8s.io/apiserver pkg/admission/plugin/cel/condition.go CreateNamespaceObject).
// It is null for cluster-scoped requests and for requests on a Namespace itself.

import { metadataOf } from '../../admission/attributes.ts';
import type { Attributes } from '../../admission/attributes.ts';
import type { JsonObject } from '../../apimachinery/types.ts';
import { asObject } from '../../apimachinery/isObject.ts';

const keptMetadata = [
  'name',
  'generateName',
  'namespace',
  'uid',
  'resourceVersion',
  'generation',
  'creationTimestamp',
  'deletionTimestamp',
  'deletionGracePeriodSeconds',
  'labels',
  'annotations',
  'finalizers',
];

/** Names the namespace whose object CEL sees, or "" when `namespaceObject` is null. */
export function namespaceObjectName(attr: Attributes): string {
  // Upstream: "the namespace object has the namespace of itself (maybe a bug)": unset for Namespaces.
  if (attr.kind.group === '' && attr.kind.version === 'v1' && attr.kind.kind === 'Namespace')
    return '';
  return attr.namespace;
}

/**
 * Cuts a stored Namespace down to what CEL sees: no TypeMeta (typed lister objects carry none),
 * selected metadata, spec and status. The API server sets spec.finalizers and status.phase on
 * create, so they are filled in when the scenario leaves them out.
 */
export function createNamespaceObject(namespace: JsonObject): JsonObject {
  const metadata = metadataOf(namespace);
  const kept: JsonObject = {};
  for (const k of keptMetadata) if (metadata[k] !== undefined) kept[k] = metadata[k] ?? null;
  const spec = asObject(namespace['spec']) ?? {};
  const status = asObject(namespace['status']) ?? {};
  return {
    metadata: kept,
    spec: { finalizers: ['kubernetes'], ...spec },
    status: { phase: 'Active', ...status },
  };
}
