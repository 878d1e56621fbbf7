// Decides whether one RuleWithOperations matches a request, as rules.Matcher.Matches does
// (k8s.io/apiserver pkg/admission/plugin/webhook/predicates/rules/rules.go).

import type { GroupVersionResource, JsonValue, Operation } from '../../apimachinery/types.ts';
import { isObject } from '../../apimachinery/isObject.ts';

/** The request facts a rule looks at. */
export interface RuleAttributes {
  operation: Operation;
  resource: GroupVersionResource;
  subresource: string;
  namespace: string;
}

/** Why a rule did or did not match: the first failing part, or undefined when it matched. */
export type RuleMismatch =
  'scope' | 'operations' | 'apiGroups' | 'apiVersions' | 'resources' | undefined;

const strings = (v: JsonValue | undefined): string[] =>
  Array.isArray(v) ? v.map((x) => String(x)) : [];

const exactOrWildcard = (items: string[], requested: string): boolean =>
  items.some((item) => item === '*' || item === requested);

/** Checks one rule and names the first of scope, operations, groups, versions, resources that fails. */
export function ruleMismatch(rule: JsonValue, attr: RuleAttributes): RuleMismatch {
  const r = isObject(rule) ? rule : {};
  if (!matchesScope(r['scope'], attr)) return 'scope';
  if (!exactOrWildcard(strings(r['operations']), attr.operation)) return 'operations';
  if (!exactOrWildcard(strings(r['apiGroups']), attr.resource.group)) return 'apiGroups';
  if (!exactOrWildcard(strings(r['apiVersions']), attr.resource.version)) return 'apiVersions';
  if (!matchesResource(strings(r['resources']), attr)) return 'resources';
  return undefined;
}

// "pods/*" also matches pods itself: sub "*" matches the empty subresource (rules_test.go "r & subresources").
function matchesResource(resources: string[], attr: RuleAttributes): boolean {
  return resources.some((entry) => {
    const slash = entry.indexOf('/');
    const res = slash < 0 ? entry : entry.slice(0, slash);
    const sub = slash < 0 ? '' : entry.slice(slash + 1);
    return (
      (res === '*' || res === attr.resource.resource) && (sub === '*' || sub === attr.subresource)
    );
  });
}

// Namespace objects count as cluster-scoped; the comparison includes version v1 (rules.go scope()).
function matchesScope(scope: JsonValue | undefined, attr: RuleAttributes): boolean {
  if (scope === undefined || scope === null || scope === '*') return true;
  const isNamespaceResource =
    attr.resource.group === '' &&
    attr.resource.version === 'v1' &&
    attr.resource.resource === 'namespaces';
  if (scope === 'Namespaced') return !isNamespaceResource && attr.namespace !== '';
  if (scope === 'Cluster') return isNamespaceResource || attr.namespace === '';
  return false;
}

const exemptKinds = new Set([
  'ValidatingWebhookConfiguration',
  'MutatingWebhookConfiguration',
  'ValidatingAdmissionPolicy',
  'ValidatingAdmissionPolicyBinding',
  'MutatingAdmissionPolicy',
  'MutatingAdmissionPolicyBinding',
]);

/** Reports whether webhooks never see this request: admission configuration kinds are exempt (IsExemptAdmissionConfigurationResource). */
export function isExemptAdmissionConfigurationResource(kind: {
  group: string;
  kind: string;
}): boolean {
  return kind.group === 'admissionregistration.k8s.io' && exemptKinds.has(kind.kind);
}

/** Renders a rule for a trace line. */
export function describeRule(rule: JsonValue): string {
  const r = isObject(rule) ? rule : {};
  const list = (v: JsonValue | undefined) =>
    `[${strings(v)
      .map((s) => (s === '' ? '""' : s))
      .join(',')}]`;
  const scope = typeof r['scope'] === 'string' ? r['scope'] : '*';
  return `operations ${list(r['operations'])} apiGroups ${list(r['apiGroups'])} apiVersions ${list(r['apiVersions'])} resources ${list(r['resources'])} scope ${scope}`;
}

/** Says why one rule does not match the request, naming the request's value and the rule's list. */
export function describeMismatch(
  rule: JsonValue,
  miss: Exclude<RuleMismatch, undefined>,
  attr: {
    operation: string;
    resource: { group: string; version: string; resource: string };
    subresource: string;
    namespace: string;
  },
): string {
  const r = isObject(rule) ? rule : {};
  const list = (v: JsonValue | undefined) =>
    `[${strings(v)
      .map((s) => (s === '' ? '""' : s))
      .join(',')}]`;
  switch (miss) {
    case 'operations':
      return `operation ${attr.operation} is not in operations ${list(r['operations'])}`;
    case 'apiGroups':
      return `group ${attr.resource.group === '' ? '""' : attr.resource.group} is not in apiGroups ${list(r['apiGroups'])}`;
    case 'apiVersions':
      return `version ${attr.resource.version} is not in apiVersions ${list(r['apiVersions'])}`;
    case 'resources': {
      const name =
        attr.subresource === ''
          ? attr.resource.resource
          : `${attr.resource.resource}/${attr.subresource}`;
      return `resource ${name} is not in resources ${list(r['resources'])}`;
    }
    case 'scope':
      return `scope ${String(r['scope'])} does not cover a ${attr.namespace === '' ? 'cluster-scoped' : 'namespaced'} request`;
  }
}
