// Cases ported from plugin/pkg/admission/limitranger/admission_test.go (TestMergePodResourceRequirements,
// TestPodLimitFunc, TestPersistentVolumeClaimLimitFunc), with the 1.32 messages.

import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../apimachinery/types.ts';
import { objectsAt } from '../objectFields.ts';
import { pluginRequest, pod } from '../testing.ts';
import { limitRangerPlugin } from './index.ts';

type List = Record<string, string>;

function limitRange(items: JsonObject[], name = 'abc'): JsonObject {
  return {
    apiVersion: 'v1',
    kind: 'LimitRange',
    metadata: { name, namespace: 'default' },
    spec: { limits: items },
  };
}

const item = (
  type: string,
  fields: { min?: List; max?: List; default?: List; defaultRequest?: List; ratio?: List },
): JsonObject => {
  const out: JsonObject = { type };
  if (fields.min) out['min'] = fields.min;
  if (fields.max) out['max'] = fields.max;
  if (fields.default) out['default'] = fields.default;
  if (fields.defaultRequest) out['defaultRequest'] = fields.defaultRequest;
  if (fields.ratio) out['maxLimitRequestRatio'] = fields.ratio;
  return out;
};

const res = (requests: List = {}, limits: List = {}): JsonObject => {
  const out: JsonObject = {};
  if (Object.keys(limits).length > 0) out['limits'] = limits;
  if (Object.keys(requests).length > 0) out['requests'] = requests;
  return out;
};

function podWith(n: number, resources: JsonObject, extra: JsonObject = {}): JsonObject {
  const containers = Array.from({ length: n }, (_, i) => ({
    name: `foo-${i}`,
    image: `foo:V${i}`,
    resources,
  }));
  return pod({ containers, ...extra });
}

// validLimitRange() of the upstream test.
const valid = limitRange([
  item('Pod', { max: { cpu: '200m', memory: '4Gi' }, min: { cpu: '50m', memory: '2Mi' } }),
  item('Container', {
    max: { cpu: '100m', memory: '2Gi' },
    min: { cpu: '25m', memory: '1Mi' },
    default: { cpu: '75m', memory: '10Mi' },
    defaultRequest: { cpu: '50m', memory: '5Mi' },
  }),
]);

const admit = (object: JsonObject, ranges: JsonObject[]) =>
  limitRangerPlugin.admit!(pluginRequest({ attr: { object }, objects: ranges }));
const validate = (object: JsonObject, ranges: JsonObject[], attr: JsonObject = {}) =>
  limitRangerPlugin.validate!(pluginRequest({ attr: { object, ...attr }, objects: ranges }));

const firstContainer = (object: JsonObject | undefined): JsonObject =>
  objectsAt(object, 'spec', 'containers')[0] ?? {};

const annotation = (object: JsonObject | undefined): unknown =>
  ((object?.['metadata'] as JsonObject | undefined)?.['annotations'] as JsonObject | undefined)?.[
    'kubernetes.io/limit-ranger'
  ];

