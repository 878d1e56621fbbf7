// Builds the AdmissionReview the API server sends to a webhook
// (k8s.io/apiserver pkg/admission/plugin/webhook/request/admissionreview.go CreateAdmissionObjects).

import type { Attributes } from '../../admission/attributes.ts';
import { compareUtf8 } from '../../apimachinery/utf8.ts';
import type {
  GroupVersionKind,
  GroupVersionResource,
  JsonObject,
  JsonValue,
} from '../../apimachinery/types.ts';

/** The resource and kind a webhook is invoked for (the matched or equivalent one). */
export interface Invocation {
  resource: GroupVersionResource;
  subresource: string;
  kind: GroupVersionKind;
}

/** The AdmissionReview versions the API server knows, in the order it recognises them. */
export type ReviewVersion = 'v1' | 'v1beta1';

/** Picks the first of a webhook's admissionReviewVersions the API server speaks, or undefined. */
export function reviewVersionFor(admissionReviewVersions: string[]): ReviewVersion | undefined {
  for (const v of admissionReviewVersions) if (v === 'v1' || v === 'v1beta1') return v;
  return undefined;
}

// userInfo fields are omitempty.
function userInfoJson(attr: Attributes): JsonObject {
  const u: JsonObject = {};
  if (attr.userInfo.username !== '') u['username'] = attr.userInfo.username;
  if (attr.userInfo.uid !== undefined && attr.userInfo.uid !== '') u['uid'] = attr.userInfo.uid;
  if (attr.userInfo.groups.length > 0) u['groups'] = [...attr.userInfo.groups];
  // extra is a Go map: encoded with its keys sorted.
  const extra = Object.keys(attr.userInfo.extra).sort(compareUtf8);
  if (extra.length > 0)
    u['extra'] = Object.fromEntries(extra.map((k) => [k, [...(attr.userInfo.extra[k] ?? [])]]));
  return u;
}

/** Builds the review body, field by field in the order the API server's JSON encoding has them. */
export function createAdmissionReview(
  uid: string,
  version: ReviewVersion,
  attr: Attributes,
  invocation: Invocation,
  object: JsonObject | undefined,
  oldObject: JsonObject | undefined,
): JsonObject {
  const request: JsonObject = {
    uid,
    kind: { ...invocation.kind },
    resource: { ...invocation.resource },
  };
  if (invocation.subresource !== '') request['subResource'] = invocation.subresource;
  request['requestKind'] = { ...attr.kind };
  request['requestResource'] = { ...attr.resource };
  if (attr.subresource !== '') request['requestSubResource'] = attr.subresource;
  if (attr.name !== '') request['name'] = attr.name;
  if (attr.namespace !== '') request['namespace'] = attr.namespace;
  request['operation'] = attr.operation;
  request['userInfo'] = userInfoJson(attr);
  request['object'] = (object ?? null) as JsonValue;
  request['oldObject'] = (oldObject ?? null) as JsonValue;
  request['dryRun'] = attr.dryRun;
  request['options'] = attr.options === null ? null : structuredClone(attr.options);
  return { kind: 'AdmissionReview', apiVersion: `admission.k8s.io/${version}`, request };
}
