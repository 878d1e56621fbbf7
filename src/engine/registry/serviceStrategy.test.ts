// Cases in the spirit of pkg/registry/core/service/storage/storage_test.go (release-1.32):
// TestCreateInitIPFields, TestCreateInitNodePorts, TestCreateDryRun... on a single-stack IPv4 cluster,
// and strategy_test.go TestDropTypeDependentFields, with the playground's assumed service network.

import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../apimachinery/types.ts';
import { fieldErrorString } from '../apimachinery/field.ts';
import { serviceStatusStrategy, serviceStrategy } from './serviceStrategy.ts';
import { created, testEnv, updated } from './testing.ts';

const svc = (spec: JsonObject, status: JsonObject = {}): JsonObject => ({
  kind: 'Service',
  metadata: { name: 's', namespace: 'default' },
  spec,
  status,
});
const port = (p: number, extra: JsonObject = {}): JsonObject => ({
  protocol: 'TCP',
  port: p,
  targetPort: p,
  ...extra,
});
const spec = (o: JsonObject): JsonObject => o['spec'] as JsonObject;
const errors = (out: { errors: Parameters<typeof fieldErrorString>[0][] }): string[] =>
  out.errors.map((e) => fieldErrorString(e, '1.32'));

describe('Service BeginCreate and PrepareForCreate', () => {
  it('allocates a cluster IP in the upper band of 10.96.0.0/12, single-stack IPv4, and resets the status', () => {
    const { object, out } = created(
      serviceStrategy,
      svc(
        { type: 'ClusterIP', selector: { app: 'a' }, ports: [port(80)] },
        { loadBalancer: { ingress: [{ ip: '1.2.3.4' }] } },
      ),
      testEnv({ draws: [0] }),
    );
    expect(spec(object)).toMatchObject({
      clusterIP: '10.96.1.1',
      clusterIPs: ['10.96.1.1'],
      ipFamilies: ['IPv4'],
      ipFamilyPolicy: 'SingleStack',
    });
    expect(object['status']).toEqual({});
    expect(out.assumptions[0]).toContain('10.96.0.0/12');
  });

  it('keeps a requested cluster IP in the range, and fills clusterIPs from clusterIP', () => {
    expect(
      spec(created(serviceStrategy, svc({ type: 'ClusterIP', clusterIP: '10.100.0.5' })).object),
    ).toMatchObject({ clusterIP: '10.100.0.5', clusterIPs: ['10.100.0.5'] });
  });

  it.each([
    [
      'outside the range',
      '10.0.0.5',
      'spec.clusterIPs: Invalid value: []string{"10.0.0.5"}: failed to allocate IP 10.0.0.5: the provided IP (10.0.0.5) is not in the valid range. The range of valid IPs is 10.96.0.0/12',
    ],
    [
      "the kubernetes Service's",
      '10.96.0.1',
      'spec.clusterIPs: Invalid value: []string{"10.96.0.1"}: failed to allocate IP 10.96.0.1: provided IP is already allocated',
    ],
    [
      'the network address',
      '10.96.0.0',
      'spec.clusterIPs: Invalid value: []string{"10.96.0.0"}: failed to allocate IP 10.96.0.0: the provided IP (10.96.0.0) is not in the valid range. The range of valid IPs is 10.96.0.0/12',
    ],
  ])('refuses a requested cluster IP %s', (_name, ip, message) => {
    expect(errors(created(serviceStrategy, svc({ type: 'ClusterIP', clusterIP: ip })).out)).toEqual(
      [message],
    );
  });

  it.each([
    [
      'RequireDualStack',
      { type: 'ClusterIP', selector: { a: 'b' }, ipFamilyPolicy: 'RequireDualStack' },
      'spec.ipFamilyPolicy: Invalid value: "RequireDualStack": this cluster is not configured for dual-stack services',
    ],
    [
      'an IPv6 family',
      { type: 'ClusterIP', ipFamilies: ['IPv6'] },
      'spec.ipFamilies[0]: Invalid value: "IPv6": not configured on this cluster',
    ],
    [
      'an IPv6 cluster IP',
      { type: 'ClusterIP', clusterIP: 'fd00::1' },
      'spec.clusterIPs[0]: Invalid value: []string{"fd00::1"}: IPv6 is not configured on this cluster',
    ],
    [
      'two families with SingleStack',
      { type: 'ClusterIP', ipFamilyPolicy: 'SingleStack', ipFamilies: ['IPv4', 'IPv6'] },
      "spec.ipFamilyPolicy: Invalid value: \"SingleStack\": must be 'RequireDualStack' or 'PreferDualStack' when multiple IP families are specified",
    ],
  ])('refuses %s on a single-stack cluster', (_name, input, message) => {
    expect(errors(created(serviceStrategy, svc(input)).out)).toEqual([message]);
  });

  it.each([
    [
      'headless with a selector',
      { type: 'ClusterIP', clusterIP: 'None', selector: { a: 'b' } },
      {
        clusterIP: 'None',
        clusterIPs: ['None'],
        ipFamilies: ['IPv4'],
        ipFamilyPolicy: 'SingleStack',
      },
    ],
    [
      'headless without a selector',
      { type: 'ClusterIP', clusterIP: 'None' },
      {
        clusterIP: 'None',
        clusterIPs: ['None'],
        ipFamilies: ['IPv4', 'IPv6'],
        ipFamilyPolicy: 'RequireDualStack',
      },
    ],
    [
      'PreferDualStack',
      { type: 'ClusterIP', ipFamilyPolicy: 'PreferDualStack' },
      { clusterIP: '10.96.1.1', ipFamilies: ['IPv4'], ipFamilyPolicy: 'PreferDualStack' },
    ],
    [
      'ExternalName',
      { type: 'ExternalName', externalName: 'example.com' },
      { type: 'ExternalName', externalName: 'example.com' },
    ],
  ])('initializes the IP fields of %s', (_name, input, want) => {
    const got = spec(created(serviceStrategy, svc(input)).object);
    expect(got).toMatchObject(want);
    if (input.type === 'ExternalName') expect(got).toEqual(want);
  });

  it('allocates node ports, one per port number, in the upper band of 30000-32767', () => {
    const ports = [
      port(80, { name: 'http' }),
      port(80, { name: 'udp', protocol: 'UDP' }),
      port(443, { name: 'https', nodePort: 30443 }),
    ];
    // The first draw is the cluster IP's (allocated before the ports), the second the first node port's.
    const { object } = created(
      serviceStrategy,
      svc({ type: 'NodePort', ports }),
      testEnv({ draws: [0, 5] }),
    );
    expect((spec(object)['ports'] as JsonObject[]).map((p) => p['nodePort'])).toEqual([
      30091, 30091, 30443,
    ]);
  });

  it('allocates no node ports for a LoadBalancer with allocateLoadBalancerNodePorts false, but a health check port for Local', () => {
    const { object } = created(
      serviceStrategy,
      svc({
        type: 'LoadBalancer',
        allocateLoadBalancerNodePorts: false,
        externalTrafficPolicy: 'Local',
        ports: [port(80)],
      }),
      testEnv({ draws: [0, 0] }),
    );
    expect((spec(object)['ports'] as JsonObject[])[0]?.['nodePort']).toBeUndefined();
    expect(spec(object)['healthCheckNodePort']).toBe(30086);
  });

  it.each([
    [
      'out of range',
      [port(80, { nodePort: 8080 })],
      'spec.ports[0].nodePort: Invalid value: 8080: provided port is not in the valid range. The range of valid ports is 30000-32767',
    ],
    [
      'taken twice',
      [port(80, { nodePort: 30100 }), port(81, { nodePort: 30100 })],
      'spec.ports[1].nodePort: Invalid value: 30100: provided port is already allocated',
    ],
  ])('refuses a requested node port %s', (_name, ports, message) => {
    expect(errors(created(serviceStrategy, svc({ type: 'NodePort', ports })).out)).toEqual([
      message,
    ]);
  });
});

