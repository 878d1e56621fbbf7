// Scheme defaulting of the rbac.authorization.k8s.io/v1 bindings (pkg/apis/rbac/v1/defaults.go):
// the role reference and User/Group subjects name the RBAC API group when they name none.

import type { JsonObject } from '../../apimachinery/types.ts';
import { children, defaultString, struct } from './access.ts';

const rbacGroup = 'rbac.authorization.k8s.io';

/** SetObjectDefaults_RoleBinding and _ClusterRoleBinding: SetDefaults_*Binding and _Subject. */
export function defaultBinding(binding: JsonObject): void {
  defaultString(struct(binding, 'roleRef'), 'apiGroup', rbacGroup);
  for (const subject of children(binding, 'subjects')) {
    if (subject['kind'] === 'User' || subject['kind'] === 'Group')
      defaultString(subject, 'apiGroup', rbacGroup);
  }
}
