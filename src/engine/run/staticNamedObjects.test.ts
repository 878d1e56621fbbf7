import { describe, expect, it } from 'vitest';
import { deterministicEnvironment, parseScenario, runScenario } from '../index.ts';

function notesAt(version: string, gates: Record<string, boolean> = {}) {
  const parsed = parseScenario(
    JSON.stringify({
      apiVersion: 'playground.admission/v1',
      kind: 'AdmissionScenario',
      name: 't',
      kubernetesVersion: version,
      request: {
        operation: 'CREATE',
        object: {
          apiVersion: 'v1',
          kind: 'ConfigMap',
          metadata: { name: 'c', namespace: 'default' },
        },
      },
      cluster: {
        featureGates: gates,
        objects: [
          {
            apiVersion: 'admissionregistration.k8s.io/v1',
            kind: 'ValidatingWebhookConfiguration',
            metadata: { name: 'guard.static.k8s.io' },
            webhooks: [],
          },
          {
            apiVersion: 'v1',
            kind: 'ConfigMap',
            metadata: { name: 'x.static.k8s.io', namespace: 'default' },
          },
        ],
      },
    }),
  );
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
  const run = runScenario(parsed.value.scenario, deterministicEnvironment());
  if (!run.ok) throw new Error(JSON.stringify(run.error));
  return run.value.notSimulated.filter((n) => n.feature === 'manifest-based admission');
}

describe('cluster admission objects with a reserved name', () => {
  it('are API objects up to 1.36, where the API accepted the name with a warning', () => {
    expect(notesAt('1.32')).toEqual([]);
    expect(notesAt('1.36')).toEqual([]);
  });

  it('can only be static manifests from 1.37 (or with the gate on): the result says so', () => {
    expect(notesAt('1.37').map((n) => n.detail)).toEqual([
      '1.37: ValidatingWebhookConfiguration "guard.static.k8s.io" has a name the API refuses (it ends with ".static.k8s.io"), so it can only be a static manifest, which kube-apiserver runs before the API\'s configurations and also for admissionregistration objects; the playground runs it as an API object (put it in cluster.staticManifests to run it as one)',
    ]);
    expect(notesAt('1.36', { ManifestBasedAdmissionControlConfig: true })).toHaveLength(1);
    expect(notesAt('1.37', { ManifestBasedAdmissionControlConfig: false })).toEqual([]);
  });
});
