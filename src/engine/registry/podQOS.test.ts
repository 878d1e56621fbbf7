// Cases in the spirit of pkg/apis/core/helper/qos/qos_test.go TestComputePodQOS (release-1.32).

import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../apimachinery/types.ts';
import { computePodQOS, getPodQOS } from './podQOS.ts';

const resources = (requests: JsonObject, limits: JsonObject): JsonObject => ({
  ...(Object.keys(requests).length > 0 && { requests }),
  ...(Object.keys(limits).length > 0 && { limits }),
});
const container = (
  name: string,
  requests: JsonObject = {},
  limits: JsonObject = {},
): JsonObject => ({ name, resources: resources(requests, limits) });
const pod = (containers: JsonObject[], initContainers: JsonObject[] = []): JsonObject => ({
  spec: { containers, initContainers },
});

describe('computePodQOS', () => {
  it.each([
    ['no resources', pod([container('a')]), 'BestEffort'],
    [
      'only a resource QoS ignores',
      pod([container('a', { 'nvidia.com/gpu': '1' }, { 'nvidia.com/gpu': '1' })]),
      'BestEffort',
    ],
    ['zero quantities', pod([container('a', { cpu: '0' }, { memory: '0' })]), 'BestEffort'],
    [
      'requests equal limits',
      pod([container('a', { cpu: '100m', memory: '100Mi' }, { cpu: '100m', memory: '100Mi' })]),
      'Guaranteed',
    ],
    [
      'equal in another notation',
      pod([container('a', { cpu: '0.1', memory: '100Mi' }, { cpu: '100m', memory: '100Mi' })]),
      'Guaranteed',
    ],
    [
      'guaranteed with a gpu',
      pod([
        container(
          'a',
          { cpu: '1', memory: '1Gi' },
          { cpu: '1', memory: '1Gi', 'nvidia.com/gpu': '2' },
        ),
      ]),
      'Guaranteed',
    ],
    [
      'two guaranteed containers',
      pod([
        container('a', { cpu: '1', memory: '1Gi' }, { cpu: '1', memory: '1Gi' }),
        container('b', { cpu: '2', memory: '1Gi' }, { cpu: '2', memory: '1Gi' }),
      ]),
      'Guaranteed',
    ],
    [
      'one guaranteed, one best-effort',
      pod([
        container('a', { cpu: '1', memory: '1Gi' }, { cpu: '1', memory: '1Gi' }),
        container('b'),
      ]),
      'Burstable',
    ],
    ['requests only', pod([container('a', { cpu: '100m' })]), 'Burstable'],
    [
      'limits above requests',
      pod([container('a', { cpu: '100m', memory: '1Gi' }, { cpu: '200m', memory: '1Gi' })]),
      'Burstable',
    ],
    ['a cpu limit only', pod([container('a', {}, { cpu: '1' })]), 'Burstable'],
    [
      'an init container counts',
      pod(
        [container('a', { cpu: '1', memory: '1Gi' }, { cpu: '1', memory: '1Gi' })],
        [container('i', { cpu: '1' })],
      ),
      'Burstable',
    ],
  ])('%s → %s', (_name, input, want) => {
    expect(computePodQOS(input)).toBe(want);
  });

  it('GetPodQOS returns a status.qosClass already set', () => {
    expect(getPodQOS({ ...pod([container('a')]), status: { qosClass: 'Guaranteed' } })).toBe(
      'Guaranteed',
    );
    expect(getPodQOS({ ...pod([container('a')]), status: { qosClass: '' } })).toBe('BestEffort');
  });
});

describe('computePodQOS with pod-level resources', () => {
  const withPodLevel = (resources: JsonObject): JsonObject => ({
    spec: {
      ...(pod([container('a', { cpu: '1' }, { cpu: '1', memory: '1Gi' })])['spec'] as JsonObject),
      resources,
    },
  });
  const at = (version: '1.33' | '1.35' | '1.37') => ({ version, featureGates: {} });

  it('classes by the pod-level values where PodLevelResources is on (1.34+)', () => {
    const guaranteed = withPodLevel({
      requests: { cpu: '2', memory: '2Gi' },
      limits: { cpu: '2', memory: '2Gi' },
    });
    expect(computePodQOS(guaranteed, at('1.35'))).toBe('Guaranteed');
    expect(computePodQOS(guaranteed, at('1.33'))).toBe('Burstable');
    expect(computePodQOS(withPodLevel({ requests: { cpu: '2' } }), at('1.35'))).toBe('Burstable');
  });

  it('classes an empty spec.resources BestEffort before 1.37, by the containers from 1.37 (kubernetes#137150)', () => {
    const empty = withPodLevel({});
    expect(computePodQOS(empty, at('1.35'))).toBe('BestEffort');
    expect(computePodQOS(empty, at('1.37'))).toBe('Burstable');
    expect(computePodQOS(withPodLevel({ limits: { 'hugepages-2Mi': '2Mi' } }), at('1.37'))).toBe(
      'Burstable',
    );
  });
});
