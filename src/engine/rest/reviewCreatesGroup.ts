// The "reviewCreates" group's module (rest/reviewCreate.ts runs it): what the REST handlers of the kinds that are no store check before they call validating
// admission: the authentication and authorization reviews (pkg/registry/authentication/
// {tokenreview,selfsubjectreview}/storage.go, pkg/registry/authorization/{subjectaccessreview,
// selfsubjectaccessreview,localsubjectaccessreview,selfsubjectrulesreview}/rest.go) and the
// TokenRequest of serviceaccounts/token (pkg/registry/core/serviceaccount/storage/token.go).
// Nothing is stored: no name is required or generated, no uid is set, and the generic ObjectMeta
// check does not run. A review's 422 names the kind of the internal object, which decoding left
// empty (the conversion to the internal version does not copy TypeMeta): `.authorization.k8s.io "" is invalid`.

import type { Attributes } from '../admission/attributes.ts';
import { metaString } from '../admission/attributes.ts';
import type { ChainContext } from '../admission/context.ts';
import type { FieldError } from '../apimachinery/field.ts';
import { invalid } from '../apimachinery/field.ts';
import { goString } from '../apimachinery/goValue.ts';
import { newInvalid } from '../apimachinery/newInvalid.ts';
import type { Status } from '../apimachinery/status.ts';
import { newBadRequest } from '../apimachinery/statusErrors.ts';
import {
  validateLocalSubjectAccessReview,
  validateSelfSubjectAccessReview,
  validateSubjectAccessReview,
} from '../validation/authorization/accessReview.ts';
import { validateTokenRequest } from '../validation/authentication/tokenRequest.ts';
import { obj, str } from '../validation/read.ts';

/** A handler's refusal: its Status, and why in the trace's words. */
export type Refusal = { status: Status; reason: string };
/** A handler's own check of the create; `note` records what it does not simulate. */
export type Check = (
  ctx: ChainContext,
  attr: Attributes,
  note: (d: string) => void,
) => Refusal | undefined;

const invalidReview = (
  ctx: ChainContext,
  group: string,
  errs: FieldError[],
): Refusal | undefined =>
  errs.length === 0
    ? undefined
    : {
        status: newInvalid(group, '', '', errs, ctx.scenario.kubernetesVersion),
        reason: `the spec is invalid (${errs.length === 1 ? 'one field error' : `${errs.length} field errors`})`,
      };

const badRequest = (message: string, reason: string): Refusal => ({
  status: newBadRequest(message),
  reason,
});

const authz = 'authorization.k8s.io';

/** The REST handlers, by `group/resource[/subresource]`, with the upstream type for the trace. */
export const handlers: Readonly<Record<string, { rest: string; check: Check }>> = {
  'authentication.k8s.io/tokenreviews': {
    rest: 'tokenreview.REST',
    check: (_ctx, attr) =>
      attr.namespace !== ''
        ? badRequest(
            `namespace is not allowed on this type: ${attr.namespace}`,
            'a TokenReview is not namespaced',
          )
        : str(obj(attr.object?.['spec'])?.['token']) === ''
          ? badRequest('token is required for TokenReview in authentication', 'spec.token is empty')
          : undefined,
  },
  'authentication.k8s.io/selfsubjectreviews': {
    rest: 'selfsubjectreview.REST',
    check: () => undefined,
  },
  'authorization.k8s.io/subjectaccessreviews': {
    rest: 'subjectaccessreview.REST',
    check: (ctx, attr, note) =>
      invalidReview(ctx, authz, validateSubjectAccessReview(attr.object ?? {}, note)),
  },
  'authorization.k8s.io/selfsubjectaccessreviews': {
    rest: 'selfsubjectaccessreview.REST',
    check: (ctx, attr, note) =>
      invalidReview(ctx, authz, validateSelfSubjectAccessReview(attr.object ?? {}, note)),
  },
  'authorization.k8s.io/localsubjectaccessreviews': {
    rest: 'localsubjectaccessreview.REST',
    check: (ctx, attr, note) => {
      const refusal = invalidReview(
        ctx,
        authz,
        validateLocalSubjectAccessReview(attr.object ?? {}, note),
      );
      if (refusal !== undefined) return refusal;
      if (attr.namespace === '')
        return badRequest('namespace is required on this type: ', 'the request has no namespace');
      return attr.namespace !== metaString(attr.object, 'namespace')
        ? badRequest(
            `spec.resourceAttributes.namespace must match namespace: ${attr.namespace}`,
            "metadata.namespace is not the request's namespace",
          )
        : undefined;
    },
  },
  'authorization.k8s.io/selfsubjectrulesreviews': {
    rest: 'selfsubjectrulesreview.REST',
    check: (_ctx, attr) =>
      str(obj(attr.object?.['spec'])?.['namespace']) === ''
        ? badRequest('no namespace on request', 'spec.namespace is empty')
        : undefined,
  },
  '/serviceaccounts/token': { rest: 'TokenREST', check: checkTokenRequest },
};

// TokenREST.Create: the body's name and namespace, when set, are the URL's; the ServiceAccount is
// looked up; then ValidateTokenRequest (422 with no name), before validating admission.
function checkTokenRequest(
  ctx: ChainContext,
  attr: Attributes,
  note: (d: string) => void,
): Refusal | undefined {
  const gk = { group: 'authentication.k8s.io', kind: 'TokenRequest' };
  const refuse = (name: string, errs: FieldError[], reason: string): Refusal => ({
    status: newInvalid(gk.group, gk.kind, name, errs, ctx.scenario.kubernetesVersion),
    reason,
  });
  const name = metaString(attr.object, 'name');
  if (name !== '' && name !== attr.name)
    return refuse(
      attr.name,
      [
        invalid(
          'metadata.name',
          goString(name),
          'must match the service account name if specified',
        ),
      ],
      'metadata.name is not the ServiceAccount in the URL',
    );
  const namespace = metaString(attr.object, 'namespace');
  if (namespace !== '' && namespace !== attr.namespace)
    return refuse(
      attr.name,
      [
        invalid(
          'metadata.namespace',
          goString(namespace),
          'must match the service account namespace if specified',
        ),
      ],
      "metadata.namespace is not the request's namespace",
    );
  const known = ctx.scenario.cluster.objects.some(
    ({ object }) =>
      object['apiVersion'] === 'v1' &&
      object['kind'] === 'ServiceAccount' &&
      metaString(object, 'name') === attr.name &&
      metaString(object, 'namespace') === attr.namespace,
  );
  if (!known)
    note(
      `TokenREST's lookup of the ServiceAccount "${attr.name}" (not in cluster.objects; assumed to exist)`,
    );
  if (obj(obj(attr.object?.['spec'])?.['boundObjectRef']) !== undefined)
    note("TokenREST's lookup of the token's boundObjectRef");
  const errs = validateTokenRequest(attr.object ?? {});
  return errs.length === 0
    ? undefined
    : refuse('', errs, 'ValidateTokenRequest refused the token lifetime');
}