describe('LimitRanger admit', () => {
  it('fills every missing request and limit and says so in the annotation', () => {
    const answer = admit(podWith(1, {}), [valid]);
    const c = firstContainer(answer?.object);
    expect(c['resources']).toEqual({
      limits: { cpu: '75m', memory: '10Mi' },
      requests: { cpu: '50m', memory: '5Mi' },
    });
    expect(annotation(answer?.object)).toBe(
      'LimitRanger plugin set: cpu, memory request for container foo-0; cpu, memory limit for container foo-0',
    );
  });

  it('merges only what is missing', () => {
    const answer = admit(podWith(1, res({ memory: '512Mi' })), [valid]);
    const c = firstContainer(answer?.object);
    expect(c['resources']).toEqual({
      limits: { cpu: '75m', memory: '10Mi' },
      requests: { cpu: '50m', memory: '512Mi' },
    });
    expect(annotation(answer?.object)).toBe(
      'LimitRanger plugin set: cpu request for container foo-0; cpu, memory limit for container foo-0',
    );
  });

  it('leaves a pod that sets everything unchanged and unannotated', () => {
    const answer = admit(
      podWith(1, res({ cpu: '100m', memory: '512Mi' }, { cpu: '200m', memory: '1G' })),
      [valid],
    );
    expect(answer?.object).toBeUndefined();
  });

  it('defaults init containers too, naming them "init container"', () => {
    const p = pod({
      containers: [{ name: 'a', image: 'x', resources: res({ cpu: '1' }, { cpu: '1' }) }],
      initContainers: [{ name: 'i', image: 'x' }],
    });
    const lr = limitRange([item('Container', { defaultRequest: { cpu: '10m' } })]);
    expect(annotation(admit(p, [lr])?.object)).toBe(
      'LimitRanger plugin set: cpu request for init container i',
    );
  });

  it('puts resources where the Go struct has it and sorts the maps', () => {
    const p = pod({
      containers: [
        {
          name: 'a',
          image: 'x',
          imagePullPolicy: 'Always',
          resources: { requests: { memory: '1Mi' } },
        },
      ],
    });
    const lr = limitRange([
      item('Container', { defaultRequest: { cpu: '0.5' }, default: { memory: '1024Mi' } }),
    ]);
    const c = firstContainer(admit(p, [lr])?.object);
    expect(Object.keys(c)).toEqual(['name', 'image', 'imagePullPolicy', 'resources']);
    expect(JSON.stringify(c['resources'])).toBe(
      '{"limits":{"memory":"1Gi"},"requests":{"cpu":"500m","memory":"1Mi"}}',
    );
  });

  it('does not change its input', () => {
    const p = podWith(1, {});
    const before = JSON.stringify(p);
    admit(p, [valid]);
    expect(JSON.stringify(p)).toBe(before);
  });

  it.each([
    ['a pod update', { operation: 'UPDATE' as const }],
    ['a subresource', { subresource: 'status' }],
    ['another kind', { kind: { group: 'apps', version: 'v1', kind: 'Deployment' } }],
  ])('ignores %s', (_, attr) => {
    expect(
      limitRangerPlugin.admit!(
        pluginRequest({ attr: { object: podWith(1, {}), ...attr }, objects: [valid] }),
      ),
    ).toBeUndefined();
  });

  it('says when the namespace has no LimitRange', () => {
    expect(admit(podWith(1, {}), [])?.reason).toBe('no LimitRange in namespace "default"');
  });
});

