import { describe, expect, it } from 'vitest';
import type { JsonObject, KubernetesVersion } from '../../apimachinery/types.ts';
import { externalIPsDeprecated, serviceIPWarnings } from './serviceWarnings.ts';

const svc = (spec: JsonObject): JsonObject => ({ apiVersion: 'v1', kind: 'Service', spec });

describe('serviceIPWarnings: the externalIPs deprecation (1.36, kubernetes#137293)', () => {
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
      [],
    ],
    [
      'not for an ExternalName Service',
      '1.36',
      { type: 'ExternalName', externalIPs: ['192.0.2.1'] },
      [],
    ],
  ])('%s', (_name, version, spec, want) => {
    expect(serviceIPWarnings(svc(spec), version)).toEqual(want);
  });

  it('comes after the externalIPs IP warnings and before the loadBalancerIP ones', () => {
    expect(
      serviceIPWarnings(
        svc({ type: 'LoadBalancer', externalIPs: ['010.0.0.1'], loadBalancerIP: '010.0.0.2' }),
        '1.35',
      ),
    ).toHaveLength(2);
    const w = serviceIPWarnings(
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
