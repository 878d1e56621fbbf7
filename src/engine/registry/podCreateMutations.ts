// The pod strategy's other create-time changes (pkg/registry/core/pod/strategy.go, release-1.32):
// applySchedulingGatedCondition (a {PodScheduled, False, SchedulingGated} condition when the pod has
// scheduling gates) and mutatePodAffinity (MatchLabelKeysInPodAffinity, beta and on in 1.32:
// matchLabelKeys / mismatchLabelKeys become In / NotIn requirements of the term's labelSelector).

import type { JsonObject } from '../apimachinery/types.ts';
import { asObject } from '../apimachinery/isObject.ts';
import { child, children, struct } from '../defaulting/defaults/access.ts';
import { metadataOf } from '../admission/attributes.ts';
import { gateEnabled } from './featureGates.ts';
import type { Prepared, StrategyEnv } from './strategy.ts';

/** applySchedulingGatedCondition, after the status reset. */
export function applySchedulingGatedCondition(
  pod: JsonObject,
  env: StrategyEnv,
  out: Prepared,
): void {
  if (children(child(pod, 'spec'), 'schedulingGates').length === 0) return;
  const status = struct(pod, 'status');
  if (children(status, 'conditions').some((c) => c['type'] === 'PodScheduled')) return;
  // podutil.UpdatePodCondition stamps metav1.Now() on a new condition.
  const condition: JsonObject = {
    type: 'PodScheduled',
    status: 'False',
    lastTransitionTime: env.now,
    reason: 'SchedulingGated',
    message: 'Scheduling is blocked due to non-empty scheduling gates',
  };
  status['conditions'] = [...children(status, 'conditions'), condition];
  out.notes.push(
    'condition PodScheduled=False (SchedulingGated) added: the pod has scheduling gates',
  );
}

// applyLabelKeysToLabelSelector for one term.
function applyKeys(term: JsonObject, labels: JsonObject): number {
  const selector = asObject(term['labelSelector']);
  const match = Array.isArray(term['matchLabelKeys']) ? term['matchLabelKeys'] : [];
  const mismatch = Array.isArray(term['mismatchLabelKeys']) ? term['mismatchLabelKeys'] : [];
  if ((match.length === 0 && mismatch.length === 0) || selector === undefined) return 0;
  const added: JsonObject[] = [];
  for (const [keys, operator] of [
    [match, 'In'],
    [mismatch, 'NotIn'],
  ] as const) {
    for (const key of keys) {
      const value = typeof key === 'string' ? labels[key] : undefined;
      if (typeof key === 'string' && typeof value === 'string')
        added.push({ key, operator, values: [value] });
    }
  }
  if (added.length > 0)
    selector['matchExpressions'] = [...children(selector, 'matchExpressions'), ...added];
  return added.length;
}

/** mutatePodAffinity. */
export function mutatePodAffinity(pod: JsonObject, env: StrategyEnv, out: Prepared): void {
  const affinity = child(child(pod, 'spec'), 'affinity');
  if (!gateEnabled(env, 'MatchLabelKeysInPodAffinity') || affinity === undefined) return;
  const labels = asObject(metadataOf(pod)['labels']) ?? {};
  let added = 0;
  for (const kind of ['podAffinity', 'podAntiAffinity']) {
    const a = child(affinity, kind);
    for (const weighted of children(a, 'preferredDuringSchedulingIgnoredDuringExecution')) {
      const term = child(weighted, 'podAffinityTerm');
      if (term !== undefined) added += applyKeys(term, labels);
    }
    for (const term of children(a, 'requiredDuringSchedulingIgnoredDuringExecution'))
      added += applyKeys(term, labels);
  }
  if (added > 0)
    out.notes.push(
      `${added} matchLabelKeys/mismatchLabelKeys requirement${added === 1 ? '' : 's'} added to the pod (anti-)affinity label selectors`,
    );
}
