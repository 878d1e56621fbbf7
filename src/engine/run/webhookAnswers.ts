// Which `webhooks:` entries answer no webhook of the scenario's configurations: a key that names
// neither a webhook, nor `<configuration>/<webhook>`, nor `<kind>/<configuration>/<webhook>` of one
// (webhook/simulated/behaviourKey.ts), so the editor and the CLI can point at a misspelt entry.

import { orderedWebhooks, webhookConfigurations } from '../configuration/webhookManager.ts';
import type { Scenario } from '../scenario/types.ts';
import { behaviourKeys } from '../webhook/simulated/behaviourKey.ts';

// The ImagePolicyWebhook plugin's backend is answered by this key (plugins/imagePolicyWebhook).
const PLUGIN_KEYS = new Set(['ImagePolicyWebhook']);

/**
 * Lists the `webhooks:` keys that answer no webhook of any configuration in `cluster.objects` or
 * `cluster.staticManifests`, in order.
 */
export function unansweredWebhookKeys(scenario: Pick<Scenario, 'webhooks' | 'cluster'>): string[] {
  const configurations = webhookConfigurations([
    ...scenario.cluster.objects,
    ...scenario.cluster.staticManifests.flatMap((f) => f.objects),
  ]);
  const answered = new Set<string>(PLUGIN_KEYS);
  for (const mutating of [true, false]) {
    for (const hook of orderedWebhooks(configurations, mutating))
      for (const key of behaviourKeys(hook)) answered.add(key);
  }
  return Object.keys(scenario.webhooks).filter((key) => !answered.has(key));
}
