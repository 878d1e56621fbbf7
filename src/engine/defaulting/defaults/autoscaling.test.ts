// Table tests of the HorizontalPodAutoscaler defaulters (pkg/apis/autoscaling/v2/defaults.go and
// its defaults_test.go, release-1.32) as a decoded autoscaling/v2 body shows them.

import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../apimachinery/types.ts';
import { decodeTyped } from '../index.ts';
import { at, keysAt, typed } from '../testing.ts';

const hpa = (spec: JsonObject): JsonObject =>
  typed('autoscaling/v2', 'HorizontalPodAutoscaler', {
    metadata: { name: 'web' },
    spec: { scaleTargetRef: { kind: 'Deployment', name: 'web' }, maxReplicas: 5, ...spec },
  }).object;

const scaleUp = {
  stabilizationWindowSeconds: 0,
  selectPolicy: 'Max',
  policies: [
    { type: 'Pods', value: 4, periodSeconds: 15 },
    { type: 'Percent', value: 100, periodSeconds: 15 },
  ],
};
const scaleDown = {
  selectPolicy: 'Max',
  policies: [{ type: 'Percent', value: 100, periodSeconds: 15 }],
};

describe('autoscaling/v2 HorizontalPodAutoscaler defaulting', () => {
  it.each([
    ['minReplicas 1', {}, 'spec.minReplicas', 1],
    ['a given minReplicas', { minReplicas: 3 }, 'spec.minReplicas', 3],
    [
      'a CPU metric at 80% when there are none',
      {},
      'spec.metrics',
      [
        {
          type: 'Resource',
          resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: 80 } },
        },
      ],
    ],
    ['no behavior when none is given', {}, 'spec.behavior', undefined],
    [
      'both directions filled in when behavior is given',
      { behavior: {} },
      'spec.behavior',
      { scaleUp, scaleDown },
    ],
    [
      'a given scaleDown field kept, the rest defaulted',
      { behavior: { scaleDown: { stabilizationWindowSeconds: 60 } } },
      'spec.behavior.scaleDown',
      { stabilizationWindowSeconds: 60, ...scaleDown },
    ],
    [
      'given policies replace the default ones',
      { behavior: { scaleUp: { policies: [{ type: 'Pods', value: 1, periodSeconds: 60 }] } } },
      'spec.behavior.scaleUp.policies',
      [{ type: 'Pods', value: 1, periodSeconds: 60 }],
    ],
  ])('sets %s', (_name, spec, path, expected) => {
    expect(at(hpa(spec), path)).toEqual(expected);
  });

  it('keeps a given tolerance (canonical) from 1.33 (copyHPAScalingRules); 1.32 has no such field', () => {
    const body = {
      apiVersion: 'autoscaling/v2',
      kind: 'HorizontalPodAutoscaler',
      metadata: { name: 'web' },
      spec: { maxReplicas: 5, behavior: { scaleDown: { tolerance: '0.1' } } },
    };
    const kind = { group: 'autoscaling', version: 'v2', kind: 'HorizontalPodAutoscaler' };
    const at133 = decodeTyped(body, kind, { version: '1.33' });
    expect(at(at133.object, 'spec.behavior.scaleDown')).toEqual({
      ...scaleDown,
      tolerance: '100m',
    });
    const at132 = decodeTyped(body, kind, { version: '1.32' });
    expect(at(at132.object, 'spec.behavior.scaleDown')).toEqual(scaleDown);
    expect(at132.unknownFields).toEqual(['spec.behavior.scaleDown.tolerance']);
  });

  it('writes the status Go always writes: desiredReplicas and a null currentMetrics', () => {
    const o = hpa({});
    expect(o['status']).toEqual({ desiredReplicas: 0, currentMetrics: null });
    expect(keysAt(o, 'spec.behavior')).toEqual([]);
    expect(keysAt(hpa({ behavior: {} }), 'spec.behavior.scaleUp')).toEqual([
      'stabilizationWindowSeconds',
      'selectPolicy',
      'policies',
    ]);
  });
});
