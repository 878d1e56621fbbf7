// The create and update handlers decode the body into the typed object before admission: scheme
// defaulting happens there, and unknown fields are dropped — reported as warnings under the default
// fieldValidation "Warn", refused under "Strict" (endpoints/handlers/create.go, update.go, rest.go
// fieldValidation). The stored object of an UPDATE or DELETE was defaulted when it was stored, and
// carries what its create set: metadata.generation 1 for kinds whose PrepareForCreate sets it, when
// the scenario's oldObject leaves it out (a stored Deployment always has one).

import { decodeTyped } from '../defaulting/index.ts';
import { builtinDecodeError, cannotBeHandled } from '../decoding/decodeBody.ts';
import { customResourceMetaError } from '../decoding/customResourceMeta.ts';
import { bodyTooLarge, MAX_REQUEST_BODY_BYTES } from '../decoding/requestBody.ts';
import { createSetsGeneration } from '../registry/strategies.ts';
import { labelsShareTemplate } from '../registry/jobLabels.ts';
import type { JsonObject } from '../apimachinery/types.ts';
import { newBadRequest } from '../apimachinery/statusErrors.ts';
import { type Attributes, metadataOf } from '../admission/attributes.ts';
import type { ChainContext } from '../admission/context.ts';
import type { Status } from '../apimachinery/status.ts';
import { decodeCustomResource } from './customResourceDecode.ts';
import { refuseOptions } from './refuseOptions.ts';

// rest.go fieldValidation: an empty directive means Warn.
function fieldValidation(options: JsonObject | null): string {
  const directive = options?.['fieldValidation'];
  return typeof directive === 'string' && directive !== '' ? directive : 'Warn';
}

// The stored object as its create left it: generation 1 where PrepareForCreate sets it and the
// scenario did not say (a /scale request's stored object is a Scale, which has none).
function withStoredGeneration(attr: Attributes): boolean {
  const old = attr.oldObject;
  if (
    old === undefined ||
    attr.subresource === 'scale' ||
    !createSetsGeneration(attr.resource, attr.builtin)
  )
    return false;
  const metadata = metadataOf(old);
  if (typeof metadata['generation'] === 'number' && metadata['generation'] !== 0) return false;
  attr.oldObject = { ...old, metadata: { ...metadata, generation: 1 } };
  return true;
}

// The handler reads the body (413 past the limit), then decodes it into the typed object (400 when
// a value does not fit its field): both before admission. The stored object of an UPDATE decoded
// when it was stored, so one that does not is refused the same way.
function refuseBody(ctx: ChainContext, attr: Attributes): Status | undefined {
  const { operation, object, oldObject } = ctx.scenario.request;
  if ((operation === 'CREATE' || operation === 'UPDATE') && object !== undefined) {
    const large = bodyTooLarge(object);
    if (large !== undefined) {
      const reason = `the body kubectl sends is ${String(large.bytes)} bytes of JSON; the API server reads at most ${String(MAX_REQUEST_BODY_BYTES)}`;
      const refusal = {
        stage: 'body-size',
        sizeBytes: large.bytes,
        limitBytes: MAX_REQUEST_BODY_BYTES,
      } as const;
      ctx.trace.push({
        phase: 'decode',
        plugin: 'decode',
        outcome: 'denied',
        reason,
        status: large.status,
        pointer: '/request/object',
        refusal,
      });
      return large.status;
    }
  }
  // The handlers validate the options after reading the body and before decoding it.
  const badOptions = refuseOptions(ctx, attr);
  if (badOptions !== undefined) return badOptions;
  if (operation === 'CONNECT' || (!attr.builtin && attr.subresource === 'scale')) return undefined;
  for (const [which, value] of [
    ['object', operation === 'DELETE' ? undefined : object],
    // a stored custom resource drops its malformed metadata instead (customResourceDecode.ts)
    ['oldObject', attr.builtin ? oldObject : undefined],
  ] as const) {
    const error =
      value === undefined
        ? undefined
        : attr.builtin
          ? builtinDecodeError(value, attr.kind, ctx.scenario.kubernetesVersion)
          : customResourceMetaError(value);
    if (error === undefined) continue;
    const status = cannotBeHandled(attr.kind, error);
    const what = which === 'object' ? 'the body' : 'the stored object (request.oldObject)';
    const into = attr.builtin ? `the typed ${attr.kind.kind}` : 'a map with an ObjectMeta';
    const reason = `${what} does not decode into ${into}: ${error.field}: ${error.message}`;
    ctx.trace.push({
      phase: 'decode',
      plugin: 'decode',
      outcome: 'denied',
      reason,
      status,
      pointer: `/request/${which}${error.pointer}`,
      refusal: { stage: 'deserialize' },
    });
    return status;
  }
  return undefined;
}

