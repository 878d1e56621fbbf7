// The quota evaluator for pods: usage (count, compute requests and limits, hugepages, extended
// resources), the "must specify" constraint for quotas on cpu and memory, and the pod scopes
// (pkg/quota/v1/evaluator/core/pods.go, 1.32).

import type { JsonObject, JsonValue } from '../../apimachinery/types.ts';
import { goQuote } from '../../apimachinery/goQuote.ts';
import { mustParse, newQuantity } from '../../apimachinery/quantity/quantity.ts';
import { computesBestEffort } from '../qos.ts';
import { podLimits, podRequests } from '../resource/podResources.ts';
import { readResourceList, type ResourceList } from '../resource/resourceList.ts';
import { objectAt, objectsAt, stringAt, valueAt } from '../objectFields.ts';
import type { ScopeSelector } from './config.ts';
import type { Evaluator, EvaluatorError } from './evaluatorTypes.ts';
import { add, intersection } from './resources.ts';

const podResources = [
  'count/pods',
  'cpu',
  'memory',
  'ephemeral-storage',
  'requests.cpu',
  'requests.memory',
  'requests.ephemeral-storage',
  'limits.cpu',
  'limits.memory',
  'limits.ephemeral-storage',
  'pods',
];
const podResourcePrefixes = ['hugepages-', 'requests.hugepages-'];

// A mistake kept for compatibility: quotas on these make every container state them.
const validationSet = new Set([
  'cpu',
  'memory',
  'requests.cpu',
  'requests.memory',
  'limits.cpu',
  'limits.memory',
]);

const isNativeResource = (name: string): boolean =>
  !name.includes('/') || name.includes('kubernetes.io/');