describe('LimitRanger validate', () => {
  // TestPodLimitFunc success cases.
  it.each([
    [
      'ctr-min-cpu-request',
      podWith(1, res({ cpu: '100m' })),
      item('Container', { min: { cpu: '50m' } }),
    ],
    [
      'ctr-max-cpu-request-limit',
      podWith(1, res({ cpu: '500m' }, { cpu: '1' })),
      item('Container', { max: { cpu: '2' } }),
    ],
    [
      'ctr-max-cpu-ratio',
      podWith(1, res({ cpu: '500m' }, { cpu: '750m' })),
      item('Container', { ratio: { cpu: '1.5' } }),
    ],
    ['pod-min-cpu-request', podWith(2, res({ cpu: '75m' })), item('Pod', { min: { cpu: '100m' } })],
    [
      'pod-max-mem-ratio',
      podWith(3, res({ memory: '300Mi' }, { memory: '450Mi' })),
      item('Pod', { max: { memory: '2Gi' }, ratio: { memory: '1.5' } }),
    ],
  ])('admits %s', (_, p, it) => {
    const answer = validate(p, [limitRange([it])]);
    expect(answer?.status).toBeUndefined();
    expect(answer?.reason).toBe('within the limits of LimitRange "abc"');
  });

  // TestPodLimitFunc error cases, with the messages 1.32 prints.
  it.each([
    [
      'ctr-min-cpu-request',
      podWith(1, res({ cpu: '40m' })),
      item('Container', { min: { cpu: '50m' } }),
      'minimum cpu usage per Container is 50m, but request is 40m',
    ],
    [
      'ctr-min-cpu-no-request-limit',
      podWith(1, {}),
      item('Container', { min: { cpu: '50m' } }),
      'minimum cpu usage per Container is 50m.  No request is specified',
    ],
    [
      'ctr-min-memory-limit',
      podWith(1, res({ memory: '60Mi' }, { memory: '40Mi' })),
      item('Container', { min: { memory: '50Mi' } }),
      'minimum memory usage per Container is 50Mi, but limit is 40Mi',
    ],
    [
      'ctr-max-cpu-request-limit',
      podWith(1, res({ cpu: '500m' }, { cpu: '2500m' })),
      item('Container', { max: { cpu: '2' } }),
      'maximum cpu usage per Container is 2, but limit is 2500m',
    ],
    [
      'ctr-max-cpu-no-request-limit',
      podWith(1, {}),
      item('Container', { max: { cpu: '2' } }),
      'maximum cpu usage per Container is 2.  No limit is specified',
    ],
    [
      'ctr-max-mem-request',
      podWith(1, res({ memory: '2Gi' }, { memory: '1Gi' })),
      item('Container', { max: { memory: '1Gi' } }),
      'maximum memory usage per Container is 1Gi, but request is 2Gi',
    ],
    [
      'ctr-max-cpu-ratio',
      podWith(1, res({ cpu: '1250m' }, { cpu: '2500m' })),
      item('Container', { ratio: { cpu: '1' } }),
      'cpu max limit to request ratio per Container is 1, but provided ratio is 2.000000',
    ],
    [
      'ctr-ratio-no-request',
      podWith(1, res({}, { cpu: '1' })),
      item('Container', { ratio: { cpu: '2' } }),
      'cpu max limit to request ratio per Container is 2, but no request is specified or request is 0',
    ],
    [
      'ctr-ratio-no-limit',
      podWith(1, res({ cpu: '1' })),
      item('Container', { ratio: { cpu: '2' } }),
      'cpu max limit to request ratio per Container is 2, but no limit is specified or limit is 0',
    ],
    [
      'pod-min-cpu-request',
      podWith(2, res({ cpu: '40m' })),
      item('Pod', { min: { cpu: '100m' } }),
      'minimum cpu usage per Pod is 100m, but request is 80m',
    ],
    [
      'pod-max-mem-limit',
      podWith(3, res({}, { memory: '500Mi' })),
      item('Pod', { max: { memory: '1Gi' } }),
      'maximum memory usage per Pod is 1Gi, but limit is 1500Mi',
    ],
    [
      'pod-max-mem-ratio',
      podWith(3, res({ memory: '250Mi' }, { memory: '500Mi' })),
      item('Pod', { ratio: { memory: '1.5' } }),
      'memory max limit to request ratio per Pod is 1500m, but provided ratio is 2.000000',
    ],
  ])('refuses %s', (_, p, it, message) => {
    const answer = validate(p, [limitRange([it])]);
    expect(answer?.status?.code).toBe(403);
    expect(answer?.status?.message).toBe(`pods "p" is forbidden: ${message}`);
  });

  it('counts init containers: the pod needs the larger of the containers and any init container', () => {
    const p = pod({
      containers: [{ name: 'a', image: 'x', resources: res({ cpu: '100m' }, { cpu: '100m' }) }],
      initContainers: [{ name: 'i', image: 'x', resources: res({ cpu: '300m' }, { cpu: '300m' }) }],
    });
    expect(
      validate(p, [limitRange([item('Pod', { max: { cpu: '200m' } })])])?.status?.message,
    ).toBe('pods "p" is forbidden: maximum cpu usage per Pod is 200m, but limit is 300m');
    expect(
      validate(p, [limitRange([item('Pod', { min: { cpu: '250m' } })])])?.status,
    ).toBeUndefined();
  });

  it('adds sidecars to the containers and to the init containers that follow them', () => {
    const p = pod({
      containers: [{ name: 'a', image: 'x', resources: res({ cpu: '100m' }) }],
      initContainers: [
        { name: 's', image: 'x', restartPolicy: 'Always', resources: res({ cpu: '50m' }) },
        { name: 'i', image: 'x', resources: res({ cpu: '200m' }) },
      ],
    });
    expect(
      validate(p, [limitRange([item('Pod', { min: { cpu: '300m' } })])])?.status?.message,
    ).toBe('pods "p" is forbidden: minimum cpu usage per Pod is 300m, but request is 250m');
  });

  it('lists several violations once each, in brackets', () => {
    const answer = validate(podWith(2, {}), [
      limitRange([item('Container', { min: { cpu: '50m', memory: '1Mi' } })]),
    ]);
    expect(answer?.status?.message).toBe(
      'pods "p" is forbidden: [minimum cpu usage per Container is 50m.  No request is specified, minimum memory usage per Container is 1Mi.  No request is specified]',
    );
    expect(answer?.assumptions?.[0]).toContain('Go map order');
  });

  // TestPersistentVolumeClaimLimitFunc.
  it.each([
    ['5Gi', undefined],
    ['500Mi', 'minimum storage usage per PersistentVolumeClaim is 1Gi, but request is 500Mi'],
    ['11Gi', 'maximum storage usage per PersistentVolumeClaim is 10Gi, but request is 11Gi'],
  ])('checks a claim requesting %s', (size, message) => {
    const claim: JsonObject = {
      apiVersion: 'v1',
      kind: 'PersistentVolumeClaim',
      metadata: { name: 'c', namespace: 'default' },
      spec: { resources: { requests: { storage: size } } },
    };
    const lr = limitRange([
      item('PersistentVolumeClaim', { min: { storage: '1Gi' }, max: { storage: '10Gi' } }),
    ]);
    const answer = validate(claim, [lr], {
      name: 'c',
      kind: { group: '', version: 'v1', kind: 'PersistentVolumeClaim' },
      resource: { group: '', version: 'v1', resource: 'persistentvolumeclaims' },
    });
    expect(answer?.status?.message).toBe(
      message === undefined ? undefined : `persistentvolumeclaims "c" is forbidden: ${message}`,
    );
  });

  it('skips objects whose old version is being deleted', () => {
    const claim: JsonObject = {
      apiVersion: 'v1',
      kind: 'PersistentVolumeClaim',
      metadata: { name: 'c' },
      spec: {},
    };
    const answer = limitRangerPlugin.validate!(
      pluginRequest({
        attr: {
          operation: 'UPDATE',
          object: claim,
          oldObject: {
            ...claim,
            metadata: { name: 'c', deletionTimestamp: '2026-01-01T00:00:00Z' },
          },
          kind: { group: '', version: 'v1', kind: 'PersistentVolumeClaim' },
          resource: { group: '', version: 'v1', resource: 'persistentvolumeclaims' },
        },
        objects: [limitRange([item('PersistentVolumeClaim', { min: { storage: '1Gi' } })])],
      }),
    );
    expect(answer).toBeUndefined();
  });

  it('stops at the first LimitRange the pod violates', () => {
    const ranges = [
      limitRange([item('Container', { max: { cpu: '1' } })], 'first'),
      limitRange([item('Container', { min: { cpu: '10' } })], 'second'),
    ];
    const answer = validate(podWith(1, res({ cpu: '2' }, { cpu: '2' })), ranges);
    expect(answer?.reason).toBe('violates LimitRange "first"');
  });
});

describe('LimitRanger output', () => {
  it('prints the quantities of a map it rewrites in canonical form, as the API server does', () => {
    const p = pod({
      containers: [
        {
          name: 'a',
          image: 'x',
          resources: { requests: { memory: '1024Mi', 'example.com/odd': 'x' } },
        },
      ],
    });
    const lr = limitRange([item('Container', { defaultRequest: { cpu: '0.5' } })]);
    const c = objectsAt(admit(p, [lr])?.object, 'spec', 'containers')[0];
    expect(c?.['resources']).toEqual({
      requests: { cpu: '500m', 'example.com/odd': 'x', memory: '1Gi' },
    });
  });
});
