// The request attributes every admission plugin reads (k8s.io/apiserver pkg/admission/attributes.go):
// operation, kind, resource, subresource, namespace, name, objects, options, user and dry run.

import type {
  GroupVersionKind,
  GroupVersionResource,
  JsonObject,
  Operation,
  UserInfo,
} from '../apimachinery/types.ts';
import { isObject } from '../apimachinery/isObject.ts';

/** The attributes of one admission request. */
export interface Attributes {
  operation: Operation;
  kind: GroupVersionKind;
  resource: GroupVersionResource;
  subresource: string;
  namespace: string;
  /** "" on a generateName CREATE until storage generates the name. */
  name: string;
  object: JsonObject | undefined;
  oldObject: JsonObject | undefined;
  options: JsonObject | null;
  dryRun: boolean;
  userInfo: UserInfo;
  /** True for built-in (typed) kinds, false for custom resources (unstructured). */
  builtin: boolean;
  /** True when the object carries a managedFields time stamped in this request, with sub-second precision. */
  managedFieldsStamped: boolean;
  /** A CREATE made by the update (PUT) or patch (server-side apply) handler: the object did not exist. */
  createVia?: 'update' | 'apply';
}

/** Reads apiVersion into group and version. */
export function parseApiVersion(apiVersion: string): { group: string; version: string } {
  const slash = apiVersion.indexOf('/');
  return slash < 0
    ? { group: '', version: apiVersion }
    : { group: apiVersion.slice(0, slash), version: apiVersion.slice(slash + 1) };
}

/** Renders group and version as an apiVersion string. */
export function apiVersionOf(gv: { group: string; version: string }): string {
  return gv.group === '' ? gv.version : `${gv.group}/${gv.version}`;
}

/** Reads metadata of an object (an empty mapping when absent). */
export function metadataOf(object: JsonObject | undefined): JsonObject {
  const m = object?.['metadata'];
  return isObject(m) ? m : {};
}

/** Reads a string field of metadata ("" when absent). */
export function metaString(object: JsonObject | undefined, field: string): string {
  const v = metadataOf(object)[field];
  return typeof v === 'string' ? v : '';
}

/** Reports whether the request is on a Namespace object itself. */
export function isNamespaceResource(resource: GroupVersionResource): boolean {
  return resource.group === '' && resource.resource === 'namespaces';
}

// ObjectMeta's JSON field order up to creationTimestamp; the other fields follow as they were.
const objectMetaOrder = [
  'name',
  'generateName',
  'namespace',
  'selfLink',
  'uid',
  'resourceVersion',
  'generation',
  'creationTimestamp',
];

/** Returns metadata with its fields in ObjectMeta's JSON order, so objects read like the API server's. */
export function orderObjectMeta(metadata: JsonObject): JsonObject {
  const out: JsonObject = {};
  for (const k of objectMetaOrder) if (k in metadata) out[k] = metadata[k] ?? null;
  for (const [k, v] of Object.entries(metadata)) if (!(k in out)) out[k] = v;
  return out;
}
