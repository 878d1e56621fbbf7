// Cases ported from pkg/registry/core/pod/strategy_test.go (release-1.32): TestSchedulingGatedCondition,
// Test_mutatePodAffinity, TestApplyAppArmorVersionSkew, TestPodStrategyPrepareForUpdate-style status
// handling, and the pods/status and pods/ephemeralcontainers strategies.

import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../apimachinery/types.ts';
import { podEphemeralContainersStrategy, podStatusStrategy, podStrategy } from './podStrategy.ts';
import { created, testEnv, updated } from './testing.ts';

const pod = (
  spec: JsonObject = {},
  metadata: JsonObject = {},
  status?: JsonObject,
): JsonObject => ({
  kind: 'Pod',
  apiVersion: 'v1',
  metadata: { name: 'p', namespace: 'default', ...metadata },
  spec: { containers: [{ name: 'app', image: 'nginx' }], ...spec },
  ...(status !== undefined && { status }),
});

describe('podStrategy.PrepareForCreate', () => {
  it.each([
    ['a bare pod', pod(), { phase: 'Pending', qosClass: 'BestEffort' }],
    [
      'a status in the body',
      pod({}, {}, { phase: 'Running', podIP: '10.0.0.1' }),
      { phase: 'Pending', qosClass: 'BestEffort' },
    ],
    [
      'a qosClass in the body (GetPodQOS reads it before the reset)',
      pod({}, {}, { qosClass: 'Guaranteed' }),
      { phase: 'Pending', qosClass: 'Guaranteed' },
    ],
    [
      'requests only',
      pod({ containers: [{ name: 'a', resources: { requests: { cpu: '100m' } } }] }),
      { phase: 'Pending', qosClass: 'Burstable' },
    ],
  ])('resets the status of %s', (_name, input, status) => {
    expect(created(podStrategy, input).object['status']).toEqual(status);
  });

  it('adds the SchedulingGated condition when the pod has scheduling gates (TestSchedulingGatedCondition)', () => {
    const { object, out } = created(
      podStrategy,
      pod({ schedulingGates: [{ name: 'example.com/gate' }] }),
    );
    expect(object['status']).toEqual({
      phase: 'Pending',
      qosClass: 'BestEffort',
      conditions: [
        {
          type: 'PodScheduled',
          status: 'False',
          lastTransitionTime: '2026-01-01T00:00:00Z',
          reason: 'SchedulingGated',
          message: 'Scheduling is blocked due to non-empty scheduling gates',
        },
      ],
    });
    expect(out.notes).toContain(
      'condition PodScheduled=False (SchedulingGated) added: the pod has scheduling gates',
    );
  });

  it('merges matchLabelKeys and mismatchLabelKeys into the affinity label selectors (Test_mutatePodAffinity)', () => {
    const term = {
      labelSelector: { matchLabels: { x: 'y' } },
      topologyKey: 'zone',
      matchLabelKeys: ['app', 'absent'],
      mismatchLabelKeys: ['tier'],
    };
    const { object } = created(
      podStrategy,
      pod(
        { affinity: { podAffinity: { requiredDuringSchedulingIgnoredDuringExecution: [term] } } },
        { labels: { app: 'web', tier: 'front' } },
      ),
    );
    const got = (object['spec'] as JsonObject)['affinity'] as JsonObject;
    expect(got).toEqual({
      podAffinity: {
        requiredDuringSchedulingIgnoredDuringExecution: [
          {
            ...term,
            labelSelector: {
              matchLabels: { x: 'y' },
              matchExpressions: [
                { key: 'app', operator: 'In', values: ['web'] },
                { key: 'tier', operator: 'NotIn', values: ['front'] },
              ],
            },
          },
        ],
      },
    });
  });

  it('leaves a term without a labelSelector alone (nil selects nothing)', () => {
    const term = { topologyKey: 'zone', matchLabelKeys: ['app'] };
    const { object } = created(
      podStrategy,
      pod(
        {
          affinity: { podAntiAffinity: { requiredDuringSchedulingIgnoredDuringExecution: [term] } },
        },
        { labels: { app: 'web' } },
      ),
    );
    expect(((object['spec'] as JsonObject)['affinity'] as JsonObject)['podAntiAffinity']).toEqual({
      requiredDuringSchedulingIgnoredDuringExecution: [term],
    });
  });

  it.each([
    ['UserNamespacesSupport', { hostUsers: false }, (s: JsonObject) => s['hostUsers']],
    [
      'InPlacePodVerticalScaling',
      {
        containers: [
          { name: 'a', resizePolicy: [{ resourceName: 'cpu', restartPolicy: 'NotRequired' }] },
        ],
      },
      (s: JsonObject) => (s['containers'] as JsonObject[])[0]?.['resizePolicy'],
    ],
    [
      'DynamicResourceAllocation',
      { resourceClaims: [{ name: 'gpu', resourceClaimName: 'c' }] },
      (s: JsonObject) => s['resourceClaims'],
    ],
    [
      'SELinuxChangePolicy',
      { securityContext: { seLinuxChangePolicy: 'Recursive' } },
      (s: JsonObject) => (s['securityContext'] as JsonObject)['seLinuxChangePolicy'],
    ],
  ])('drops the fields of %s, off in 1.32', (gate, spec, read) => {
    const { object, out } = created(podStrategy, pod(spec));
    expect(read(object['spec'] as JsonObject)).toBeUndefined();
    expect(out.notes.join('\n')).toContain(`(feature gate ${gate} is off)`);
    const enabled = created(podStrategy, pod(spec), testEnv({ featureGates: { [gate]: true } }));
    expect(read(enabled.object['spec'] as JsonObject)).toBeDefined();
  });

  it('keeps hostUsers in 1.33, where UserNamespacesSupport is on by default', () => {
    expect(
      (
        created(podStrategy, pod({ hostUsers: false }), testEnv({ version: '1.33' })).object[
          'spec'
        ] as JsonObject
      )['hostUsers'],
    ).toBe(false);
  });
});

