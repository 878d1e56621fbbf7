// Package decoding mirrors what k8s.io/apiserver's create and update handlers refuse before
// admission (pkg/endpoints/handlers): the body decoded into the typed object (sigs.k8s.io/json).
// This file decides whether the API server's decoder takes a body as the typed object of its kind,
// and its 400 when it does not. Mirrors k8s.io/apiserver pkg/endpoints/handlers/create.go and update.go
// (decoder.Decode, then transformDecodeError in rest.go) over apimachinery's json serializer, which
// decodes built-in kinds with sigs.k8s.io/json (unmarshal.ts).

import type { GoType } from '../defaulting/goTypes.ts';
import { apiVersionOf, kindModel } from '../defaulting/kinds.ts';
import type { Status } from '../apimachinery/status.ts';
import type { GroupVersionKind, JsonObject, KubernetesVersion } from '../apimachinery/types.ts';
import { DEFAULT_KUBERNETES_VERSION } from '../apimachinery/version.ts';
import { goQuote } from '../apimachinery/goQuote.ts';
import { newBadRequest } from '../apimachinery/statusErrors.ts';
import { type UnmarshalError, unmarshalError, unmarshalFieldError } from './unmarshal.ts';

// The admissionregistration.k8s.io/v1 kinds typed in types/admissionregistration.ts.
const admissionregistrationV1 = new Set([
  'MutatingWebhookConfiguration',
  'ValidatingWebhookConfiguration',
  'ValidatingAdmissionPolicy',
  'ValidatingAdmissionPolicyBinding',
]);

const OBJECT_META: GoType = { kind: 'struct', name: 'ObjectMeta' };

/** Returns the Go struct a built-in kind decodes into, when its fields are modelled. */
export function typedStruct(kind: GroupVersionKind): string | undefined {
  const model = kindModel(kind);
  if (model !== undefined) return model.type;
  if (
    apiVersionOf(kind) === 'admissionregistration.k8s.io/v1' &&
    admissionregistrationV1.has(kind.kind)
  )
    return kind.kind;
  return undefined;
}

/**
 * Returns the first decoding error of a built-in object: every field of a modelled kind, the
 * metadata of any other (its other fields are not modelled and are taken as they are), as the
 * structs of a version (1.32 unless said) have them.
 */
export function builtinDecodeError(
  object: JsonObject,
  kind: GroupVersionKind,
  version: KubernetesVersion = DEFAULT_KUBERNETES_VERSION,
): UnmarshalError | undefined {
  const struct = typedStruct(kind);
  if (struct !== undefined) return unmarshalError(object, struct, version);
  if (object['metadata'] === undefined) return undefined;
  // The Go struct of an unmodelled kind is named like the kind; its metadata is an ObjectMeta.
  return unmarshalFieldError(object['metadata'], kind.kind, 'metadata', OBJECT_META, version);
}

/** Mirrors transformDecodeError: `<Kind> in version "<v>" cannot be handled as a <Kind>: <err>` (400). */
export function cannotBeHandled(kind: GroupVersionKind, error: UnmarshalError): Status {
  return newBadRequest(
    `${kind.kind} in version ${goQuote(kind.version)} cannot be handled as a ${kind.kind}: ${error.message}`,
  );
}
