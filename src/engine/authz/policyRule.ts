// Does one RBAC PolicyRule allow a request? plugin/pkg/auth/authorizer/rbac/rbac.go (RuleAllows) and
// pkg/apis/rbac/v1/evaluation_helpers.go (VerbMatches, APIGroupMatches, ResourceMatches,
// ResourceNameMatches, NonResourceURLMatches).

import type { JsonValue } from '../apimachinery/types.ts';
import type { AuthorizationAttributes } from './authorizer.ts';
import { isObject } from '../apimachinery/isObject.ts';

/** rbacv1.PolicyRule. */
export interface PolicyRule {
  verbs: string[];
  apiGroups: string[];
  resources: string[];
  resourceNames: string[];
  nonResourceURLs: string[];
}

const strings = (v: JsonValue | undefined): string[] =>
  Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : [];

/** Reads a PolicyRule from JSON; absent or malformed lists read as empty, as Go decodes them to nil. */
export function policyRuleFrom(v: JsonValue | undefined): PolicyRule {
  const o = isObject(v) ? v : {};
  return {
    verbs: strings(o['verbs']),
    apiGroups: strings(o['apiGroups']),
    resources: strings(o['resources']),
    resourceNames: strings(o['resourceNames']),
    nonResourceURLs: strings(o['nonResourceURLs']),
  };
}

/** Reads a `rules` list. */
export function policyRulesFrom(v: JsonValue | undefined): PolicyRule[] {
  return Array.isArray(v) ? v.map(policyRuleFrom) : [];
}

export const verbMatches = (rule: PolicyRule, verb: string): boolean =>
  rule.verbs.some((v) => v === '*' || v === verb);

export const apiGroupMatches = (rule: PolicyRule, group: string): boolean =>
  rule.apiGroups.some((g) => g === '*' || g === group);

/** `*`, the exact `resource` or `resource/subresource`, or `*\/subresource` when a subresource is asked. */
export function resourceMatches(
  rule: PolicyRule,
  combinedResource: string,
  subresource: string,
): boolean {
  for (const r of rule.resources) {
    if (r === '*' || r === combinedResource) return true;
    if (subresource.length === 0) continue;
    if (r.length === subresource.length + 2 && r.startsWith('*/') && r.endsWith(subresource))
      return true;
  }
  return false;
}

/** An empty resourceNames list matches every name (including none). */
export const resourceNameMatches = (rule: PolicyRule, name: string): boolean =>
  rule.resourceNames.length === 0 || rule.resourceNames.includes(name);

/** `*`, the exact path, or a prefix rule ending in `*` (all trailing stars trimmed, as strings.TrimRight does). */
export function nonResourceURLMatches(rule: PolicyRule, path: string): boolean {
  for (const u of rule.nonResourceURLs) {
    if (u === '*' || u === path) return true;
    if (u.endsWith('*') && path.startsWith(u.replace(/\*+$/, ''))) return true;
  }
  return false;
}

/** RuleAllows: resource requests match verb, group, resource and name; others verb and path. */
export function ruleAllows(a: AuthorizationAttributes, rule: PolicyRule): boolean {
  if (a.resourceRequest) {
    const combined = a.subresource.length > 0 ? `${a.resource}/${a.subresource}` : a.resource;
    return (
      verbMatches(rule, a.verb) &&
      apiGroupMatches(rule, a.apiGroup) &&
      resourceMatches(rule, combined, a.subresource) &&
      resourceNameMatches(rule, a.name)
    );
  }
  return verbMatches(rule, a.verb) && nonResourceURLMatches(rule, a.path);
}
