// The MutatingAdmissionPolicy plugin's reinvocation bookkeeping for one request, kept beside the
// webhooks' in the request's reinvocation context under the plugin's name
// (k8s.io/apiserver pkg/admission/plugin/policy/mutating/reinvocationcontext.go).

import { semanticDeepEqual } from '../../apimachinery/semanticEqual.ts';
import type { JsonObject } from '../../apimachinery/types.ts';

/** Which invocations ran since the last mutation and which are due again in round 1. */
export interface PolicyReinvokeContext {
  /** The object as the plugin left it at the end of its last pass. */
  lastPolicyOutput: JsonObject | undefined;
  /** IfNeeded invocations (policy/binding/param keys) run since the last mutation. */
  previouslyInvoked: Set<string>;
  /** Invocations to run again in the reinvocation round. */
  reinvoke: Set<string>;
}

const contexts = new WeakMap<object, PolicyReinvokeContext>();

/** Returns the plugin's part of a request's reinvocation context, creating it on first use (reinvokeCtx.Value(PluginName)). */
export function policyReinvokeContext(requestContext: object): PolicyReinvokeContext {
  let c = contexts.get(requestContext);
  if (c === undefined) {
    c = { lastPolicyOutput: undefined, previouslyInvoked: new Set(), reinvoke: new Set() };
    contexts.set(requestContext, c);
  }
  return c;
}

/** Reports whether someone changed the object since the plugin's last pass (IsOutputChangedSinceLastPolicyInvocation). */
export function isOutputChangedSinceLastPolicyInvocation(
  c: PolicyReinvokeContext,
  object: JsonObject | undefined,
  typed: boolean,
): boolean {
  return !semanticDeepEqual(c.lastPolicyOutput, object, typed);
}

/** Moves every previously invoked IfNeeded invocation into the reinvoke set (RequireReinvokingPreviouslyInvokedPlugins). */
export function requireReinvokingPreviouslyInvoked(c: PolicyReinvokeContext): void {
  for (const key of c.previouslyInvoked) c.reinvoke.add(key);
  c.previouslyInvoked = new Set();
}

/** Names an invocation as keyFor does: policy, binding and param (namespace/name). */
export function invocationKey(policy: string, binding: string, param: string | undefined): string {
  return JSON.stringify([policy, binding, param ?? '']);
}
