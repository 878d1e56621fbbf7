// Calls one webhook the way both dispatchers do before acting on the answer: the dry-run check, the
// review version, the POST with its timeout, decoding and verifying the reply
// (callAttrMutatingHook / callHook in k8s.io/apiserver pkg/admission/plugin/webhook/{mutating,validating}/dispatcher.go).

import type { Attributes } from '../admission/attributes.ts';
import type { ChainContext } from '../admission/context.ts';
import { requestTimeoutMs } from '../admission/deadline.ts';
import type { CelEvaluation, HttpTrace, ScriptTrace } from '../admission/trace.ts';
import type { JsonObject, JsonValue } from '../apimachinery/types.ts';
import type { WebhookAccessor } from './accessor.ts';
import type { CallError } from './errors/callingWebhook.ts';
import { dryRunUnsupported } from './errors/statusError.ts';
import {
  createAdmissionReview,
  reviewVersionFor,
  type Invocation,
} from './request/admissionReview.ts';
import { decodeInto } from './request/decodeInto.ts';
import {
  verifyAdmissionResponse,
  type AdmissionResponse,
} from './request/verifyAdmissionResponse.ts';
import { restClientError } from './client/rootCertPool.ts';
import { callKey } from './simulated/behaviourKey.ts';
import { answer, behaviourFor, requestURL } from './simulated/server.ts';
import type { ExternalServers } from './external/calls.ts';
import { outsideAnswer } from './external/outsideCall.ts';

/** Everything one call produced, for the dispatcher and the trace. */
export interface WebhookCall {
  /** Whether an HTTP request was attempted (the dry-run and version checks come before it). */
  attempted: boolean;
  request?: JsonObject;
  response?: JsonValue;
  /** Simulated time the call took. */
  latencyMs: number;
  /** Which part of the simulated server answered. */
  source?: string;
  /** The `cases` conditions the simulated server evaluated to choose its answer. */
  evaluations?: CelEvaluation[];
  /** A script webhook's run in its sandbox. */
  script?: ScriptTrace;
  /** A live webhook's real HTTP exchange. */
  http?: HttpTrace;
  outcome: { ok: true; response: AdmissionResponse } | { ok: false; error: CallError };
}

const calling = (hook: WebhookAccessor, reason: string): { ok: false; error: CallError } => ({
  ok: false,
  error: { kind: 'calling', webhookName: hook.name, reason },
});

/** Calls a webhook with the (versioned) objects and returns its verified answer or the failure. */
export function callWebhook(
  ctx: ChainContext,
  external: ExternalServers,
  hook: WebhookAccessor,
  invocation: Invocation,
  attr: Attributes,
  object: JsonObject | undefined,
  oldObject: JsonObject | undefined,
): WebhookCall {
  if (attr.dryRun) {
    if (hook.sideEffects === undefined) {
      return {
        attempted: false,
        latencyMs: 0,
        outcome: calling(hook, 'Webhook SideEffects is nil'),
      };
    }
    if (hook.sideEffects !== 'None' && hook.sideEffects !== 'NoneOnDryRun') {
      return {
        attempted: false,
        latencyMs: 0,
        outcome: { ok: false, error: { kind: 'status', status: dryRunUnsupported(hook.name) } },
      };
    }
  }
  const version = reviewVersionFor(hook.admissionReviewVersions);
  if (version === undefined) {
    return {
      attempted: false,
      latencyMs: 0,
      outcome: calling(
        hook,
        'could not create admission objects: webhook does not accept known AdmissionReview versions (v1, v1beta1)',
      ),
    };
  }
  const uid = ctx.env.newUid();
  const request = createAdmissionReview(uid, version, attr, invocation, object, oldObject);
  // GetRESTClient comes after CreateAdmissionObjects: a caBundle the TLS config cannot load fails the
  // call before any request is sent, as a call failure that failurePolicy decides.
  const noClient = restClientError(hook.clientConfig);
  if (noClient !== undefined)
    return {
      attempted: true,
      request,
      latencyMs: 0,
      source: 'clientConfig.caBundle',
      outcome: calling(hook, noClient),
    };
  // Counted per webhook of each configuration: a mutating and a validating configuration may share
  // both names (cert-manager's), and each answers its own `responses`.
  const call = ctx.callCounts.get(callKey(hook)) ?? 0;
  ctx.callCounts.set(callKey(hook), call + 1);
  // The call's deadline is timeoutSeconds, or the request's own deadline if that comes first; the
  // time left is sent as ?timeout=, rounded up to whole seconds (and not sent once nothing is left).
  const timeoutMs = Math.max(0, Math.min(hook.timeoutSeconds * 1000, requestTimeoutMs - ctx.nowMs));
  const timeoutQuery = timeoutMs > 0 ? Math.ceil(timeoutMs / 1000) : undefined;
  const url = requestURL(hook, timeoutQuery);
  const server =
    outsideAnswer(ctx, external, { hook, review: request, call, url, timeoutMs }) ??
    answer(
      behaviourFor(ctx.scenario.webhooks, hook)?.behaviour,
      hook,
      request,
      call,
      timeoutQuery,
      ctx.scenario.kubernetesVersion,
    );
  const base = {
    attempted: true,
    request,
    source: server.source,
    ...(server.kind === 'body' && server.evaluations && { evaluations: server.evaluations }),
    ...(server.script && { script: server.script }),
    ...(server.http && { http: server.http }),
  };
  if (server.kind === 'not-supported') {
    return {
      ...base,
      latencyMs: 0,
      outcome: { ok: false, error: { kind: 'not-supported', message: server.message } },
    };
  }
  // Past the deadline the client gives up: context deadline exceeded, after exactly the timeout.
  if (server.kind === 'hang' || server.latencyMs >= timeoutMs) {
    return {
      ...base,
      latencyMs: timeoutMs,
      outcome: calling(
        hook,
        `failed to call webhook: Post ${JSON.stringify(url)}: context deadline exceeded`,
      ),
    };
  }
  if (server.kind === 'error') {
    return {
      ...base,
      latencyMs: server.latencyMs,
      outcome: calling(hook, `failed to call webhook: ${server.error}`),
    };
  }
  const undecodable = decodeInto(server.body, version, server.text ?? JSON.stringify(server.body));
  if (undecodable !== undefined) {
    return {
      ...base,
      response: server.body,
      latencyMs: server.latencyMs,
      outcome: calling(hook, `failed to call webhook: ${undecodable}`),
    };
  }
  const verified = verifyAdmissionResponse(uid, hook.mutating, version, server.body);
  if (!verified.ok) {
    return {
      ...base,
      response: server.body,
      latencyMs: server.latencyMs,
      outcome: calling(hook, `received invalid webhook response: ${verified.error}`),
    };
  }
  return {
    ...base,
    response: server.body,
    latencyMs: server.latencyMs,
    ...(server.evaluations && { evaluations: server.evaluations }),
    outcome: { ok: true, response: verified.value },
  };
}
