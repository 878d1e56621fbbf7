// The cluster state the chain reads, built from scenario.cluster.objects: namespaces (with the
// ones every cluster has), and lookups by kind.

import type { ClusterObject } from '../scenario/types.ts';
import type { JsonObject } from '../apimachinery/types.ts';
import { metadataOf, metaString } from './attributes.ts';
import { isObject } from '../apimachinery/isObject.ts';

/** A namespace as the namespace lister returns it. */
export interface ClusterNamespace {
  name: string;
  labels: Record<string, string>;
  phase: 'Active' | 'Terminating';
  object: JsonObject;
}

/** The namespaces kube-apiserver and the controllers create in every cluster. */
export const builtinNamespaces = ['default', 'kube-node-lease', 'kube-public', 'kube-system'];

/** The label the API server's defaulting puts on every namespace (SetDefaults_Namespace). */
export const namespaceNameLabel = 'kubernetes.io/metadata.name';

/** Applies namespace defaulting: the metadata.name label always equals the name. */
export function defaultNamespace(object: JsonObject): JsonObject {
  const name = metaString(object, 'name');
  if (name === '') return object;
  const metadata = { ...metadataOf(object) };
  const labels = isObject(metadata['labels']) ? { ...metadata['labels'] } : {};
  if (labels[namespaceNameLabel] === name) return object;
  labels[namespaceNameLabel] = name;
  metadata['labels'] = labels;
  return { ...object, metadata };
}

const isNamespace = (o: JsonObject): boolean =>
  o['apiVersion'] === 'v1' && o['kind'] === 'Namespace';

/** Builds the namespace lookup: scenario namespaces override the built-in ones of the same name. */
export function clusterNamespaces(objects: ClusterObject[]): Map<string, ClusterNamespace> {
  const out = new Map<string, ClusterNamespace>();
  for (const name of builtinNamespaces) {
    out.set(
      name,
      toNamespace(defaultNamespace({ apiVersion: 'v1', kind: 'Namespace', metadata: { name } })),
    );
  }
  for (const { object } of objects) {
    if (!isNamespace(object)) continue;
    const ns = toNamespace(defaultNamespace(object));
    if (ns.name !== '') out.set(ns.name, ns);
  }
  return out;
}

/** The lookup entry of a namespace object (defaulted, with its phase). */
export const namespaceEntry = (object: JsonObject): ClusterNamespace =>
  toNamespace(defaultNamespace(object));

function toNamespace(object: JsonObject): ClusterNamespace {
  const labels: Record<string, string> = {};
  const raw = metadataOf(object)['labels'];
  if (isObject(raw)) {
    for (const [k, v] of Object.entries(raw)) labels[k] = String(v);
  }
  const status = object['status'];
  const phase =
    (isObject(status) && status['phase'] === 'Terminating') ||
    metaString(object, 'deletionTimestamp') !== ''
      ? 'Terminating'
      : 'Active';
  return { name: metaString(object, 'name'), labels, phase, object };
}

/** Lists the cluster objects of one kind in one namespace ("" for any). */
export function objectsOfKind(
  objects: ClusterObject[],
  kind: string,
  namespace = '',
): JsonObject[] {
  return objects
    .map((o) => o.object)
    .filter(
      (o) => o['kind'] === kind && (namespace === '' || metaString(o, 'namespace') === namespace),
    );
}
