import { describe, expect, it } from 'vitest';
import type { JsonObject, KubernetesVersion } from '../../apimachinery/types.ts';
import { externalIPsDeprecated, getWarningsForService } from './serviceWarnings.ts';

const svc = (spec: JsonObject): JsonObject => ({ apiVersion: 'v1', kind: 'Service', spec });

describe('getWarningsForService: the externalIPs deprecation (1.36, kubernetes#137293)', () => {
  it.each<[string, KubernetesVersion, JsonObject, string[]]>([
    ['not before 1.36', '1.35', { type: 'ClusterIP', externalIPs: ['192.0.2.1'] }, []],
    [
      'from 1.36',
      '1.36',
      { type: 'ClusterIP', externalIPs: ['192.0.2.1'] },
      [externalIPsDeprecated],
    ],
    [
      'on 1.37 for a LoadBalancer',
      '1.37',
      { type: 'LoadBalancer', externalIPs: ['192.0.2.1'] },
      [externalIPsDeprecated],
    ],
    ['an unset type is ClusterIP', '1.36', { externalIPs: ['192.0.2.1'] }, [externalIPsDeprecated]],
    ['not without externalIPs', '1.36', { type: 'ClusterIP', externalIPs: [] }, []],
    [
      'not for a headless Service',
      '1.36',
      { type: 'ClusterIP', clusterIP: 'None', externalIPs: ['192.0.2.1'] },
      ['spec.externalIPs is ignored for headless services'],
    ],
    [
      'not for an ExternalName Service',
      '1.36',
      { type: 'ExternalName', externalIPs: ['192.0.2.1'] },
      ['spec.externalIPs is ignored when spec.type is "ExternalName"'],
    ],
  ])('%s', (_name, version, spec, want) => {
    expect(getWarningsForService(svc(spec), version)).toEqual(want);
  });

  it('comes after the externalIPs IP warnings and before the loadBalancerIP ones', () => {
    expect(
      getWarningsForService(
        svc({ type: 'LoadBalancer', externalIPs: ['010.0.0.1'], loadBalancerIP: '010.0.0.2' }),
        '1.35',
      ),
    ).toHaveLength(2);
    const w = getWarningsForService(
      svc({
        type: 'LoadBalancer',
        externalIPs: ['1.2.3.4', '5.6.7.8'],
        loadBalancerIP: '::ffff:1.2.3.4',
      }),
      '1.36',
    );
    expect(w).toEqual([
      externalIPsDeprecated,
      'spec.loadBalancerIP: non-standard IP address "::ffff:1.2.3.4" is invalid: use "1.2.3.4"',
    ]);
  });
});

