// The internal-version round trip, after pkg/apis/core/v1/conversion_test.go
// (TestPodSpecConversion, TestPodIPsConvert, TestHostIPsConvert) and pkg/apis/apps/v1/conversion_test.go.

import { describe, expect, it } from 'vitest';
import { at, typed, typedPod } from './testing.ts';

describe('PodSpec serviceAccount alias', () => {
  it.each([
    ['serviceAccountName is copied to serviceAccount', { serviceAccountName: 'a' }, 'a', 'a'],
    ['serviceAccount alone fills serviceAccountName', { serviceAccount: 'b' }, 'b', 'b'],
    [
      'serviceAccountName wins over serviceAccount',
      { serviceAccountName: 'a', serviceAccount: 'b' },
      'a',
      'a',
    ],
  ])('%s', (_, spec, name, alias) => {
    const pod = typedPod({ containers: [], ...spec });
    expect([at(pod, 'spec.serviceAccountName'), at(pod, 'spec.serviceAccount')]).toEqual([
      name,
      alias,
    ]);
  });

  it('applies to pod templates too', () => {
    const d = typed('apps/v1', 'Deployment', {
      spec: { template: { spec: { serviceAccount: 'x', containers: [] } } },
    }).object;
    expect(at(d, 'spec.template.spec.serviceAccountName')).toBe('x');
  });

  it('gives a pod a securityContext even without defaulting', () => {
    expect(
      at(typed('v1', 'Pod', { spec: { containers: [] } }, false).object, 'spec.securityContext'),
    ).toEqual({});
  });
});

describe('PodStatus IPs', () => {
  it.each([
    [
      'podIP fills an empty podIPs',
      { podIP: '10.0.0.1' },
      { podIP: '10.0.0.1', podIPs: [{ ip: '10.0.0.1' }] },
    ],
    [
      'podIPs fills podIP',
      { podIPs: [{ ip: '10.0.0.2' }, { ip: 'fd00::2' }] },
      { podIP: '10.0.0.2', podIPs: [{ ip: '10.0.0.2' }, { ip: 'fd00::2' }] },
    ],
    [
      'a differing podIP replaces podIPs',
      { podIP: '10.0.0.1', podIPs: [{ ip: '10.0.0.2' }, { ip: 'fd00::2' }] },
      { podIP: '10.0.0.1', podIPs: [{ ip: '10.0.0.1' }] },
    ],
    [
      'hostIP works the same way',
      { hostIP: '192.168.0.1' },
      { hostIP: '192.168.0.1', hostIPs: [{ ip: '192.168.0.1' }] },
    ],
  ])('%s', (_, status, expected) => {
    expect(at(typedPod({ containers: [] }, { status }), 'status')).toEqual(expected);
  });
});

describe('apps annotations', () => {
  it('gives a DaemonSet the template generation annotation', () => {
    const ds = typed('apps/v1', 'DaemonSet', {
      metadata: { name: 'd' },
      spec: { template: { spec: { containers: [] } } },
    }).object;
    expect(at(ds, 'metadata.annotations')).toEqual({
      'deprecated.daemonset.template.generation': '0',
    });
  });

  it('re-renders a set template generation', () => {
    const ds = typed('apps/v1', 'DaemonSet', {
      metadata: { annotations: { 'deprecated.daemonset.template.generation': '007' } },
    }).object;
    expect(at(ds, 'metadata.annotations.deprecated\u002edaemonset')).toBeUndefined();
    expect(
      (at(ds, 'metadata.annotations') as Record<string, string>)[
        'deprecated.daemonset.template.generation'
      ],
    ).toBe('7');
  });

  it('drops an empty Deployment rollback annotation', () => {
    const d = typed('apps/v1', 'Deployment', {
      metadata: { annotations: { 'deprecated.deployment.rollback.to': '', keep: 'x' } },
    }).object;
    expect(at(d, 'metadata.annotations')).toEqual({ keep: 'x' });
  });

  it('writes replicas 0 for a workload decoded without defaulting', () => {
    expect(at(typed('apps/v1', 'ReplicaSet', { spec: {} }, false).object, 'spec.replicas')).toBe(0);
  });
});
