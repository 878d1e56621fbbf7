// Decodes a webhook's answer into the AdmissionReview the API server sent, as `r.Do(ctx).Into(response)`
// does with the webhook client's codec (k8s.io/apiserver pkg/util/webhook/client.go NewClientManager:
// LegacyCodec over a scheme holding admission.k8s.io v1beta1 and v1). The steps, in order, are
// k8s.io/apimachinery pkg/runtime/serializer/json/meta.go Interpret, json.go Serializer.Decode
// (gvkWithDefaults, the missing-kind and missing-version errors, runtime.UseOrCreateObject and
// Scheme.New), then versioning/versioning.go codec.Decode, which converts whatever was decoded into
// the requested type: conversion/converter.go Convert knows no conversion between the two
// AdmissionReview versions, or from any other type the scheme holds.

import type { JsonObject } from '../../apimachinery/types.ts';
import { goQuote } from '../../apimachinery/goQuote.ts';
import { interpretedField, interpretError } from '../external/decodeBody.ts';
import type { ReviewVersion } from './admissionReview.ts';
import { decodeError } from './decodeReview.ts';

/**
 * The name runtime.NewScheme gives the webhook client's scheme: its call site
 * (naming.GetNameFromCallsite, trimPackagePrefix), k8s.io/apiserver v0.32 pkg/util/webhook/client.go
 * line 71, as a release build (-trimpath) records it.
 */
export const WEBHOOK_SCHEME_NAME = 'pkg/util/webhook/client.go:71';

const GROUP = 'admission.k8s.io';

interface Gvk {
  group: string;
  version: string;
  kind: string;
}

// The kinds registered for each admission version by admissionv1(beta1).AddToScheme: the review, and
// what metav1.AddToGroupVersion adds (WatchEvent, the options types), each with its Go type's name.
const PER_VERSION: Record<string, string> = {
  WatchEvent: 'v1.WatchEvent',
  ListOptions: 'v1.ListOptions',
  GetOptions: 'v1.GetOptions',
  DeleteOptions: 'v1.DeleteOptions',
  CreateOptions: 'v1.CreateOptions',
  UpdateOptions: 'v1.UpdateOptions',
  PatchOptions: 'v1.PatchOptions',
};
// metav1's unversioned types: Scheme.New finds them by kind alone, whatever the group and version.
const UNVERSIONED: Record<string, string> = {
  Status: 'v1.Status',
  APIVersions: 'v1.APIVersions',
  APIGroupList: 'v1.APIGroupList',
  APIGroup: 'v1.APIGroup',
  APIResourceList: 'v1.APIResourceList',
};

/** schema.ParseGroupVersion. */
function parseGroupVersion(
  apiVersion: string,
): { ok: true; group: string; version: string } | { ok: false; error: string } {
  if (apiVersion === '' || apiVersion === '/') return { ok: true, group: '', version: '' };
  const parts = apiVersion.split('/');
  if (parts.length === 1) return { ok: true, group: '', version: apiVersion };
  if (parts.length === 2) return { ok: true, group: parts[0] ?? '', version: parts[1] ?? '' };
  return { ok: false, error: `unexpected GroupVersion string: ${apiVersion}` };
}

/** json.go gvkWithDefaults. */
function withDefaults(actual: Gvk, defaults: Gvk): Gvk {
  const out = { ...actual };
  if (out.kind === '') out.kind = defaults.kind;
  if (out.version === '' && out.group === '') {
    out.group = defaults.group;
    out.version = defaults.version;
  }
  if (out.version === '' && out.group === defaults.group) out.version = defaults.version;
  return out;
}

const groupVersion = (gvk: Gvk): string =>
  gvk.group === '' ? gvk.version : `${gvk.group}/${gvk.version}`;

/** Scheme.New: the Go type decoded into, or the not-registered error. */
function goTypeFor(gvk: Gvk): { ok: true; type: string } | { ok: false; error: string } {
  if (gvk.group === GROUP && (gvk.version === 'v1' || gvk.version === 'v1beta1')) {
    if (gvk.kind === 'AdmissionReview') return { ok: true, type: `${gvk.version}.AdmissionReview` };
    const type = PER_VERSION[gvk.kind];
    if (type !== undefined) return { ok: true, type };
  }
  if (gvk.group === GROUP && gvk.version === '__internal' && gvk.kind === 'WatchEvent')
    return { ok: true, type: 'v1.InternalEvent' };
  const unversioned = UNVERSIONED[gvk.kind];
  if (unversioned !== undefined) return { ok: true, type: unversioned };
  // runtime/error.go notRegisteredErr.Error
  if (gvk.version === '__internal') {
    return {
      ok: false,
      error: `no kind ${goQuote(gvk.kind)} is registered for the internal version of group ${goQuote(gvk.group)} in scheme ${goQuote(WEBHOOK_SCHEME_NAME)}`,
    };
  }
  return {
    ok: false,
    error: `no kind ${goQuote(gvk.kind)} is registered for version ${goQuote(groupVersion(gvk))} in scheme ${goQuote(WEBHOOK_SCHEME_NAME)}`,
  };
}

/**
 * Returns the error decoding `body` into the `version` AdmissionReview gives, or undefined when it
 * decodes. `text` is the body as sent: the missing-version error quotes it.
 */
export function decodeInto(
  body: JsonObject,
  version: ReviewVersion,
  text: string,
): string | undefined {
  const interpret = interpretError(body);
  if (interpret !== undefined) return `couldn't get version/kind; json parse error: ${interpret}`;
  const gv = parseGroupVersion(interpretedField(body, 'apiVersion'));
  if (!gv.ok) return gv.error;
  const into: Gvk = { group: GROUP, version, kind: 'AdmissionReview' };
  const actual = withDefaults(
    { group: gv.group, version: gv.version, kind: interpretedField(body, 'kind') },
    into,
  );
  // The kind is always defaulted from the target type; only a version can stay missing ("other/").
  if (actual.version === '') return `Object 'apiVersion' is missing in '${text}'`;
  const created = goTypeFor(actual);
  if (!created.ok) return created.error;
  const isTarget =
    actual.group === into.group && actual.version === into.version && actual.kind === into.kind;
  // Both AdmissionReview versions have the same fields, so unmarshalling fails the same way.
  if (actual.kind === 'AdmissionReview') {
    const unmarshal = decodeError(body);
    if (unmarshal !== undefined) return unmarshal;
  }
  if (isTarget) return undefined;
  return `converting (${created.type}) to (${version}.AdmissionReview): unknown conversion`;
}
