// Cases after pkg/registry/core/persistentvolume/strategy_test.go (TestStatusUpdate, the
// lastPhaseTransitionTime table) and the status strategies' PrepareForUpdate of nodes, quotas, HPAs
// and PDBs (release-1.32): the stored spec wins on every /status update.

import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../apimachinery/types.ts';
import {
  horizontalPodAutoscalerStatusStrategy,
  nodeStatusStrategy,
  persistentVolumeStatusStrategy,
  podDisruptionBudgetStatusStrategy,
  resourceQuotaStatusStrategy,
} from './statusStrategies.ts';
import { testEnv, updated } from './testing.ts';

const object = (spec: JsonObject, status: JsonObject): JsonObject => ({
  metadata: { name: 'x', resourceVersion: '1' },
  spec,
  status,
});

describe('the spec-keeping status strategies', () => {
  it.each([
    ['nodeStatusStrategy', nodeStatusStrategy],
    ['resourcequotaStatusStrategy', resourceQuotaStatusStrategy],
    ['autoscalerStatusStrategy', horizontalPodAutoscalerStatusStrategy],
    ['podDisruptionBudgetStatusStrategy', podDisruptionBudgetStatusStrategy],
  ])('%s keeps the stored spec and takes the new status', (name, strategy) => {
    const { object: got, out } = updated(
      strategy,
      object({ changed: true }, { now: 2 }),
      object({ changed: false }, { now: 1 }),
    );
    expect(strategy.name).toBe(name);
    expect([got['spec'], got['status']]).toEqual([{ changed: false }, { now: 2 }]);
    expect(out.notes).toEqual([
      'spec from the request replaced by the stored spec (a /status update only changes status)',
    ]);
  });
});

describe('nodeStatusStrategy', () => {
  it('drops status.config unless the stored Node has one', () => {
    const config = { active: { configMap: { name: 'kubelet' } } };
    const dropped = updated(nodeStatusStrategy, object({}, { config }), object({}, {})).object;
    expect(dropped['status']).toEqual({});
    const kept = updated(nodeStatusStrategy, object({}, { config }), object({}, { config })).object;
    expect(kept['status']).toEqual({ config });
  });
});

describe('persistentvolumeStatusStrategy', () => {
  const env = testEnv({ now: '2026-01-01T00:00:00Z' });
  const pv = (status: JsonObject): JsonObject => object({ capacity: { storage: '1Gi' } }, status);
  const earlier = '2025-12-01T00:00:00Z';
  it.each([
    [
      'phase unchanged, time unset: the stored time',
      { phase: 'Bound', lastPhaseTransitionTime: earlier },
      { phase: 'Bound' },
      earlier,
    ],
    [
      'phase changed, time unset: now',
      { phase: 'Available', lastPhaseTransitionTime: earlier },
      { phase: 'Bound' },
      '2026-01-01T00:00:00Z',
    ],
    [
      'phase changed, time as stored: now',
      { phase: 'Available', lastPhaseTransitionTime: earlier },
      { phase: 'Bound', lastPhaseTransitionTime: earlier },
      '2026-01-01T00:00:00Z',
    ],
    [
      'phase changed, time set by the client: kept',
      { phase: 'Available', lastPhaseTransitionTime: earlier },
      { phase: 'Bound', lastPhaseTransitionTime: '2025-12-24T00:00:00Z' },
      '2025-12-24T00:00:00Z',
    ],
  ])('%s', (_name, stored, incoming, want) => {
    const { object: got } = updated(persistentVolumeStatusStrategy, pv(incoming), pv(stored), env);
    expect((got['status'] as JsonObject)['lastPhaseTransitionTime']).toBe(want);
  });

  it('keeps the stored spec', () => {
    const { object: got } = updated(
      persistentVolumeStatusStrategy,
      object({ capacity: { storage: '5Gi' } }, { phase: 'Bound' }),
      pv({ phase: 'Bound' }),
    );
    expect(got['spec']).toEqual({ capacity: { storage: '1Gi' } });
  });
});
