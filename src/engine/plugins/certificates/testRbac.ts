// RBAC objects for the plugin tests: one ClusterRole with one rule, bound to one user.

import type { JsonObject } from '../../apimachinery/types.ts';

const rbac = 'rbac.authorization.k8s.io';

/** Returns a ClusterRole holding `rule` and a ClusterRoleBinding of it to user `username`. */
export function grant(username: string, rule: JsonObject, name = 'granted'): JsonObject[] {
  return [
    { apiVersion: `${rbac}/v1`, kind: 'ClusterRole', metadata: { name }, rules: [rule] },
    {
      apiVersion: `${rbac}/v1`,
      kind: 'ClusterRoleBinding',
      metadata: { name },
      roleRef: { apiGroup: rbac, kind: 'ClusterRole', name },
      subjects: [{ kind: 'User', apiGroup: rbac, name: username }],
    },
  ];
}

/** Grants `verbs` on the synthetic signers resource for the given signer names. */
export const grantSigners = (
  username: string,
  verbs: string[],
  resourceNames: string[],
): JsonObject[] =>
  grant(username, {
    apiGroups: ['certificates.k8s.io'],
    resources: ['signers'],
    verbs,
    resourceNames,
  });
