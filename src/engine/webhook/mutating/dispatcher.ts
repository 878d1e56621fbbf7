// Calls the mutating webhooks one at a time in the sorted order, applies their patches, annotates
// the audit event, honours failurePolicy and keeps the reinvocation bookkeeping
// (k8s.io/apiserver pkg/admission/plugin/webhook/mutating/dispatcher.go).

import type { Attributes } from '../../admission/attributes.ts';
import type { ChainContext } from '../../admission/context.ts';
import { pluginState, type ReinvocationContext } from '../../admission/reinvocation.ts';
import type { AuditLevel } from '../../admission/auditAnnotations.ts';
import type { Status } from '../../apimachinery/status.ts';
import type { TraceEntry } from '../../admission/trace.ts';
import { semanticDeepEqual } from '../../apimachinery/semanticEqual.ts';
import {
  applyPatch,
  decodePatch,
  patchAnnotationJson,
  type Operation,
} from '../../jsonpatch/index.ts';
import type { JsonObject, JsonValue } from '../../apimachinery/types.ts';
import { InternalError } from '../../errors.ts';
import { decodeBase64 } from '../../apimachinery/base64.ts';
import { goQuote, marshalGo } from '../../apimachinery/goJson.ts';
import type { WebhookAccessor } from '../accessor.ts';
import { callWebhook } from '../callWebhook.ts';
import {
  decodeVersioned,
  fromVersion,
  toVersion,
  traceConversion,
  versionedFor,
  type VersionedObject,
} from '../conversion.ts';
import { callingWebhookMessage, type CallError } from '../errors/callingWebhook.ts';
import { failure, newInternalError, newTimeoutError } from '../../apimachinery/statusErrors.ts';
import { toStatusErr } from '../errors/statusError.ts';
import { dispatchedHooks } from '../generic/exemption.ts';
import { shouldCallHook, skipReason } from '../generic/shouldCallHook.ts';
import { hookMatchEnvironment, type WebhookSource } from '../generic/source.ts';
import type { Invocation } from '../request/admissionReview.ts';
import {
  newWebhookReinvokeContext,
  requireReinvokingPreviouslyInvoked,
  type WebhookReinvokeContext,
} from './reinvocationContext.ts';
import { NotSupported } from '../notSupported.ts';
import { requestTimeoutMs } from '../../admission/deadline.ts';

const plugin = 'MutatingAdmissionWebhook';

/** Runs one pass of the mutating webhooks over attr (mutating attr.object); returns the status that stops the request, if any. */
export function dispatchMutating(
  ctx: ChainContext,
  attr: Attributes,
  source: WebhookSource,
  reinvocation: ReinvocationContext,
): Status | undefined {
  const state = pluginState(reinvocation, plugin, () =>
    newWebhookReinvokeContext(attr.managedFieldsStamped),
  );
  const match = hookMatchEnvironment(ctx, source);
  const round = reinvocation.isReinvoke ? 1 : 0;
  const hooks = dispatchedHooks(ctx, attr, source, 'mutating', round);
  if (hooks === undefined) return undefined;
  if (
    reinvocation.isReinvoke &&
    !semanticDeepEqual(state.lastWebhookOutput, attr.object, attr.builtin)
  ) {
    // Something after the webhooks (or an in-tree plugin in round 1) changed the object: rerun all eligible.
    requireReinvokingPreviouslyInvoked(state);
  }
  // One pass's versioned object: a webhook's patch in another version, kept for the next webhook of that version.
  const held: VersionedObject = {};
  try {
    for (const [i, hook] of hooks.entries()) {
      const entry: TraceEntry = {
        phase: 'mutating',
        plugin,
        configuration: hook.configurationName,
        webhook: hook.name,
        ...(hook.staticManifest !== undefined && { staticManifest: hook.staticManifest }),
        round,
        index: i,
        timeoutSeconds: hook.timeoutSeconds,
        outcome: 'skipped',
        reason: '',
      };
      ctx.trace.push(entry);
      const decision = shouldCallHook(hook, attr, match);
      entry.checks = decision.checks;
      if (decision.evaluations !== undefined) entry.evaluations = decision.evaluations;
      if (decision.decision === 'error') {
        return finish(
          entry,
          'error',
          'the request cannot be matched against this webhook',
          decision.status,
        );
      }
      if (decision.decision === 'skip') {
        entry.reason = skipReason(decision.checks);
        continue;
      }
      // Round 1 never calls a webhook for the first time, and calls only the ones scheduled.
      if (reinvocation.isReinvoke && !state.reinvoke.has(hook.uid)) {
        entry.checks.push({
          check: 'reinvocation',
          passed: false,
          detail: reinvocationSkipReason(hook),
        });
        entry.reason = 'not scheduled for reinvocation';
        continue;
      }
      if (reinvocation.isReinvoke) {
        entry.checks.push({
          check: 'reinvocation',
          passed: true,
          detail: 'IfNeeded, and the object changed after its previous call',
        });
      }
      const { changed, error } = callMutatingHook(
        ctx,
        source,
        hook,
        decision.invocation,
        attr,
        state,
        held,
        entry,
        round,
        i,
      );
      if (changed) {
        requireReinvokingPreviouslyInvoked(state);
        reinvocation.shouldReinvoke = true;
      }
      if (hook.reinvocationPolicy === 'IfNeeded') state.previouslyInvoked.add(hook.uid);
      if (error === undefined) continue;
      const stop = handleError(ctx, hook, error, entry, round, i);
      if (stop !== undefined) return stop;
    }
    return undefined;
  } finally {
    // Objects are never changed in place (every patch yields a new one), so keeping the reference is a snapshot.
    state.lastWebhookOutput = attr.object;
  }
}

