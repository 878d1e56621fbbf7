// Which rules apply to a user in a namespace, and where each came from:
// pkg/registry/rbac/validation/rule.go (DefaultRuleResolver.VisitRulesFor, GetRoleReferenceRules,
// appliesTo, describeSubject and the binding describers whose text becomes the "allowed by" reason).

import type { UserInfo } from '../apimachinery/types.ts';
import { goQuote } from '../apimachinery/goQuote.ts';
import type { PolicyRule } from './policyRule.ts';
import type { Binding, RbacObjects, RoleRef, Subject } from './rbacObjects.ts';

/** Called with each applicable rule and its source, or with a resolution error; return false to stop. */
export type RuleVisitor = (
  source: string | undefined,
  rule: PolicyRule | undefined,
  error: string | undefined,
) => boolean;

/** serviceaccount.MakeUsername. */
export const serviceAccountUsername = (namespace: string, name: string): string =>
  `system:serviceaccount:${namespace}:${name}`;

function describeSubject(s: Subject, bindingNamespace: string): string {
  if (s.kind === 'ServiceAccount') {
    return `${s.kind} ${goQuote(`${s.name}/${s.namespace.length > 0 ? s.namespace : bindingNamespace}`)}`;
  }
  return `${s.kind} ${goQuote(s.name)}`;
}

/** clusterRoleBindingDescriber.String / roleBindingDescriber.String. */
export function describeBinding(b: Binding, subject: Subject): string {
  if (b.namespace === '') {
    return `ClusterRoleBinding ${goQuote(b.name)} of ${b.roleRef.kind} ${goQuote(b.roleRef.name)} to ${describeSubject(subject, '')}`;
  }
  return `RoleBinding ${goQuote(`${b.name}/${b.namespace}`)} of ${b.roleRef.kind} ${goQuote(b.roleRef.name)} to ${describeSubject(subject, b.namespace)}`;
}

/** appliesToUser: User by name, Group by membership, ServiceAccount by its username. */
export function appliesToUser(user: UserInfo, subject: Subject, namespace: string): boolean {
  switch (subject.kind) {
    case 'User':
      return user.username === subject.name;
    case 'Group':
      return user.groups.includes(subject.name);
    case 'ServiceAccount': {
      // An unqualified ServiceAccount subject means one in the binding's namespace.
      const saNamespace = subject.namespace.length > 0 ? subject.namespace : namespace;
      if (saNamespace.length === 0) return false;
      return user.username === serviceAccountUsername(saNamespace, subject.name);
    }
    default:
      return false;
  }
}

/** The first subject of the binding that applies to the user. */
const appliesTo = (
  user: UserInfo,
  subjects: readonly Subject[],
  namespace: string,
): Subject | undefined => subjects.find((s) => appliesToUser(user, s, namespace));

/** GetRoleReferenceRules: the rules of the referenced Role (in the binding's namespace) or ClusterRole. */
export function roleReferenceRules(
  rbac: RbacObjects,
  ref: RoleRef,
  bindingNamespace: string,
): PolicyRule[] | { error: string } {
  switch (ref.kind) {
    case 'Role': {
      const role = rbac.getRole(bindingNamespace, ref.name);
      return 'error' in role ? role : role.rules;
    }
    case 'ClusterRole': {
      const role = rbac.getClusterRole(ref.name);
      return 'error' in role ? role : role.rules;
    }
    default:
      return { error: `unsupported role reference kind: ${goQuote(ref.kind)}` };
  }
}

function visitBindings(
  rbac: RbacObjects,
  bindings: readonly Binding[],
  user: UserInfo,
  namespace: string,
  visitor: RuleVisitor,
): boolean {
  for (const binding of bindings) {
    const subject = appliesTo(user, binding.subjects, namespace);
    if (subject === undefined) continue;
    const rules = roleReferenceRules(rbac, binding.roleRef, namespace);
    if ('error' in rules) {
      if (!visitor(undefined, undefined, rules.error)) return false;
      continue;
    }
    const source = describeBinding(binding, subject);
    for (const rule of rules) if (!visitor(source, rule, undefined)) return false;
  }
  return true;
}

/** VisitRulesFor: ClusterRoleBindings first, then (for a namespaced request) RoleBindings in that namespace. */
export function visitRulesFor(
  rbac: RbacObjects,
  user: UserInfo,
  namespace: string,
  visitor: RuleVisitor,
): void {
  if (!visitBindings(rbac, rbac.listClusterRoleBindings(), user, '', visitor)) return;
  if (namespace.length > 0)
    visitBindings(rbac, rbac.listRoleBindings(namespace), user, namespace, visitor);
}
