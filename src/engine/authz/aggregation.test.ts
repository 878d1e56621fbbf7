import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../apimachinery/types.ts';
import { emptyAttributes } from './authorizer.ts';
import { rbacAuthorizer } from './rbac.ts';

const rbac = 'rbac.authorization.k8s.io/v1';
const clusterRole = (
  name: string,
  labels: Record<string, string>,
  rules: JsonObject[],
  aggregationRule?: JsonObject,
): JsonObject => ({
  apiVersion: rbac,
  kind: 'ClusterRole',
  metadata: { name, labels },
  rules,
  ...(aggregationRule !== undefined ? { aggregationRule } : {}),
});
const bindTo = (role: string): JsonObject => ({
  apiVersion: rbac,
  kind: 'ClusterRoleBinding',
  metadata: { name: `to-${role}` },
  roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind: 'ClusterRole', name: role },
  subjects: [{ kind: 'User', name: 'mon' }],
});
const ask = (verb: string, resource: string) => ({
  ...emptyAttributes({ username: 'mon', groups: [], extra: {} }),
  resourceRequest: true,
  apiVersion: '*',
  verb,
  resource,
});
const rule = (verb: string, resource: string): JsonObject => ({
  verbs: [verb],
  apiGroups: [''],
  resources: [resource],
});

describe('aggregated ClusterRoles', () => {
  const monitoring = clusterRole('monitoring', {}, [], {
    clusterRoleSelectors: [{ matchLabels: { 'rbac.example.com/aggregate-to-monitoring': 'true' } }],
  });
  const endpoints = clusterRole(
    'monitoring-endpoints',
    { 'rbac.example.com/aggregate-to-monitoring': 'true' },
    [rule('get', 'endpoints')],
  );
  const services = clusterRole(
    'monitoring-services',
    { 'rbac.example.com/aggregate-to-monitoring': 'true' },
    [rule('get', 'services')],
  );
  const unrelated = clusterRole('secrets', {}, [rule('get', 'secrets')]);

  it('grants the union of the selected roles, named after the aggregated role', () => {
    const authz = rbacAuthorizer([
      monitoring,
      endpoints,
      services,
      unrelated,
      bindTo('monitoring'),
    ]);
    expect(authz.authorize(ask('get', 'endpoints'))).toEqual({
      decision: 'Allow',
      reason:
        'RBAC: allowed by ClusterRoleBinding "to-monitoring" of ClusterRole "monitoring" to User "mon"',
    });
    expect(authz.authorize(ask('get', 'services')).decision).toBe('Allow');
    expect(authz.authorize(ask('get', 'secrets')).decision).toBe('NoOpinion');
  });

  it('matchExpressions selectors', () => {
    const byExpr = clusterRole('by-expr', {}, [], {
      clusterRoleSelectors: [
        {
          matchExpressions: [
            { key: 'rbac.example.com/aggregate-to-monitoring', operator: 'Exists' },
          ],
        },
      ],
    });
    const authz = rbacAuthorizer([byExpr, endpoints, bindTo('by-expr')]);
    expect(authz.authorize(ask('get', 'endpoints')).decision).toBe('Allow');
  });

  it("aggregated rules replace the role's own rules", () => {
    const withOwn = clusterRole('with-own', {}, [rule('list', 'pods')], {
      clusterRoleSelectors: [
        { matchLabels: { 'rbac.example.com/aggregate-to-monitoring': 'true' } },
      ],
    });
    const authz = rbacAuthorizer([withOwn, services, bindTo('with-own')]);
    expect(authz.authorize(ask('get', 'services')).decision).toBe('Allow');
    expect(authz.authorize(ask('list', 'pods')).decision).toBe('NoOpinion');
  });

  it('a role that aggregates nothing keeps its own rules (the apply patch omits empty rules)', () => {
    const lonely = clusterRole('lonely', {}, [rule('list', 'pods')], {
      clusterRoleSelectors: [{ matchLabels: { none: 'here' } }],
    });
    const authz = rbacAuthorizer([lonely, bindTo('lonely')]);
    expect(authz.authorize(ask('list', 'pods')).decision).toBe('Allow');
  });

  it('aggregation of aggregated roles settles', () => {
    const top = clusterRole('top', {}, [], {
      clusterRoleSelectors: [{ matchLabels: { tier: 'middle' } }],
    });
    const middle = clusterRole('middle', { tier: 'middle' }, [], {
      clusterRoleSelectors: [{ matchLabels: { tier: 'leaf' } }],
    });
    const leaf = clusterRole('leaf', { tier: 'leaf' }, [rule('watch', 'nodes')]);
    const authz = rbacAuthorizer([top, middle, leaf, bindTo('top')]);
    expect(authz.authorize(ask('watch', 'nodes')).decision).toBe('Allow');
  });

  it('an aggregated role does not select itself', () => {
    const self = clusterRole('self', { agg: 'yes' }, [rule('get', 'pods')], {
      clusterRoleSelectors: [{ matchLabels: { agg: 'yes' } }],
    });
    const other = clusterRole('other', { agg: 'yes' }, [rule('get', 'nodes')]);
    const authz = rbacAuthorizer([self, other, bindTo('self')]);
    expect(authz.authorize(ask('get', 'nodes')).decision).toBe('Allow');
    expect(authz.authorize(ask('get', 'pods')).decision).toBe('NoOpinion');
  });
});
