import { describe, expect, it } from 'vitest';
import type { JsonObject, UserInfo } from '../apimachinery/types.ts';
import { type AuthorizationAttributes, emptyAttributes } from './authorizer.ts';
import { rbacAuthorizer } from './rbac.ts';

const rbac = 'rbac.authorization.k8s.io/v1';
const objects: JsonObject[] = [
  {
    apiVersion: rbac,
    kind: 'ClusterRole',
    metadata: { name: 'deploy-reader' },
    rules: [
      {
        apiGroups: ['apps'],
        resources: ['deployments', 'deployments/scale'],
        verbs: ['get', 'list'],
      },
    ],
  },
  {
    apiVersion: rbac,
    kind: 'ClusterRoleBinding',
    metadata: { name: 'readers' },
    roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind: 'ClusterRole', name: 'deploy-reader' },
    subjects: [
      { kind: 'User', apiGroup: 'rbac.authorization.k8s.io', name: 'bob' },
      { kind: 'Group', apiGroup: 'rbac.authorization.k8s.io', name: 'auditors' },
    ],
  },
  {
    apiVersion: rbac,
    kind: 'Role',
    metadata: { name: 'pod-editor', namespace: 'team-a' },
    rules: [
      { apiGroups: [''], resources: ['pods'], verbs: ['create', 'delete'] },
      {
        apiGroups: [''],
        resources: ['configmaps'],
        verbs: ['update'],
        resourceNames: ['settings'],
      },
    ],
  },
  {
    apiVersion: rbac,
    kind: 'RoleBinding',
    metadata: { name: 'editors', namespace: 'team-a' },
    roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind: 'Role', name: 'pod-editor' },
    subjects: [
      { kind: 'User', name: 'alice' },
      { kind: 'ServiceAccount', name: 'builder' }, // namespace defaults to the binding's
      { kind: 'ServiceAccount', name: 'deployer', namespace: 'ci' },
    ],
  },
  {
    apiVersion: rbac,
    kind: 'ClusterRole',
    metadata: { name: 'metrics' },
    rules: [{ nonResourceURLs: ['/metrics', '/debug/*'], verbs: ['get'] }],
  },
  {
    apiVersion: rbac,
    kind: 'ClusterRoleBinding',
    metadata: { name: 'metrics-for-alice' },
    roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind: 'ClusterRole', name: 'metrics' },
    subjects: [{ kind: 'User', name: 'alice' }],
  },
  {
    // A RoleBinding may reference a ClusterRole; it grants it in its own namespace only.
    apiVersion: rbac,
    kind: 'RoleBinding',
    metadata: { name: 'reader-in-b', namespace: 'team-b' },
    roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind: 'ClusterRole', name: 'deploy-reader' },
    subjects: [{ kind: 'User', name: 'alice' }],
  },
];

const u = (username: string, groups: string[] = []): UserInfo => ({ username, groups, extra: {} });
const res = (
  user: UserInfo,
  verb: string,
  group: string,
  resource: string,
  more: Partial<AuthorizationAttributes> = {},
) => ({
  ...emptyAttributes(user),
  resourceRequest: true,
  apiVersion: '*',
  verb,
  apiGroup: group,
  resource,
  ...more,
});
const path = (user: UserInfo, verb: string, p: string): AuthorizationAttributes => ({
  ...emptyAttributes(user),
  verb,
  path: p,
});