function reinvocationSkipReason(hook: WebhookAccessor): string {
  return hook.reinvocationPolicy === 'IfNeeded'
    ? 'IfNeeded, but nothing changed the object after its call in round 0 (or it was not called in round 0)'
    : `reinvocationPolicy ${hook.reinvocationPolicy}: never called again`;
}

function finish(
  entry: TraceEntry,
  outcome: TraceEntry['outcome'],
  reason: string,
  status?: Status,
): Status | undefined {
  entry.outcome = outcome;
  entry.reason = reason;
  if (status !== undefined) entry.status = status;
  return status;
}

// The error handling after a call: failurePolicy for call failures, the status as is for the rest.
function handleError(
  ctx: ChainContext,
  hook: WebhookAccessor,
  error: CallError,
  entry: TraceEntry,
  round: number,
  i: number,
): Status | undefined {
  switch (error.kind) {
    case 'calling': {
      const message = callingWebhookMessage(error);
      if (hook.failurePolicy === 'Ignore') {
        addAnnotation(
          ctx,
          entry,
          `failed-open.mutation.webhook.admission.k8s.io/round_${round}_index_${i}`,
          hook.name,
        );
        finish(entry, 'failed-open', `${message} (failurePolicy Ignore: the request continues)`);
        // The request's own deadline (60 s) has passed: the server gives up with a timeout.
        if (ctx.nowMs >= requestTimeoutMs)
          return newTimeoutError('request did not complete within requested timeout');
        return undefined;
      }
      return finish(
        entry,
        'failed',
        `${message} (failurePolicy ${hook.failurePolicy})`,
        newInternalError(message),
      );
    }
    case 'rejection':
      return finish(entry, 'denied', 'the webhook denied the request', error.status);
    case 'status':
      // A reason the call set (why the patch failed) says more than the status.
      return finish(entry, 'error', entry.reason || error.status.message, error.status);
    case 'not-supported':
      throw new NotSupported(error.message, hook);
  }
}

function addAnnotation(
  ctx: ChainContext,
  entry: TraceEntry,
  key: string,
  value: string,
  level: AuditLevel = 'Metadata',
): void {
  const refused = ctx.annotations.add(key, value, level);
  if (refused !== undefined) {
    entry.reason = `${entry.reason} (audit annotation ${key} not recorded: ${refused})`.trim();
    return;
  }
  entry.auditAnnotations = { ...entry.auditAnnotations, [key]: value };
}

