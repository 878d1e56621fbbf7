// The Service store's BeginCreate / BeginUpdate (pkg/registry/core/service/storage/storage.go
// beginCreate, beginUpdate, patchAllocatedValues; alloc.go allocateCreate, allocateUpdate,
// allocClusterIPs, updateClusterIPs, release-1.32). They run before PrepareForCreate/Update and
// before validation; the addresses and ports come from serviceCluster.ts, since the playground's
// cluster has no allocator: which ones are free is assumed, not known.

import type { JsonObject } from '../apimachinery/types.ts';
import { asObject } from '../apimachinery/isObject.ts';
import { children } from '../defaulting/defaults/access.ts';
import { invalid } from '../apimachinery/field.ts';
import { goSlice } from '../apimachinery/goValue.ts';
import {
  inServiceRange,
  kubernetesServiceIP,
  nextServiceIP,
  nodePortRange,
  serviceCIDR,
} from './serviceCluster.ts';
import {
  clusterIPOf,
  initIPFamilyFields,
  normalizeClusterIPs,
  setList,
  strings,
  svcType,
} from './serviceIPFamilies.ts';
import {
  allocateNodePortsForCreate,
  allocateNodePortsForUpdate,
  needsHealthCheck,
  needsNodePort,
} from './serviceNodePorts.ts';
import type { Prepared, StrategyEnv } from './strategy.ts';

type Spec = JsonObject;

const assumption = `the cluster's service network is ${serviceCIDR} (IPv4 only) with node ports ${nodePortRange}; addresses and ports are picked at random from the run's seed, and any other requested one is assumed free`;

// allocIPs for the single IPv4 family: "" draws an address, anything else must be in the range and free.
function allocClusterIPs(s: Spec, env: StrategyEnv, out: Prepared): void {
  if (svcType(s) === 'ExternalName') return;
  const ips = strings(s, 'clusterIPs');
  if (ips[0] === 'None') return;
  const families = strings(s, 'ipFamilies');
  const requested = ips[0] ?? '';
  if (families[0] !== 'IPv4') return;
  if (requested === '') {
    const ip = nextServiceIP(env.randomInt);
    setList(s, 'clusterIPs', [ip, ...ips.slice(1)]);
    s['clusterIP'] = ip;
    out.notes.push(`spec.clusterIP ${ip} allocated`);
    return;
  }
  let reason: string | undefined;
  if (!inServiceRange(requested))
    reason = `the provided IP (${requested}) is not in the valid range. The range of valid IPs is ${serviceCIDR}`;
  else if (requested === kubernetesServiceIP) reason = 'provided IP is already allocated';
  if (reason !== undefined) {
    out.errors.push(
      invalid(
        'spec.clusterIPs',
        goSlice('string', ips),
        `failed to allocate IP ${requested}: ${reason}`,
      ),
    );
    return;
  }
  s['clusterIP'] = requested;
  out.notes.push(`spec.clusterIP ${requested} reserved`);
}

/** beginCreate: normalize clusterIPs, then allocateCreate. */
export function beginCreate(svc: JsonObject, env: StrategyEnv, out: Prepared): void {
  const s = asObject(svc['spec']);
  if (s === undefined) return;
  if (svcType(s) !== 'ExternalName') out.assumptions.push(assumption);
  normalizeClusterIPs(s, undefined);
  out.errors.push(...initIPFamilyFields(s, undefined, out.notes));
  if (out.errors.length > 0) return;
  allocClusterIPs(s, env, out);
  if (out.errors.length > 0) return;
  allocateNodePortsForCreate(s, env, out);
}

const needsClusterIP = (s: Spec): boolean => svcType(s) !== 'ExternalName';

// patchAllocatedValues: values the server allocated are kept when the client left them out.
function patchAllocatedValues(s: Spec, old: Spec, out: Prepared): void {
  const before = JSON.stringify(s);
  if (needsClusterIP(old) && needsClusterIP(s)) {
    if (clusterIPOf(s) === '' && clusterIPOf(old) !== '') s['clusterIP'] = clusterIPOf(old);
    if (strings(s, 'clusterIPs').length === 0 && strings(old, 'clusterIPs').length > 0)
      s['clusterIPs'] = [...strings(old, 'clusterIPs')];
  }
  if (needsNodePort(old) && needsNodePort(s)) {
    const used = (x: Spec): Set<number> =>
      new Set(
        children(x, 'ports')
          .map((p) => Number(p['nodePort'] ?? 0))
          .filter((n) => n !== 0),
      );
    const newUsed = used(s);
    const both = new Set([...used(old)].filter((n) => newUsed.has(n)));
    const byName = new Map(
      children(old, 'ports').map((p) => [String(p['name'] ?? ''), Number(p['nodePort'] ?? 0)]),
    );
    for (const p of children(s, 'ports')) {
      const stored = byName.get(String(p['name'] ?? '')) ?? 0;
      if (Number(p['nodePort'] ?? 0) === 0 && stored !== 0 && !both.has(stored))
        p['nodePort'] = stored;
    }
  }
  if (
    needsHealthCheck(old) &&
    needsHealthCheck(s) &&
    Number(s['healthCheckNodePort'] ?? 0) === 0 &&
    old['healthCheckNodePort'] !== undefined
  ) {
    s['healthCheckNodePort'] = old['healthCheckNodePort'] ?? 0;
  }
  if (JSON.stringify(s) !== before)
    out.notes.push(
      'allocated values the request left out (cluster IPs, node ports) kept from the stored service',
    );
}

/** beginUpdate: patch allocated values, normalize, then allocateUpdate. */
export function beginUpdate(
  svc: JsonObject,
  old: JsonObject,
  env: StrategyEnv,
  out: Prepared,
): void {
  const s = asObject(svc['spec']);
  const o = asObject(old['spec']);
  if (s === undefined || o === undefined) return;
  if (svcType(s) !== 'ExternalName') out.assumptions.push(assumption);
  patchAllocatedValues(s, o, out);
  normalizeClusterIPs(s, o);
  out.errors.push(...initIPFamilyFields(s, o, out.notes));
  if (out.errors.length > 0) return;
  // updateClusterIPs: only a change from ExternalName allocates (a single-stack cluster cannot upgrade).
  if (svcType(o) === 'ExternalName' && svcType(s) !== 'ExternalName') allocClusterIPs(s, env, out);
  if (out.errors.length > 0) return;
  allocateNodePortsForUpdate(s, o, env, out);
}
