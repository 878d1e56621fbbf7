// What the problems strip needs to know that only the engine can tell, computed in the engine
// worker beside the scenario's summary (evaluation/evaluateSource.ts) so the page never parses
// the scenario a second time.

import {
  unansweredWebhookKeys,
  unknownRuleResources,
  type Scenario,
  type UnknownRuleResource,
} from '../../engine/index.ts';

/** Facts about a parsed scenario, as plain data (it crosses from the worker by structured clone). */
export interface ScenarioFacts {
  /** The `webhooks:` keys that answer no webhook (engine: unansweredWebhookKeys). */
  unansweredWebhookKeys: string[];
  /** The webhooks of the scenario's configurations, by kind, configuration and name (the keys that would answer them). */
  webhooks: WebhookName[];
  /** Rule resources the REST mapping does not serve. */
  unknownRuleResources: UnknownRuleResource[];
}

/** One webhook of a configuration. */
export interface WebhookName {
  kind: 'MutatingWebhookConfiguration' | 'ValidatingWebhookConfiguration';
  configuration: string;
  name: string;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const isWebhookKind = (kind: unknown): kind is WebhookName['kind'] =>
  kind === 'MutatingWebhookConfiguration' || kind === 'ValidatingWebhookConfiguration';

/** Reads the facts of a parsed scenario. */
export function scenarioFacts(scenario: Pick<Scenario, 'webhooks' | 'cluster'>): ScenarioFacts {
  const webhooks: WebhookName[] = [];
  for (const { object } of scenario.cluster.objects) {
    const kind = object['kind'];
    const metadata = object['metadata'];
    const configuration = isObject(metadata) ? metadata['name'] : undefined;
    if (!isWebhookKind(kind) || typeof configuration !== 'string') continue;
    const hooks = Array.isArray(object['webhooks']) ? object['webhooks'] : [];
    for (const hook of hooks) {
      const name = isObject(hook) ? hook['name'] : undefined;
      if (typeof name === 'string' && name !== '') webhooks.push({ kind, configuration, name });
    }
  }
  return {
    unansweredWebhookKeys: unansweredWebhookKeys(scenario),
    webhooks,
    unknownRuleResources: unknownRuleResources(scenario),
  };
}
