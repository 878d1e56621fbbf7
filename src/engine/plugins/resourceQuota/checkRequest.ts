// CheckRequest: whether one request fits every quota that covers it, and what each quota's usage
// would become (staging/src/k8s.io/apiserver/pkg/admission/plugin/resourcequota/controller.go, 1.32).
// Quotas are visited in the order given; the API server takes its informer's order.

import type { Attributes } from '../../admission/attributes.ts';
import type { JsonObject } from '../../apimachinery/types.ts';
import type { ResourceList } from '../resource/resourceList.ts';
import { signOf } from '../../apimachinery/quantity/quantity.ts';
import { metaString } from '../../admission/attributes.ts';
import type { LimitedResource, ScopeSelector } from './config.ts';
import { matches, matchingScopes, scopeString, uncoveredScopes } from './evaluator.ts';
import type { Evaluator } from './evaluatorTypes.ts';
import type { QuotaState } from './quotaObject.ts';
import {
  add,
  isNegative,
  lessThanOrEqual,
  mask,
  prettyPrint,
  prettyPrintResourceNames,
  removeZeros,
  subtractWithNonNegativeResult,
} from './resources.ts';

/** The outcome: quotas unchanged, new usage per quota index, a refusal (403) or a plain error (500). */
export type CheckResult =
  | { kind: 'unchanged'; why: string }
  | { kind: 'charged'; usage: Map<number, ResourceList> }
  | { kind: 'forbidden'; message: string }
  | { kind: 'error'; message: string };

// limitedByDefault: consumed resources whose name contains a matchContains entry.
function limitedByDefault(usage: ResourceList, limited: readonly LimitedResource[]): string[] {
  const out: string[] = [];
  for (const l of limited) {
    for (const [k, v] of usage)
      if (signOf(v) === 1 && l.matchContains.some((m) => k.includes(m))) out.push(k);
  }
  return out;
}

// hasUsageStats: every tracked hard resource has a used value.
const hasUsageStats = (quota: QuotaState, interesting: readonly string[]): boolean =>
  [...quota.hard.keys()].every((k) => !interesting.includes(k) || quota.used.has(k));

