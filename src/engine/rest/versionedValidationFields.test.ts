// The rest of the per-version field validation (../shared/spec/k8s-versions-1.33-1.37.md §5.5, §6.5):
// StrictIPCIDRValidation (on from 1.36) on Node spec.podCIDRs, Endpoints addresses and Pod status
// IPs (KEP-4858's affected fields, each with its ratchet), and 1.37's allowPrivilegeEscalation with
// CAP_SYS_ADMIN on update — each at 1.32, at the version it changes, and with the gate overridden.

import { describe, expect, it } from 'vitest';
import { runAt } from '../testing/scenario.ts';

const message = (r: ReturnType<typeof runAt>) => (r.allowed ? 'allowed' : r.status?.message);

describe('Node spec.podCIDRs under StrictIPCIDRValidation', () => {
  const node = (podCIDRs: string[], labels: Record<string, string> = {}) => ({
    apiVersion: 'v1',
    kind: 'Node',
    metadata: { name: 'n1', labels },
    spec: { podCIDRs },
  });
  const create = (cidrs: string[]) => ({ object: node(cidrs) });

  it('accepts a CIDR with bits past its prefix at 1.32 and 1.35', () => {
    expect(message(runAt('1.32', create(['10.0.0.1/24'])))).toBe('allowed');
    expect(message(runAt('1.35', create(['10.0.0.1/24'])))).toBe('allowed');
  });

  it('refuses it from 1.36', () => {
    expect(message(runAt('1.36', create(['10.0.0.1/24'])))).toBe(
      'Node "n1" is invalid: spec.podCIDRs[0]: Invalid value: "10.0.0.1/24": must not have bits set beyond the prefix length',
    );
    expect(message(runAt('1.37', create(['010.0.0.0/24'])))).toBe(
      'Node "n1" is invalid: spec.podCIDRs[0]: Invalid value: "010.0.0.0/24": must not have leading 0s in IP or prefix length',
    );
  });

  it('follows cluster.featureGates over the version default', () => {
    expect(message(runAt('1.36', create(['10.0.0.1/24']), { StrictIPCIDRValidation: false }))).toBe(
      'allowed',
    );
    expect(
      message(runAt('1.33', create(['10.0.0.1/24']), { StrictIPCIDRValidation: true })),
    ).not.toBe('allowed');
  });

  it('keeps a CIDR the stored node already had on update', () => {
    const r = runAt('1.36', {
      operation: 'UPDATE',
      name: 'n1',
      object: node(['10.0.0.1/24'], { a: 'b' }),
      oldObject: node(['10.0.0.1/24']),
    });
    expect(message(r)).toBe('allowed');
  });
});

describe('Endpoints addresses under StrictIPCIDRValidation', () => {
  const endpoints = (ip: string, labels: Record<string, string> = {}) => ({
    apiVersion: 'v1',
    kind: 'Endpoints',
    metadata: { name: 'web', namespace: 'default', labels },
    subsets: [{ addresses: [{ ip }], ports: [{ port: 80, protocol: 'TCP' }] }],
  });

  it('accepts a leading 0 up to 1.35 and refuses it from 1.36', () => {
    expect(message(runAt('1.32', { object: endpoints('010.0.0.5') }))).toBe('allowed');
    expect(message(runAt('1.35', { object: endpoints('010.0.0.5') }))).toBe('allowed');
    expect(message(runAt('1.36', { object: endpoints('010.0.0.5') }))).toBe(
      'Endpoints "web" is invalid: subsets[0].addresses[0].ip: Invalid value: "010.0.0.5": must not have leading 0s',
    );
    expect(
      message(runAt('1.36', { object: endpoints('010.0.0.5') }, { StrictIPCIDRValidation: false })),
    ).toBe('allowed');
  });

  it('refuses an IPv4-mapped IPv6 address from 1.36', () => {
    expect(message(runAt('1.37', { object: endpoints('::ffff:10.0.0.5') }))).toBe(
      'Endpoints "web" is invalid: subsets[0].addresses[0].ip: Invalid value: "::ffff:10.0.0.5": must not be an IPv4-mapped IPv6 address',
    );
  });

  it('keeps invalid addresses only while the update leaves the subsets unchanged (KEP-4858)', () => {
    const labelsOnly = runAt('1.36', {
      operation: 'UPDATE',
      name: 'web',
      namespace: 'default',
      object: endpoints('010.0.0.5', { a: 'b' }),
      oldObject: endpoints('010.0.0.5'),
    });
    expect(message(labelsOnly)).toBe('allowed');
    const moved = runAt('1.36', {
      operation: 'UPDATE',
      name: 'web',
      namespace: 'default',
      object: {
        ...endpoints('010.0.0.5'),
        subsets: [
          {
            addresses: [{ ip: '010.0.0.5' }, { ip: '10.0.0.6' }],
            ports: [{ port: 80, protocol: 'TCP' }],
          },
        ],
      },
      oldObject: endpoints('010.0.0.5'),
    });
    expect(message(moved)).toMatch(/subsets\[0\]\.addresses\[0\]\.ip: .*must not have leading 0s$/);
  });
});

