// Cases after pkg/registry/core/pod/strategy_test.go TestPodStatusStrategyUpdate's observedGeneration
// rows (1.34): a cleared value keeps the stored one, a set value wins, conditions match by type.

import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../apimachinery/types.ts';
import { podStatusStrategy } from './podStrategy.ts';
import { testEnv, updated } from './testing.ts';

const pod = (status: JsonObject): JsonObject => ({
  metadata: { name: 'web', namespace: 'default' },
  spec: { containers: [{ name: 'app', image: 'nginx' }] },
  status,
});
const stored = pod({
  observedGeneration: 3,
  conditions: [
    { type: 'Ready', status: 'False', observedGeneration: 2 },
    { type: 'example.com/gate', status: 'True', observedGeneration: 3 },
  ],
});

describe('podStatusStrategy and observedGeneration', () => {
  it('keeps the stored values the request left at 0, from 1.34', () => {
    const incoming = pod({
      conditions: [
        { type: 'example.com/gate', status: 'True' },
        { type: 'Ready', status: 'True', observedGeneration: 4 },
      ],
    });
    const { object, out } = updated(
      podStatusStrategy,
      incoming,
      stored,
      testEnv({ version: '1.34' }),
    );
    expect(object['status']).toEqual({
      observedGeneration: 3,
      conditions: [
        { type: 'example.com/gate', status: 'True', observedGeneration: 3 },
        { type: 'Ready', status: 'True', observedGeneration: 4 },
      ],
    });
    expect(out.assumptions).toEqual([]);
  });

  it('does nothing before 1.33', () => {
    const { object } = updated(podStatusStrategy, pod({}), stored, testEnv({ version: '1.32' }));
    expect(object['status']).toEqual({});
  });

  it('says in 1.33, with the gate off, that the disabled fields are not dropped', () => {
    const { out } = updated(podStatusStrategy, pod({}), stored, testEnv({ version: '1.33' }));
    expect(out.assumptions).toHaveLength(1);
  });
});
