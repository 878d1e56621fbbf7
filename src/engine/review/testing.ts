// Builders the review's tests share: a scenario from parts, parsed with its spans, and its review.

import { parseScenario, type ParsedScenario } from '../scenario/parse.ts';
import type { Finding } from './finding.ts';
import { reviewScenario } from './reviewScenario.ts';

/** One webhook entry: the name plus overrides of a pods-only, Ignore, sideEffects None entry. */
export function hook(name: string, extra: object = {}): object {
  return {
    name,
    clientConfig: { url: `https://${name}/` },
    rules: [{ operations: ['CREATE'], apiGroups: [''], apiVersions: ['v1'], resources: ['pods'] }],
    sideEffects: 'None',
    admissionReviewVersions: ['v1'],
    failurePolicy: 'Ignore',
    ...extra,
  };
}

/** A webhook configuration object. */
export function config(kind: 'Mutating' | 'Validating', name: string, webhooks: object[]): object {
  return {
    apiVersion: 'admissionregistration.k8s.io/v1',
    kind: `${kind}WebhookConfiguration`,
    metadata: { name },
    webhooks,
  };
}

/** A Pod CREATE in "default" with one container. */
export const POD = {
  apiVersion: 'v1',
  kind: 'Pod',
  metadata: { name: 'web', namespace: 'default', labels: { app: 'web' } },
  spec: { containers: [{ name: 'app', image: 'nginx' }] },
};

/** Parses a scenario (a Pod CREATE in "default" unless `request` says otherwise) from parts. */
export function parsed(parts: {
  objects?: object[];
  webhooks?: object;
  request?: object;
  kubernetesVersion?: string;
}): ParsedScenario {
  const text = JSON.stringify(
    {
      kubernetesVersion: parts.kubernetesVersion ?? '1.34',
      request: parts.request ?? { operation: 'CREATE', object: POD },
      cluster: {
        objects: parts.objects ?? [],
        admissionPlugins: { disable: ['ResourceQuota', 'LimitRanger', 'ServiceAccount'] },
      },
      webhooks: parts.webhooks ?? {},
    },
    null,
    2,
  );
  const result = parseScenario(text);
  if (!result.ok) throw new Error(`test scenario does not parse: ${JSON.stringify(result.error)}`);
  return result.value;
}

/** Reviews a scenario from parts and returns the findings of one check. */
export function findings(parts: Parameters<typeof parsed>[0], id?: Finding['id']): Finding[] {
  const all = reviewScenario(parsed(parts)).findings;
  return id === undefined ? all : all.filter((f) => f.id === id);
}
