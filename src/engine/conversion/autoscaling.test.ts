// Table tests of the HorizontalPodAutoscaler conversions against pkg/apis/autoscaling/v1/conversion.go
// and its conversion_test.go (release-1.32): which field goes where, the annotations for what v1
// lacks, and the objects as the API server writes them (decoded, defaulted, Go order).

import { describe, expect, it } from 'vitest';
import { typed } from '../defaulting/testing.ts';
import type { JsonObject } from '../apimachinery/types.ts';
import { horizontalPodAutoscalerFromV1, horizontalPodAutoscalerToV1 } from './autoscaling.ts';
import { convertObject } from './index.ts';

const v1 = { group: 'autoscaling', version: 'v1', kind: 'HorizontalPodAutoscaler' };
const v2 = { group: 'autoscaling', version: 'v2', kind: 'HorizontalPodAutoscaler' };
const ref = { kind: 'Deployment', name: 'web', apiVersion: 'apps/v1' };
const cpu = (averageUtilization: number): JsonObject => ({
  type: 'Resource',
  resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization } },
});
const memory: JsonObject = {
  type: 'Resource',
  resource: { name: 'memory', target: { type: 'AverageValue', averageValue: '500Mi' } },
};

// A body of the given version as the API server holds it after decoding (defaults, Go order).
const decodedV2 = (spec: JsonObject, extra: JsonObject = {}): JsonObject =>
  typed('autoscaling/v2', 'HorizontalPodAutoscaler', {
    metadata: { name: 'web', namespace: 'default' },
    spec: { scaleTargetRef: ref, maxReplicas: 10, ...spec },
    ...extra,
  }).object;
const decodedV1 = (
  spec: JsonObject,
  metadata: JsonObject = {},
  extra: JsonObject = {},
): JsonObject =>
  typed('autoscaling/v1', 'HorizontalPodAutoscaler', {
    metadata: { name: 'web', namespace: 'default', ...metadata },
    spec: { scaleTargetRef: ref, maxReplicas: 10, ...spec },
    ...extra,
  }).object;
const toV1 = (o: JsonObject): JsonObject => convertObject(o, v2, v1) ?? {};
const toV2 = (o: JsonObject): JsonObject => convertObject(o, v1, v2) ?? {};
const annotations = (o: JsonObject): JsonObject =>
  ((o['metadata'] as JsonObject)['annotations'] as JsonObject | undefined) ?? {};

