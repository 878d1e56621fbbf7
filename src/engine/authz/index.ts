// Package authz mirrors k8s.io/apiserver pkg/authorization and plugin/pkg/auth/authorizer/rbac.
//
// The simulated authorization layer: RBAC over the scenario's cluster objects behind the union
// kube-apiserver builds.

export type {
  AuthorizationAttributes,
  AuthorizationDecision,
  Authorizer,
  Decision,
} from './authorizer.ts';
export { emptyAttributes } from './authorizer.ts';
export { rbacAuthorizer } from './rbac.ts';
export {
  apiserverAuthorizer,
  NOT_SIMULATED_AUTHORIZATION,
  SYSTEM_PRIVILEGED_GROUP,
} from './apiserverAuthorizer.ts';
export { privilegedGroupsAuthorizer, unionAuthorizer } from './union.ts';
export { serviceAccountUsername } from './ruleResolver.ts';