describe('Pod status IPs under StrictIPCIDRValidation', () => {
  const pod = (podIP: string) => ({
    apiVersion: 'v1',
    kind: 'Pod',
    metadata: { name: 'p', namespace: 'default' },
    spec: { containers: [{ name: 'c', image: 'nginx' }], nodeName: 'n1' },
    status: { phase: 'Running', podIP, podIPs: podIP === '' ? [] : [{ ip: podIP }] },
  });
  const statusUpdate = (podIP: string, oldIP = '') => ({
    operation: 'UPDATE',
    subResource: 'status',
    name: 'p',
    namespace: 'default',
    object: pod(podIP),
    oldObject: pod(oldIP),
  });

  it('accepts a leading 0 at 1.32 and refuses it from 1.36', () => {
    expect(message(runAt('1.32', statusUpdate('010.0.0.5')))).toBe('allowed');
    expect(message(runAt('1.36', statusUpdate('010.0.0.5')))).toBe(
      'Pod "p" is invalid: status.podIPs[0]: Invalid value: "010.0.0.5": must not have leading 0s',
    );
    expect(
      message(runAt('1.36', statusUpdate('010.0.0.5'), { StrictIPCIDRValidation: false })),
    ).toBe('allowed');
  });

  it('keeps an address the stored status already had', () => {
    expect(message(runAt('1.37', statusUpdate('010.0.0.5', '010.0.0.5')))).toBe('allowed');
  });
});

describe('allowPrivilegeEscalation: false with CAP_SYS_ADMIN (kubernetes#138834)', () => {
  const sc = { allowPrivilegeEscalation: false, capabilities: { add: ['CAP_SYS_ADMIN'] } };
  const deployment = (securityContext: object, replicas = 1) => ({
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name: 'd', namespace: 'default', generation: 1 },
    spec: {
      replicas,
      selector: { matchLabels: { app: 'd' } },
      template: {
        metadata: { labels: { app: 'd' } },
        spec: { containers: [{ name: 'c', image: 'nginx', securityContext }] },
      },
    },
  });
  const refusal =
    /spec\.template\.spec\.containers\[0\]\.securityContext: Invalid value: .*: cannot set `allowPrivilegeEscalation` to false and `capabilities\.Add` CAP_SYS_ADMIN$/;

  it('is refused on create at every version', () => {
    for (const version of ['1.32', '1.37'])
      expect(message(runAt(version, { object: deployment(sc) }))).toMatch(refusal);
  });

  it('is refused on update up to 1.36 and allowed from 1.37', () => {
    const update = {
      operation: 'UPDATE',
      name: 'd',
      namespace: 'default',
      object: deployment(sc, 2),
      oldObject: deployment({}),
    };
    expect(message(runAt('1.32', update))).toMatch(refusal);
    expect(message(runAt('1.36', update))).toMatch(refusal);
    expect(message(runAt('1.37', update))).toBe('allowed');
  });

  it('keeps refusing `privileged: true` with it on update at 1.37', () => {
    const update = {
      operation: 'UPDATE',
      name: 'd',
      namespace: 'default',
      object: deployment({ allowPrivilegeEscalation: false, privileged: true }, 2),
      oldObject: deployment({}),
    };
    expect(message(runAt('1.37', update))).toMatch(
      /cannot set `allowPrivilegeEscalation` to false and `privileged` to true$/,
    );
  });
});

describe('Ingress backends under RelaxedServiceNameValidation', () => {
  const ingress = (service: string, labels: Record<string, string> = {}) => ({
    apiVersion: 'networking.k8s.io/v1',
    kind: 'Ingress',
    metadata: { name: 'ing', namespace: 'default', labels },
    spec: { defaultBackend: { service: { name: service, port: { number: 80 } } } },
  });

  it('refuses a Service name starting with a digit up to 1.35', () => {
    for (const version of ['1.32', '1.35'])
      expect(message(runAt(version, { object: ingress('1web') }))).toMatch(
        /^Ingress\.networking\.k8s\.io "ing" is invalid: spec\.defaultBackend\.service\.name: Invalid value: "1web": a DNS-1035 label/,
      );
  });

  it('accepts it from 1.36 and still refuses an upper-case one, as a DNS-1123 label', () => {
    expect(message(runAt('1.36', { object: ingress('1web') }))).toBe('allowed');
    expect(message(runAt('1.37', { object: ingress('Web') }))).toMatch(
      /service\.name: Invalid value: "Web": a lowercase RFC 1123 label/,
    );
  });

  it('follows cluster.featureGates, and an update of an Ingress that already names one', () => {
    expect(
      message(runAt('1.36', { object: ingress('1web') }, { RelaxedServiceNameValidation: false })),
    ).not.toBe('allowed');
    const update = (old: string) => ({
      operation: 'UPDATE',
      name: 'ing',
      namespace: 'default',
      object: ingress('2web', { a: 'b' }),
      oldObject: ingress(old),
    });
    const gateOff = { RelaxedServiceNameValidation: false };
    expect(message(runAt('1.36', update('1web'), gateOff))).toBe('allowed');
    expect(message(runAt('1.36', update('web'), gateOff))).not.toBe('allowed');
  });
});