describe('Service BeginUpdate and PrepareForUpdate', () => {
  const stored = svc(
    {
      type: 'NodePort',
      clusterIP: '10.96.5.5',
      clusterIPs: ['10.96.5.5'],
      ipFamilies: ['IPv4'],
      ipFamilyPolicy: 'SingleStack',
      ports: [port(80, { name: 'http', nodePort: 30080 })],
    },
    { loadBalancer: {} },
  );

  it('keeps allocated values the request left out and the stored status', () => {
    const { object } = updated(
      serviceStrategy,
      svc({ type: 'NodePort', ports: [port(80, { name: 'http' })] }, { conditions: [] }),
      stored,
    );
    expect(spec(object)).toMatchObject({
      clusterIP: '10.96.5.5',
      clusterIPs: ['10.96.5.5'],
      ipFamilyPolicy: 'SingleStack',
      ports: [port(80, { name: 'http', nodePort: 30080 })],
    });
    expect(object['status']).toEqual({ loadBalancer: {} });
  });

  it('clears the node ports on a change to ClusterIP (dropTypeDependentFields)', () => {
    const { object, out } = updated(
      serviceStrategy,
      svc({ ...(stored['spec'] as JsonObject), type: 'ClusterIP' }),
      stored,
    );
    expect((spec(object)['ports'] as JsonObject[])[0]?.['nodePort']).toBeUndefined();
    expect(out.notes.join('\n')).toContain(
      'type NodePort → ClusterIP: spec.ports[].nodePort cleared',
    );
  });

  it('allocates a node port for a new port', () => {
    const incoming = svc({
      ...(stored['spec'] as JsonObject),
      ports: [port(80, { name: 'http', nodePort: 30080 }), port(81, { name: 'metrics' })],
    });
    expect(
      (
        spec(updated(serviceStrategy, incoming, stored, testEnv({ draws: [7] })).object)[
          'ports'
        ] as JsonObject[]
      ).map((p) => p['nodePort']),
    ).toEqual([30080, 30093]);
  });

  it('keeps the stored spec on services/status', () => {
    const { object } = updated(
      serviceStatusStrategy,
      svc({ type: 'ClusterIP' }, { loadBalancer: { ingress: [{ ip: '1.2.3.4' }] } }),
      stored,
    );
    expect([object['spec'], object['status']]).toEqual([
      stored['spec'],
      { loadBalancer: { ingress: [{ ip: '1.2.3.4' }] } },
    ]);
  });
});
