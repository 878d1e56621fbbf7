// What every check reads: the scenario's webhooks in the order the API server calls them, the REST
// mapping (built-in and custom resources) and the namespaces with the labels matching sees.

import type { NamespaceLister } from '../admission/context.ts';
import { clusterNamespaces, defaultNamespace } from '../admission/cluster.ts';
import { labelsOf } from '../apimachinery/labelSelector.ts';
import { orderedWebhooks, webhookConfigurations } from '../configuration/webhookManager.ts';
import {
  builtinRestMapper,
  type RestMapper,
  withCustomResourceDefinitions,
} from '../restmapping/restMapper.ts';
import type { Scenario } from '../scenario/types.ts';
import type { WebhookAccessor } from '../webhook/accessor.ts';

/** The facts the checks share, read once from the scenario. */
export interface ReviewContext {
  scenario: Scenario;
  /** Mutating webhooks in call order (configuration name, then place), then the validating ones. */
  mutating: WebhookAccessor[];
  validating: WebhookAccessor[];
  mapper: RestMapper;
  /**
   * A namespace's labels: the scenario's Namespace objects and the built-in ones; any other
   * namespace (the webhook's own, when the scenario does not declare it) gets the one label the API
   * server puts on every namespace, kubernetes.io/metadata.name.
   */
  namespaces: NamespaceLister;
}

/** Reads the scenario into the review's context. */
export function reviewContext(scenario: Scenario): ReviewContext {
  const configurations = webhookConfigurations(scenario.cluster.objects);
  const crds = scenario.cluster.objects.filter(
    (o) => o.object['kind'] === 'CustomResourceDefinition',
  );
  // A broken CRD is the run's error to report; the review matches with the ones that read.
  const { mapper } = withCustomResourceDefinitions(builtinRestMapper(), crds);
  const known = clusterNamespaces(scenario.cluster.objects);
  const namespaces: NamespaceLister = (name) =>
    known.get(name)?.labels ??
    labelsOf(defaultNamespace({ apiVersion: 'v1', kind: 'Namespace', metadata: { name } }));
  return {
    scenario,
    mutating: orderedWebhooks(configurations, true),
    validating: orderedWebhooks(configurations, false),
    mapper,
    namespaces,
  };
}

/** Every webhook of the scenario, mutating first, each in call order. */
export const allWebhooks = (ctx: ReviewContext): WebhookAccessor[] => [
  ...ctx.mutating,
  ...ctx.validating,
];
