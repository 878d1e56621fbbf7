// The bootstrap RBAC objects the simulated cluster always has: the `cluster-admin` ClusterRole and
// its ClusterRoleBinding to system:masters, as plugin/pkg/auth/authorizer/rbac/bootstrappolicy/policy.go
// (ClusterRoles, ClusterRoleBindings) reconciles them on every kube-apiserver start. A scenario
// object of the same kind and name replaces the bootstrap one.
//
// Not simulated: every other bootstrap role and binding (admin/edit/view and their aggregation,
// system:basic-user, system:discovery, system:public-info-viewer, the system:controller:* and
// system:node* roles ...). A real cluster grants, for example, `create selfsubjectaccessreviews` to
// every authenticated user and `get /healthz` to everyone through them; here those checks answer
// NoOpinion unless the scenario declares the roles.

import type { JsonObject } from '../apimachinery/types.ts';

const bootstrapLabels = { 'kubernetes.io/bootstrapping': 'rbac-defaults' };
const autoupdate = { 'rbac.authorization.kubernetes.io/autoupdate': 'true' };

/** The `cluster-admin` ClusterRole: everything on every resource, and every non-resource URL. */
export const clusterAdminClusterRole: JsonObject = {
  apiVersion: 'rbac.authorization.k8s.io/v1',
  kind: 'ClusterRole',
  metadata: { name: 'cluster-admin', labels: bootstrapLabels, annotations: autoupdate },
  rules: [
    { verbs: ['*'], apiGroups: ['*'], resources: ['*'] },
    { verbs: ['*'], nonResourceURLs: ['*'] },
  ],
};

/** The `cluster-admin` ClusterRoleBinding to the group system:masters. */
export const clusterAdminClusterRoleBinding: JsonObject = {
  apiVersion: 'rbac.authorization.k8s.io/v1',
  kind: 'ClusterRoleBinding',
  metadata: { name: 'cluster-admin', labels: bootstrapLabels, annotations: autoupdate },
  roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind: 'ClusterRole', name: 'cluster-admin' },
  subjects: [{ apiGroup: 'rbac.authorization.k8s.io', kind: 'Group', name: 'system:masters' }],
};

/** The bootstrap objects, in the order the simulated listers return them (before scenario objects). */
export const bootstrapRbacObjects: readonly JsonObject[] = [
  clusterAdminClusterRole,
  clusterAdminClusterRoleBinding,
];
