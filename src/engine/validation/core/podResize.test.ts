import { describe, expect, it } from 'vitest';
import { fieldErrorString } from '../../apimachinery/field.ts';
import type { JsonObject, KubernetesVersion } from '../../apimachinery/types.ts';
import { podValidationOptions } from './options.ts';
import { validatePodResize } from './podResize.ts';
import { validPod } from './testing.ts';

// Rows in the spirit of master's TestValidatePodResize: the stored pod, and the pod as
// podResizeStrategy left it (only resources and resizePolicy changed).

const stored = (): JsonObject => {
  const pod = validPod();
  const spec = pod['spec'] as JsonObject;
  const app = (spec['containers'] as JsonObject[])[0] as JsonObject;
  app['resources'] = { requests: { cpu: '1', memory: '1Gi' }, limits: { memory: '2Gi' } };
  spec['initContainers'] = [
    {
      name: 'init',
      image: 'busybox',
      imagePullPolicy: 'IfNotPresent',
      terminationMessagePolicy: 'File',
      resources: { requests: { cpu: '1' } },
    },
  ];
  pod['status'] = { qosClass: 'Burstable' };
  return pod;
};
const ctr = (pod: JsonObject, list = 'containers'): JsonObject =>
  ((pod['spec'] as JsonObject)[list] as JsonObject[])[0] as JsonObject;

function resize(
  change: (pod: JsonObject) => void,
  version: KubernetesVersion = '1.36',
  gates = { podLevelResize: true, initContainers: true },
  old: JsonObject = stored(),
): string[] {
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
  return validatePodResize(pod, old, opts, gates, { version, featureGates: {} }).map((e) =>
    fieldErrorString(e, version),
  );
}

describe('validatePodResize', () => {
  it.each<[string, (pod: JsonObject) => void, string[]]>([
    [
      'a cpu and memory change',
      (p) =>
        (ctr(p)['resources'] = {
          requests: { cpu: '2', memory: '1Gi' },
          limits: { memory: '3Gi' },
        }),
      [],
    ],
    [
      'a removed request',
      (p) => (ctr(p)['resources'] = { requests: { cpu: '2' }, limits: { memory: '2Gi' } }),
      ['spec.containers[0].resources.requests: Forbidden: resource requests cannot be removed'],
    ],
    [
      'an ephemeral-storage change',
      (p) =>
        (ctr(p)['resources'] = {
          requests: { cpu: '1', memory: '1Gi', 'ephemeral-storage': '1Gi' },
          limits: { memory: '2Gi' },
        }),
      ['spec: Forbidden: only cpu and memory resources are mutable'],
    ],
    [
      'a change that makes the pod Guaranteed',
      (p) => {
        const equal = { cpu: '1', memory: '1Gi' };
        ctr(p)['resources'] = { requests: equal, limits: equal };
        ctr(p, 'initContainers')['resources'] = { requests: equal, limits: equal };
      },
      ['spec: Invalid value: "Burstable": Pod QOS Class may not change as a result of resizing'],
    ],
  ])('1.36: %s', (_name, change, want) => {
    expect(resize(change)).toEqual(want);
  });

  it('refuses a plain init container resize without InPlacePodVerticalScalingInitContainers', () => {
    const change = (p: JsonObject) =>
      (ctr(p, 'initContainers')['resources'] = { requests: { cpu: '2' } });
    expect(resize(change, '1.35', { podLevelResize: false, initContainers: false })).toEqual([
      'spec: Forbidden: resources for non-sidecar init containers are immutable',
    ]);
    expect(resize(change)).toEqual([]);
  });

  it('refuses a static pod, or one on a node without resize support', () => {
    const mirror = stored();
    (mirror['metadata'] as JsonObject)['annotations'] = { 'kubernetes.io/config.mirror': 'x' };
    expect(resize(() => undefined, '1.36', undefined, mirror)).toEqual([
      ': Forbidden: static pods cannot be resized',
    ]);
    const oldKubelet = stored();
    oldKubelet['status'] = {
      qosClass: 'Burstable',
      containerStatuses: [{ name: 'app', state: { running: {} } }],
    };
    expect(resize(() => undefined, '1.36', undefined, oldKubelet)).toEqual([
      'spec: Forbidden: Pod running on node without support for resize',
    ]);
  });

  describe('pod-level resources', () => {
    const withPodLevel = (): JsonObject => {
      const pod = stored();
      (pod['spec'] as JsonObject)['resources'] = { requests: { cpu: '2' } };
      return pod;
    };
    const spec = (p: JsonObject): JsonObject => p['spec'] as JsonObject;

    it('refuses them where InPlacePodLevelResourcesVerticalScaling is off', () => {
      expect(
        resize(
          () => undefined,
          '1.35',
          { podLevelResize: false, initContainers: false },
          withPodLevel(),
        ),
      ).toEqual([
        ': Forbidden: resize of pods with pod-level resources is forbidden when InPlacePodLevelResourcesVerticalScalingEnabled feature gate is disabled',
      ]);
    });

    it.each<[string, (pod: JsonObject) => void, string[]]>([
      ['a cpu change', (p) => (spec(p)['resources'] = { requests: { cpu: '3' } }), []],
      [
        'removed pod-level resources',
        (p) => delete spec(p)['resources'],
        ['spec.resources: Forbidden: pod-level resources cannot be removed'],
      ],
      [
        'a removed pod-level request and a hugepages limit',
        (p) => (spec(p)['resources'] = { requests: {}, limits: { 'hugepages-2Mi': '2Mi' } }),
        [
          // validatePodSpec's pod-level check (validatePodResources) comes first.
          'spec.resources: Forbidden: HugePages require cpu or memory',
          // Before 1.37 the pod-level values alone class it: BestEffort now.
          'spec: Invalid value: "Burstable": Pod QOS Class may not change as a result of resizing',
          'spec.resources.requests: Forbidden: pod-level resource requests cannot be removed',
          'spec: Forbidden: only cpu and memory resources are mutable at pod-level',
        ],
      ],
    ])('1.36: %s', (_name, change, want) => {
      expect(resize(change, '1.36', undefined, withPodLevel())).toEqual(want);
    });
  });
});
