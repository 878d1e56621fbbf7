// quota.Evaluator and the registry quota admission consults: the pod, service and claim evaluators,
// the legacy object-count aliases, a count/<resource>.<group> evaluator for everything else, and the
// resources quota ignores (pkg/quota/v1/evaluator/core/registry.go, pkg/quota/v1/install/registry.go,
// staging/src/k8s.io/apiserver/pkg/quota/v1/generic/evaluator.go).

import type { JsonObject } from '../../apimachinery/types.ts';
import type { ScopeSelector } from './config.ts';
import type { Evaluator, EvaluatorError } from './evaluatorTypes.ts';
import { podEvaluator } from './podEvaluator.ts';
import type { QuotaState } from './quotaObject.ts';
import { claimEvaluator, objectCountEvaluator, serviceEvaluator } from './simpleEvaluators.ts';

// legacyObjectCountAliases: these core resources are also counted under their bare name.
const legacyAliases = new Set([
  'configmaps',
  'resourcequotas',
  'replicationcontrollers',
  'secrets',
]);

const ignored = new Set([
  '/bindings',
  '/componentstatuses',
  'authentication.k8s.io/tokenreviews',
  'authentication.k8s.io/selfsubjectreviews',
  'authorization.k8s.io/subjectaccessreviews',
  'authorization.k8s.io/selfsubjectaccessreviews',
  'authorization.k8s.io/localsubjectaccessreviews',
  'authorization.k8s.io/selfsubjectrulesreviews',
  '/events',
  'events.k8s.io/events',
]);

/** Reports whether quota ignores the resource (install.DefaultIgnoredResources). */
export const isIgnored = (group: string, resource: string): boolean =>
  ignored.has(`${group}/${resource}`);

/** registry.Get, falling back to a new object count evaluator as quotaEvaluator.Evaluate does. */
export function evaluatorFor(group: string, resource: string): Evaluator {
  if (group === '') {
    if (resource === 'pods') return podEvaluator;
    if (resource === 'services') return serviceEvaluator;
    if (resource === 'persistentvolumeclaims') return claimEvaluator;
    if (legacyAliases.has(resource)) return objectCountEvaluator(group, resource, resource);
  }
  return objectCountEvaluator(group, resource);
}

/** generic.Matches: the quota tracks one of the evaluator's resources and every scope selector holds. */
export function matches(
  evaluator: Evaluator,
  quota: QuotaState,
  object: JsonObject,
): boolean | EvaluatorError {
  const matchResource = evaluator.matchingResources([...quota.hard.keys()]).length > 0;
  let matchScope = true;
  for (const selector of quota.scopeSelectors) {
    const m = evaluator.matchesScope(selector, object);
    if (typeof m !== 'boolean') return m;
    matchScope = matchScope && m;
  }
  return matchResource && matchScope;
}

/** Evaluator.MatchingScopes: the selectors that hold for the object (none for evaluators without scopes). */
export function matchingScopes(
  evaluator: Evaluator,
  object: JsonObject,
  selectors: readonly ScopeSelector[],
): ScopeSelector[] | EvaluatorError {
  if (!evaluator.coversScopes) return [];
  const out: ScopeSelector[] = [];
  for (const selector of selectors) {
    const m = evaluator.matchesScope(selector, object);
    if (typeof m !== 'boolean')
      return { error: `error on matching scope ${scopeString(selector)}: ${m.error}` };
    if (m) out.push(selector);
  }
  return out;
}

/** Evaluator.UncoveredQuotaScopes: limited selectors no matched quota selector covers by scope name. */
export function uncoveredScopes(
  evaluator: Evaluator,
  limited: readonly ScopeSelector[],
  matched: readonly ScopeSelector[],
): ScopeSelector[] {
  if (!evaluator.coversScopes) return [];
  return limited.filter((l) => !matched.some((m) => m.scopeName === l.scopeName));
}

/** Renders a selector as Go's %v prints the struct: `{PriorityClass In [a b]}`. */
export const scopeString = (s: ScopeSelector): string =>
  `{${s.scopeName} ${s.operator} [${s.values.join(' ')}]}`;