const qualifiedName =
  /^(?:[a-z0-9]([-a-z0-9]*[a-z0-9])?(?:\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*\/)?[A-Za-z0-9](?:[-A-Za-z0-9_.]{0,61}[A-Za-z0-9])?$/;
const isExtendedResourceName = (name: string): boolean =>
  !isNativeResource(name) &&
  !name.startsWith('requests.') &&
  qualifiedName.test(`requests.${name}`);
const isExtendedResourceNameForQuota = (name: string): boolean =>
  !isNativeResource(name) && name.startsWith('requests.');

/** podComputeUsageHelper: the quota resources a set of requests and limits charges. */
function computeUsage(requests: ResourceList, limits: ResourceList): ResourceList {
  const out: ResourceList = new Map([['pods', mustParse('1')]]);
  for (const r of ['cpu', 'memory', 'ephemeral-storage']) {
    const request = requests.get(r);
    if (request !== undefined) out.set(r, request).set(`requests.${r}`, request);
    const limit = limits.get(r);
    if (limit !== undefined) out.set(`limits.${r}`, limit);
  }
  for (const [name, request] of requests) {
    if (name.startsWith('hugepages-')) out.set(name, request).set(`requests.${name}`, request);
    if (isExtendedResourceName(name)) out.set(`requests.${name}`, request);
  }
  return out;
}

// QuotaV1Pod: terminal pods, and pods past their deletion grace period, no longer charge compute.
function chargesCompute(pod: JsonObject, nowMs: number): boolean {
  const phase = stringAt(pod, 'status', 'phase');
  if (phase === 'Failed' || phase === 'Succeeded') return false;
  const deletion = Date.parse(stringAt(pod, 'metadata', 'deletionTimestamp'));
  const grace = valueAt(pod, 'metadata', 'deletionGracePeriodSeconds');
  return !(
    Number.isFinite(deletion) &&
    typeof grace === 'number' &&
    nowMs > deletion + grace * 1000
  );
}

/** PodUsageFunc. */
function podUsage(pod: JsonObject, nowMs: number): ResourceList {
  const count: ResourceList = new Map([['count/pods', newQuantity(1n)]]);
  if (!chargesCompute(pod, nowMs)) return count;
  const spec = objectAt(pod, 'spec') ?? {};
  return add(count, computeUsage(podRequests(spec), podLimits(spec)));
}

/** Constraints: with a quota on cpu or memory, every container must state them. */
function constraints(required: readonly string[], pod: JsonObject): string | undefined {
  const requiredSet = required.filter((r) => validationSet.has(r));
  const missing = new Map<string, Set<string>>();
  for (const c of [
    ...objectsAt(pod, 'spec', 'containers'),
    ...objectsAt(pod, 'spec', 'initContainers'),
  ]) {
    const usage = computeUsage(
      readResourceList(valueAt(c, 'resources', 'requests')),
      readResourceList(valueAt(c, 'resources', 'limits')),
    );
    for (const r of requiredSet) {
      if (usage.has(r)) continue;
      const names = missing.get(r) ?? new Set<string>();
      missing.set(r, names.add(stringAt(c, 'name')));
    }
  }
  if (missing.size === 0) return undefined;
  const parts = [...missing.keys()]
    .sort()
    .map((r) => `${r} for: ${[...(missing.get(r) ?? [])].sort().join(',')}`);
  return `must specify ${parts.join('; ')}`;
}

const crossNamespaceTerm = (term: JsonObject | undefined): boolean =>
  term !== undefined &&
  ((Array.isArray(term['namespaces']) && term['namespaces'].length > 0) ||
    (term['namespaceSelector'] !== undefined && term['namespaceSelector'] !== null));

function usesCrossNamespacePodAffinity(pod: JsonObject): boolean {
  for (const kind of ['podAffinity', 'podAntiAffinity']) {
    const affinity = objectAt(pod, 'spec', 'affinity', kind);
    if (affinity === undefined) continue;
    if (
      objectsAt(affinity, 'requiredDuringSchedulingIgnoredDuringExecution').some(crossNamespaceTerm)
    )
      return true;
    if (
      objectsAt(affinity, 'preferredDuringSchedulingIgnoredDuringExecution').some((w) =>
        crossNamespaceTerm(objectAt(w, 'podAffinityTerm')),
      )
    )
      return true;
  }
  return false;
}

// podMatchesSelector over the one-label set {PriorityClass: <priorityClassName>}. The quota's own
// validation rejects empty or superfluous values, so only the operator can be wrong here.
function priorityClassMatches(selector: ScopeSelector, pod: JsonObject): boolean | EvaluatorError {
  const name = stringAt(pod, 'spec', 'priorityClassName');
  const has = name !== '';
  switch (selector.operator) {
    case 'In':
      return has && selector.values.includes(name);
    case 'NotIn':
      return !has || !selector.values.includes(name);
    case 'Exists':
      return has;
    case 'DoesNotExist':
      return !has;
    default:
      return {
        error: `failed to parse and convert selector: ${goQuote(selector.operator)} is not a valid scope selector operator`,
      };
  }
}

/** podMatchesScopeFunc. */
function matchesScope(selector: ScopeSelector, pod: JsonObject): boolean | EvaluatorError {
  const spec = objectAt(pod, 'spec') ?? {};
  const deadline: JsonValue | undefined = spec['activeDeadlineSeconds'];
  const terminating = typeof deadline === 'number' && deadline >= 0;
  switch (selector.scopeName) {
    case 'Terminating':
      return terminating;
    case 'NotTerminating':
      return !terminating;
    case 'BestEffort':
      return computesBestEffort(spec);
    case 'NotBestEffort':
      return !computesBestEffort(spec);
    case 'PriorityClass':
      return selector.operator === 'Exists'
        ? stringAt(spec, 'priorityClassName') !== ''
        : priorityClassMatches(selector, pod);
    case 'CrossNamespacePodAffinity':
      return usesCrossNamespacePodAffinity(pod);
    default:
      return false;
  }
}

/** The pods evaluator: CREATE only (1.32 quota admission skips every subresource, resize included). */
export const podEvaluator: Evaluator = {
  handles: (attr) => attr.operation === 'CREATE',
  matchingResources: (input) => [
    ...intersection(input, podResources),
    ...input.filter(
      (r) => podResourcePrefixes.some((p) => r.startsWith(p)) || isExtendedResourceNameForQuota(r),
    ),
  ],
  matchesScope,
  constraints,
  usage: podUsage,
  coversScopes: true,
};
