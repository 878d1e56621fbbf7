// The metric structs autoscaling/v1 keeps in annotations, checked field by field and in the Go order
// of k8s.io/api autoscaling/v1/types.go (release-1.32), against the Convert_* functions of
// pkg/apis/autoscaling/v1/conversion.go.

import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../apimachinery/types.ts';
import {
  metricSpecFromV1,
  metricSpecToV1,
  metricStatusFromV1,
  metricStatusToV1,
} from './autoscalingMetrics.ts';

const selector = { matchLabels: { a: 'b' } };
const ref = { kind: 'Ingress', name: 'main', apiVersion: 'networking.k8s.io/v1' };
const metric = { name: 'm', selector };
const fullTarget = { type: 'Value', value: '1', averageValue: '2', averageUtilization: 3 };
const fullCurrent = { value: '1', averageValue: '2', averageUtilization: 3 };

const keys = (o: JsonObject, key: string): string[] => Object.keys(o[key] as JsonObject);

describe('autoscaling/v1 metric structs in Go order', () => {
  it.each([
    [
      'ObjectMetricSource',
      'object',
      { describedObject: ref, target: fullTarget, metric },
      ['target', 'metricName', 'targetValue', 'selector', 'averageValue'],
    ],
    [
      'PodsMetricSource',
      'pods',
      { metric, target: fullTarget },
      ['metricName', 'targetAverageValue', 'selector'],
    ],
    [
      'ResourceMetricSource',
      'resource',
      { name: 'cpu', target: fullTarget },
      ['name', 'targetAverageUtilization', 'targetAverageValue'],
    ],
    [
      'ContainerResourceMetricSource',
      'containerResource',
      { name: 'cpu', container: 'app', target: fullTarget },
      ['name', 'targetAverageUtilization', 'targetAverageValue', 'container'],
    ],
    [
      'ExternalMetricSource',
      'external',
      { metric, target: fullTarget },
      ['metricName', 'metricSelector', 'targetValue', 'targetAverageValue'],
    ],
  ])('writes %s', (_name, key, source, order) => {
    expect(keys(metricSpecToV1({ type: 'X', [key]: source }), key)).toEqual(order);
  });

  it.each([
    [
      'ObjectMetricStatus',
      'object',
      { describedObject: ref, current: fullCurrent, metric },
      ['target', 'metricName', 'currentValue', 'selector', 'averageValue'],
    ],
    [
      'PodsMetricStatus',
      'pods',
      { metric, current: fullCurrent },
      ['metricName', 'currentAverageValue', 'selector'],
    ],
    [
      'ResourceMetricStatus',
      'resource',
      { name: 'cpu', current: fullCurrent },
      ['name', 'currentAverageUtilization', 'currentAverageValue'],
    ],
    [
      'ContainerResourceMetricStatus',
      'containerResource',
      { name: 'cpu', container: 'app', current: fullCurrent },
      ['name', 'currentAverageUtilization', 'currentAverageValue', 'container'],
    ],
    [
      'ExternalMetricStatus',
      'external',
      { metric, current: fullCurrent },
      ['metricName', 'metricSelector', 'currentValue', 'currentAverageValue'],
    ],
  ])('writes %s', (_name, key, source, order) => {
    expect(keys(metricStatusToV1({ type: 'X', [key]: source }), key)).toEqual(order);
  });

  it('writes MetricSpec as type, object, pods, resource, containerResource, external', () => {
    const all = {
      type: 'X',
      external: { metric },
      containerResource: { name: 'cpu' },
      resource: { name: 'cpu' },
      pods: { metric },
      object: { metric },
    };
    expect(Object.keys(metricSpecToV1(all))).toEqual([
      'type',
      'object',
      'pods',
      'resource',
      'containerResource',
      'external',
    ]);
  });
});

describe('autoscaling/v1 metric structs to the internal version', () => {
  it.each([
    // Convert_v1_ObjectMetricSource_To_autoscaling_ObjectMetricSource: Value always set; AverageValue decides the type.
    [
      'an object target value',
      { type: 'Object', object: { target: ref, metricName: 'rps', targetValue: '10' } },
      {
        type: 'Object',
        object: {
          describedObject: ref,
          target: { type: 'Value', value: '10' },
          metric: { name: 'rps' },
        },
      },
    ],
    [
      'an object average value',
      {
        type: 'Object',
        object: { target: ref, metricName: 'rps', targetValue: '0', averageValue: '5' },
      },
      {
        type: 'Object',
        object: {
          describedObject: ref,
          target: { type: 'AverageValue', value: '0', averageValue: '5' },
          metric: { name: 'rps' },
        },
      },
    ],
    [
      'a pods target',
      { type: 'Pods', pods: { metricName: 'rps', targetAverageValue: '1k' } },
      {
        type: 'Pods',
        pods: { metric: { name: 'rps' }, target: { type: 'AverageValue', averageValue: '1k' } },
      },
    ],
    [
      'a resource average value',
      { type: 'Resource', resource: { name: 'memory', targetAverageValue: '1Gi' } },
      {
        type: 'Resource',
        resource: { name: 'memory', target: { type: 'AverageValue', averageValue: '1Gi' } },
      },
    ],
    [
      'an external value',
      {
        type: 'External',
        external: { metricName: 'q', metricSelector: selector, targetValue: '3' },
      },
      {
        type: 'External',
        external: { metric: { name: 'q', selector }, target: { type: 'Value', value: '3' } },
      },
    ],
  ])('reads %s', (_name, v1, internal) => {
    expect(metricSpecFromV1(v1)).toEqual(internal);
  });

  it('reads statuses with the non-pointer v1 quantities as set values', () => {
    expect(metricStatusFromV1({ type: 'Pods', pods: { metricName: 'rps' } })).toEqual({
      type: 'Pods',
      pods: { metric: { name: 'rps' }, current: { averageValue: '0' } },
    });
    expect(
      metricStatusFromV1({
        type: 'External',
        external: { metricName: 'q', currentValue: '7', currentAverageValue: '1' },
      }),
    ).toEqual({
      type: 'External',
      external: { metric: { name: 'q' }, current: { value: '7', averageValue: '1' } },
    });
  });
});