describe('rbacAuthorizer', () => {
  const authz = rbacAuthorizer(objects);
  const sa = (ns: string, name: string) =>
    u(`system:serviceaccount:${ns}:${name}`, [
      'system:serviceaccounts',
      `system:serviceaccounts:${ns}`,
    ]);
  const cases: [string, AuthorizationAttributes, 'Allow' | 'NoOpinion', string][] = [
    [
      'user subject of a ClusterRoleBinding',
      res(u('bob'), 'get', 'apps', 'deployments', { namespace: 'x' }),
      'Allow',
      'RBAC: allowed by ClusterRoleBinding "readers" of ClusterRole "deploy-reader" to User "bob"',
    ],
    [
      'group subject',
      res(u('carol', ['auditors']), 'list', 'apps', 'deployments'),
      'Allow',
      'RBAC: allowed by ClusterRoleBinding "readers" of ClusterRole "deploy-reader" to Group "auditors"',
    ],
    [
      'subresource listed as resource/subresource',
      res(u('bob'), 'get', 'apps', 'deployments', { subresource: 'scale' }),
      'Allow',
      'RBAC: allowed by ClusterRoleBinding "readers" of ClusterRole "deploy-reader" to User "bob"',
    ],
    [
      'subresource not listed',
      res(u('bob'), 'get', 'apps', 'deployments', { subresource: 'status' }),
      'NoOpinion',
      '',
    ],
    ['verb not granted', res(u('bob'), 'delete', 'apps', 'deployments'), 'NoOpinion', ''],
    ['wrong group', res(u('bob'), 'get', 'extensions', 'deployments'), 'NoOpinion', ''],
    [
      'RoleBinding in its namespace',
      res(u('alice'), 'create', '', 'pods', { namespace: 'team-a' }),
      'Allow',
      'RBAC: allowed by RoleBinding "editors/team-a" of Role "pod-editor" to User "alice"',
    ],
    [
      'RoleBinding does not reach other namespaces',
      res(u('alice'), 'create', '', 'pods', { namespace: 'team-c' }),
      'NoOpinion',
      '',
    ],
    [
      'RoleBinding does not reach cluster scope',
      res(u('alice'), 'create', '', 'pods'),
      'NoOpinion',
      '',
    ],
    [
      'RoleBinding to a ClusterRole',
      res(u('alice'), 'get', 'apps', 'deployments', { namespace: 'team-b' }),
      'Allow',
      'RBAC: allowed by RoleBinding "reader-in-b/team-b" of ClusterRole "deploy-reader" to User "alice"',
    ],
    [
      'resourceNames match',
      res(u('alice'), 'update', '', 'configmaps', { namespace: 'team-a', name: 'settings' }),
      'Allow',
      'RBAC: allowed by RoleBinding "editors/team-a" of Role "pod-editor" to User "alice"',
    ],
    [
      'resourceNames mismatch',
      res(u('alice'), 'update', '', 'configmaps', { namespace: 'team-a', name: 'other' }),
      'NoOpinion',
      '',
    ],
    [
      'ServiceAccount subject in the binding namespace',
      res(sa('team-a', 'builder'), 'delete', '', 'pods', { namespace: 'team-a' }),
      'Allow',
      'RBAC: allowed by RoleBinding "editors/team-a" of Role "pod-editor" to ServiceAccount "builder/team-a"',
    ],
    [
      'ServiceAccount subject in another namespace',
      res(sa('ci', 'deployer'), 'create', '', 'pods', { namespace: 'team-a' }),
      'Allow',
      'RBAC: allowed by RoleBinding "editors/team-a" of Role "pod-editor" to ServiceAccount "deployer/ci"',
    ],
    [
      'same SA name, other namespace',
      res(sa('ci', 'builder'), 'create', '', 'pods', { namespace: 'team-a' }),
      'NoOpinion',
      '',
    ],
    [
      'nonResourceURL exact',
      path(u('alice'), 'get', '/metrics'),
      'Allow',
      'RBAC: allowed by ClusterRoleBinding "metrics-for-alice" of ClusterRole "metrics" to User "alice"',
    ],
    [
      'nonResourceURL prefix',
      path(u('alice'), 'get', '/debug/pprof'),
      'Allow',
      'RBAC: allowed by ClusterRoleBinding "metrics-for-alice" of ClusterRole "metrics" to User "alice"',
    ],
    ['nonResourceURL not granted', path(u('alice'), 'get', '/healthz'), 'NoOpinion', ''],
    [
      'bootstrap cluster-admin binding for system:masters',
      res(u('admin', ['system:masters']), 'delete', '', 'nodes'),
      'Allow',
      'RBAC: allowed by ClusterRoleBinding "cluster-admin" of ClusterRole "cluster-admin" to Group "system:masters"',
    ],
    [
      'bootstrap cluster-admin covers non-resource URLs',
      path(u('admin', ['system:masters']), 'get', '/healthz'),
      'Allow',
      'RBAC: allowed by ClusterRoleBinding "cluster-admin" of ClusterRole "cluster-admin" to Group "system:masters"',
    ],
    ['unknown user', res(u('mallory'), 'get', 'apps', 'deployments'), 'NoOpinion', ''],
  ];
  it.each(cases)('%s', (_name, attrs, decision, reason) => {
    expect(authz.authorize(attrs)).toEqual({ decision, reason });
  });
});

