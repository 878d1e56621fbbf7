// The evaluators that only count: the generic object count evaluator, services (count, node ports,
// load balancers) and persistent volume claims (count, storage, per storage class)
// (staging/src/k8s.io/apiserver/pkg/quota/v1/generic/evaluator.go, pkg/quota/v1/evaluator/core/services.go,
// persistent_volume_claims.go; claim scopes need the VolumeAttributesClass gate, off in 1.32).

import type { JsonObject } from '../../apimachinery/types.ts';
import { cmp, newQuantity, type Quantity } from '../../apimachinery/quantity/quantity.ts';
import { readResourceList, type ResourceList } from '../resource/resourceList.ts';
import { listAt, objectsAt, stringAt, valueAt } from '../objectFields.ts';
import { type Evaluator, matchesNoScope, objectCountName } from './evaluatorTypes.ts';
import { intersection } from './resources.ts';
import { isObject } from '../../apimachinery/isObject.ts';

const one = newQuantity(1n);
const zero = newQuantity(0n);

/** generic.NewObjectCountEvaluator: counts CREATEs under count/<resource>[.<group>] and an optional legacy alias. */
export function objectCountEvaluator(group: string, resource: string, alias?: string): Evaluator {
  const names =
    alias === undefined
      ? [objectCountName(group, resource)]
      : [objectCountName(group, resource), alias];
  return {
    handles: (attr) => attr.operation === 'CREATE',
    matchingResources: (input) => intersection(input, names),
    matchesScope: matchesNoScope,
    constraints: () => undefined,
    usage: () => new Map(names.map((n) => [n, one])),
    coversScopes: false,
  };
}

const serviceResources = [
  'count/services',
  'services',
  'services.nodeports',
  'services.loadbalancers',
];

// Node ports are counted by intent: a load balancer that allocates none counts only explicit ones.
function serviceUsage(service: JsonObject): ResourceList {
  const ports = listAt(service, 'spec', 'ports');
  const usage: ResourceList = new Map([
    ['count/services', one],
    ['services', one],
    ['services.loadbalancers', zero],
    ['services.nodeports', zero],
  ]);
  const type = stringAt(service, 'spec', 'type');
  if (type === 'NodePort') usage.set('services.nodeports', newQuantity(BigInt(ports.length)));
  if (type === 'LoadBalancer') {
    const explicitOnly = valueAt(service, 'spec', 'allocateLoadBalancerNodePorts') === false;
    const withNodePort = objectsAt(service, 'spec', 'ports').filter(
      (p) => typeof p['nodePort'] === 'number' && p['nodePort'] !== 0,
    ).length;
    usage.set(
      'services.nodeports',
      newQuantity(BigInt(explicitOnly ? withNodePort : ports.length)),
    );
    usage.set('services.loadbalancers', one);
  }
  return usage;
}

/** The services evaluator (CREATE and UPDATE, since the type can change). */
export const serviceEvaluator: Evaluator = {
  handles: (attr) => attr.operation === 'CREATE' || attr.operation === 'UPDATE',
  matchingResources: (input) => intersection(input, serviceResources),
  matchesScope: matchesNoScope,
  constraints: () => undefined,
  usage: serviceUsage,
  coversScopes: false,
};

const storageClassSuffix = '.storageclass.storage.k8s.io/';
const claimResources = ['persistentvolumeclaims', 'requests.storage'];

// Quantity.RoundUp(0): fractional bytes are charged as the next whole byte; exact values keep their form.
function roundUpToInteger(q: Quantity): Quantity {
  const { unscaled, exp } = q.amount;
  if (exp >= 0) return q;
  const d = 10n ** BigInt(-exp);
  if (unscaled % d === 0n) return q;
  const r = unscaled / d + (unscaled > 0n ? 1n : -1n);
  return { amount: { unscaled: r, exp: 0, dec: q.amount.dec }, format: q.format };
}

// getStorageUsage: the request, or the allocated size when that is larger.
function storageUsage(claim: JsonObject): Quantity | undefined {
  const requested = readResourceList(valueAt(claim, 'spec', 'resources', 'requests')).get(
    'storage',
  );
  let result = requested === undefined ? undefined : roundUpToInteger(requested);
  const allocated = readResourceList(valueAt(claim, 'status', 'allocatedResources')).get('storage');
  if (result !== undefined && allocated !== undefined && cmp(allocated, result) > 0)
    result = roundUpToInteger(allocated);
  return result;
}

/** storagehelpers.GetPersistentVolumeClaimClass: the beta annotation wins over spec.storageClassName. */
export function claimClass(claim: JsonObject): string {
  const annotations = valueAt(claim, 'metadata', 'annotations');
  const beta = isObject(annotations)
    ? annotations['volume.beta.kubernetes.io/storage-class']
    : undefined;
  if (typeof beta === 'string') return beta;
  return stringAt(claim, 'spec', 'storageClassName');
}

function claimUsage(claim: JsonObject): ResourceList {
  const usage: ResourceList = new Map([
    ['persistentvolumeclaims', one],
    ['count/persistentvolumeclaims', one],
  ]);
  const cls = claimClass(claim);
  if (cls !== '') usage.set(`${cls}${storageClassSuffix}persistentvolumeclaims`, one);
  const storage = storageUsage(claim);
  if (storage !== undefined) {
    usage.set('requests.storage', storage);
    if (cls !== '') usage.set(`${cls}${storageClassSuffix}requests.storage`, storage);
  }
  return usage;
}

/** The persistent volume claims evaluator. */
export const claimEvaluator: Evaluator = {
  handles: (attr) => attr.operation === 'CREATE' || attr.operation === 'UPDATE',
  matchingResources: (input) =>
    input.filter(
      (item) =>
        item === 'count/persistentvolumeclaims' ||
        claimResources.includes(item) ||
        claimResources.some((r) => item.endsWith(storageClassSuffix + r)),
    ),
  matchesScope: matchesNoScope,
  constraints: () => undefined,
  usage: claimUsage,
  coversScopes: false,
};