describe('autoscaling/v2 to autoscaling/v1', () => {
  it.each([
    ['a CPU utilization target becomes targetCPUUtilizationPercentage', [cpu(70)], 70, undefined],
    // conversion_test.go TestConversionWithCPUAverageValueAndUtilizationBoth1 (kubernetes#101370)
    [
      'a CPU averageValue metric before it does not hide the utilization target',
      [
        {
          type: 'Resource',
          resource: { name: 'cpu', target: { type: 'AverageValue', averageValue: '300m' } },
        },
        cpu(70),
      ],
      70,
      '[{"type":"Resource","resource":{"name":"cpu","targetAverageValue":"300m"}}]',
    ],
    [
      'a second CPU utilization target is dropped, not kept in the annotation',
      [cpu(60), cpu(70)],
      60,
      undefined,
    ],
    [
      'a memory metric travels in the metrics annotation',
      [memory],
      undefined,
      '[{"type":"Resource","resource":{"name":"memory","targetAverageValue":"500Mi"}}]',
    ],
  ])('%s', (_name, metrics, target, annotation) => {
    const out = toV1(decodedV2({ metrics }));
    expect((out['spec'] as JsonObject)['targetCPUUtilizationPercentage']).toBe(target);
    expect(annotations(out)['autoscaling.alpha.kubernetes.io/metrics']).toBe(annotation);
  });

  it('writes every metric source in autoscaling/v1 field names and Go order', () => {
    const selector = { matchLabels: { queue: 'jobs' } };
    const out = toV1(
      decodedV2({
        metrics: [
          {
            type: 'Object',
            object: {
              describedObject: {
                kind: 'Ingress',
                name: 'main',
                apiVersion: 'networking.k8s.io/v1',
              },
              target: { type: 'Value', value: '10k' },
              metric: { name: 'requests' },
            },
          },
          {
            type: 'Pods',
            pods: {
              metric: { name: 'packets', selector },
              target: { type: 'AverageValue', averageValue: '1k' },
            },
          },
          {
            type: 'ContainerResource',
            containerResource: {
              name: 'cpu',
              container: 'app',
              target: { type: 'Utilization', averageUtilization: 60 },
            },
          },
          {
            type: 'External',
            external: {
              metric: { name: 'queue', selector },
              target: { type: 'AverageValue', averageValue: '30' },
            },
          },
        ],
      }),
    );
    expect(annotations(out)['autoscaling.alpha.kubernetes.io/metrics']).toBe(
      '[{"type":"Object","object":{"target":{"kind":"Ingress","name":"main","apiVersion":"networking.k8s.io/v1"},"metricName":"requests","targetValue":"10k"}},' +
        '{"type":"Pods","pods":{"metricName":"packets","targetAverageValue":"1k","selector":{"matchLabels":{"queue":"jobs"}}}},' +
        '{"type":"ContainerResource","containerResource":{"name":"cpu","targetAverageUtilization":60,"container":"app"}},' +
        '{"type":"External","external":{"metricName":"queue","metricSelector":{"matchLabels":{"queue":"jobs"}},"targetAverageValue":"30"}}]',
    );
    // No CPU utilization target: v1 has none, and the CPU default is not applied on the way to v1.
    expect(out['spec']).toEqual({ scaleTargetRef: ref, minReplicas: 1, maxReplicas: 10 });
  });

  it('keeps behavior as json.Marshal writes the internal struct: Go field names, nil pointers as null', () => {
    const out = toV1(
      decodedV2({
        metrics: [cpu(50)],
        behavior: { scaleDown: { stabilizationWindowSeconds: 300 } },
      }),
    );
    expect(annotations(out)['autoscaling.alpha.kubernetes.io/behavior']).toBe(
      '{"ScaleUp":{"StabilizationWindowSeconds":0,"SelectPolicy":"Max","Policies":[{"Type":"Pods","Value":4,"PeriodSeconds":15},{"Type":"Percent","Value":100,"PeriodSeconds":15}]},' +
        '"ScaleDown":{"StabilizationWindowSeconds":300,"SelectPolicy":"Max","Policies":[{"Type":"Percent","Value":100,"PeriodSeconds":15}]}}',
    );
  });

  it('keeps every current metric and the conditions in annotations; the last CPU utilization is the current one', () => {
    const status = {
      currentReplicas: 3,
      desiredReplicas: 4,
      currentMetrics: [
        {
          type: 'Resource',
          resource: { name: 'cpu', current: { averageValue: '250m', averageUtilization: 55 } },
        },
        { type: 'Resource', resource: { name: 'memory', current: { averageValue: '300Mi' } } },
      ],
      conditions: [
        {
          type: 'AbleToScale',
          status: 'True',
          lastTransitionTime: '2024-05-01T10:00:00Z',
          reason: 'ReadyForNewScale',
        },
      ],
    };
    const out = toV1(decodedV2({ metrics: [cpu(50)] }, { status }));
    expect(out['status']).toEqual({
      currentReplicas: 3,
      desiredReplicas: 4,
      currentCPUUtilizationPercentage: 55,
    });
    expect(annotations(out)).toEqual({
      'autoscaling.alpha.kubernetes.io/current-metrics':
        '[{"type":"Resource","resource":{"name":"cpu","currentAverageUtilization":55,"currentAverageValue":"250m"}},' +
        '{"type":"Resource","resource":{"name":"memory","currentAverageValue":"300Mi"}}]',
      'autoscaling.alpha.kubernetes.io/conditions':
        '[{"type":"AbleToScale","status":"True","lastTransitionTime":"2024-05-01T10:00:00Z","reason":"ReadyForNewScale"}]',
    });
  });

  it('drops round-trip annotations the object carried, keeping only the ones it produces', () => {
    const hpa = decodedV2({ metrics: [cpu(50)] });
    (hpa['metadata'] as JsonObject)['annotations'] = {
      team: 'a',
      'autoscaling.alpha.kubernetes.io/metrics': '[]',
      'autoscaling.alpha.kubernetes.io/conditions': 'x',
    };
    expect(annotations(horizontalPodAutoscalerToV1(hpa))).toEqual({ team: 'a' });
  });

  it('writes the object in autoscaling/v1 Go field order', () => {
    const out = toV1(decodedV2({ metrics: [cpu(50)] }));
    expect(Object.keys(out)).toEqual(['kind', 'apiVersion', 'metadata', 'spec', 'status']);
    expect(Object.keys(out['spec'] as JsonObject)).toEqual([
      'scaleTargetRef',
      'minReplicas',
      'maxReplicas',
      'targetCPUUtilizationPercentage',
    ]);
    expect(out['status']).toEqual({ currentReplicas: 0, desiredReplicas: 0 });
  });
});

