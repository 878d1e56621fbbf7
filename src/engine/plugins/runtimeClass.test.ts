// Table tests for the RuntimeClass plugin, after plugin/pkg/admission/runtimeclass/admission_test.go
// (TestSetOverhead, TestSetScheduling, TestAdmit, TestValidate).

import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../apimachinery/types.ts';
import { runtimeClassPlugin as plugin } from './runtimeClass.ts';
import { pluginRequest, pod } from './testing.ts';

const rc = (name: string, extra: JsonObject = {}): JsonObject => ({
  apiVersion: 'node.k8s.io/v1',
  kind: 'RuntimeClass',
  metadata: { name },
  handler: 'h',
  ...extra,
});
const withOverhead = rc('kata', { overhead: { podFixed: { memory: '100Mi', cpu: '100m' } } });
const scheduled = rc('gvisor', {
  scheduling: {
    nodeSelector: { sandboxed: 'true' },
    tolerations: [{ key: 'sandbox', operator: 'Exists', effect: 'NoSchedule' }],
  },
});
const run = (
  phase: 'admit' | 'validate',
  spec: JsonObject,
  objects: JsonObject[] = [withOverhead, scheduled],
) =>
  plugin[phase]?.(pluginRequest({ attr: { object: pod({ containers: [], ...spec }) }, objects }));
const specOf = (o: JsonObject | undefined) => (o?.['spec'] ?? {}) as JsonObject;

describe('RuntimeClass admit', () => {
  it('sets the class overhead with sorted keys at its Go position', () => {
    const s = specOf(
      run('admit', {
        runtimeClassName: 'kata',
        enableServiceLinks: true,
        preemptionPolicy: 'Never',
      })?.object,
    );
    expect(JSON.stringify(s['overhead'])).toBe('{"cpu":"100m","memory":"100Mi"}');
    expect(Object.keys(s)).toEqual([
      'containers',
      'runtimeClassName',
      'enableServiceLinks',
      'preemptionPolicy',
      'overhead',
    ]);
  });

  it.each([
    [
      'an equal overhead written differently is accepted',
      { cpu: '0.1', memory: '100Mi' },
      undefined,
    ],
    [
      'a different overhead is refused',
      { cpu: '200m', memory: '100Mi' },
      "pods \"p\" is forbidden: pod rejected: Pod's Overhead doesn't match RuntimeClass's defined Overhead",
    ],
  ])('%s', (_, overhead, message) => {
    expect(run('admit', { runtimeClassName: 'kata', overhead })?.status?.message).toBe(message);
  });

  it('merges the class nodeSelector and tolerations into the pod', () => {
    const s = specOf(
      run('admit', {
        runtimeClassName: 'gvisor',
        nodeSelector: { zone: 'a' },
        tolerations: [{ key: 'x', operator: 'Exists' }],
      })?.object,
    );
    expect(s['nodeSelector']).toEqual({ sandboxed: 'true', zone: 'a' });
    expect(s['tolerations']).toEqual([
      { key: 'x', operator: 'Exists' },
      { key: 'sandbox', operator: 'Exists', effect: 'NoSchedule' },
    ]);
  });

  it('drops pod tolerations the class tolerations cover (MergeTolerations)', () => {
    const s = specOf(
      run('admit', {
        runtimeClassName: 'gvisor',
        tolerations: [{ key: 'sandbox', operator: 'Equal', value: 'v', effect: 'NoSchedule' }],
      })?.object,
    );
    expect(s['tolerations']).toEqual([
      { key: 'sandbox', operator: 'Exists', effect: 'NoSchedule' },
    ]);
  });

  it('refuses a nodeSelector conflicting with the class', () => {
    expect(
      run('admit', { runtimeClassName: 'gvisor', nodeSelector: { sandboxed: 'false' } })?.status,
    ).toMatchObject({
      code: 403,
      message:
        'pods "p" is forbidden: conflict: runtimeClass.scheduling.nodeSelector[sandboxed] = true; pod.spec.nodeSelector[sandboxed] = false',
    });
  });

  it('refuses a class that does not exist, in both phases', () => {
    const message = 'pods "p" is forbidden: pod rejected: RuntimeClass "missing" not found';
    expect(run('admit', { runtimeClassName: 'missing' })?.status?.message).toBe(message);
    expect(run('validate', { runtimeClassName: 'missing' })?.status?.message).toBe(message);
  });

  it('changes nothing for a pod without a class or a class without overhead and scheduling', () => {
    expect(run('admit', {})?.object).toBeUndefined();
    expect(run('admit', { runtimeClassName: 'plain' }, [rc('plain')])?.object).toBeUndefined();
  });
});

describe('RuntimeClass validate', () => {
  it.each([
    ['no overhead passes', {}, undefined],
    [
      'a matching overhead passes',
      { runtimeClassName: 'kata', overhead: { cpu: '100m', memory: '100Mi' } },
      undefined,
    ],
    [
      'an overhead without a class is refused',
      { overhead: { cpu: '1' } },
      'pods "p" is forbidden: pod rejected: Pod Overhead set without corresponding RuntimeClass defined Overhead',
    ],
    [
      'an overhead with a class without one is refused',
      { runtimeClassName: 'gvisor', overhead: { cpu: '1' } },
      'pods "p" is forbidden: pod rejected: Pod Overhead set without corresponding RuntimeClass defined Overhead',
    ],
    [
      'a changed overhead is refused',
      { runtimeClassName: 'kata', overhead: { cpu: '1' } },
      "pods \"p\" is forbidden: pod rejected: Pod's Overhead doesn't match RuntimeClass's defined Overhead",
    ],
  ])('%s', (_, spec, message) => {
    expect(run('validate', spec)?.status?.message).toBe(message);
  });

  it('handles only CREATE', () => {
    expect([plugin.handles('CREATE'), plugin.handles('UPDATE')]).toEqual([true, false]);
  });
});
