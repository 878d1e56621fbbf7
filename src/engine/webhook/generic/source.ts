// What one webhook plugin holds besides the request: its webhooks in the API server's order, the
// matchConditions evaluator and the servers answered outside the engine
// (k8s.io/apiserver pkg/admission/plugin/webhook/generic/webhook.go Webhook: hookSource, clientManager).

import type { ChainContext } from '../../admission/context.ts';
import type { WebhookAccessor } from '../accessor.ts';
import type { ExternalServers } from '../external/calls.ts';
import type { HookMatchEnvironment, MatchConditionsEvaluator } from './shouldCallHook.ts';

/** One webhook plugin's hooks and servers. */
export interface WebhookSource {
  /** The webhooks of this plugin's configurations in the API, sorted (configuration name, then position). */
  hooks: WebhookAccessor[];
  /**
   * The webhooks of the configurations in its staticManifestsDir (manifest-based admission), sorted
   * the same way: they run before the API's (composite_webhook_source.go) and also for the
   * admission configuration kinds the API's are exempt from (webhook.go Dispatch).
   */
  staticHooks?: WebhookAccessor[];
  matchConditions?: MatchConditionsEvaluator;
  /** The calls answered outside the engine (scripts, live servers). */
  external: ExternalServers;
}

/** The chain's matching facts with this plugin's matchConditions evaluator. */
export function hookMatchEnvironment(
  ctx: ChainContext,
  source: WebhookSource,
): HookMatchEnvironment {
  return source.matchConditions === undefined
    ? ctx.match
    : { ...ctx.match, matchConditions: source.matchConditions };
}
