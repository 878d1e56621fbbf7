// Decides whether a policy's matchConstraints or a binding's matchResources select a request, and
// for which resource and kind: selectors (errors deferred), excludeResourceRules, resourceRules with
// resourceNames, then the Equivalent pass (k8s.io/apiserver pkg/admission/plugin/policy/matching/matching.go).

import type { Attributes } from '../../admission/attributes.ts';
import type { MatchCheck } from '../../admission/trace.ts';
import type { RestMapper } from '../../restmapping/restMapper.ts';
import type {
  GroupVersionKind,
  GroupVersionResource,
  JsonObject,
  JsonValue,
} from '../../apimachinery/types.ts';
import type { MatchEnvironment } from '../../admission/context.ts';
import { matchNamespaceSelector } from '../../webhook/predicates/namespace.ts';
import { matchObjectSelector } from '../../webhook/predicates/object.ts';
import {
  describeMismatch,
  describeRule,
  ruleMismatch,
  type RuleAttributes,
} from '../../webhook/predicates/rules.ts';
import { asList, asString } from './accessor.ts';
import { asObject } from '../../apimachinery/isObject.ts';

/** What matching decided, with the checks made for the trace; `error` is a Go error's text. */
export type MatchResult =
  | { matches: true; resource: GroupVersionResource; kind: GroupVersionKind; checks: MatchCheck[] }
  | { matches: false; error?: string; checks: MatchCheck[] };

type RuleHit =
  { resource: GroupVersionResource; kind: GroupVersionKind } | { error: string } | undefined;

const gvrString = (r: GroupVersionResource): string =>
  `${r.group}/${r.version}, Resource=${r.resource}`;

const sameResource = (a: GroupVersionResource, b: GroupVersionResource): boolean =>
  a.group === b.group && a.version === b.version && a.resource === b.resource;

/** Mirrors matching.Matcher.Matches for one MatchResources (defaults already applied by the caller). */
export function matchResources(
  criteria: JsonObject,
  attr: Attributes,
  env: MatchEnvironment,
): MatchResult {
  const checks: MatchCheck[] = [];
  const ns = matchNamespaceSelector(criteria['namespaceSelector'] ?? {}, attr, env.namespaces);
  checks.push({
    check: 'namespaceSelector',
    passed: ns.matches || ns.error !== undefined,
    detail: ns.detail,
  });
  if (!ns.matches && ns.error === undefined) return { matches: false, checks };
  const obj = matchObjectSelector(criteria['objectSelector'] ?? {}, attr);
  checks.push({
    check: 'objectSelector',
    passed: obj.matches || obj.error !== undefined,
    detail: obj.detail,
  });
  if (!obj.matches && obj.error === undefined) return { matches: false, checks };

  // matchPolicy is defaulted to Equivalent on create; only an explicit Exact turns the fuzzy pass off.
  const equivalent = asString(criteria['matchPolicy']) !== 'Exact';
  const excludeRules = asList(criteria['excludeResourceRules']);
  const excluded = matchesResourceRules(excludeRules, equivalent, attr, env.mapper);
  if (excluded !== undefined) {
    if ('error' in excluded) return { matches: false, error: excluded.error, checks };
    checks.push({
      check: 'rules',
      passed: false,
      detail: `excluded by excludeResourceRules (${gvrString(excluded.resource)})`,
    });
    return { matches: false, checks };
  }
  const rules = asList(criteria['resourceRules']);
  let hit: RuleHit;
  if (rules.length === 0) {
    hit = { resource: attr.resource, kind: attr.kind };
    checks.push({
      check: 'rules',
      passed: true,
      detail: 'no resourceRules: every resource matches',
    });
  } else {
    hit = matchesResourceRules(rules, equivalent, attr, env.mapper);
    if (hit !== undefined && 'error' in hit) return { matches: false, error: hit.error, checks };
    checks.push({
      check: 'rules',
      passed: hit !== undefined,
      detail: describeRules(rules, attr, hit),
    });
  }
  if (hit === undefined) return { matches: false, checks };
  // Selector errors surface only once the rules select the request.
  if (ns.error !== undefined) return { matches: false, error: ns.error.message, checks };
  if (obj.error !== undefined) return { matches: false, error: obj.error.message, checks };
  return { matches: true, resource: hit.resource, kind: hit.kind, checks };
}

function ruleAttributes(attr: Attributes, resource: GroupVersionResource): RuleAttributes {
  return {
    operation: attr.operation,
    resource,
    subresource: attr.subresource,
    namespace: attr.namespace,
  };
}

// resourceNames: empty matches every name; otherwise the request's name (which is "" for a
// generateName CREATE in the mutating phase) must be listed.
function nameMatches(rule: JsonValue, name: string): boolean {
  const names = asList(asObject(rule)?.['resourceNames']);
  return names.length === 0 || names.some((n) => n === name);
}

/** Mirrors matchesResourceRules: exact pass over the rules, then (Equivalent) rules × equivalents. */
function matchesResourceRules(
  rules: JsonValue[],
  equivalent: boolean,
  attr: Attributes,
  mapper: RestMapper,
): RuleHit {
  for (const rule of rules) {
    if (ruleMismatch(rule, ruleAttributes(attr, attr.resource)) !== undefined) continue;
    if (nameMatches(rule, attr.name)) return { resource: attr.resource, kind: attr.kind };
  }
  if (!equivalent) return undefined;
  const equivalents = mapper.equivalentResourcesFor(attr.resource, attr.subresource);
  for (const rule of rules) {
    for (const eq of equivalents) {
      if (sameResource(eq, attr.resource)) continue;
      if (ruleMismatch(rule, ruleAttributes(attr, eq)) !== undefined) continue;
      const kind = mapper.kindFor(eq, attr.subresource);
      if (kind === undefined || kind.kind === '')
        return { error: `unable to convert to ${gvrString(eq)}: unknown kind` };
      if (nameMatches(rule, attr.name)) return { resource: eq, kind };
    }
  }
  return undefined;
}

function describeRules(rules: JsonValue[], attr: Attributes, hit: RuleHit): string {
  if (hit !== undefined && !('error' in hit)) {
    const via = sameResource(hit.resource, attr.resource)
      ? ''
      : ` (Equivalent: through ${gvrString(hit.resource)})`;
    const i = rules.findIndex(
      (r) =>
        ruleMismatch(r, ruleAttributes(attr, hit.resource)) === undefined &&
        nameMatches(r, attr.name),
    );
    return `resourceRules[${i}] matches: ${describeRule(rules[i] ?? {})}${via}`;
  }
  const ruleAttr = ruleAttributes(attr, attr.resource);
  return rules
    .map((r, i) => {
      const miss = ruleMismatch(r, ruleAttr);
      if (miss !== undefined) return `resourceRules[${i}]: ${describeMismatch(r, miss, ruleAttr)}`;
      return `resourceRules[${i}]: name "${attr.name}" is not in resourceNames`;
    })
    .join('; ');
}
