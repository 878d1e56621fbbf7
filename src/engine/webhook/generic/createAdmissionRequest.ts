// Builds the `request` variable CEL expressions see: a kubernetes.AdmissionRequest without uid,
// object or oldObject content (k8s.io/apiserver pkg/admission/plugin/cel/condition.go
// CreateAdmissionRequest, converted to unstructured, so omitempty fields are left out).

import type { Attributes } from '../../admission/attributes.ts';
import type {
  GroupVersionKind,
  GroupVersionResource,
  JsonObject,
} from '../../apimachinery/types.ts';
import { compareUtf8 } from '../../apimachinery/utf8.ts';

/**
 * Builds the request for an invocation: `kind` and `resource` are the matched (possibly
 * equivalent) ones, `requestKind`/`requestResource` the request's own. For policy matchConditions
 * upstream passes the request's own resource with the matched kind.
 */
export function createAdmissionRequest(
  attr: Attributes,
  resource: GroupVersionResource,
  kind: GroupVersionKind,
): JsonObject {
  const request: JsonObject = {
    // UID is not omitempty; in-process admission has none.
    uid: '',
    kind: { group: kind.group, version: kind.version, kind: kind.kind },
    resource: { group: resource.group, version: resource.version, resource: resource.resource },
  };
  if (attr.subresource !== '') request['subResource'] = attr.subresource;
  request['requestKind'] = {
    group: attr.kind.group,
    version: attr.kind.version,
    kind: attr.kind.kind,
  };
  request['requestResource'] = {
    group: attr.resource.group,
    version: attr.resource.version,
    resource: attr.resource.resource,
  };
  if (attr.subresource !== '') request['requestSubResource'] = attr.subresource;
  if (attr.name !== '') request['name'] = attr.name;
  if (attr.namespace !== '') request['namespace'] = attr.namespace;
  request['operation'] = attr.operation;
  request['userInfo'] = userInfo(attr);
  // object and oldObject are empty RawExtensions: not omitted, they marshal as null.
  request['object'] = null;
  request['oldObject'] = null;
  request['dryRun'] = attr.dryRun;
  // RawExtension{Object: options} marshals the options object (null for CONNECT).
  request['options'] = attr.options === null ? null : structuredClone(attr.options);
  return request;
}

// authenticationv1.UserInfo: every field omitempty (extra starts as an empty map, so it vanishes when empty).
function userInfo(attr: Attributes): JsonObject {
  const u: JsonObject = {};
  if (attr.userInfo.username !== '') u['username'] = attr.userInfo.username;
  if (attr.userInfo.uid !== undefined && attr.userInfo.uid !== '') u['uid'] = attr.userInfo.uid;
  if (attr.userInfo.groups.length > 0) u['groups'] = [...attr.userInfo.groups];
  const keys = Object.keys(attr.userInfo.extra).sort(compareUtf8);
  if (keys.length > 0)
    u['extra'] = Object.fromEntries(keys.map((k) => [k, [...(attr.userInfo.extra[k] ?? [])]]));
  return u;
}
