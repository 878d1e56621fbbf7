// The mutating webhook plugin's reinvocation bookkeeping for one request
// (k8s.io/apiserver pkg/admission/plugin/webhook/mutating/reinvocationcontext.go).

import type { JsonObject } from '../../apimachinery/types.ts';

/** Which webhooks ran since the last mutation and which are due again in round 1. */
export interface WebhookReinvokeContext {
  /** The object as the webhook plugin left it at the end of its last pass. */
  lastWebhookOutput: JsonObject | undefined;
  /** IfNeeded webhooks invoked since the last mutation. */
  previouslyInvoked: Set<string>;
  /** Webhooks to call again in the reinvocation round. */
  reinvoke: Set<string>;
  /** True until the first patch decodes: the managedFields time still has sub-second precision. */
  stampPending: boolean;
}

/** Creates the empty context the plugin keeps for a request; stampPending says whether the request stamped managedFields. */
export function newWebhookReinvokeContext(stampPending: boolean): WebhookReinvokeContext {
  return {
    lastWebhookOutput: undefined,
    previouslyInvoked: new Set(),
    reinvoke: new Set(),
    stampPending,
  };
}

/** Moves every previously invoked IfNeeded webhook into the reinvoke set (RequireReinvokingPreviouslyInvokedPlugins). */
export function requireReinvokingPreviouslyInvoked(c: WebhookReinvokeContext): void {
  if (c.previouslyInvoked.size === 0) return;
  for (const uid of c.previouslyInvoked) c.reinvoke.add(uid);
  c.previouslyInvoked = new Set();
}
