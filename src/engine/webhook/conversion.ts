// The object a webhook sees is converted to the version of the kind it matched
// (generic.NewVersionedAttributes / ConvertVersionedAttributes). Only apiVersion is changed: field
// conversions between built-in versions are not simulated, and the result says so.

import { apiVersionOf, type Attributes } from '../admission/attributes.ts';
import { noteNotSimulated, type ChainContext } from '../admission/context.ts';
import type { JsonObject } from '../apimachinery/types.ts';
import type { Invocation } from './request/admissionReview.ts';

/** Returns the object in the invocation's version (as a CRD with conversion strategy None would). */
export function toVersion(ctx: ChainContext, object: JsonObject | undefined, invocation: Invocation): JsonObject | undefined {
  if (object === undefined) return undefined;
  const apiVersion = apiVersionOf(invocation.kind);
  if (object['apiVersion'] === apiVersion || object['kind'] !== invocation.kind.kind) return object;
  noteNotSimulated(ctx, 'conversion', `converting ${String(object['apiVersion'])} ${invocation.kind.kind} to ${apiVersion}: only apiVersion is changed`);
  return { ...object, apiVersion };
}

/** Returns a webhook's (versioned) object in the request's own version again. */
export function fromVersion(object: JsonObject, attr: Attributes): JsonObject {
  const apiVersion = apiVersionOf(attr.kind);
  return object['kind'] === attr.kind.kind && object['apiVersion'] !== apiVersion ? { ...object, apiVersion } : object;
}