/** Decodes the request's objects as the handler does; returns the refusal of the body or of a Strict decode, if any. */
export function decodeRequest(ctx: ChainContext, attr: Attributes): Status | undefined {
  const refused = refuseBody(ctx, attr);
  if (refused !== undefined) return refused;
  const storedGeneration = withStoredGeneration(attr);
  const generationNote =
    'the stored object gets metadata.generation 1, which its create would have set (the scenario leaves it out)';
  if (!attr.builtin) {
    if (storedGeneration)
      ctx.trace.push({
        phase: 'decode',
        plugin: 'decode',
        outcome: 'allowed',
        reason: generationNote,
      });
    // A custom resource is decoded into a map (keys in Go's map order) through its CRD's schema.
    return decodeCustomResource(ctx, attr);
  }
  const defaulting = ctx.scenario.cluster.defaulting;
  const version = ctx.scenario.kubernetesVersion;
  const featureGates = ctx.scenario.cluster.featureGates;
  const before = { object: attr.object, oldObject: attr.oldObject };
  let unknownFields: string[] = [];
  if (attr.object !== undefined) {
    ctx.labelsShareTemplate = labelsShareTemplate(attr.object, attr.kind, defaulting);
    const decoded = decodeTyped(attr.object, attr.kind, { defaulting, version, featureGates });
    unknownFields = decoded.unknownFields;
    attr.object = decoded.object;
  }
  if (attr.oldObject !== undefined)
    attr.oldObject = decodeTyped(attr.oldObject, attr.kind, {
      defaulting,
      version,
      featureGates,
    }).object;
  const directive = fieldValidation(attr.options);
  const what = `the typed ${attr.kind.kind}`;
  if (unknownFields.length > 0 && directive === 'Strict') {
    // runtime.NewStrictDecodingError joins the field errors; the handler answers 400.
    const status = newBadRequest(
      `strict decoding error: ${unknownFields.map((f) => `unknown field "${f}"`).join(', ')}`,
    );
    ctx.trace.push({
      phase: 'decode',
      plugin: 'decode',
      outcome: 'denied',
      reason: `fieldValidation Strict: the body has fields ${what} does not declare`,
      status,
      refusal: { stage: 'field-validation' },
    });
    return status;
  }
  const warnings = directive === 'Ignore' ? [] : unknownFields.map((f) => `unknown field "${f}"`);
  for (const w of warnings) ctx.warnings.add(w);
  const changed = JSON.stringify(before.object) !== JSON.stringify(attr.object);
  const notes = [
    defaulting
      ? `decoded into ${what} with its scheme defaults`
      : `decoded into ${what}; defaulting is off in this scenario (the API server always defaults)`,
  ];
  if (unknownFields.length > 0)
    notes.push(
      `dropped ${unknownFields.length === 1 ? 'a field' : `${unknownFields.length} fields`} it does not declare`,
    );
  if (before.oldObject !== undefined)
    notes.push('the stored object was defaulted when it was stored');
  if (storedGeneration) notes.push(generationNote);
  ctx.trace.push({
    phase: 'decode',
    plugin: 'decode',
    outcome: changed ? 'patched' : 'allowed',
    reason: notes.join('; '),
    ...(warnings.length > 0 && { warnings }),
    ...(changed &&
      before.object !== undefined &&
      attr.object !== undefined && { objectBefore: before.object, objectAfter: attr.object }),
  });
  return undefined;
}
