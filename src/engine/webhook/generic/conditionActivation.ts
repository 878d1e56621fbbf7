// What a webhook's matchConditions see (matchconditions/matcher.go): the object in the matched
// version, the old object, the request (its kind is the matched one but its resource the request's
// own — an upstream quirk), a namespaceObject that is declared but always null, and the authorizer.

import type { Attributes } from '../../admission/attributes.ts';
import type { ChainContext } from '../../admission/context.ts';
import type { CelActivation } from '../../cel/index.ts';
import { jsonToCel } from '../../cel/lazy.ts';
import { createAdmissionRequest } from './createAdmissionRequest.ts';
import { toVersion } from '../conversion.ts';
import type { Invocation } from '../request/admissionReview.ts';

export function webhookConditionActivation(
  ctx: ChainContext,
  attr: Attributes,
  invocation: Invocation,
): CelActivation {
  return {
    object: jsonToCel(toVersion(ctx, attr.object, invocation)),
    oldObject: jsonToCel(toVersion(ctx, attr.oldObject, invocation)),
    request: jsonToCel(createAdmissionRequest(attr, attr.resource, invocation.kind)),
    namespaceObject: null,
    authorizer: ctx.authorizerFor?.(attr) ?? null,
  };
}
