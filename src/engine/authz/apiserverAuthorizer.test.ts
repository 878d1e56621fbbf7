import { describe, expect, it } from 'vitest';
import { apiserverAuthorizer } from './apiserverAuthorizer.ts';
import { type Authorizer, emptyAttributes } from './authorizer.ts';
import { unionAuthorizer } from './union.ts';

const pods = (groups: string[], username = 'someone') => ({
  ...emptyAttributes({ username, groups, extra: {} }),
  resourceRequest: true,
  apiVersion: '*',
  verb: 'delete',
  resource: 'pods',
  namespace: 'default',
});

describe('apiserverAuthorizer', () => {
  const authz = apiserverAuthorizer([]);
  it('system:masters is allowed by the privileged-group authorizer, with an empty reason', () => {
    expect(authz.authorize(pods(['system:masters', 'system:authenticated']))).toEqual({
      decision: 'Allow',
      reason: '',
    });
  });
  it('others fall through to RBAC, which has no opinion', () => {
    expect(authz.authorize(pods(['system:authenticated']))).toEqual({
      decision: 'NoOpinion',
      reason: '',
    });
  });
  it('RBAC allows with its reason', () => {
    const withBinding = apiserverAuthorizer([
      {
        apiVersion: 'rbac.authorization.k8s.io/v1',
        kind: 'ClusterRoleBinding',
        metadata: { name: 'ops' },
        roleRef: { kind: 'ClusterRole', name: 'cluster-admin' },
        subjects: [{ kind: 'Group', name: 'ops' }],
      },
    ]);
    expect(withBinding.authorize(pods(['ops']))).toEqual({
      decision: 'Allow',
      reason:
        'RBAC: allowed by ClusterRoleBinding "ops" of ClusterRole "cluster-admin" to Group "ops"',
    });
  });
});

describe('unionAuthorizer (union.go)', () => {
  const fixed = (
    decision: 'Allow' | 'Deny' | 'NoOpinion',
    reason: string,
    error?: string,
  ): Authorizer => ({
    authorize: () => ({ decision, reason, ...(error !== undefined ? { error } : {}) }),
  });
  it('joins no-opinion reasons with newlines and aggregates errors', () => {
    const u = unionAuthorizer(
      fixed('NoOpinion', 'a'),
      fixed('NoOpinion', ''),
      fixed('NoOpinion', 'b', 'e1'),
      fixed('NoOpinion', '', 'e2'),
    );
    expect(u.authorize(pods([]))).toEqual({
      decision: 'NoOpinion',
      reason: 'a\nb',
      error: '[e1, e2]',
    });
  });
  it('the first Allow or Deny decides, with its own reason only', () => {
    expect(
      unionAuthorizer(
        fixed('NoOpinion', 'a'),
        fixed('Deny', 'no'),
        fixed('Allow', 'yes'),
      ).authorize(pods([])),
    ).toEqual({
      decision: 'Deny',
      reason: 'no',
    });
  });
});
