// Cases ported from pkg/registry/apps/{deployment,replicaset,statefulset}/strategy_test.go and
// core/replicationcontroller/strategy_test.go (release-1.32): status reset and generation 1 on
// create, the stored status and a generation bump on a spec change, the /status strategies.

import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../apimachinery/types.ts';
import {
  deploymentStatusStrategy,
  deploymentStrategy,
  replicaSetStatusStrategy,
  replicaSetStrategy,
  replicationControllerStrategy,
  statefulSetStrategy,
} from './appsStrategies.ts';
import type { Strategy } from './strategy.ts';
import { created, testEnv, updated } from './testing.ts';

const template = {
  metadata: { labels: { app: 'a' } },
  spec: { containers: [{ name: 'c', image: 'nginx' }] },
};
const workload = (
  kind: string,
  spec: JsonObject,
  metadata: JsonObject = {},
  status: JsonObject = {},
): JsonObject => ({
  kind,
  metadata: { name: 'w', namespace: 'default', ...metadata },
  spec: { replicas: 1, template, ...spec },
  status,
});

const strategies: [string, Strategy][] = [
  ['Deployment', deploymentStrategy],
  ['ReplicaSet', replicaSetStrategy],
  ['StatefulSet', statefulSetStrategy],
  ['ReplicationController', replicationControllerStrategy],
];

describe.each(strategies)('%s strategy', (kind, strategy) => {
  it('resets the status and sets generation 1 on create', () => {
    const { object } = created(strategy, workload(kind, {}, { generation: 7 }, { replicas: 3 }));
    expect(object['status']).toEqual({});
    expect((object['metadata'] as JsonObject)['generation']).toBe(1);
  });

  it.each([
    ['the spec changes', { replicas: 2 }, 4],
    ['only the status changes', { replicas: 1 }, 3],
  ])('on update, when %s, keeps the stored status; generation %s', (_name, spec, generation) => {
    const stored = workload(kind, {}, { generation: 3 }, { replicas: 1 });
    const { object } = updated(
      strategy,
      workload(kind, spec, { generation: 3 }, { replicas: 9 }),
      stored,
    );
    expect(object['status']).toEqual({ replicas: 1 });
    expect((object['metadata'] as JsonObject)['generation']).toBe(generation);
  });
});

describe('deployment specifics', () => {
  it('bumps the generation when only the annotations change (they are copied to the ReplicaSets)', () => {
    const stored = workload('Deployment', {}, { generation: 2 });
    const { object } = updated(
      deploymentStrategy,
      workload('Deployment', {}, { generation: 2, annotations: { a: 'b' } }),
      stored,
    );
    expect((object['metadata'] as JsonObject)['generation']).toBe(3);
  });

  it('keeps the stored spec and labels on deployments/status; a ReplicaSet keeps only the spec', () => {
    const stored = workload('Deployment', {}, { labels: { old: 'x' } }, { replicas: 1 });
    const incoming = workload(
      'Deployment',
      { replicas: 5 },
      { labels: { new: 'y' } },
      { replicas: 2 },
    );
    const d = updated(deploymentStatusStrategy, incoming, stored).object;
    expect([d['spec'], (d['metadata'] as JsonObject)['labels'], d['status']]).toEqual([
      stored['spec'],
      { old: 'x' },
      { replicas: 2 },
    ]);
    const rs = updated(replicaSetStatusStrategy, incoming, stored).object;
    expect([rs['spec'], (rs['metadata'] as JsonObject)['labels']]).toEqual([
      stored['spec'],
      { new: 'y' },
    ]);
  });
});

describe('statefulset specifics', () => {
  const withMaxUnavailable = {
    updateStrategy: { type: 'RollingUpdate', rollingUpdate: { partition: 0, maxUnavailable: 2 } },
  };
  it('drops maxUnavailable while MaxUnavailableStatefulSet is off, unless the stored set uses it', () => {
    const spec = (o: JsonObject): JsonObject => o['spec'] as JsonObject;
    expect(
      spec(created(statefulSetStrategy, workload('StatefulSet', withMaxUnavailable)).object)[
        'updateStrategy'
      ],
    ).toEqual({ type: 'RollingUpdate', rollingUpdate: { partition: 0 } });
    expect(
      spec(
        created(
          statefulSetStrategy,
          workload('StatefulSet', withMaxUnavailable),
          testEnv({ featureGates: { MaxUnavailableStatefulSet: true } }),
        ).object,
      )['updateStrategy'],
    ).toEqual(withMaxUnavailable.updateStrategy);
    const stored = workload('StatefulSet', withMaxUnavailable);
    expect(
      spec(
        updated(statefulSetStrategy, workload('StatefulSet', withMaxUnavailable), stored).object,
      )['updateStrategy'],
    ).toEqual(withMaxUnavailable.updateStrategy);
  });
});
