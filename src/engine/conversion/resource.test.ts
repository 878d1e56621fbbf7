// Table tests of ResourceSlice between resource.k8s.io v1beta1 and v1alpha3 against
// pkg/apis/resource/v1alpha3/conversion.go: a device's capacity and nothing else.

import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../apimachinery/types.ts';
import { convertObject } from './index.ts';

const beta = { group: 'resource.k8s.io', version: 'v1beta1', kind: 'ResourceSlice' };
const alpha = { group: 'resource.k8s.io', version: 'v1alpha3', kind: 'ResourceSlice' };
const slice = (capacity: JsonObject): JsonObject => ({
  apiVersion: 'resource.k8s.io/v1beta1',
  kind: 'ResourceSlice',
  metadata: { name: 'node-1-gpu' },
  spec: {
    driver: 'gpu.example.com',
    pool: { name: 'node-1', resourceSliceCount: 1 },
    nodeName: 'node-1',
    devices: [{ name: 'gpu-0', basic: { capacity } }],
  },
});

describe('ResourceSlice between resource.k8s.io v1beta1 and v1alpha3', () => {
  it.each([
    ['memory', { memory: { value: '80Gi' } }, { memory: '80Gi' }],
    [
      'two capacities',
      { cores: { value: '128' }, memory: { value: '40Gi' } },
      { cores: '128', memory: '40Gi' },
    ],
  ])(
    'turns DeviceCapacity {value} into the Quantity and back (%s)',
    (_name, betaCapacity, alphaCapacity) => {
      const converted = convertObject(slice(betaCapacity), beta, alpha) ?? {};
      expect(converted).toEqual({
        ...slice(alphaCapacity),
        apiVersion: 'resource.k8s.io/v1alpha3',
      });
      expect(convertObject(converted, alpha, beta)).toEqual(slice(betaCapacity));
    },
  );
});
