import { describe, expect, it } from 'vitest';
import type { JsonObject, KubernetesVersion } from '../apimachinery/types.ts';
import { deploymentStatusStrategy, replicaSetStatusStrategy } from './appsStrategies.ts';
import { testEnv, updated } from './testing.ts';

const rs = (status: JsonObject): JsonObject => ({
  apiVersion: 'apps/v1',
  kind: 'ReplicaSet',
  metadata: { name: 'web', namespace: 'default' },
  spec: { replicas: 3 },
  status,
});
const terminating = (o: JsonObject) => (o['status'] as JsonObject)['terminatingReplicas'];

describe.each([
  ['deployments/status', deploymentStatusStrategy],
  ['replicasets/status', replicaSetStatusStrategy],
])('%s: status.terminatingReplicas by DeploymentReplicaSetTerminatingReplicas', (_n, strategy) => {
  it.each<[string, KubernetesVersion, Record<string, boolean>, JsonObject, unknown]>([
    ['dropped in 1.34 (alpha, off)', '1.34', {}, { replicas: 3 }, undefined],
    ['dropped in 1.33', '1.33', {}, { replicas: 3 }, undefined],
    ['kept in 1.35 (beta, on)', '1.35', {}, { replicas: 3 }, 2],
    [
      'kept in 1.34 with the gate on',
      '1.34',
      { DeploymentReplicaSetTerminatingReplicas: true },
      { replicas: 3 },
      2,
    ],
    [
      'dropped in 1.37 with the gate off',
      '1.37',
      { DeploymentReplicaSetTerminatingReplicas: false },
      {},
      undefined,
    ],
    ['kept in 1.34 when the stored status has it', '1.34', {}, { terminatingReplicas: 0 }, 2],
  ])('%s', (_name, version, featureGates, storedStatus, want) => {
    const { object, out } = updated(
      strategy,
      rs({ replicas: 3, terminatingReplicas: 2 }),
      rs(storedStatus),
      testEnv({ version, featureGates }),
    );
    expect(terminating(object)).toBe(want);
    expect(
      out.notes.includes(
        'status.terminatingReplicas dropped (feature gate DeploymentReplicaSetTerminatingReplicas is off)',
      ),
    ).toBe(want === undefined);
  });
});
