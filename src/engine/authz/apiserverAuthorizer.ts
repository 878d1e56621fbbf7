// The authorizer kube-apiserver hands to admission (and so to the CEL `authorizer` variable), as
// pkg/kubeapiserver/authorizer/reload.go (newForConfig) builds it for the default
// `--authorization-mode=Node,RBAC`: a union of the system:masters privileged-group authorizer, the
// Node authorizer and RBAC. The privileged-group authorizer comes first, so a system:masters member is
// allowed with an empty reason even though the bootstrap cluster-admin binding would also allow it.

import type { JsonObject } from '../apimachinery/types.ts';
import type { Authorizer } from './authorizer.ts';
import { rbacAuthorizer } from './rbac.ts';
import { privilegedGroupsAuthorizer, unionAuthorizer } from './union.ts';

/** user.SystemPrivilegedGroup. */
export const SYSTEM_PRIVILEGED_GROUP = 'system:masters';

/**
 * What a real cluster's authorizer consults that the simulated one does not, for the UI's
 * "not simulated" list.
 */
export const NOT_SIMULATED_AUTHORIZATION: readonly string[] = [
  'Node authorizer: kubelets (system:node:<name> in system:nodes) get NoOpinion here, where a cluster authorizes them through the node graph',
  'Authorization webhooks and other modes set by --authorization-mode or --authorization-config (ABAC, AlwaysAllow, AlwaysDeny)',
  'Bootstrap RBAC roles other than cluster-admin (admin/edit/view, system:basic-user, system:discovery, system:public-info-viewer, system:controller:*, system:node* ...) and their bindings',
  'Field and label selectors in authorization checks are passed through but not parsed: RBAC ignores them, webhook authorizers could use them',
  'Informer order: when several bindings allow a request, the reason names the first in scenario order',
];

/** union(system:masters, RBAC over the cluster objects); the Node authorizer is not simulated. */
export function apiserverAuthorizer(objects: readonly JsonObject[]): Authorizer {
  return unionAuthorizer(
    privilegedGroupsAuthorizer(SYSTEM_PRIVILEGED_GROUP),
    rbacAuthorizer(objects),
  );
}
