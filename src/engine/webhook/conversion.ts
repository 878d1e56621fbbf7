// The object a webhook or policy sees is converted to the version of the kind it matched
// (generic.NewVersionedAttributes / ConvertToGVK, k8s.io/apiserver pkg/admission/plugin/webhook/
// generic/conversion.go), and a patched object is decoded in that version and converted back
// (mutating/dispatcher.go). Built-in pairs convert field for field (../conversion); a custom
// resource changes apiVersion only, as conversion strategy None does.

import { apiVersionOf, parseApiVersion, type Attributes } from '../admission/attributes.ts';
import { noteNotSimulated, type ChainContext } from '../admission/context.ts';
import type { TraceEntry } from '../admission/trace.ts';
import type { GroupVersionKind, JsonObject } from '../apimachinery/types.ts';
import { convertObject } from '../conversion/index.ts';
import type { Invocation } from './request/admissionReview.ts';

const gvkOf = (object: JsonObject, kind: string): GroupVersionKind => ({
  ...parseApiVersion(typeof object['apiVersion'] === 'string' ? object['apiVersion'] : ''),
  kind,
});

// Converts and writes the result in the Go field order of the target kind, as its encoder does.
function convert(ctx: ChainContext, object: JsonObject, to: GroupVersionKind): JsonObject {
  const apiVersion = apiVersionOf(to);
  const from = gvkOf(object, to.kind);
  const converted = convertObject(object, from, to);
  if (converted === undefined) {
    noteNotSimulated(
      ctx,
      'conversion',
      `converting ${apiVersionOf(from)} ${to.kind} to ${apiVersion}: only apiVersion is changed`,
    );
    return { ...object, apiVersion };
  }
  return ctx.encode(converted, { kind: to, builtin: true }, { roundTrip: false });
}

/** Returns the object in the invocation's version. */
export function toVersion(
  ctx: ChainContext,
  object: JsonObject | undefined,
  invocation: Invocation,
): JsonObject | undefined {
  if (object === undefined) return undefined;
  if (
    object['apiVersion'] === apiVersionOf(invocation.kind) ||
    object['kind'] !== invocation.kind.kind
  )
    return object;
  return convert(ctx, object, invocation.kind);
}

/**
 * The versioned object of one pass of the mutating webhooks (admission.VersionedAttributes): the
 * last patched object in a webhook's version, and what it became in the request's version.
 */
export interface VersionedObject {
  object?: JsonObject;
  back?: JsonObject;
}

/**
 * Returns the object in the invocation's version. While nothing but that version's webhooks has
 * changed the object, the next one of them gets the patched object itself, not a round trip
 * through the request's version (ConvertVersionedAttributes converts only when the kind changes).
 */
export function versionedFor(
  ctx: ChainContext,
  held: VersionedObject,
  attr: Attributes,
  invocation: Invocation,
): JsonObject | undefined {
  const { object, back } = held;
  const sameKind =
    object?.['apiVersion'] === apiVersionOf(invocation.kind) &&
    object['kind'] === invocation.kind.kind;
  if (object !== undefined && back !== undefined && back === attr.object && sameKind) return object;
  return toVersion(ctx, attr.object, invocation);
}

/**
 * Returns a webhook's (versioned) object as the internal object, in the request's own version:
 * converted, or in that version already, round-tripped through internal (the dispatcher's final
 * Convert of a dirty VersionedObject).
 */
export function fromVersion(ctx: ChainContext, object: JsonObject, attr: Attributes): JsonObject {
  if (object['kind'] !== attr.kind.kind) return object;
  if (object['apiVersion'] === apiVersionOf(attr.kind))
    return attr.builtin ? ctx.encode(object, attr) : object;
  return convert(ctx, object, attr.kind);
}

/**
 * Decodes a patched object in the invocation's version with that version's defaults (the
 * dispatcher's Decode + Default on attr.VersionedObject). No round trip through the internal
 * version: the next webhook of this version gets this object as it is, even in the request's own
 * version (the dispatcher converts to internal only when the kind changes or the pass ends).
 */
export function decodeVersioned(
  ctx: ChainContext,
  object: JsonObject,
  attr: Attributes,
  invocation: Invocation,
): JsonObject {
  if (!attr.builtin) return ctx.decode(object, attr);
  return ctx.decode(object, { kind: invocation.kind, builtin: true }, { roundTrip: false });
}

/** Records on a step that it saw the objects in another version than the request's (nothing when the same). */
export function traceConversion(entry: TraceEntry, attr: Attributes, invocation: Invocation): void {
  const from = apiVersionOf(attr.kind);
  const to = apiVersionOf(invocation.kind);
  if (from !== to || attr.kind.kind !== invocation.kind.kind)
    entry.conversion = { kind: invocation.kind.kind, from, to };
}
