// Table tests for the BestEffort QoS decision PodTolerationRestriction and ResourceQuota share
// (cases after pkg/apis/core/v1/helper/qos/qos_test.go TestComputePodQOS).

import { describe, expect, it } from 'vitest';
import { computesBestEffort, isBestEffort } from './qos.ts';

describe('isBestEffort', () => {
  it.each([
    ['no resources', { spec: { containers: [{ name: 'c' }] } }, true],
    [
      'a cpu request',
      { spec: { containers: [{ name: 'c', resources: { requests: { cpu: '100m' } } }] } },
      false,
    ],
    [
      'a memory limit on an init container',
      { spec: { initContainers: [{ name: 'c', resources: { limits: { memory: '1Gi' } } }] } },
      false,
    ],
    [
      'a zero limit and an extended resource',
      {
        spec: {
          initContainers: [
            { name: 'c', resources: { limits: { memory: '0', 'example.com/gpu': '1' } } },
          ],
        },
      },
      true,
    ],
    [
      'resources on an ephemeral container only',
      { spec: { ephemeralContainers: [{ name: 'e', resources: { requests: { cpu: '1' } } }] } },
      true,
    ],
    ['a stored class', { spec: { containers: [] }, status: { qosClass: 'Burstable' } }, false],
  ])('%s', (_, object, expected) => expect(isBestEffort(object)).toBe(expected));

  it('computes the class from the spec alone, ignoring a stored one', () => {
    expect(computesBestEffort({ containers: [{ name: 'c' }] })).toBe(true);
    expect(
      computesBestEffort({ containers: [{ name: 'c', resources: { limits: { cpu: '1' } } }] }),
    ).toBe(false);
  });
});
