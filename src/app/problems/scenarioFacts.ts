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
  /** The names of the webhooks in the scenario's configurations, the keys that would answer them. */
  webhookNames: string[];
  /** Rule resources the REST mapping does not serve. */
  unknownRuleResources: UnknownRuleResource[];
}

const webhookKinds = new Set(['MutatingWebhookConfiguration', 'ValidatingWebhookConfiguration']);

/** Reads the facts of a parsed scenario. */
export function scenarioFacts(scenario: Pick<Scenario, 'webhooks' | 'cluster'>): ScenarioFacts {
  const names = new Set<string>();
  for (const { object } of scenario.cluster.objects) {
    if (!webhookKinds.has(String(object['kind'])) || !Array.isArray(object['webhooks'])) continue;
    for (const hook of object['webhooks']) {
      const name =
        typeof hook === 'object' && hook !== null && !Array.isArray(hook)
          ? hook['name']
          : undefined;
      if (typeof name === 'string' && name !== '') names.add(name);
    }
  }
  return {
    unansweredWebhookKeys: unansweredWebhookKeys(scenario),
    webhookNames: [...names],
    unknownRuleResources: unknownRuleResources(scenario),
  };
}
