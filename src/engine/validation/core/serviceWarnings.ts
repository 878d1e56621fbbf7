// The IP warnings of a Service: the GetWarningsForIP lines of pkg/api/service/warnings.go
// GetWarningsForService (1.33 on), in its order: clusterIPs (when an IP is set), externalIPs,
// loadBalancerIP. Its other warnings (deprecated annotations, fields a headless Service ignores) are
// not ported here.

import type { JsonObject, KubernetesVersion } from '../../apimachinery/types.ts';
import { index } from '../fieldPath.ts';
import { obj, str, strings } from '../read.ts';
import { ipWarnings } from './legacyIP.ts';

/** Returns the non-standard-IP warnings of a Service's spec at a version (none before 1.33). */
export function serviceIPWarnings(svc: JsonObject, version: KubernetesVersion): string[] {
  const spec = obj(svc['spec']) ?? {};
  const clusterIP = str(spec['clusterIP']);
  // helper.IsServiceIPSet: clusterIP neither empty nor "None".
  const ipSet = clusterIP !== '' && clusterIP !== 'None';
  const lbIP = str(spec['loadBalancerIP']);
  return [
    ...(ipSet
      ? strings(spec['clusterIPs']).flatMap((ip, i) =>
          ipWarnings(index('spec.clusterIPs', i), ip, version),
        )
      : []),
    ...strings(spec['externalIPs']).flatMap((ip, i) =>
      ipWarnings(index('spec.externalIPs', i), ip, version),
    ),
    ...(lbIP !== '' ? ipWarnings('spec.loadBalancerIP', lbIP, version) : []),
  ];
}
