// Table tests for the pod sums LimitRanger and ResourceQuota share (cases after
// pkg/api/v1/resource/helpers_test.go TestPodRequestsAndLimits and TestPodResourceRequests).

import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../apimachinery/types.ts';
import { podLimits, podRequests } from './podResourceHelpers.ts';
import { describeList } from '../../apimachinery/quantity/resourceList.ts';

const c = (
  name: string,
  requests: JsonObject,
  limits: JsonObject = {},
  restartPolicy?: string,
): JsonObject => ({
  name,
  resources: { requests, limits },
  ...(restartPolicy === undefined ? {} : { restartPolicy }),
});

describe('podRequests and podLimits', () => {
  it.each<[string, JsonObject, string, string]>([
    [
      'sums the containers',
      { containers: [c('a', { cpu: '100m' }), c('b', { cpu: '200m', memory: '1Gi' })] },
      'cpu=300m, memory=1Gi',
      '',
    ],
    [
      'takes the larger of the containers and an init container',
      { initContainers: [c('i', { cpu: '1' })], containers: [c('a', { cpu: '100m' })] },
      'cpu=1',
      '',
    ],
    [
      'counts a sidecar beside the containers and under later init containers',
      {
        initContainers: [c('s', { cpu: '100m' }, {}, 'Always'), c('i', { cpu: '500m' })],
        containers: [c('a', { cpu: '200m' })],
      },
      'cpu=600m',
      '',
    ],
    [
      'adds the overhead to requests, and to limits only where a limit is set',
      { overhead: { cpu: '10m', memory: '1Mi' }, containers: [c('a', { cpu: '1' }, { cpu: '2' })] },
      'cpu=1010m, memory=1Mi',
      'cpu=2010m',
    ],
  ])('%s', (_, spec, requests, limits) => {
    expect(describeList(podRequests(spec))).toBe(requests);
    expect(describeList(podLimits(spec))).toBe(limits);
  });

  it('leaves the overhead out when asked, as LimitRanger does', () => {
    const spec = { overhead: { cpu: '10m' }, containers: [c('a', { cpu: '1' }, { cpu: '2' })] };
    expect(describeList(podRequests(spec, { excludeOverhead: true }))).toBe('cpu=1');
    expect(describeList(podLimits(spec, { excludeOverhead: true }))).toBe('cpu=2');
  });
});
