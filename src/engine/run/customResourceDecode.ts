// Decoding a custom resource against its CRD's schema, as the handler's codec does: unknown fields
// pruned (under fieldValidation Strict a 400, under Warn warnings), nulls the schema neither allows
// nor defaults dropped, then the schema's defaults. Mirrors apiextensions-apiserver
// pkg/apiserver/customresource_handler.go (unstructuredSchemaCoercer.apply: PruneWithOptions,
// PruneNonNullableNullsWithoutDefaults; unstructuredDefaulter.Default). The stored object of an
// UPDATE is pruned and defaulted as a read from etcd is. ObjectMeta coercion at the root
// (schemaobjectmeta.Coerce) goes through the typed ObjectMeta; malformed metadata values refuse the body
// (decodeRequest.ts) and are dropped from the stored object.

import type { Attributes } from '../admission/attributes.ts';
import type { ChainContext } from '../admission/context.ts';
import type { Status } from '../apimachinery/status.ts';
import type { JsonObject, JsonValue } from '../apimachinery/types.ts';
import { asObject, isObject } from '../apimachinery/isObject.ts';
import { semanticDeepEqual } from '../apimachinery/semanticEqual.ts';
import { dropMalformedMetadata } from '../decoding/customResourceMeta.ts';
import { decodeStruct } from '../defaulting/decode.ts';
import { encodeStruct } from '../defaulting/encode.ts';
import { newBadRequest } from '../apimachinery/statusErrors.ts';
import type { Structural } from '../apiextensions/structural.ts';
import {
  applyDefaults,
  pruneNonNullableNullsWithoutDefaults,
  pruneWithOptions,
  structuralFrom,
} from '../apiextensions/lazy.ts';
import { customResourceSchema } from './customResourceSchema.ts';

// schemaobjectmeta.Coerce at the root: metadata round-trips through metav1.ObjectMeta, which drops
// (and under Strict/Warn reports, after the pruned paths) the fields ObjectMeta does not have.
function coerceObjectMeta(object: JsonObject, unknown: string[]): JsonObject {
  const metadata = object['metadata'];
  if (!isObject(metadata)) return object;
  const decoded = decodeStruct(structuredClone(metadata), 'ObjectMeta', 'metadata', unknown);
  return { ...object, metadata: encodeStruct(decoded, 'ObjectMeta') };
}

interface Coerced {
  object: JsonObject;
  unknown: string[];
  /** The schema's defaults added something. */
  defaulted: boolean;
}

function coerce(object: JsonObject, schema: Structural): Coerced {
  const pruned = pruneWithOptions(object, schema, true);
  const withoutNulls = pruneNonNullableNullsWithoutDefaults(pruned.value, schema);
  const value: JsonValue = applyDefaults(withoutNulls, schema);
  const unknown = [...pruned.unknownFieldPaths];
  return {
    object: coerceObjectMeta(asObject(value) ?? object, unknown),
    unknown,
    defaulted: !semanticDeepEqual(withoutNulls, value, false),
  };
}

/**
 * The object as the custom resource codec decodes it after a mutating webhook's patch: pruned and
 * defaulted per its CRD's schema, unknown fields dropped silently (the CRD documentation: pruning
 * and defaulting apply to "data from mutating admission webhooks"); unchanged without a schema.
 */
export function coerceCustomResource(
  objects: readonly JsonObject[],
  kind: { group: string; version: string; kind: string },
  object: JsonObject,
): JsonObject {
  const json = customResourceSchema(objects, kind.group, kind.kind, kind.version);
  return json === undefined ? object : coerce(object, structuralFrom(json)).object;
}

/** Prunes and defaults the request's custom resources; returns the Strict refusal, if any. */
export function decodeCustomResource(ctx: ChainContext, attr: Attributes): Status | undefined {
  if (attr.builtin) return undefined;
  const objects = ctx.scenario.cluster.objects.map((o) => o.object);
  const json = customResourceSchema(objects, attr.kind.group, attr.kind.kind, attr.kind.version);
  if (json === undefined || attr.subresource !== '') {
    // Without a schema (or for a subresource's body) only the codec's decoding applies.
    if (attr.object !== undefined) attr.object = ctx.decode(attr.object, attr);
    if (attr.oldObject !== undefined)
      attr.oldObject = ctx.decode(dropMalformedMetadata(attr.oldObject), attr);
    return undefined;
  }
  const schema = structuralFrom(json);
  const before = attr.object;
  let unknown: string[] = [];
  let defaulted = false;
  // Defaults land after the decoded keys: encode again for Go's map order.
  if (attr.object !== undefined) {
    const coerced = coerce(attr.object, schema);
    unknown = coerced.unknown;
    defaulted = coerced.defaulted;
    attr.object = ctx.decode(coerced.object, attr);
  }
  if (attr.oldObject !== undefined)
    attr.oldObject = ctx.decode(coerce(dropMalformedMetadata(attr.oldObject), schema).object, attr);
  const raw = asObject(attr.options ?? undefined)?.['fieldValidation'];
  const directive = typeof raw === 'string' && raw !== '' ? raw : 'Warn';
  if (unknown.length > 0 && directive === 'Strict') {
    const status = newBadRequest(
      `strict decoding error: ${unknown.map((f) => `unknown field "${f}"`).join(', ')}`,
    );
    const reason = `fieldValidation Strict: the body has fields the ${attr.kind.kind} schema does not declare`;
    ctx.trace.push({
      phase: 'decode',
      plugin: 'decode',
      outcome: 'denied',
      reason,
      status,
      refusal: { stage: 'field-validation' },
    });
    return status;
  }
  const warnings = directive === 'Ignore' ? [] : unknown.map((f) => `unknown field "${f}"`);
  for (const w of warnings) ctx.warnings.add(w);
  // Key order is Go's map order after decoding; only content counts as a change.
  const changed = !semanticDeepEqual(before, attr.object, false);
  if (!changed && warnings.length === 0) return undefined;
  const notes = ['decoded against the openAPIV3Schema of its CustomResourceDefinition'];
  if (unknown.length > 0)
    notes.push(
      `pruned ${unknown.length === 1 ? 'a field' : `${unknown.length} fields`} it does not declare`,
    );
  if (defaulted) notes.push('schema defaults applied');
  else if (changed) notes.push('metadata decoded as ObjectMeta');
  ctx.trace.push({
    phase: 'decode',
    plugin: 'decode',
    outcome: changed ? 'patched' : 'allowed',
    reason: notes.join('; '),
    ...(warnings.length > 0 && { warnings }),
    ...(changed &&
      before !== undefined &&
      attr.object !== undefined && { objectBefore: before, objectAfter: attr.object }),
  });
  return undefined;
}
