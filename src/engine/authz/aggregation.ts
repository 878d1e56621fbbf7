// The rules kube-controller-manager's ClusterRole aggregation controller writes into a ClusterRole
// with an aggregationRule (pkg/controller/clusterroleaggregation/clusterroleaggregation_controller.go
// syncClusterRole). The RBAC authorizer only ever reads `rules`, so without this an aggregated role
// would grant nothing here and everything it aggregates on a cluster.

import { matchLabelSelector } from '../apimachinery/labelSelector.ts';
import type { PolicyRule } from './policyRule.ts';
import type { ClusterRole } from './rbacObjects.ts';
import { isObject } from '../apimachinery/isObject.ts';

const ruleKey = (r: PolicyRule): string =>
  JSON.stringify([r.verbs, r.apiGroups, r.resources, r.resourceNames, r.nonResourceURLs]);

/**
 * For each selector in turn, the ClusterRoles it selects are visited in name order (skipping the
 * aggregating role itself) and their rules appended unless an equal rule is already there. The
 * controller applies the result with server-side apply: an empty result leaves the field out of the
 * patch, so a role that aggregates nothing keeps the rules it was created with; a selector that does
 * not parse makes the sync fail and the rules stay as they are. The controller re-syncs whenever any
 * ClusterRole changes, so aggregated roles that aggregate other aggregated roles settle; we iterate to
 * that fixed point. Returns the roles with their settled rules (others unchanged).
 */
export function aggregateClusterRoles(roles: readonly ClusterRole[]): ClusterRole[] {
  const sorted = [...roles].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const rules = new Map<string, PolicyRule[]>(sorted.map((r) => [r.name, r.rules]));
  for (let pass = 0; pass <= sorted.length; pass++) {
    let changed = false;
    for (const role of sorted) {
      if (role.clusterRoleSelectors === undefined) continue;
      const next = aggregatedRules(role, sorted, rules);
      if (next === undefined || next.length === 0) continue;
      const current = rules.get(role.name) ?? [];
      if (next.map(ruleKey).join('\n') !== current.map(ruleKey).join('\n')) {
        rules.set(role.name, next);
        changed = true;
      }
    }
    if (!changed) break;
  }
  return roles.map((r) => ({ ...r, rules: rules.get(r.name) ?? r.rules }));
}

/** One sync of one aggregated role; undefined when a selector does not parse. */
function aggregatedRules(
  role: ClusterRole,
  sorted: readonly ClusterRole[],
  rules: ReadonlyMap<string, PolicyRule[]>,
): PolicyRule[] | undefined {
  const out: PolicyRule[] = [];
  const seen = new Set<string>();
  for (const raw of role.clusterRoleSelectors ?? []) {
    // A null list entry decodes to an empty LabelSelector struct, which selects everything.
    const selector = isObject(raw) ? raw : {};
    for (const candidate of sorted) {
      const match = matchLabelSelector(selector, candidate.labels);
      if (!match.ok) return undefined;
      if (!match.matches || candidate.name === role.name) continue;
      for (const rule of rules.get(candidate.name) ?? []) {
        const key = ruleKey(rule);
        if (seen.has(key)) continue;
        seen.add(key);
        out.push(rule);
      }
    }
  }
  return out;
}
