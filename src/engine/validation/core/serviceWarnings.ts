// The IP warnings of a Service: the GetWarningsForIP lines of pkg/api/service/warnings.go
// GetWarningsForService (1.33 on), in its order: clusterIPs (when an IP is set), externalIPs, then
// from 1.36 the externalIPs deprecation (kubernetes#137293), loadBalancerIP. Its other warnings
// (deprecated annotations, fields a headless or ExternalName Service ignores) are not ported here.

import type { JsonObject, KubernetesVersion } from '../../apimachinery/types.ts';
import { atLeast } from '../../apimachinery/version.ts';
import { index } from '../fieldPath.ts';
import { obj, str, strings } from '../read.ts';
import { ipWarnings } from './legacyIP.ts';

/** GetWarningsForService's text for a Service that uses spec.externalIPs (1.36 on). */
export const externalIPsDeprecated =
  'spec.externalIPs is deprecated and may no longer be implemented in some clusters';

/** Returns the non-standard-IP warnings of a Service's spec at a version (none before 1.33). */
export function serviceIPWarnings(svc: JsonObject, version: KubernetesVersion): string[] {
  const spec = obj(svc['spec']) ?? {};
  const clusterIP = str(spec['clusterIP']);
  // helper.IsServiceIPSet: clusterIP neither empty nor "None".
  const ipSet = clusterIP !== '' && clusterIP !== 'None';
  const lbIP = str(spec['loadBalancerIP']);
  const externalIPs = strings(spec['externalIPs']);
  // Defaulting has set spec.type; an unset one is ClusterIP (SetDefaults_Service).
  const type = str(spec['type']) || 'ClusterIP';
  // isHeadlessService: a ClusterIP Service whose clusterIP is "None".
  const headless = type === 'ClusterIP' && clusterIP === 'None';
  return [
    ...(ipSet
      ? strings(spec['clusterIPs']).flatMap((ip, i) =>
          ipWarnings(index('spec.clusterIPs', i), ip, version),
        )
      : []),
    ...externalIPs.flatMap((ip, i) => ipWarnings(index('spec.externalIPs', i), ip, version)),
    ...(atLeast(version, '1.36') && externalIPs.length > 0 && !headless && type !== 'ExternalName'
      ? [externalIPsDeprecated]
      : []),
    ...(lbIP !== '' ? ipWarnings('spec.loadBalancerIP', lbIP, version) : []),
  ];
}
