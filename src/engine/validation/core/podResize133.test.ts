import { describe, expect, it } from 'vitest';
import { fieldErrorString } from '../../apimachinery/field.ts';
import type { JsonObject, KubernetesVersion } from '../../apimachinery/types.ts';
import { podValidationOptions } from './options.ts';
import { validatePodResize } from './podResize.ts';
import { validPod } from './testing.ts';

// ValidatePodResize at 1.33 (kubernetes commit 000f260) and 1.34 (inferred: 1.33's without the
// memory-limit rule), reached through validatePodResize; rows in the spirit of TestValidatePodResize.

const stored = (): JsonObject => {
  const pod = validPod();
  const spec = pod['spec'] as JsonObject;
  const app = (spec['containers'] as JsonObject[])[0] as JsonObject;
  app['resources'] = { requests: { cpu: '1', memory: '1Gi' }, limits: { memory: '2Gi' } };
  const init = (name: string, extra: JsonObject = {}): JsonObject => ({
    name,
    image: 'busybox',
    imagePullPolicy: 'IfNotPresent',
    terminationMessagePolicy: 'File',
    resources: { requests: { cpu: '1' } },
    ...extra,
  });
  spec['initContainers'] = [init('init'), init('sidecar', { restartPolicy: 'Always' })];
  pod['status'] = { qosClass: 'Burstable' };
  return pod;
};
const ctr = (pod: JsonObject, list = 'containers', i = 0): JsonObject =>
  ((pod['spec'] as JsonObject)[list] as JsonObject[])[i] as JsonObject;

function resize(version: KubernetesVersion, change: (pod: JsonObject) => void): string[] {
  const old = stored();
  const pod = structuredClone(old);
  change(pod);
  const opts = podValidationOptions(
    version,
    true,
    {},
    () => undefined,
    true,
    old['spec'] as JsonObject,
  );
  const gates = { podLevelResize: false, initContainers: false };
  return validatePodResize(pod, old, opts, gates, { version, featureGates: {} }).map((e) =>
    fieldErrorString(e, version),
  );
}

const memoryLimit = (q: string) => (p: JsonObject) =>
  (ctr(p)['resources'] = { requests: { cpu: '1', memory: '1Gi' }, limits: { memory: q } });

describe('ValidatePodResize at 1.33 and 1.34', () => {
  it('accepts a cpu change and a larger memory limit', () => {
    const grow = (p: JsonObject) =>
      (ctr(p)['resources'] = { requests: { cpu: '2', memory: '1Gi' }, limits: { memory: '3Gi' } });
    expect(resize('1.33', grow)).toEqual([]);
    expect(resize('1.34', grow)).toEqual([]);
  });

  it('refuses a smaller memory limit under the default policy at 1.33, not at 1.34', () => {
    expect(resize('1.33', memoryLimit('1Gi'))).toEqual([
      'spec.containers[0].resources.limits[memory]: Forbidden: memory limits cannot be decreased unless resizePolicy is RestartContainer',
    ]);
    expect(resize('1.34', memoryLimit('1Gi'))).toEqual([]);
  });

  it('allows the smaller memory limit at 1.33 with a RestartContainer memory policy', () => {
    const old = stored();
    ctr(old)['resizePolicy'] = [{ resourceName: 'memory', restartPolicy: 'RestartContainer' }];
    const pod = structuredClone(old);
    memoryLimit('1Gi')(pod);
    const opts = podValidationOptions(
      '1.33',
      true,
      {},
      () => undefined,
      true,
      old['spec'] as JsonObject,
    );
    expect(
      validatePodResize(
        pod,
        old,
        opts,
        { podLevelResize: false, initContainers: false },
        {
          version: '1.33',
          featureGates: {},
        },
      ),
    ).toEqual([]);
  });

  it('refuses a removed request and a change of another resource', () => {
    expect(
      resize(
        '1.33',
        (p) => (ctr(p)['resources'] = { requests: { cpu: '1' }, limits: { memory: '2Gi' } }),
      ),
    ).toEqual([
      // The munged requests take the old memory back, so only the removal is reported.
      'spec.containers[0].resources.requests: Forbidden: resource requests cannot be removed',
    ]);
    expect(
      resize('1.34', (p) => {
        const r = ctr(p)['resources'] as JsonObject;
        (r['requests'] as JsonObject)['ephemeral-storage'] = '1Gi';
      }),
    ).toEqual(['spec: Forbidden: only cpu and memory resources are mutable']);
  });

  it('keeps non-sidecar init containers fixed and sidecars to cpu and memory', () => {
    expect(
      resize('1.33', (p) => (ctr(p, 'initContainers')['resources'] = { requests: { cpu: '2' } })),
    ).toEqual(['spec: Forbidden: resources for non-sidecar init containers are immutable']);
    expect(
      resize(
        '1.33',
        (p) => (ctr(p, 'initContainers', 1)['resources'] = { requests: { cpu: '2' } }),
      ),
    ).toEqual([]);
    expect(
      resize(
        '1.34',
        (p) =>
          (ctr(p, 'initContainers', 1)['resources'] = {
            requests: { cpu: '1', 'ephemeral-storage': '1Gi' },
          }),
      ),
    ).toEqual([
      'spec: Forbidden: only cpu and memory resources for sidecar containers are mutable',
    ]);
  });

  it('refuses a pod with pod-level resources, before the static-pod check, with that error alone', () => {
    const podLevel = (p: JsonObject) => {
      (p['spec'] as JsonObject)['resources'] = { limits: { cpu: '4' } };
      (p['metadata'] as JsonObject)['name'] = 'renamed';
    };
    expect(resize('1.34', podLevel)).toEqual([
      ': Forbidden: pods with pod-level resources cannot be resized',
    ]);
  });
});