describe('autoscaling/v1 to autoscaling/v2', () => {
  it('applies the implicit CPU default when there is no target and no metrics annotation', () => {
    const out = horizontalPodAutoscalerFromV1({ spec: { scaleTargetRef: ref, maxReplicas: 3 } });
    expect((out['spec'] as JsonObject)['metrics']).toEqual([cpu(80)]);
  });

  it('puts the annotation metrics first and the CPU target last, then drops the annotation', () => {
    const metrics =
      '[{"type":"Resource","resource":{"name":"memory","targetAverageValue":"500Mi"}}]';
    const out = toV2(
      decodedV1(
        { targetCPUUtilizationPercentage: 70 },
        { annotations: { 'autoscaling.alpha.kubernetes.io/metrics': metrics, team: 'a' } },
      ),
    );
    expect((out['spec'] as JsonObject)['metrics']).toEqual([memory, cpu(70)]);
    expect(annotations(out)).toEqual({ team: 'a' });
  });

  it.each([
    ['not JSON', 'autoscaling.alpha.kubernetes.io/metrics', '[{'],
    ['not a list', 'autoscaling.alpha.kubernetes.io/metrics', '{"type":"Pods"}'],
    ['an empty behavior', 'autoscaling.alpha.kubernetes.io/behavior', '{}'],
    [
      'a behavior of the wrong type',
      'autoscaling.alpha.kubernetes.io/behavior',
      '{"ScaleUp":{"StabilizationWindowSeconds":"5"}}',
    ],
    [
      'a quantity that does not parse',
      'autoscaling.alpha.kubernetes.io/metrics',
      '[{"type":"Resource","resource":{"name":"memory","targetAverageValue":"lots"}}]',
    ],
    [
      'a metric field of the wrong type',
      'autoscaling.alpha.kubernetes.io/metrics',
      '[{"type":"Pods","pods":{"metricName":["rps"]}}]',
    ],
    [
      'a condition of the wrong type',
      'autoscaling.alpha.kubernetes.io/conditions',
      '[{"type":"AbleToScale","status":true}]',
    ],
  ])('ignores a malformed annotation (%s) and drops it', (_name, key, value) => {
    const out = toV2(
      decodedV1({ targetCPUUtilizationPercentage: 70 }, { annotations: { [key]: value } }),
    );
    expect((out['spec'] as JsonObject)['metrics']).toEqual([cpu(70)]);
    expect((out['spec'] as JsonObject)['behavior']).toBeUndefined();
    expect(annotations(out)).toEqual({});
  });

  it('reads the behavior annotation with encoding/json case folding', () => {
    const out = horizontalPodAutoscalerFromV1({
      metadata: {
        annotations: {
          'autoscaling.alpha.kubernetes.io/behavior':
            '{"scaleDown":{"selectPolicy":"Min","policies":[{"type":"Pods","value":1,"periodSeconds":60}]}}',
        },
      },
      spec: { scaleTargetRef: ref, maxReplicas: 3 },
    });
    expect((out['spec'] as JsonObject)['behavior']).toEqual({
      scaleDown: { selectPolicy: 'Min', policies: [{ type: 'Pods', value: 1, periodSeconds: 60 }] },
    });
  });

  it('turns the status CPU field into a current metric unless the annotation has them all', () => {
    const plain = horizontalPodAutoscalerFromV1({
      spec: {},
      status: { currentCPUUtilizationPercentage: 40, desiredReplicas: 2 },
    });
    expect((plain['status'] as JsonObject)['currentMetrics']).toEqual([
      { type: 'Resource', resource: { name: 'cpu', current: { averageUtilization: 40 } } },
    ]);
    const annotated = horizontalPodAutoscalerFromV1({
      metadata: {
        annotations: {
          'autoscaling.alpha.kubernetes.io/current-metrics':
            '[{"type":"Resource","resource":{"name":"cpu","currentAverageUtilization":40}}]',
        },
      },
      spec: {},
      status: { currentCPUUtilizationPercentage: 40 },
    });
    // The v1 currentAverageValue is no pointer: it comes back as "0".
    expect((annotated['status'] as JsonObject)['currentMetrics']).toEqual([
      {
        type: 'Resource',
        resource: { name: 'cpu', current: { averageValue: '0', averageUtilization: 40 } },
      },
    ]);
  });

  it('decodes an autoscaling/v1 body through internal: minReplicas 1 and the CPU target of 80 appear', () => {
    const out = decodedV1({});
    expect(out['spec']).toEqual({
      scaleTargetRef: ref,
      minReplicas: 1,
      maxReplicas: 10,
      targetCPUUtilizationPercentage: 80,
    });
  });
});

describe('round trips', () => {
  const rich = (): JsonObject =>
    decodedV2(
      {
        minReplicas: 2,
        metrics: [
          cpu(70),
          memory,
          {
            type: 'External',
            external: { metric: { name: 'queue' }, target: { type: 'Value', value: '100' } },
          },
        ],
        behavior: { scaleUp: { policies: [{ type: 'Pods', value: 2, periodSeconds: 30 }] } },
      },
      {
        metadata: { name: 'web', namespace: 'default', labels: { app: 'web' } },
        status: {
          desiredReplicas: 2,
          currentMetrics: [
            { type: 'Resource', resource: { name: 'memory', current: { averageValue: '200Mi' } } },
          ],
          conditions: [
            {
              type: 'ScalingActive',
              status: 'False',
              lastTransitionTime: '2024-05-01T10:00:00Z',
              message: 'no metrics',
            },
          ],
        },
      },
    );

  it('gives back the autoscaling/v2 object after autoscaling/v1, the CPU target moved after the other metrics', () => {
    const original = rich();
    const back = toV2(toV1(original));
    const spec = original['spec'] as JsonObject;
    const metrics = spec['metrics'] as JsonObject[];
    expect(back).toEqual({
      ...original,
      spec: { ...spec, metrics: [...metrics.slice(1), metrics[0]!] },
    });
  });

  it('is stable from autoscaling/v1: converting it there and back changes nothing', () => {
    const once = toV1(rich());
    expect(toV1(toV2(once))).toEqual(once);
    expect(JSON.stringify(toV1(toV2(once)))).toBe(JSON.stringify(once));
  });
});