/** Checks one request against the namespace's quotas. */
export function checkRequest(
  quotas: readonly QuotaState[],
  attr: Attributes,
  evaluator: Evaluator,
  limited: readonly LimitedResource[],
  nowMs: number,
): CheckResult {
  if (!evaluator.handles(attr))
    return {
      kind: 'unchanged',
      why: `quota does not count ${attr.operation} of ${attr.resource.resource}`,
    };
  const object: JsonObject = attr.object ?? {};
  // Limited scopes from the configuration; an error here lets the request through, as upstream does.
  const limitedScopes: ScopeSelector[] = [];
  for (const l of limited) {
    const m = matchingScopes(evaluator, object, l.matchScopes);
    if (!Array.isArray(m))
      return { kind: 'unchanged', why: 'matching the configured limited scopes failed' };
    limitedScopes.push(...m);
  }
  const ownLimited = limited.filter(
    (l) => l.apiGroup === attr.resource.group && l.resource === attr.resource.resource,
  );
  const limitedNames = new Set(
    ownLimited.length > 0 ? limitedByDefault(evaluator.usage(object, nowMs), ownLimited) : [],
  );

  const interesting: number[] = [];
  const restricted = new Set<string>();
  const restrictedScopes: ScopeSelector[] = [];
  for (const [i, quota] of quotas.entries()) {
    const local = matchingScopes(evaluator, object, quota.scopeSelectors);
    if (!Array.isArray(local))
      return {
        kind: 'error',
        message: `error matching scopes of quota ${quota.name}, err: ${local.error}`,
      };
    restrictedScopes.push(...local);
    const match = matches(evaluator, quota, object);
    if (typeof match !== 'boolean') return { kind: 'error', message: match.error };
    if (!match) continue;
    const resources = evaluator.matchingResources([...quota.hard.keys()]);
    const unmet = evaluator.constraints(resources, object);
    if (unmet !== undefined)
      return { kind: 'forbidden', message: `failed quota: ${quota.name}: ${unmet}` };
    if (!hasUsageStats(quota, resources)) {
      return {
        kind: 'forbidden',
        message: `status unknown for quota: ${quota.name}, resources: ${prettyPrintResourceNames(resources)}`,
      };
    }
    interesting.push(i);
    for (const r of resources) restricted.add(r);
  }

  const inputUsage = evaluator.usage(object, nowMs);
  const negative = isNegative(inputUsage);
  if (negative.length > 0)
    return {
      kind: 'forbidden',
      message: `quota usage is negative for resource(s): ${prettyPrintResourceNames(negative)}`,
    };

  const delta = new Map<number, ResourceList>(interesting.map((i) => [i, inputUsage]));
  let deltaWithoutQuota: ResourceList =
    attr.operation === 'CREATE' && interesting.length === 0 ? inputUsage : new Map();
  if (attr.operation === 'UPDATE') {
    const prev = attr.oldObject;
    if (prev === undefined)
      return {
        kind: 'forbidden',
        message: 'unable to get previous usage since prior version of object was not found',
      };
    // Without a resourceVersion this may be a create-on-update, so the whole usage is charged.
    if (metaString(prev, 'resourceVersion') !== '') {
      const changed = subtractWithNonNegativeResult(inputUsage, evaluator.usage(prev, nowMs));
      if (interesting.length === 0) deltaWithoutQuota = changed;
      for (const i of interesting) {
        const m = matches(evaluator, quotas[i] as QuotaState, prev);
        if (typeof m !== 'boolean') return { kind: 'error', message: m.error };
        if (m) delta.set(i, changed);
      }
    } else if (interesting.length === 0) deltaWithoutQuota = inputUsage;
  }
  for (const [i, d] of delta) {
    const nonZero = removeZeros(d);
    if (nonZero.size === 0) delta.delete(i);
    else delta.set(i, nonZero);
  }
  if (interesting.length > 0 ? delta.size === 0 : removeZeros(deltaWithoutQuota).size === 0) {
    return { kind: 'unchanged', why: 'the request changes no tracked usage' };
  }

  const uncovered = [...limitedNames].filter((n) => !restricted.has(n)).sort();
  if (uncovered.length > 0)
    return {
      kind: 'forbidden',
      message: `insufficient quota to consume: ${[...new Set(uncovered)].join(',')}`,
    };
  const uncoveredSelectors = uncoveredScopes(evaluator, limitedScopes, restrictedScopes);
  if (uncoveredSelectors.length > 0) {
    return {
      kind: 'error',
      message: `insufficient quota to match these scopes: [${uncoveredSelectors.map(scopeString).join(' ')}]`,
    };
  }
  if (interesting.length === 0)
    return { kind: 'unchanged', why: 'no quota in the namespace tracks what the request uses' };

  const usage = new Map<number, ResourceList>();
  for (const i of interesting) {
    const d = delta.get(i);
    if (d === undefined) continue;
    const quota = quotas[i] as QuotaState;
    const hard = [...quota.hard.keys()];
    const requested = mask(d, hard);
    const newUsage = add(quota.used, requested);
    if (attr.subresource !== 'status') {
      const { ok, exceeded } = lessThanOrEqual(mask(newUsage, requested.keys()), quota.hard);
      if (!ok) {
        return {
          kind: 'forbidden',
          message: `exceeded quota: ${quota.name}, requested: ${prettyPrint(mask(requested, exceeded))}, used: ${prettyPrint(mask(quota.used, exceeded))}, limited: ${prettyPrint(mask(quota.hard, exceeded))}`,
        };
      }
    }
    usage.set(i, newUsage);
  }
  return { kind: 'charged', usage };
}
