// The RBAC listers the rule resolver reads (pkg/registry/rbac/validation/rule.go RoleGetter,
// RoleBindingLister, ClusterRoleGetter, ClusterRoleBindingLister), built from the scenario's
// cluster objects. Informer listers return objects in no defined order; ours keep source order
// (bootstrap objects first) so the "allowed by" reason is deterministic.

import type { JsonObject, JsonValue } from '../apimachinery/types.ts';
import { goQuote } from '../apimachinery/goQuote.ts';
import { aggregateClusterRoles } from './aggregation.ts';
import { bootstrapRbacObjects } from './bootstrap.ts';
import { type PolicyRule, policyRulesFrom } from './policyRule.ts';
import { isObject } from '../apimachinery/isObject.ts';

export interface RoleRef {
  apiGroup: string;
  kind: string;
  name: string;
}

export interface Subject {
  kind: string;
  apiGroup: string;
  name: string;
  namespace: string;
}

export interface Role {
  name: string;
  namespace: string;
  rules: PolicyRule[];
}

export interface ClusterRole {
  name: string;
  labels: Record<string, string>;
  rules: PolicyRule[];
  /** aggregationRule.clusterRoleSelectors, when the role has an aggregationRule. */
  clusterRoleSelectors?: JsonValue[];
}

export interface Binding {
  name: string;
  /** "" for ClusterRoleBindings. */
  namespace: string;
  roleRef: RoleRef;
  subjects: Subject[];
}

/** The listers: a role or the NotFound message the lister's Get would return. */
export interface RbacObjects {
  getRole(namespace: string, name: string): Role | { error: string };
  getClusterRole(name: string): ClusterRole | { error: string };
  listRoleBindings(namespace: string): readonly Binding[];
  listClusterRoleBindings(): readonly Binding[];
}

const RBAC_GROUP = 'rbac.authorization.k8s.io';

const obj = (v: JsonValue | undefined): Record<string, JsonValue> => (isObject(v) ? v : {});
const str = (v: JsonValue | undefined): string => (typeof v === 'string' ? v : '');

/** apierrors.NewNotFound(rbacv1.Resource(resource), name).Error(). */
const notFound = (resource: string, name: string): { error: string } => ({
  error: `${resource}.${RBAC_GROUP} ${goQuote(name)} not found`,
});

function isRbac(o: JsonObject, kind: string): boolean {
  return o['kind'] === kind && str(o['apiVersion']).split('/')[0] === RBAC_GROUP;
}

/** metadata.namespace; a namespaced object without one is taken to live in "default", as kubectl would put it. */
function namespaceOf(o: JsonObject): string {
  return str(obj(o['metadata'])['namespace']) || 'default';
}

function bindingFrom(o: JsonObject, namespace: string): Binding {
  const ref = obj(o['roleRef']);
  const subjects = Array.isArray(o['subjects']) ? o['subjects'] : [];
  return {
    name: str(obj(o['metadata'])['name']),
    namespace,
    roleRef: { apiGroup: str(ref['apiGroup']), kind: str(ref['kind']), name: str(ref['name']) },
    subjects: subjects.map((s) => {
      const so = obj(s);
      return {
        kind: str(so['kind']),
        apiGroup: str(so['apiGroup']),
        name: str(so['name']),
        namespace: str(so['namespace']),
      };
    }),
  };
}

function clusterRoleFrom(o: JsonObject): ClusterRole {
  const labels: Record<string, string> = {};
  for (const [k, v] of Object.entries(obj(obj(o['metadata'])['labels'])))
    if (typeof v === 'string') labels[k] = v;
  const role: ClusterRole = {
    name: str(obj(o['metadata'])['name']),
    labels,
    rules: policyRulesFrom(o['rules']),
  };
  const aggregation = o['aggregationRule'];
  if (isObject(aggregation)) {
    const selectors = aggregation['clusterRoleSelectors'];
    role.clusterRoleSelectors = Array.isArray(selectors) ? selectors : [];
  }
  return role;
}

/**
 * Collects Roles, ClusterRoles, RoleBindings and ClusterRoleBindings (any rbac.authorization.k8s.io
 * version) from the cluster objects, on top of the bootstrap cluster-admin role and binding; a later
 * object with the same kind, namespace and name replaces an earlier one. Aggregated ClusterRoles get
 * the rules the aggregation controller would have written.
 */
export function rbacObjectsFrom(objects: readonly JsonObject[]): RbacObjects {
  const roles = new Map<string, Role>();
  const clusterRoles = new Map<string, ClusterRole>();
  const roleBindings = new Map<string, Binding>();
  const clusterRoleBindings = new Map<string, Binding>();
  const put = <T>(m: Map<string, T>, key: string, v: T): void => {
    m.delete(key); // a replacement moves to the end, as if created last
    m.set(key, v);
  };
  for (const o of [...bootstrapRbacObjects, ...objects]) {
    const name = str(obj(o['metadata'])['name']);
    if (isRbac(o, 'Role')) {
      const ns = namespaceOf(o);
      put(roles, `${ns}/${name}`, { name, namespace: ns, rules: policyRulesFrom(o['rules']) });
    } else if (isRbac(o, 'ClusterRole')) {
      put(clusterRoles, name, clusterRoleFrom(o));
    } else if (isRbac(o, 'RoleBinding')) {
      const ns = namespaceOf(o);
      put(roleBindings, `${ns}/${name}`, bindingFrom(o, ns));
    } else if (isRbac(o, 'ClusterRoleBinding')) {
      put(clusterRoleBindings, name, bindingFrom(o, ''));
    }
  }
  const aggregated = aggregateClusterRoles([...clusterRoles.values()]);
  for (const role of aggregated) clusterRoles.set(role.name, role);

  const allRoleBindings = [...roleBindings.values()];
  const allClusterRoleBindings = [...clusterRoleBindings.values()];
  return {
    getRole: (namespace, name) => roles.get(`${namespace}/${name}`) ?? notFound('role', name),
    getClusterRole: (name) => clusterRoles.get(name) ?? notFound('clusterrole', name),
    listRoleBindings: (namespace) => allRoleBindings.filter((b) => b.namespace === namespace),
    listClusterRoleBindings: () => allClusterRoleBindings,
  };
}