describe('applyAppArmorVersionSkew (TestApplyAppArmorVersionSkew)', () => {
  const key = 'container.apparmor.security.beta.kubernetes.io/app';
  it.each([
    [
      'container field → annotation',
      {
        containers: [
          { name: 'app', securityContext: { appArmorProfile: { type: 'RuntimeDefault' } } },
        ],
      },
      {},
      { [key]: 'runtime/default' },
      undefined,
    ],
    [
      'pod field → annotation',
      { securityContext: { appArmorProfile: { type: 'Localhost', localhostProfile: 'p1' } } },
      {},
      { [key]: 'localhost/p1' },
      undefined,
    ],
    [
      'annotation → container field, with a warning',
      {},
      { [key]: 'unconfined' },
      { [key]: 'unconfined' },
      { type: 'Unconfined' },
    ],
    [
      'an invalid annotation: warning only',
      {},
      { [key]: 'localhost/' },
      { [key]: 'localhost/' },
      undefined,
    ],
  ])('%s', (_name, spec, annotations, wantAnnotations, wantField) => {
    const { object, out } = created(
      podStrategy,
      pod(spec, Object.keys(annotations).length > 0 ? { annotations } : {}),
    );
    expect((object['metadata'] as JsonObject)['annotations']).toEqual(wantAnnotations);
    const field = (
      ((object['spec'] as JsonObject)['containers'] as JsonObject[])[0]?.['securityContext'] as
        JsonObject | undefined
    )?.['appArmorProfile'];
    if (Object.keys(annotations).length > 0) {
      expect(field).toEqual(wantField);
      expect(out.warnings).toEqual([
        `metadata.annotations[${key}]: deprecated since v1.30; use the "appArmorProfile" field instead`,
      ]);
    } else {
      expect(out.warnings).toEqual([]);
    }
  });

  it('does nothing for a Windows pod', () => {
    const { object } = created(
      podStrategy,
      pod({
        os: { name: 'windows' },
        securityContext: { appArmorProfile: { type: 'RuntimeDefault' } },
      }),
    );
    expect((object['metadata'] as JsonObject)['annotations']).toBeUndefined();
  });
});

describe('pod updates', () => {
  const stored = pod(
    {},
    { ownerReferences: [{ apiVersion: 'v1', kind: 'Node', name: 'n', uid: 'u' }] },
    { phase: 'Running', qosClass: 'BestEffort', podIP: '10.0.0.9' },
  );

  it('keeps the stored status on the main resource', () => {
    const { object } = updated(podStrategy, pod({}, {}, { phase: 'Failed' }), stored);
    expect(object['status']).toEqual(stored['status']);
  });

  it('takes only status on pods/status: the stored spec and ownerReferences, the qosClass backfilled', () => {
    const incoming = pod(
      { containers: [{ name: 'changed', image: 'x' }] },
      { ownerReferences: [] },
      { phase: 'Succeeded' },
    );
    const { object } = updated(podStatusStrategy, incoming, stored);
    expect(object['spec']).toEqual(stored['spec']);
    expect((object['metadata'] as JsonObject)['ownerReferences']).toEqual(
      (stored['metadata'] as JsonObject)['ownerReferences'],
    );
    expect(object['status']).toEqual({ phase: 'Succeeded', qosClass: 'BestEffort' });
  });

  it('takes only spec.ephemeralContainers on pods/ephemeralcontainers', () => {
    const debug = { name: 'debug', image: 'busybox' };
    const incoming = pod(
      { containers: [{ name: 'changed', image: 'x' }], ephemeralContainers: [debug] },
      { labels: { new: 'label' } },
      { phase: 'Failed' },
    );
    const { object } = updated(podEphemeralContainersStrategy, incoming, stored);
    expect(object['spec']).toEqual({
      ...(stored['spec'] as JsonObject),
      ephemeralContainers: [debug],
    });
    expect(object['status']).toEqual(stored['status']);
    expect((object['metadata'] as JsonObject)['labels']).toBeUndefined();
  });
});
