import { describe, expect, it } from 'vitest';
import type { JsonObject, KubernetesVersion } from '../apimachinery/types.ts';
import { horizontalPodAutoscalerStrategy } from './hpaStrategy.ts';
import { created, testEnv, updated } from './testing.ts';

const hpa = (behavior: JsonObject | undefined, status: JsonObject = {}): JsonObject => ({
  apiVersion: 'autoscaling/v2',
  kind: 'HorizontalPodAutoscaler',
  metadata: { name: 'web', namespace: 'default' },
  spec: {
    scaleTargetRef: { apiVersion: 'apps/v1', kind: 'Deployment', name: 'web' },
    maxReplicas: 5,
    ...(behavior && { behavior }),
  },
  status,
});
const tolerant = { scaleUp: { tolerance: '0.05' }, scaleDown: { tolerance: '0.1', policies: [] } };
const behaviorOf = (o: JsonObject) => (o['spec'] as JsonObject)['behavior'];

describe('autoscalerStrategy', () => {
  it('resets the status on create and keeps the stored one on update', () => {
    const env = testEnv({ version: '1.35' });
    expect(
      created(horizontalPodAutoscalerStrategy, hpa(undefined, { currentReplicas: 2 }), env).object[
        'status'
      ],
    ).toEqual({});
    expect(
      updated(
        horizontalPodAutoscalerStrategy,
        hpa(undefined, { currentReplicas: 9 }),
        hpa(undefined, { currentReplicas: 2 }),
        env,
      ).object['status'],
    ).toEqual({ currentReplicas: 2 });
  });

  it.each<[string, KubernetesVersion, Record<string, boolean>, unknown]>([
    [
      'drops tolerance on create in 1.34 (alpha, off)',
      '1.34',
      {},
      { scaleUp: {}, scaleDown: { policies: [] } },
    ],
    ['drops tolerance on create in 1.33', '1.33', {}, { scaleUp: {}, scaleDown: { policies: [] } }],
    ['keeps tolerance on create in 1.35 (beta, on)', '1.35', {}, tolerant],
    [
      'keeps tolerance in 1.34 with the gate on',
      '1.34',
      { HPAConfigurableTolerance: true },
      tolerant,
    ],
    [
      'drops tolerance in 1.36 with the gate off',
      '1.36',
      { HPAConfigurableTolerance: false },
      { scaleUp: {}, scaleDown: { policies: [] } },
    ],
  ])('%s', (_name, version, featureGates, want) => {
    const { object } = created(
      horizontalPodAutoscalerStrategy,
      hpa(tolerant),
      testEnv({ version, featureGates }),
    );
    expect(behaviorOf(object)).toEqual(want);
  });

  it('keeps tolerance on update while the stored HPA uses one, even with the gate off', () => {
    const env = testEnv({ version: '1.34' });
    const stored = hpa({ scaleDown: { tolerance: '0.2' } });
    expect(
      behaviorOf(updated(horizontalPodAutoscalerStrategy, hpa(tolerant), stored, env).object),
    ).toEqual(tolerant);
    const { object, out } = updated(
      horizontalPodAutoscalerStrategy,
      hpa(tolerant),
      hpa({ scaleDown: {} }),
      env,
    );
    expect(behaviorOf(object)).toEqual({ scaleUp: {}, scaleDown: { policies: [] } });
    expect(out.notes).toContain(
      'spec.behavior.scaleUp.tolerance dropped (feature gate HPAConfigurableTolerance is off)',
    );
  });

  it('says an autoscaling/v1 behavior annotation keeps its tolerance', () => {
    const v1: JsonObject = {
      apiVersion: 'autoscaling/v1',
      kind: 'HorizontalPodAutoscaler',
      metadata: {
        name: 'web',
        annotations: {
          'autoscaling.alpha.kubernetes.io/behavior': '{"ScaleUp":{"tolerance":"0.05"}}',
        },
      },
      spec: { maxReplicas: 5 },
    };
    const { out } = created(horizontalPodAutoscalerStrategy, v1, testEnv({ version: '1.34' }));
    expect(out.assumptions).toHaveLength(1);
    expect(
      created(horizontalPodAutoscalerStrategy, v1, testEnv({ version: '1.35' })).out.assumptions,
    ).toEqual([]);
  });
});
