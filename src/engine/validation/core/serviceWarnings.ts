// The warnings of a Service create or update: ports kubernetes pkg/api/service/warnings.go
// GetWarningsForService, which svcStrategy's WarningsOnCreate and WarningsOnUpdate return
// (pkg/registry/core/service/strategy.go). Read: the stored versions at kubernetes commits 8a84988b
// (1.35: headless and PreferClose warnings, no externalIPs deprecation) and 02c2bf6a (1.36: plus
// the externalIPs deprecation, kubernetes#137293), and a stored pre-1.33 version (netip-based IP
// warnings, ExternalName warnings of kubernetes#119310, 1.28). 1.37 is inferred to equal 02c2bf6a
// (no later version stored). What changed when, in upstream's order:
// - the deprecated topology-aware-hints annotation (all versions);
// - spec.clusterIPs IP warnings (service/serviceNetipWarnings.ts through 1.32, apimachinery's
//   GetWarningsForIP from 1.33, reworded "is invalid" in 1.36);
// - fields a headless Service ignores (from 1.34, kubernetes#132214): loadBalancerIP, externalIPs,
//   sessionAffinity. 1.34.0 warned about sessionAffinity for every headless Service (defaulting
//   sets it to None; kubernetes#134040); 1.35 warns only when it is not None (kubernetes#134054,
//   backported to a 1.34 patch release, which we do not model). The 1.34.0 condition itself was
//   not read: inferred from those two threads;
// - spec.externalIPs IP warnings, then (1.36 on) their deprecation;
// - spec.loadBalancerIP IP warnings; spec.loadBalancerSourceRanges CIDR warnings;
// - externalIPs on an ExternalName Service, externalName on any other type;
// - trafficDistribution PreferClose deprecated for PreferSameZone (from 1.35, kubernetes#134457).

import type { JsonObject, KubernetesVersion } from '../../apimachinery/types.ts';
import { atLeast } from '../../apimachinery/version.ts';
import { index } from '../fieldPath.ts';
import { obj, str, strings } from '../read.ts';
import { ipWarnings } from './legacyIP.ts';
import { cidrWarnings } from './serviceCIDRWarnings.ts';
import { netipCIDRWarnings, netipIPWarnings } from './serviceNetipWarnings.ts';

/** GetWarningsForService's text for a Service that uses spec.externalIPs (1.36 on). */
export const externalIPsDeprecated =
  'spec.externalIPs is deprecated and may no longer be implemented in some clusters';

/** api.DeprecatedAnnotationTopologyAwareHints and api.AnnotationTopologyMode. */
const topologyAwareHints = 'service.kubernetes.io/topology-aware-hints';
const topologyMode = 'service.kubernetes.io/topology-mode';

// The IP and CIDR warning functions of a version: the service package's own through 1.32.
const ipWarningsAt = (fldPath: string, ip: string, version: KubernetesVersion): string[] =>
  atLeast(version, '1.33') ? ipWarnings(fldPath, ip, version) : netipIPWarnings(fldPath, ip);
const cidrWarningsAt = (fldPath: string, cidr: string, version: KubernetesVersion): string[] =>
  atLeast(version, '1.33')
    ? cidrWarnings(fldPath, cidr, version)
    : netipCIDRWarnings(fldPath, cidr);

/** isHeadlessService: a ClusterIP Service whose clusterIP is "None". */
function headlessWarnings(spec: JsonObject, version: KubernetesVersion): string[] {
  if (!atLeast(version, '1.34')) return [];
  // Defaulting sets an unset sessionAffinity to None (SetDefaults_Service).
  const affinity = str(spec['sessionAffinity']) || 'None';
  return [
    ...(str(spec['loadBalancerIP']) !== ''
      ? ['spec.loadBalancerIP is ignored for headless services']
      : []),
    ...(strings(spec['externalIPs']).length > 0
      ? ['spec.externalIPs is ignored for headless services']
      : []),
    ...(!atLeast(version, '1.35') || affinity !== 'None'
      ? ['spec.SessionAffinity is ignored for headless services']
      : []),
  ];
}

/** Returns GetWarningsForService's warnings for a (defaulted) Service at a version. */
export function getWarningsForService(svc: JsonObject, version: KubernetesVersion): string[] {
  const annotations = obj(obj(svc['metadata'])?.['annotations']) ?? {};
  const spec = obj(svc['spec']) ?? {};
  const clusterIP = str(spec['clusterIP']);
  // helper.IsServiceIPSet: clusterIP neither empty nor "None".
  const ipSet = clusterIP !== '' && clusterIP !== 'None';
  const lbIP = str(spec['loadBalancerIP']);
  const externalIPs = strings(spec['externalIPs']);
  // Defaulting has set spec.type; an unset one is ClusterIP (SetDefaults_Service).
  const type = str(spec['type']) || 'ClusterIP';
  const headless = type === 'ClusterIP' && clusterIP === 'None';
  return [
    ...(topologyAwareHints in annotations
      ? [`annotation ${topologyAwareHints} is deprecated, please use ${topologyMode} instead`]
      : []),
    ...(ipSet
      ? strings(spec['clusterIPs']).flatMap((ip, i) =>
          ipWarningsAt(index('spec.clusterIPs', i), ip, version),
        )
      : []),
    ...(headless ? headlessWarnings(spec, version) : []),
    ...externalIPs.flatMap((ip, i) => ipWarningsAt(index('spec.externalIPs', i), ip, version)),
    ...(atLeast(version, '1.36') && externalIPs.length > 0 && !headless && type !== 'ExternalName'
      ? [externalIPsDeprecated]
      : []),
    ...(lbIP !== '' ? ipWarningsAt('spec.loadBalancerIP', lbIP, version) : []),
    ...strings(spec['loadBalancerSourceRanges']).flatMap((cidr, i) =>
      cidrWarningsAt(index('spec.loadBalancerSourceRanges', i), cidr, version),
    ),
    ...(type === 'ExternalName' && externalIPs.length > 0
      ? ['spec.externalIPs is ignored when spec.type is "ExternalName"']
      : []),
    ...(type !== 'ExternalName' && str(spec['externalName']) !== ''
      ? ['spec.externalName is ignored when spec.type is not "ExternalName"']
      : []),
    ...(atLeast(version, '1.35') && str(spec['trafficDistribution']) === 'PreferClose'
      ? ['spec.trafficDistribution: "PreferClose" is deprecated; use "PreferSameZone"']
      : []),
  ];
}
