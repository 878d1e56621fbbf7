// The RBAC authorizer (plugin/pkg/auth/authorizer/rbac/rbac.go): visits the rules that apply to the
// user, ClusterRoleBindings first, and allows on the first rule that matches, naming its binding.
// It never denies: no matching rule is NoOpinion, with the rule-resolution errors (a binding to a
// role that does not exist ...) as the reason.

import type { JsonObject } from '../apimachinery/types.ts';
import { aggregateErrorMessage } from './aggregateError.ts';
import type { AuthorizationAttributes, AuthorizationDecision, Authorizer } from './authorizer.ts';
import { ruleAllows } from './policyRule.ts';
import { type RbacObjects, rbacObjectsFrom } from './rbacObjects.ts';
import { visitRulesFor } from './ruleResolver.ts';

/** RBACAuthorizer.Authorize over the given listers. */
export function authorizeRbac(
  rbac: RbacObjects,
  a: AuthorizationAttributes,
): AuthorizationDecision {
  let reason: string | undefined;
  const errors: string[] = [];
  visitRulesFor(rbac, a.user, a.namespace, (source, rule, error) => {
    if (rule !== undefined && ruleAllows(a, rule)) {
      reason = `RBAC: allowed by ${source ?? ''}`;
      return false;
    }
    if (error !== undefined) errors.push(error);
    return true;
  });
  if (reason !== undefined) return { decision: 'Allow', reason };
  return {
    decision: 'NoOpinion',
    reason: errors.length > 0 ? `RBAC: ${aggregateErrorMessage(errors)}` : '',
  };
}

/**
 * An RBAC authorizer reading Role, ClusterRole, RoleBinding and ClusterRoleBinding objects from the
 * cluster objects, plus the bootstrap cluster-admin role and binding (see bootstrap.ts).
 */
export function rbacAuthorizer(objects: readonly JsonObject[]): Authorizer {
  const rbac = rbacObjectsFrom(objects);
  return { authorize: (a) => authorizeRbac(rbac, a) };
}
