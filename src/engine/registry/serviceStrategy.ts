// The Service strategies (pkg/registry/core/service/strategy.go, release-1.32) with the store's
// allocation hooks (serviceAllocation.ts). Create resets the status; update keeps the stored status
// and clears what a type change leaves behind (dropTypeDependentFields) when the client did not
// change it itself; services/status keeps the stored spec. The gated drops (ServiceTrafficDistribution,
// LoadBalancerIPMode) are on in every modelled version, so they drop nothing.

import type { JsonObject } from '../apimachinery/types.ts';
import { asObject } from '../apimachinery/isObject.ts';
import { children } from '../defaulting/defaults/access.ts';
import { semanticDeepEqual } from '../apimachinery/semanticEqual.ts';
import { beginCreate, beginUpdate } from './serviceAllocation.ts';
import { sameClusterIPs, svcType } from './serviceIPFamilies.ts';
import { needsHealthCheck, needsNodePort } from './serviceNodePorts.ts';
import { keepStoredSpec, keepStoredStatus } from './objectParts.ts';
import type { Prepared, Strategy } from './strategy.ts';

type Spec = JsonObject;

const nodePorts = (s: Spec): Set<number> =>
  new Set(
    children(s, 'ports')
      .map((p) => Number(p['nodePort'] ?? 0))
      .filter((n) => n !== 0),
  );
const externallyAccessible = (s: Spec): boolean =>
  svcType(s) === 'LoadBalancer' ||
  svcType(s) === 'NodePort' ||
  (svcType(s) === 'ClusterIP' &&
    (Array.isArray(s['externalIPs']) ? s['externalIPs'].length : 0) > 0);
const same = (a: Spec, b: Spec, key: string): boolean => semanticDeepEqual(a[key], b[key], true);

// dropTypeDependentFields: only what the client left as it was, so validation judges the rest.
function dropTypeDependentFields(svc: JsonObject, old: JsonObject, out: Prepared): void {
  const s = asObject(svc['spec']);
  const o = asObject(old['spec']);
  if (s === undefined || o === undefined) return;
  const cleared: string[] = [];
  const clear = (key: string): void => {
    if (s[key] === undefined) return;
    delete s[key];
    cleared.push(key);
  };
  if (svcType(o) !== 'ExternalName' && svcType(s) === 'ExternalName') {
    if (sameClusterIPs(o, s)) ['clusterIP', 'clusterIPs'].forEach(clear);
    if (same(o, s, 'ipFamilies')) clear('ipFamilies');
    if (same(o, s, 'ipFamilyPolicy')) clear('ipFamilyPolicy');
  }
  if (
    needsNodePort(o) &&
    !needsNodePort(s) &&
    [...nodePorts(s)].every((p) => nodePorts(o).has(p))
  ) {
    for (const p of children(s, 'ports')) {
      if (p['nodePort'] === undefined) continue;
      delete p['nodePort'];
      cleared.push('ports[].nodePort');
    }
  }
  if (needsHealthCheck(o) && !needsHealthCheck(s) && same(o, s, 'healthCheckNodePort'))
    clear('healthCheckNodePort');
  if (svcType(o) === 'LoadBalancer' && svcType(s) !== 'LoadBalancer') {
    if (
      typeof s['allocateLoadBalancerNodePorts'] === 'boolean' &&
      s['allocateLoadBalancerNodePorts'] === o['allocateLoadBalancerNodePorts']
    )
      clear('allocateLoadBalancerNodePorts');
    if (same(o, s, 'loadBalancerClass')) clear('loadBalancerClass');
  }
  if (externallyAccessible(o) && !externallyAccessible(s) && same(o, s, 'externalTrafficPolicy'))
    clear('externalTrafficPolicy');
  if (cleared.length > 0)
    out.notes.push(
      `type ${svcType(o)} → ${svcType(s)}: ${[...new Set(cleared)].map((k) => `spec.${k}`).join(', ')} cleared`,
    );
  if (svcType(s) !== 'LoadBalancer') {
    const status = asObject(svc['status']);
    if (status !== undefined) status['loadBalancer'] = {};
  }
}

/** svcStrategy, with the store's BeginCreate / BeginUpdate. */
export const serviceStrategy: Strategy = {
  name: 'svcStrategy',
  beginCreate,
  prepareForCreate(svc, _env, out) {
    svc['status'] = {};
    out.notes.push('status reset');
  },
  beginUpdate,
  prepareForUpdate(svc, old, _env, out) {
    keepStoredStatus(svc, old, out);
    dropTypeDependentFields(svc, old, out);
  },
};

/** serviceStatusStrategy. */
export const serviceStatusStrategy: Strategy = {
  name: 'serviceStatusStrategy',
  prepareForUpdate(svc, old, _env, out) {
    keepStoredSpec(svc, old, out);
  },
};
