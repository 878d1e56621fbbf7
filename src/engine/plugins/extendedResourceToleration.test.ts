// Table tests for ExtendedResourceToleration, ported from plugin/pkg/admission/
// extendedresourcetoleration/admission_test.go (TestAdmit, TestHandles).

import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../apimachinery/types.ts';
import {
  extendedResourceTolerationPlugin as plugin,
  isExtendedResourceName,
} from './extendedResourceToleration.ts';
import { pluginRequest, pod } from './testing.ts';

const requesting = (resource: string) => ({
  name: 'c',
  resources: { requests: { [resource]: '1' } },
});
const cpu = requesting('cpu');
const memory = requesting('memory');
const ext1 = requesting('example.com/device-ek');
const ext2 = requesting('example.com/device-do');
const tol = (key: string) => ({ key, operator: 'Exists', effect: 'NoSchedule' });
const admit = (spec: JsonObject) => plugin.admit?.(pluginRequest({ attr: { object: pod(spec) } }));
const tolerationsOf = (spec: JsonObject) => {
  const answer = admit(spec);
  return answer?.object === undefined
    ? spec['tolerations']
    : (answer.object['spec'] as JsonObject)['tolerations'];
};

describe('ExtendedResourceToleration', () => {
  it.each([
    ['empty pod', {}, undefined],
    ['container without extended resources', { containers: [cpu] }, undefined],
    ['init container without extended resources', { initContainers: [memory] }, undefined],
    ['container with an extended resource', { containers: [ext1] }, [tol('example.com/device-ek')]],
    [
      'init container with an extended resource',
      { initContainers: [ext2] },
      [tol('example.com/device-do')],
    ],
    [
      'existing tolerations are kept',
      {
        containers: [cpu, ext1],
        tolerations: [{ key: 'foo', operator: 'Equal', value: 'bar', effect: 'NoSchedule' }],
      },
      [
        { key: 'foo', operator: 'Equal', value: 'bar', effect: 'NoSchedule' },
        tol('example.com/device-ek'),
      ],
    ],
    [
      'several resources, sorted by key',
      { containers: [memory, ext1], initContainers: [cpu, ext2] },
      [tol('example.com/device-do'), tol('example.com/device-ek')],
    ],
    [
      'an existing identical toleration',
      { containers: [cpu, memory, ext1], tolerations: [tol('example.com/device-ek')] },
      [tol('example.com/device-ek')],
    ],
    [
      'same key, other effect and value',
      {
        containers: [ext1],
        tolerations: [
          { key: 'example.com/device-ek', operator: 'Equal', value: 'foo', effect: 'NoExecute' },
        ],
      },
      [
        { key: 'example.com/device-ek', operator: 'Equal', value: 'foo', effect: 'NoExecute' },
        tol('example.com/device-ek'),
      ],
    ],
    [
      'a wildcard toleration',
      { containers: [ext1], tolerations: [{ operator: 'Exists' }] },
      [{ operator: 'Exists' }, tol('example.com/device-ek')],
    ],
  ])('%s', (_, spec, expected) => {
    expect(tolerationsOf(spec)).toEqual(expected);
  });

  it.each([
    ['cpu', false],
    ['kubernetes.io/something', false],
    ['requests.example.com/x', false],
    ['example.com/gpu', true],
    ['example.com/in valid', false],
  ])('isExtendedResourceName(%s) is %s', (name, expected) =>
    expect(isExtendedResourceName(name)).toBe(expected),
  );

  it('handles CREATE and UPDATE only (TestHandles)', () => {
    expect([
      plugin.handles('CREATE'),
      plugin.handles('UPDATE'),
      plugin.handles('DELETE'),
      plugin.handles('CONNECT'),
    ]).toEqual([true, true, false, false]);
  });
});
