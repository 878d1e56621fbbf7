import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../apimachinery/types.ts';
import { messages } from '../core/testing.ts';
import { validateHorizontalPodAutoscaler } from './horizontalPodAutoscaler.ts';

const none = (): void => undefined;

// Rows follow pkg/apis/autoscaling/validation/validation_test.go.
describe('validateHorizontalPodAutoscaler', () => {
  const hpa = (spec: JsonObject): JsonObject => ({
    metadata: { name: 'h', namespace: 'default' },
    spec: {
      scaleTargetRef: { apiVersion: 'apps/v1', kind: 'Deployment', name: 'web' },
      maxReplicas: 5,
      ...spec,
    },
  });
  it.each<[string, JsonObject, string[]]>([
    ['a valid autoscaler', { minReplicas: 1 }, []],
    [
      'minReplicas 0 without HPAScaleToZero',
      { minReplicas: 0 },
      ['spec.minReplicas: Invalid value: 0: must be greater than or equal to 1'],
    ],
    [
      'maxReplicas below minReplicas',
      { minReplicas: 6 },
      ['spec.maxReplicas: Invalid value: 5: must be greater than or equal to `minReplicas`'],
    ],
    [
      'a target without a name',
      { scaleTargetRef: { kind: 'Deployment' } },
      ['spec.scaleTargetRef.name: Required value'],
    ],
  ])('checks %s', (_name, spec, expected) => {
    expect(messages(validateHorizontalPodAutoscaler(hpa(spec), false, none, '1.32'))).toEqual(
      expected,
    );
  });
});
