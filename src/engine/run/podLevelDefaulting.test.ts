// Through the chain: what a webhook receives of a Pod whose spec.resources has limits but no
// requests. SetDefaults_Pod's defaultPodRequests runs while the body is decoded, before admission,
// so from 1.34 (PodLevelResources on by default) the AdmissionReview already holds the requests;
// 1.37 moved it into the pod strategy (kubernetes#140514), after the mutating webhooks.

import { describe, expect, it } from 'vitest';
import type { JsonObject, KubernetesVersion } from '../apimachinery/types.ts';
import { deterministicEnvironment } from '../admission/environment.ts';
import { parseScenario } from '../scenario/parse.ts';
import { runScenario } from './runScenario.ts';

function reviewedResources(
  version: KubernetesVersion,
  featureGates: Record<string, boolean> = {},
): unknown {
  const parsed = parseScenario(
    JSON.stringify({
      kubernetesVersion: version,
      request: {
        operation: 'CREATE',
        object: {
          apiVersion: 'v1',
          kind: 'Pod',
          metadata: { name: 'p', namespace: 'default' },
          spec: {
            resources: { limits: { cpu: '2', memory: '1Gi' } },
            containers: [{ name: 'c', image: 'nginx:1.27' }],
          },
        },
      },
      cluster: {
        featureGates,
        objects: [
          {
            apiVersion: 'admissionregistration.k8s.io/v1',
            kind: 'MutatingWebhookConfiguration',
            metadata: { name: 'inspect' },
            webhooks: [
              {
                name: 'inspect.example.com',
                clientConfig: { url: 'https://webhook.test/inspect' },
                rules: [
                  {
                    operations: ['CREATE'],
                    apiGroups: [''],
                    apiVersions: ['v1'],
                    resources: ['pods'],
                  },
                ],
                sideEffects: 'None',
                admissionReviewVersions: ['v1'],
              },
            ],
          },
        ],
      },
    }),
  );
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
  const r = runScenario(parsed.value.scenario, deterministicEnvironment());
  if (!r.ok) throw new Error('the run failed');
  const step = r.value.trace.find((t) => t.webhook === 'inspect.example.com');
  const review = step?.request as JsonObject | undefined;
  return ((review?.['request'] as JsonObject)?.['object'] as { spec?: JsonObject })?.spec?.[
    'resources'
  ];
}

describe('pod-level resource defaulting, as a webhook sees it', () => {
  it('delivers the requests copied from the limits at 1.34', () => {
    expect(reviewedResources('1.34')).toEqual({
      limits: { cpu: '2', memory: '1Gi' },
      requests: { cpu: '2', memory: '1Gi' },
    });
  });

  it('delivers the limits alone at 1.37, where the pod strategy defaults after the mutating webhooks', () => {
    expect(reviewedResources('1.37')).toEqual({ limits: { cpu: '2', memory: '1Gi' } });
  });

  it('delivers the limits alone at 1.33 unless the scenario turns PodLevelResources on', () => {
    expect(reviewedResources('1.33', { PodLevelResources: true })).toEqual({
      limits: { cpu: '2', memory: '1Gi' },
      requests: { cpu: '2', memory: '1Gi' },
    });
    // Off, nothing is defaulted (the mutating webhook runs before the pod strategy drops the field).
    expect(reviewedResources('1.33')).toEqual({ limits: { cpu: '2', memory: '1Gi' } });
  });
});
