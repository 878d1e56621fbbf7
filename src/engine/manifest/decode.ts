// Decides which Go type a manifest document decodes into with the loaders' scheme (the
// admissionregistration.k8s.io install: v1, v1beta1, v1alpha1), as the loaders' `%T` prints it:
// `*v1.ValidatingAdmissionPolicy`. Only v1 objects are accepted; any other version decodes but is
// an "unsupported resource type" (kubernetes pkg/admission/.../manifest loader acceptObject).

import { goQuote, marshalGo } from '../apimachinery/goJson.ts';
import type { JsonObject, KubernetesVersion } from '../apimachinery/types.ts';
import { decodeStruct } from '../defaulting/decode.ts';

const group = 'admissionregistration.k8s.io';

const webhookKinds = ['ValidatingWebhookConfiguration', 'MutatingWebhookConfiguration'];
const policyKinds = [
  'ValidatingAdmissionPolicy',
  'ValidatingAdmissionPolicyBinding',
  'MutatingAdmissionPolicy',
  'MutatingAdmissionPolicyBinding',
];

// The kinds admissionregistration/install registers per version (k8s.io/api admissionregistration).
const registered: Readonly<Record<string, readonly string[]>> = {
  v1: [...webhookKinds, ...policyKinds],
  v1beta1: [...webhookKinds, ...policyKinds],
  v1alpha1: policyKinds,
};

/** A decoded document: its Go type and, for a v1 object, its kind; or the decoder's error. */
export type DecodedDoc =
  { ok: true; goType: string; v1Kind?: string } | { ok: false; error: string };

/**
 * Decodes a document's apiVersion and kind (runtime.Decode with the UniversalDeserializer). The
 * "no kind is registered" message names the scheme's source line upstream; the playground leaves
 * that clause out.
 */
export function decodeDoc(doc: JsonObject): DecodedDoc {
  const kind = typeof doc['kind'] === 'string' ? doc['kind'] : '';
  const apiVersion = typeof doc['apiVersion'] === 'string' ? doc['apiVersion'] : '';
  if (kind === '') return { ok: false, error: `Object 'Kind' is missing in '${marshalGo(doc)}'` };
  if (apiVersion === '')
    return { ok: false, error: `Object 'apiVersion' is missing in '${marshalGo(doc)}'` };
  const slash = apiVersion.indexOf('/');
  const docGroup = slash < 0 ? '' : apiVersion.slice(0, slash);
  const version = slash < 0 ? apiVersion : apiVersion.slice(slash + 1);
  if (docGroup !== group || !(registered[version] ?? []).includes(kind))
    return {
      ok: false,
      error: `no kind ${goQuote(kind)} is registered for version ${goQuote(apiVersion)}`,
    };
  return { ok: true, goType: `*${version}.${kind}`, ...(version === 'v1' && { v1Kind: kind }) };
}

// The kinds whose Go structs the playground knows field by field (defaulting/types/admissionregistration.ts).
const typedKinds = new Set([
  'ValidatingWebhookConfiguration',
  'MutatingWebhookConfiguration',
  'ValidatingAdmissionPolicy',
  'ValidatingAdmissionPolicyBinding',
]);

/**
 * Returns the strict decoder's refusal of a v1 document with fields its type lacks
 * (serializer.EnableStrict): `strict decoding error: unknown field "spec.foo"`. The
 * MutatingAdmissionPolicy kinds are not checked (their Go structs are not modelled field by field).
 */
export function strictDecodingError(
  doc: JsonObject,
  v1Kind: string,
  version: KubernetesVersion,
): string | undefined {
  if (!typedKinds.has(v1Kind)) return undefined;
  const unknown: string[] = [];
  decodeStruct(doc, v1Kind, '', unknown, version);
  if (unknown.length === 0) return undefined;
  return `strict decoding error: ${unknown.map((f) => `unknown field ${goQuote(f)}`).join(', ')}`;
}