describe('an image volume without a reference (kubernetes#135989)', () => {
  const spec = {
    containers: [{ name: 'c', image: 'nginx' }],
    volumes: [{ name: 'v', image: { reference: '' } }],
  };
  const deployment = {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name: 'd', namespace: 'default' },
    spec: {
      selector: { matchLabels: { app: 'd' } },
      template: { metadata: { labels: { app: 'd' } }, spec },
    },
  };
  const pod = {
    apiVersion: 'v1',
    kind: 'Pod',
    metadata: { name: 'p', namespace: 'default' },
    spec,
  };

  it('is refused in a Pod at every version that serves image volumes', () => {
    for (const [version, gates] of [
      ['1.32', { ImageVolume: true }],
      ['1.36', {}],
    ] as const)
      expect(message(runAt(version, { object: pod }, gates))).toBe(
        'Pod "p" is invalid: spec.volumes[0].image.reference: Required value',
      );
  });

  it('is accepted in a pod template up to 1.36 and refused from 1.37', () => {
    expect(message(runAt('1.32', { object: deployment }, { ImageVolume: true }))).toBe('allowed');
    expect(message(runAt('1.36', { object: deployment }))).toBe('allowed');
    expect(message(runAt('1.37', { object: deployment }))).toBe(
      'Deployment.apps "d" is invalid: spec.template.spec.volumes[0].image.reference: Required value',
    );
  });
});

describe('Service loadBalancerSourceRanges', () => {
  const svc = (ranges: string[], type = 'LoadBalancer', annotations?: Record<string, string>) => ({
    apiVersion: 'v1',
    kind: 'Service',
    metadata: { name: 'lb', namespace: 'default', ...(annotations && { annotations }) },
    spec: { type, ports: [{ port: 80 }], loadBalancerSourceRanges: ranges },
  });

  it('checks each space-trimmed value as a CIDR at every version, under upstream path', () => {
    for (const version of ['1.32', '1.37']) {
      expect(message(runAt(version, { object: svc([' 10.0.0.0/8 ']) }))).toBe('allowed');
      expect(message(runAt(version, { object: svc(['10.0.0.0']) }))).toBe(
        'Service "lb" is invalid: spec.LoadBalancerSourceRanges[0]: Invalid value: "10.0.0.0": must be a valid CIDR value, (e.g. 10.9.8.0/24 or 2001:db8::/64)',
      );
    }
  });

  it('is for LoadBalancer Services only', () => {
    expect(message(runAt('1.32', { object: svc(['10.0.0.0/8'], 'ClusterIP') }))).toBe(
      'Service "lb" is invalid: spec.LoadBalancerSourceRanges: Forbidden: may only be used when `type` is \'LoadBalancer\'',
    );
  });

  it('refuses bits past the prefix from 1.36 unless the gate is off or the old Service had it', () => {
    expect(message(runAt('1.35', { object: svc(['10.0.0.1/8']) }))).toBe('allowed');
    expect(message(runAt('1.36', { object: svc(['10.0.0.1/8']) }))).toBe(
      'Service "lb" is invalid: spec.LoadBalancerSourceRanges[0]: Invalid value: "10.0.0.1/8": must not have bits set beyond the prefix length',
    );
    expect(
      message(runAt('1.36', { object: svc(['10.0.0.1/8']) }, { StrictIPCIDRValidation: false })),
    ).toBe('allowed');
    const stored = {
      ...svc([' 10.0.0.1/8']),
      spec: { ...svc([' 10.0.0.1/8']).spec, clusterIP: '10.96.0.10', clusterIPs: ['10.96.0.10'] },
    };
    const update = runAt('1.36', {
      operation: 'UPDATE',
      name: 'lb',
      namespace: 'default',
      object: { ...stored, metadata: { ...stored.metadata, labels: { a: 'b' } } },
      oldObject: stored,
    });
    expect(message(update)).toBe('allowed');
  });

  it('checks the annotation when the field is empty', () => {
    const annotated = svc([], 'LoadBalancer', {
      'service.beta.kubernetes.io/load-balancer-source-ranges': '10.0.0.0/8, 10.1.0.0',
    });
    expect(message(runAt('1.32', { object: annotated }))).toBe(
      'Service "lb" is invalid: metadata.annotations[service.beta.kubernetes.io/load-balancer-source-ranges]: Invalid value: "10.1.0.0": must be a valid CIDR value, (e.g. 10.9.8.0/24 or 2001:db8::/64)',
    );
  });
});
