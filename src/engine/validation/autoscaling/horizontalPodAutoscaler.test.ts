import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../apimachinery/types.ts';
import { messages } from '../core/testing.ts';
import { validateHorizontalPodAutoscaler } from './horizontalPodAutoscaler.ts';
import { versionAnswers } from '../../testing/versionAnswers.ts';

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

// 1.36 rewrote maxReplicas' hand-written check beside its +k8s:required/+k8s:minimum=1 tags.
describe('maxReplicas by version', () => {
  const prefix = 'HorizontalPodAutoscaler.autoscaling "web" is invalid: ';
  const request = (spec: JsonObject) => ({
    object: {
      apiVersion: 'autoscaling/v2',
      kind: 'HorizontalPodAutoscaler',
      metadata: { name: 'web', namespace: 'default' },
      spec: { scaleTargetRef: { apiVersion: 'apps/v1', kind: 'Deployment', name: 'web' }, ...spec },
    },
  });
  const belowMin =
    'spec.maxReplicas: Invalid value: 0: must be greater than or equal to `minReplicas`';

  it('says an unset maxReplicas is required from 1.36, and the beta tag words it bare', () => {
    expect(versionAnswers(request({}))).toEqual([
      `${prefix}[spec.maxReplicas: Invalid value: 0: must be greater than 0, ${belowMin}]`,
      `${prefix}[spec.maxReplicas: Required value: must be set and greater than 0, ${belowMin}]`,
      `${prefix}[${belowMin}, spec.maxReplicas: Required value]`,
      `${prefix}[spec.maxReplicas: Required value: must be set and greater than 0, ${belowMin}]`,
    ]);
  });

  it('words a negative maxReplicas as the minimum from 1.36', () => {
    const min = 'spec.maxReplicas: Invalid value: -3: must be greater than or equal to 1';
    const cross =
      'spec.maxReplicas: Invalid value: -3: must be greater than or equal to `minReplicas`';
    expect(versionAnswers(request({ minReplicas: 1, maxReplicas: -3 }))).toEqual([
      `${prefix}[spec.maxReplicas: Invalid value: -3: must be greater than 0, ${cross}]`,
      `${prefix}[${min}, ${cross}]`,
      `${prefix}[${cross}, ${min}]`,
      `${prefix}[${min}, ${cross}]`,
    ]);
  });
});
