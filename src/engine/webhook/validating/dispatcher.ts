// Matches the validating webhooks in order, then calls every relevant one in parallel; warnings and
// audit annotations arrive in completion order and the first error to arrive is the answer
// (k8s.io/apiserver pkg/admission/plugin/webhook/validating/dispatcher.go).

import type { Attributes } from '../../admission/attributes.ts';
import type { ChainContext } from '../../admission/context.ts';
import { NotSupported } from '../notSupported.ts';
import type { Status } from '../../apimachinery/status.ts';
import type { TraceEntry } from '../../admission/trace.ts';
import type { WebhookAccessor } from '../accessor.ts';
import { callWebhook, type WebhookCall } from '../callWebhook.ts';
import { toVersion, traceConversion } from '../conversion.ts';
import { callingWebhookMessage } from '../errors/callingWebhook.ts';
import { newInternalError, newTimeoutError } from '../../apimachinery/statusErrors.ts';
import { requestTimeoutMs } from '../../admission/deadline.ts';
import { toStatusErr } from '../errors/statusError.ts';
import { dispatchedHooks } from '../generic/exemption.ts';
import { shouldCallHook, skipReason } from '../generic/shouldCallHook.ts';
import { hookMatchEnvironment, type WebhookSource } from '../generic/source.ts';
import type { Invocation } from '../request/admissionReview.ts';

const plugin = 'ValidatingAdmissionWebhook';

interface Relevant {
  hook: WebhookAccessor;
  invocation: Invocation;
  entry: TraceEntry;
  /** Index among the relevant hooks: the failed-open annotation's index. */
  idx: number;
  call?: WebhookCall;
}

/** Runs the validating webhooks; returns the status that refuses the request, if any. */
export function dispatchValidating(
  ctx: ChainContext,
  attr: Attributes,
  source: WebhookSource,
): Status | undefined {
  const hooks = dispatchedHooks(ctx, attr, source, 'validating');
  if (hooks === undefined) return undefined;
  const match = hookMatchEnvironment(ctx, source);
  const relevant: Relevant[] = [];
  for (const [i, hook] of hooks.entries()) {
    const entry: TraceEntry = {
      phase: 'validating',
      plugin,
      configuration: hook.configurationName,
      webhook: hook.name,
      ...(hook.staticManifest !== undefined && { staticManifest: hook.staticManifest }),
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
      entry.outcome = 'error';
      entry.reason = 'the request cannot be matched against this webhook';
      entry.status = decision.status;
      return decision.status;
    }
    if (decision.decision === 'skip') {
      entry.reason = skipReason(decision.checks);
      continue;
    }
    relevant.push({ hook, invocation: decision.invocation, entry, idx: relevant.length });
  }
  if (relevant.length === 0) return undefined;
  // The request's own deadline has passed during mutation: no call is started.
  if (ctx.nowMs >= requestTimeoutMs) {
    const status = newTimeoutError('request did not complete within requested timeout');
    ctx.trace.push({
      phase: 'validating',
      plugin,
      outcome: 'error',
      reason: `the request's ${requestTimeoutMs / 1000} s deadline passed before the validating webhooks were called`,
      status,
    });
    return status;
  }

  // All calls start together; each takes its own simulated latency.
  const start = ctx.nowMs;
  for (const r of relevant) {
    traceConversion(r.entry, attr, r.invocation);
    r.call = callWebhook(
      ctx,
      source.external,
      r.hook,
      r.invocation,
      attr,
      toVersion(ctx, attr.object, r.invocation),
      toVersion(ctx, attr.oldObject, r.invocation),
    );
    r.entry.startMs = start;
    r.entry.endMs = start + r.call.latencyMs;
    if (r.call.request !== undefined) r.entry.request = r.call.request;
    if (r.call.response !== undefined) r.entry.response = r.call.response;
    if (r.call.evaluations !== undefined)
      r.entry.evaluations = [...(r.entry.evaluations ?? []), ...r.call.evaluations];
    if (r.call.script !== undefined) r.entry.script = r.call.script;
    if (r.call.http !== undefined) r.entry.http = r.call.http;
  }
  // Completion order: simulated arrival, then position in the sorted list.
  const arrivals = [...relevant].sort(
    (a, b) => (a.call?.latencyMs ?? 0) - (b.call?.latencyMs ?? 0) || a.idx - b.idx,
  );
  const errors: Status[] = [];
  for (const r of arrivals) {
    const call = r.call;
    if (call === undefined) continue;
    if (call.attempted) ctx.calls.push(r.hook.name);
    const error = settle(ctx, r, call);
    if (error !== undefined) errors.push(error);
  }
  ctx.nowMs = start + Math.max(...relevant.map((r) => r.call?.latencyMs ?? 0));
  const first = errors[0];
  if (first !== undefined && errors.length > 1) {
    const firstEntry = arrivals.find((r) => r.entry.status === first)?.entry;
    if (firstEntry)
      firstEntry.reason += ' — this error arrived first and is the one the client sees';
  }
  return first;
}

function settle(ctx: ChainContext, r: Relevant, call: WebhookCall): Status | undefined {
  const { entry, hook } = r;
  if (!call.outcome.ok) {
    const error = call.outcome.error;
    switch (error.kind) {
      case 'calling': {
        const message = callingWebhookMessage(error);
        if (hook.failurePolicy === 'Ignore') {
          const key = `failed-open.validating.webhook.admission.k8s.io/round_0_index_${r.idx}`;
          const refused = ctx.annotations.add(key, hook.name);
          if (refused === undefined) entry.auditAnnotations = { [key]: hook.name };
          entry.outcome = 'failed-open';
          entry.reason = `${message} (failurePolicy Ignore: the request continues)`;
          return undefined;
        }
        entry.outcome = 'failed';
        entry.reason = `${message} (failurePolicy ${hook.failurePolicy})`;
        entry.status = newInternalError(message);
        return entry.status;
      }
      case 'rejection':
      case 'status':
        entry.outcome = error.kind === 'rejection' ? 'denied' : 'error';
        entry.reason = error.status.message;
        entry.status = error.status;
        return error.status;
      case 'not-supported':
        throw new NotSupported(error.message, hook);
    }
  }
  const response = call.outcome.response;
  const annotations: Record<string, string> = {};
  for (const [k, v] of Object.entries(response.auditAnnotations)) {
    const key = `${hook.name}/${k}`;
    const refused = ctx.annotations.add(key, v);
    if (refused === undefined) annotations[key] = v;
    else entry.reason += ` (audit annotation ${key} not recorded: ${refused})`;
  }
  if (Object.keys(annotations).length > 0) entry.auditAnnotations = annotations;
  for (const w of response.warnings) ctx.warnings.add(w);
  if (response.warnings.length > 0) entry.warnings = [...response.warnings];
  if (response.allowed) {
    entry.outcome = 'allowed';
    entry.reason = entry.reason || 'allowed the request';
    return undefined;
  }
  entry.status = toStatusErr(hook.name, response.result);
  entry.outcome = 'denied';
  entry.reason = 'the webhook denied the request';
  return entry.status;
}