describe('rule resolution errors become the NoOpinion reason', () => {
  const binding = (name: string, kind: string, role: string, ns?: string): JsonObject => ({
    apiVersion: rbac,
    kind: ns === undefined ? 'ClusterRoleBinding' : 'RoleBinding',
    metadata: ns === undefined ? { name } : { name, namespace: ns },
    roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind, name: role },
    subjects: [{ kind: 'User', name: 'dave' }],
  });
  const dave = u('dave');

  it('one missing ClusterRole', () => {
    const authz = rbacAuthorizer([binding('b1', 'ClusterRole', 'missing')]);
    expect(authz.authorize(res(dave, 'get', '', 'pods'))).toEqual({
      decision: 'NoOpinion',
      reason: 'RBAC: clusterrole.rbac.authorization.k8s.io "missing" not found',
    });
  });

  it('several errors aggregate in brackets, duplicates once', () => {
    const authz = rbacAuthorizer([
      binding('b1', 'ClusterRole', 'missing'),
      binding('b2', 'ClusterRole', 'missing'),
      binding('b3', 'Role', 'gone', 'ns1'),
      binding('b4', 'Widget', 'x', 'ns1'),
    ]);
    expect(authz.authorize(res(dave, 'get', '', 'pods', { namespace: 'ns1' }))).toEqual({
      decision: 'NoOpinion',
      reason:
        'RBAC: [clusterrole.rbac.authorization.k8s.io "missing" not found, role.rbac.authorization.k8s.io "gone" not found, unsupported role reference kind: "Widget"]',
    });
  });

  it('a ClusterRoleBinding to a Role looks it up in no namespace', () => {
    const authz = rbacAuthorizer([
      {
        apiVersion: rbac,
        kind: 'Role',
        metadata: { name: 'r', namespace: 'default' },
        rules: [{ verbs: ['*'], apiGroups: ['*'], resources: ['*'] }],
      },
      binding('b1', 'Role', 'r'),
    ]);
    expect(authz.authorize(res(dave, 'get', '', 'pods', { namespace: 'default' })).reason).toBe(
      'RBAC: role.rbac.authorization.k8s.io "r" not found',
    );
  });

  it('an allowing rule wins over earlier errors', () => {
    const authz = rbacAuthorizer([
      binding('b1', 'ClusterRole', 'missing'),
      binding('b2', 'ClusterRole', 'cluster-admin'),
    ]);
    expect(authz.authorize(res(dave, 'get', '', 'pods'))).toEqual({
      decision: 'Allow',
      reason:
        'RBAC: allowed by ClusterRoleBinding "b2" of ClusterRole "cluster-admin" to User "dave"',
    });
  });
});

describe('ordering and replacement', () => {
  it('ClusterRoleBindings are visited before RoleBindings', () => {
    const authz = rbacAuthorizer([
      {
        apiVersion: rbac,
        kind: 'RoleBinding',
        metadata: { name: 'rb', namespace: 'n' },
        roleRef: { kind: 'ClusterRole', name: 'cluster-admin' },
        subjects: [{ kind: 'User', name: 'eve' }],
      },
      {
        apiVersion: rbac,
        kind: 'ClusterRoleBinding',
        metadata: { name: 'crb' },
        roleRef: { kind: 'ClusterRole', name: 'cluster-admin' },
        subjects: [{ kind: 'User', name: 'eve' }],
      },
    ]);
    expect(authz.authorize(res(u('eve'), 'get', '', 'pods', { namespace: 'n' })).reason).toBe(
      'RBAC: allowed by ClusterRoleBinding "crb" of ClusterRole "cluster-admin" to User "eve"',
    );
  });

  it('a scenario ClusterRole named cluster-admin replaces the bootstrap one', () => {
    const authz = rbacAuthorizer([
      {
        apiVersion: rbac,
        kind: 'ClusterRole',
        metadata: { name: 'cluster-admin' },
        rules: [{ verbs: ['get'], apiGroups: [''], resources: ['pods'] }],
      },
    ]);
    const admin = u('admin', ['system:masters']);
    expect(authz.authorize(res(admin, 'get', '', 'pods')).decision).toBe('Allow');
    expect(authz.authorize(res(admin, 'delete', '', 'pods')).decision).toBe('NoOpinion');
  });

  it('the first applicable subject of a binding is named', () => {
    const authz = rbacAuthorizer([
      {
        apiVersion: rbac,
        kind: 'ClusterRoleBinding',
        metadata: { name: 'crb' },
        roleRef: { kind: 'ClusterRole', name: 'cluster-admin' },
        subjects: [
          { kind: 'Group', name: 'devs' },
          { kind: 'User', name: 'frank' },
        ],
      },
    ]);
    expect(authz.authorize(res(u('frank', ['devs']), 'get', '', 'pods')).reason).toBe(
      'RBAC: allowed by ClusterRoleBinding "crb" of ClusterRole "cluster-admin" to Group "devs"',
    );
  });

  it('objects of other API groups are ignored', () => {
    const authz = rbacAuthorizer([
      {
        apiVersion: 'example.com/v1',
        kind: 'ClusterRoleBinding',
        metadata: { name: 'fake' },
        roleRef: { kind: 'ClusterRole', name: 'cluster-admin' },
        subjects: [{ kind: 'User', name: 'gina' }],
      },
    ]);
    expect(authz.authorize(res(u('gina'), 'get', '', 'pods')).decision).toBe('NoOpinion');
  });
});