// callAttrMutatingHook: call, record annotations and warnings, then decode and apply the patch.
function callMutatingHook(
  ctx: ChainContext,
  source: WebhookSource,
  hook: WebhookAccessor,
  invocation: Invocation,
  attr: Attributes,
  state: WebhookReinvokeContext,
  held: VersionedObject,
  entry: TraceEntry,
  round: number,
  i: number,
): { changed: boolean; error?: CallError } {
  const versioned = versionedFor(ctx, held, attr, invocation);
  const versionedOld = toVersion(ctx, attr.oldObject, invocation);
  traceConversion(entry, attr, invocation);
  const call = callWebhook(ctx, source.external, hook, invocation, attr, versioned, versionedOld);
  let changed = false;
  const annotate = (): void => {
    const value = `{"configuration":${marshalGo(hook.configurationName)},"webhook":${marshalGo(hook.name)},"mutated":${changed}}`;
    addAnnotation(ctx, entry, `mutation.webhook.admission.k8s.io/round_${round}_index_${i}`, value);
  };
  if (call.attempted) ctx.calls.push(hook.name);
  if (call.request !== undefined) entry.request = call.request;
  if (call.response !== undefined) entry.response = call.response;
  if (call.evaluations !== undefined)
    entry.evaluations = [...(entry.evaluations ?? []), ...call.evaluations];
  if (call.script !== undefined) entry.script = call.script;
  if (call.http !== undefined) entry.http = call.http;
  entry.startMs = ctx.nowMs;
  ctx.nowMs += call.latencyMs;
  entry.endMs = ctx.nowMs;
  if (versioned !== undefined) entry.objectBefore = versioned;
  if (!call.outcome.ok) {
    annotate();
    return { changed, error: call.outcome.error };
  }
  const response = call.outcome.response;
  for (const [k, v] of Object.entries(response.auditAnnotations))
    addAnnotation(ctx, entry, `${hook.name}/${k}`, v);
  for (const w of response.warnings) ctx.warnings.add(w);
  if (response.warnings.length > 0) entry.warnings = [...response.warnings];
  if (!response.allowed) {
    annotate();
    return {
      changed,
      error: { kind: 'rejection', status: toStatusErr(hook.name, response.result) },
    };
  }
  const patched = applyResponsePatch(hook, response.patch, response.patchType, versioned, entry);
  if ('error' in patched) {
    annotate();
    return { changed, error: patched.error };
  }
  if (patched.object === undefined) {
    finish(entry, 'allowed', 'allowed without a patch');
    annotate();
    return { changed };
  }
  // The patched JSON is decoded into the typed object (a value it cannot hold fails the request
  // with a 500, whatever the failurePolicy), then defaulted again before it is compared.
  const undecodable = attr.builtin
    ? ctx.typedDecodeError?.(patched.object, invocation.kind)
    : undefined;
  if (undecodable !== undefined) {
    annotate();
    entry.reason = `the patched object does not decode into the typed ${invocation.kind.kind}: ${undecodable.field}: ${undecodable.message}`;
    return { changed, error: { kind: 'status', status: newInternalError(undecodable.message) } };
  }
  const decoded = decodeVersioned(ctx, patched.object, attr, invocation);
  changed = !semanticDeepEqual(versioned, decoded, attr.builtin);
  if (!changed && state.stampPending && attr.builtin) {
    changed = true;
    entry.reason =
      'the patch changed nothing, yet counts as a mutation: the managedFields time stamped by this request lost its sub-second precision in the JSON round trip';
  }
  if (attr.builtin) state.stampPending = false;
  annotate();
  addAnnotation(
    ctx,
    entry,
    `patch.webhook.admission.k8s.io/round_${round}_index_${i}`,
    `{"configuration":${marshalGo(hook.configurationName)},"webhook":${marshalGo(hook.name)},"patch":${patchAnnotationJson(patched.ops)},"patchType":"JSONPatch"}`,
    'Request',
  );
  attr.object = fromVersion(ctx, decoded, attr);
  held.object = decoded;
  held.back = attr.object;
  if (entry.conversion !== undefined) entry.conversion.objectBack = attr.object;
  entry.objectAfter = decoded;
  entry.patch = opsAsJson(patched.ops);
  entry.outcome = 'patched';
  if (entry.reason === '')
    entry.reason = changed ? 'patched the object' : 'the patch left the object as it was';
  return { changed };
}

type PatchResult =
  { object: JsonObject | undefined; ops: readonly Operation[] } | { error: CallError };

// The decoded operations as plain JSON, for the trace.
function opsAsJson(ops: readonly Operation[]): JsonValue[] {
  return ops.map((op) =>
    op === null
      ? null
      : Object.fromEntries(
          [...op].map(([k, raw]) => [k, raw === null ? null : (JSON.parse(raw) as JsonValue)]),
        ),
  );
}

function applyResponsePatch(
  hook: WebhookAccessor,
  patch: string,
  patchType: string | undefined,
  versioned: JsonObject | undefined,
  entry: TraceEntry,
): PatchResult {
  if (patch === '') return { object: undefined, ops: [] };
  // decodeReview already refused a patch that is not base64, as the client's decoding does.
  const bytes = decodeBase64(patch);
  if (bytes === undefined)
    throw new InternalError('an undecodable patch passed the response decoding');
  const decoded = decodePatch(bytes);
  if (!decoded.ok) return { error: { kind: 'status', status: newInternalError(decoded.error) } };
  if (decoded.value.length === 0) return { object: undefined, ops: [] };
  entry.patch = opsAsJson(decoded.value);
  if (versioned === undefined) {
    return {
      error: {
        kind: 'status',
        status: newInternalError(
          `admission webhook ${goQuote(hook.name)} attempted to modify the object, which is not supported for this operation`,
        ),
      },
    };
  }
  if (patchType !== 'JSONPatch') {
    return {
      error: {
        kind: 'calling',
        webhookName: hook.name,
        reason: `unsupported patch type ${goQuote(patchType ?? '')}`,
      },
    };
  }
  const applied = applyPatch(versioned, decoded.value);
  if (!applied.ok && applied.panic === true) {
    // json-patch v4.12.0 panics on a few inputs; the API server's panic filter answers a bare 500.
    entry.reason = `the JSON patch library panicked: ${applied.error}`;
    return {
      error: {
        kind: 'status',
        status: failure(
          500,
          'InternalError',
          'This request caused apiserver to panic. Look in the logs for details.',
        ),
      },
    };
  }
  if (!applied.ok) return { error: { kind: 'status', status: newInternalError(applied.error) } };
  const object = applied.value;
  if (typeof object !== 'object' || object === null || Array.isArray(object)) {
    return {
      error: {
        kind: 'status',
        status: newInternalError("Object 'Kind' is missing in '" + JSON.stringify(object) + "'"),
      },
    };
  }
  return { object, ops: decoded.value };
}
