// Builders the manifest tests share: a scenario with static manifests, run through the parser and
// the chain as the CLI does.

import type { JsonObject } from '../apimachinery/types.ts';
import { deterministicEnvironment } from '../admission/environment.ts';
import type { EngineError } from '../errors.ts';
import { runScenario } from '../run/runScenario.ts';
import type { AdmissionResult } from '../run/result.ts';
import { parseScenario } from '../scenario/parse.ts';

/** The scenario's parts a test varies. */
export interface StaticCase {
  version?: string;
  gates?: Record<string, boolean>;
  /** Plugin name → configuration (its staticManifestsDir). */
  configs?: Record<string, JsonObject>;
  files?: { path: string; objects: JsonObject[] }[];
  objects?: JsonObject[];
  request?: JsonObject;
  webhooks?: JsonObject;
  disable?: string[];
}

/** A Pod CREATE in `default`. */
export const podCreate: JsonObject = {
  operation: 'CREATE',
  object: {
    apiVersion: 'v1',
    kind: 'Pod',
    metadata: { name: 'p', namespace: 'default' },
    spec: { containers: [{ name: 'c', image: 'nginx' }] },
  },
};

/** Runs the case: the result, or the scenario's errors. */
export function runStatic(c: StaticCase): { result?: AdmissionResult; errors?: EngineError[] } {
  const kindOf = (plugin: string): string =>
    plugin.endsWith('Webhook') ? 'WebhookAdmission' : `${plugin}Configuration`;
  const parsed = parseScenario(
    JSON.stringify({
      apiVersion: 'playground.admission/v1',
      kind: 'AdmissionScenario',
      name: 't',
      kubernetesVersion: c.version ?? '1.37',
      request: c.request ?? podCreate,
      cluster: {
        featureGates: c.gates ?? {},
        ...(c.disable && { admissionPlugins: { disable: c.disable } }),
        admissionConfiguration: {
          apiVersion: 'apiserver.config.k8s.io/v1',
          kind: 'AdmissionConfiguration',
          plugins: Object.entries(c.configs ?? {}).map(([name, configuration]) => ({
            name,
            configuration: {
              apiVersion: 'apiserver.config.k8s.io/v1',
              kind: kindOf(name),
              ...configuration,
            },
          })),
        },
        staticManifests: c.files ?? [],
        objects: c.objects ?? [],
      },
      ...(c.webhooks && { webhooks: c.webhooks }),
    }),
  );
  if (!parsed.ok) return { errors: parsed.error };
  const run = runScenario(parsed.value.scenario, deterministicEnvironment());
  return run.ok ? { result: run.value } : { errors: run.error };
}

/** A v1 webhook configuration of one URL webhook on pods. */
export function webhookConfiguration(
  kind: 'ValidatingWebhookConfiguration' | 'MutatingWebhookConfiguration',
  name: string,
  hook: string,
  extra: JsonObject = {},
): JsonObject {
  return {
    apiVersion: 'admissionregistration.k8s.io/v1',
    kind,
    metadata: { name },
    webhooks: [
      {
        name: hook,
        clientConfig: { url: `https://${hook}/` },
        rules: [
          {
            operations: ['CREATE'],
            apiGroups: ['*'],
            apiVersions: ['*'],
            resources: ['*'],
          },
        ],
        sideEffects: 'None',
        admissionReviewVersions: ['v1'],
        ...extra,
      },
    ],
  };
}

/** A v1 ValidatingAdmissionPolicy on pods and everything else, denying with `message`. */
export function denyingPolicy(name: string, expression: string, spec: JsonObject = {}): JsonObject {
  return {
    apiVersion: 'admissionregistration.k8s.io/v1',
    kind: 'ValidatingAdmissionPolicy',
    metadata: { name },
    spec: {
      matchConstraints: {
        resourceRules: [
          { apiGroups: ['*'], apiVersions: ['*'], operations: ['CREATE'], resources: ['*'] },
        ],
      },
      validations: [{ expression, message: `${name} denies` }],
      ...spec,
    },
  };
}

/** A v1 ValidatingAdmissionPolicyBinding with Deny. */
export function binding(name: string, policyName: string, spec: JsonObject = {}): JsonObject {
  return {
    apiVersion: 'admissionregistration.k8s.io/v1',
    kind: 'ValidatingAdmissionPolicyBinding',
    metadata: { name },
    spec: { policyName, validationActions: ['Deny'], ...spec },
  };
}

/** The one error's `expected` text (invalid-value errors), or fails. */
export function onlyError(out: { errors?: EngineError[] }): { pointer: string; text: string } {
  const [e, ...rest] = out.errors ?? [];
  if (e === undefined || rest.length > 0 || e.kind !== 'invalid-value')
    throw new Error(`expected one invalid-value error, got ${JSON.stringify(out.errors)}`);
  return { pointer: e.pointer, text: e.expected };
}
