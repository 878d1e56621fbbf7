// Idempotency: each mutating webhook that patched the object is asked again, with the object it
// produced, as reinvocation would ask it (its next `responses` entry, its `cases` evaluated on the
// new object, its script run on it); if that answer changes the object again, or denies it, the
// webhook is not idempotent (Admission Webhook Good Practices, "Ensure that the mutating webhooks
// in your cluster are idempotent"; Dynamic Admission Control, "Reinvocation policy").

import type { TraceEntry } from '../admission/trace.ts';
import { decodeBase64 } from '../apimachinery/base64.ts';
import { isObject } from '../apimachinery/isObject.ts';
import type { JsonObject, JsonValue } from '../apimachinery/types.ts';
import { applyPatch, decodePatch } from '../jsonpatch/index.ts';
import type { AdmissionResult } from '../run/result.ts';
import type { WebhookBehaviour } from '../scenario/types.ts';
import type { WebhookAccessor } from '../webhook/accessor.ts';
import { behaviourFor, type ServerAnswer } from '../webhook/simulated/server.ts';
import type { ReviewContext } from './context.ts';
import type { Finding } from './finding.ts';
import { newFinding } from './newFinding.ts';
import { objectDiff, sameJson } from './objectDiff.ts';

/** A mutating webhook's second call: the review it gets with its own output as the object. */
export interface SecondCall {
  hook: WebhookAccessor;
  /** The key of its entry in scenario.webhooks. */
  key: string;
  behaviour: WebhookBehaviour;
  /** The review of its first call, with request.object replaced by its output. */
  review: JsonObject;
  /**
   * Its output: its first patch applied to the object it saw. Not the decoded object the chain goes
   * on with: scheme defaulting fills fields a second `replace` would drop again, and that is no
   * change the webhook makes (found on gallery 02, where a replace of the containers looked twice-applied).
   */
  output: JsonValue;
  /** When its first call ended, on the simulated clock. */
  endMs: number;
}

/** Lists the second calls to make: one per mutating webhook that patched the object in the run. */
export function secondCalls(ctx: ReviewContext, result: AdmissionResult): SecondCall[] {
  const out: SecondCall[] = [];
  const seen = new Set<string>();
  for (const entry of result.trace) {
    const hook = mutatingHookOf(ctx, entry);
    if (hook === undefined || seen.has(hook.uid)) continue;
    if (
      entry.outcome !== 'patched' ||
      entry.request === undefined ||
      entry.objectAfter === undefined
    )
      continue;
    seen.add(hook.uid);
    const found = behaviourFor(ctx.scenario.webhooks, hook);
    if (found === undefined) continue;
    const output = firstOutput(entry);
    const review = structuredClone(entry.request);
    const request = review['request'];
    if (output === undefined || !isObject(request)) continue;
    // Reinvoked, the webhook sees the object as the chain carries it on: decoded, defaulted.
    request['object'] = entry.objectAfter;
    out.push({
      hook,
      key: found.key,
      behaviour: found.behaviour,
      review,
      output,
      endMs: entry.endMs ?? 0,
    });
  }
  return out;
}

// The first patch applied to the object the webhook saw, as the dispatcher applied it.
function firstOutput(entry: TraceEntry): JsonValue | undefined {
  if (entry.objectBefore === undefined) return entry.objectAfter;
  const ops = decodePatch(JSON.stringify(entry.patch ?? []));
  if (!ops.ok) return undefined;
  const applied = applyPatch(entry.objectBefore, ops.value);
  return applied.ok ? applied.value : undefined;
}

function mutatingHookOf(ctx: ReviewContext, entry: TraceEntry): WebhookAccessor | undefined {
  if (entry.phase !== 'mutating' || entry.plugin !== 'MutatingAdmissionWebhook') return undefined;
  return ctx.mutating.find(
    (h) => h.configurationName === entry.configuration && h.name === entry.webhook,
  );
}

/** Judges a webhook's answer to its own output: a finding when it denies or changes the object again. */
export function judgeSecondAnswer(call: SecondCall, answer: ServerAnswer): Finding | undefined {
  // A failure to answer says nothing about idempotency; the run reports failures on its own.
  if (answer.kind !== 'body') return undefined;
  const response = answer.body['response'];
  if (!isObject(response)) return undefined;
  const { hook } = call;
  const at = call.behaviour.pointer;
  if (response['allowed'] !== true) {
    return {
      ...newFinding(
        'not-idempotent',
        at,
        `webhook "${hook.name}" denies the object it produced itself: reinvoked, it fails on its own output`,
        { hook },
      ),
      diff: { before: call.output, changes: [] },
    };
  }
  const patch = typeof response['patch'] === 'string' ? response['patch'] : '';
  if (patch === '') return undefined;
  const bytes = decodeBase64(patch);
  const ops = bytes === undefined ? undefined : decodePatch(bytes);
  if (ops === undefined || !ops.ok) return undefined;
  const applied = applyPatch(call.output, ops.value);
  // A patch that no longer applies (a `test` that fails, a path that is gone) fails the request.
  if (!applied.ok) {
    return {
      ...newFinding(
        'not-idempotent',
        at,
        `webhook "${hook.name}"\u2019s patch does not apply to the object it produced itself (${applied.error}): reinvoked, it fails the request`,
        { hook },
      ),
      diff: { before: call.output, changes: [] },
    };
  }
  if (sameJson(applied.value, call.output)) return undefined;
  const changes = objectDiff(call.output, applied.value);
  const first = changes[0]?.pointer ?? '';
  return {
    ...newFinding(
      'not-idempotent',
      at,
      `webhook "${hook.name}" changes its own output again (${changes.length} field${changes.length === 1 ? '' : 's'}, first ${first === '' ? 'the object' : first}): reinvoked, it applies its change twice`,
      { hook },
    ),
    diff: { before: call.output, after: applied.value, changes },
  };
}