describe('getWarningsForService: the other warnings, per version', () => {
  const hints = 'service.kubernetes.io/topology-aware-hints';
  it.each<KubernetesVersion>(['1.32', '1.37'])('the topology-aware-hints annotation on %s', (v) => {
    const s: JsonObject = {
      ...svc({ type: 'ClusterIP' }),
      metadata: { annotations: { [hints]: 'auto' } },
    };
    expect(getWarningsForService(s, v)).toEqual([
      'annotation service.kubernetes.io/topology-aware-hints is deprecated, please use service.kubernetes.io/topology-mode instead',
    ]);
    const mode = {
      ...s,
      metadata: { annotations: { 'service.kubernetes.io/topology-mode': 'Auto' } },
    };
    expect(getWarningsForService(mode, v)).toEqual([]);
  });

  it.each<[KubernetesVersion, string[]]>([
    ['1.33', []],
    [
      '1.34',
      [
        'spec.loadBalancerIP is ignored for headless services',
        'spec.externalIPs is ignored for headless services',
        'spec.SessionAffinity is ignored for headless services',
      ],
    ],
    [
      '1.35',
      [
        'spec.loadBalancerIP is ignored for headless services',
        'spec.externalIPs is ignored for headless services',
      ],
    ],
  ])('fields a headless Service ignores on %s', (v, want) => {
    const spec = {
      type: 'ClusterIP',
      clusterIP: 'None',
      loadBalancerIP: '192.0.2.1',
      externalIPs: ['192.0.2.2'],
      sessionAffinity: 'None',
    };
    expect(getWarningsForService(svc(spec), v)).toEqual(want);
  });

  it('sessionAffinity: every headless Service on 1.34 (kubernetes#134040), only ClientIP from 1.35', () => {
    const bare = svc({ type: 'ClusterIP', clusterIP: 'None' });
    const client = svc({ type: 'ClusterIP', clusterIP: 'None', sessionAffinity: 'ClientIP' });
    const msg = 'spec.SessionAffinity is ignored for headless services';
    expect(getWarningsForService(bare, '1.34')).toEqual([msg]);
    expect(getWarningsForService(bare, '1.35')).toEqual([]);
    expect(getWarningsForService(client, '1.36')).toEqual([msg]);
    expect(getWarningsForService(client, '1.33')).toEqual([]);
    // A NodePort Service with clusterIP None is not headless (isHeadlessService).
    expect(
      getWarningsForService(
        svc({ type: 'NodePort', clusterIP: 'None', sessionAffinity: 'ClientIP' }),
        '1.36',
      ),
    ).toEqual([]);
  });

  it.each<KubernetesVersion>(['1.32', '1.36'])('ExternalName: ignored fields on %s', (v) => {
    expect(
      getWarningsForService(
        svc({ type: 'ExternalName', externalName: 'db.example.com', externalIPs: ['192.0.2.1'] }),
        v,
      ),
    ).toEqual(['spec.externalIPs is ignored when spec.type is "ExternalName"']);
    expect(
      getWarningsForService(svc({ type: 'ClusterIP', externalName: 'db.example.com' }), v),
    ).toEqual(['spec.externalName is ignored when spec.type is not "ExternalName"']);
  });

  it.each<[KubernetesVersion, string[]]>([
    ['1.34', []],
    ['1.35', ['spec.trafficDistribution: "PreferClose" is deprecated; use "PreferSameZone"']],
    ['1.37', ['spec.trafficDistribution: "PreferClose" is deprecated; use "PreferSameZone"']],
  ])('trafficDistribution PreferClose on %s (kubernetes#134457)', (v, want) => {
    expect(getWarningsForService(svc({ trafficDistribution: 'PreferClose' }), v)).toEqual(want);
    expect(getWarningsForService(svc({ trafficDistribution: 'PreferSameZone' }), v)).toEqual([]);
  });

  it('1.32: the netip-based IP and CIDR warnings (the warnings_test.go "all IPs fields" case)', () => {
    const s = svc({
      clusterIP: '2001:db8:0:0::2',
      clusterIPs: ['2001:db8:0:0::2', '192.012.2.2'],
      externalIPs: ['2001:db8:1:0::2', '10.012.2.2'],
      loadBalancerIP: '10.001.1.1',
      loadBalancerSourceRanges: ['2001:db8:1:0::/64', '10.012.2.0/24'],
      type: 'ClusterIP',
    });
    expect(getWarningsForService(s, '1.32')).toEqual([
      'spec.clusterIPs[0]: IPv6 address "2001:db8:0:0::2" is not in RFC 5952 canonical format ("2001:db8::2"), which may cause controller apply-loops',
      'spec.clusterIPs[1]: IP address was accepted, but will be invalid in a future Kubernetes release: ParseAddr("192.012.2.2"): IPv4 field has octet with leading zero',
      'spec.externalIPs[0]: IPv6 address "2001:db8:1:0::2" is not in RFC 5952 canonical format ("2001:db8:1::2"), which may cause controller apply-loops',
      'spec.externalIPs[1]: IP address was accepted, but will be invalid in a future Kubernetes release: ParseAddr("10.012.2.2"): IPv4 field has octet with leading zero',
      'spec.loadBalancerIP: IP address was accepted, but will be invalid in a future Kubernetes release: ParseAddr("10.001.1.1"): IPv4 field has octet with leading zero',
      'spec.loadBalancerSourceRanges[0]: IPv6 prefix "2001:db8:1:0::/64" is not in RFC 5952 canonical format ("2001:db8:1::/64"), which may cause controller apply-loops',
      'spec.loadBalancerSourceRanges[1]: IP prefix was accepted, but will be invalid in a future Kubernetes release: netip.ParsePrefix("10.012.2.0/24"): ParseAddr("10.012.2.0"): IPv4 field has octet with leading zero',
    ]);
    // An IPv4-mapped address is in canonical netip form: no warning before 1.33.
    expect(
      getWarningsForService(
        svc({ type: 'LoadBalancer', loadBalancerIP: '::ffff:1.2.3.4' }),
        '1.32',
      ),
    ).toEqual([]);
  });

  it.each<[KubernetesVersion, string]>([
    ['1.33', 'will be considered invalid in a future Kubernetes release'],
    ['1.36', 'is invalid'],
  ])('loadBalancerSourceRanges: GetWarningsForCIDR on %s', (v, verdict) => {
    const s = svc({
      type: 'LoadBalancer',
      loadBalancerSourceRanges: [
        '10.0.0.1/8',
        '010.0.0.0/8',
        '::ffff:1.2.3.0/120',
        '2001:db8:0::/64',
        '192.0.2.0/24',
      ],
    });
    expect(getWarningsForService(s, v)).toEqual([
      'spec.loadBalancerSourceRanges[0]: CIDR value "10.0.0.1/8" is ambiguous in this context (should be "10.0.0.0/8" or "10.0.0.1/32"?)',
      `spec.loadBalancerSourceRanges[1]: non-standard CIDR value "010.0.0.0/8" ${verdict}: use "10.0.0.0/8"`,
      `spec.loadBalancerSourceRanges[2]: non-standard CIDR value "::ffff:1.2.3.0/120" ${verdict}: use "1.2.3.0/24"`,
      'spec.loadBalancerSourceRanges[3]: IPv6 CIDR value "2001:db8:0::/64" should be in RFC 5952 canonical format ("2001:db8::/64")',
    ]);
  });

  it('keeps upstream order across all warnings (1.36)', () => {
    const s: JsonObject = {
      apiVersion: 'v1',
      kind: 'Service',
      metadata: { annotations: { [hints]: 'auto' } },
      spec: {
        type: 'LoadBalancer',
        clusterIP: '10.0.0.10',
        clusterIPs: ['10.0.0.010'],
        externalIPs: ['::ffff:192.0.2.1'],
        loadBalancerIP: '2001:db8:0::1',
        loadBalancerSourceRanges: ['192.0.2.1/24'],
        externalName: 'x.example.com',
        trafficDistribution: 'PreferClose',
      },
    };
    expect(getWarningsForService(s, '1.36')).toEqual([
      'annotation service.kubernetes.io/topology-aware-hints is deprecated, please use service.kubernetes.io/topology-mode instead',
      'spec.clusterIPs[0]: non-standard IP address "10.0.0.010" is invalid: use "10.0.0.10"',
      'spec.externalIPs[0]: non-standard IP address "::ffff:192.0.2.1" is invalid: use "192.0.2.1"',
      externalIPsDeprecated,
      'spec.loadBalancerIP: IPv6 address "2001:db8:0::1" should be in RFC 5952 canonical format ("2001:db8::1")',
      'spec.loadBalancerSourceRanges[0]: CIDR value "192.0.2.1/24" is ambiguous in this context (should be "192.0.2.0/24" or "192.0.2.1/32"?)',
      'spec.externalName is ignored when spec.type is not "ExternalName"',
      'spec.trafficDistribution: "PreferClose" is deprecated; use "PreferSameZone"',
    ]);
  });
});

describe('a prefix length with a leading 0', () => {
  const s = svc({ type: 'LoadBalancer', loadBalancerSourceRanges: ['10.0.0.0/08'] });
  it.each<[KubernetesVersion, string[]]>([
    [
      '1.32',
      [
        'spec.loadBalancerSourceRanges[0]: IP prefix was accepted, but will be invalid in a future Kubernetes release: netip.ParsePrefix("10.0.0.0/08"): bad bits after slash: "08"',
      ],
    ],
    [
      '1.35',
      [
        'spec.loadBalancerSourceRanges[0]: non-standard CIDR value "10.0.0.0/08" will be considered invalid in a future Kubernetes release: use "10.0.0.0/8"',
      ],
    ],
  ])('on %s', (v, want) => {
    expect(getWarningsForService(s, v)).toEqual(want);
  });
});
