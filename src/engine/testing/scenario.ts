// Builds whole scenarios for engine tests: a ConfigMap CREATE in "default" with the given webhook
// configurations and behaviours, parsed and defaulted exactly as a scenario file would be.

import type { AdmissionResult } from '../run/result.ts';
import { deterministicEnvironment } from '../admission/environment.ts';
import { runScenario } from '../run/runScenario.ts';
import { parseScenario } from '../scenario/parse.ts';
import type { JsonObject, JsonValue } from '../apimachinery/types.ts';
import type { Scenario } from '../scenario/types.ts';

/** One webhook entry of a configuration: name plus overrides of a match-all, sideEffects None entry. */
export function webhookEntry(name: string, extra: JsonObject = {}): JsonObject {
  return {
    name,
    clientConfig: { url: `https://${name}/` },
    rules: [{ operations: ['*'], apiGroups: ['*'], apiVersions: ['*'], resources: ['*'] }],
    sideEffects: 'None',
    admissionReviewVersions: ['v1'],
    ...extra,
  };
}

/** A webhook configuration object. */
export function configuration(
  kind: 'Mutating' | 'Validating',
  name: string,
  webhooks: JsonObject[],
): JsonObject {
  return {
    apiVersion: 'admissionregistration.k8s.io/v1',
    kind: `${kind}WebhookConfiguration`,
    metadata: { name },
    webhooks,
  };
}

/** Parses a scenario built from parts; throws if the parts do not make a valid scenario. */
export function scenario(parts: {
  request?: JsonObject;
  objects?: JsonValue[];
  webhooks?: JsonObject;
  admissionPlugins?: JsonObject;
}): Scenario {
  const text = JSON.stringify({
    request: parts.request ?? {
      operation: 'CREATE',
      object: {
        apiVersion: 'v1',
        kind: 'ConfigMap',
        metadata: { name: 'c', namespace: 'default', labels: { app: 'a' } },
        data: { k: 'v' },
      },
    },
    cluster: {
      objects: parts.objects ?? [],
      admissionPlugins: parts.admissionPlugins ?? { disable: ['ResourceQuota', 'LimitRanger'] },
    },
    webhooks: parts.webhooks ?? {},
  });
  const parsed = parseScenario(text);
  if (!parsed.ok) throw new Error(`test scenario does not parse: ${JSON.stringify(parsed.error)}`);
  return parsed.value.scenario;
}

/** Runs a scenario built from parts with a deterministic environment; throws on engine errors. */
export function run(parts: Parameters<typeof scenario>[0]): AdmissionResult {
  const result = runScenario(scenario(parts), deterministicEnvironment());
  if (!result.ok) throw new Error(`test scenario did not run: ${JSON.stringify(result.error)}`);
  return result.value;
}

/** A request of a version test: the object, and for an UPDATE or a subresource what else it names. */
export interface VersionedRequest {
  operation?: string;
  subResource?: string;
  name?: string;
  namespace?: string;
  object: object;
  oldObject?: object;
}

/**
 * Runs one request at a Kubernetes version with feature gates overridden (ResourceQuota off, as it
 * needs objects these tests don't declare); throws on engine errors.
 */
export function runAt(
  version: string,
  request: VersionedRequest,
  gates: Record<string, boolean> = {},
): AdmissionResult {
  const text = JSON.stringify({
    apiVersion: 'playground.admission/v1',
    kind: 'AdmissionScenario',
    name: 't',
    kubernetesVersion: version,
    request,
    cluster: { featureGates: gates, admissionPlugins: { disable: ['ResourceQuota'] } },
  });
  const parsed = parseScenario(text);
  if (!parsed.ok) throw new Error(`test scenario does not parse: ${JSON.stringify(parsed.error)}`);
  const result = runScenario(parsed.value.scenario, deterministicEnvironment());
  if (!result.ok) throw new Error(`test scenario did not run: ${JSON.stringify(result.error)}`);
  return result.value;
}
