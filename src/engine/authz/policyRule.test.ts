import { describe, expect, it } from 'vitest';
import { emptyAttributes, type AuthorizationAttributes } from './authorizer.ts';
import {
  nonResourceURLMatches,
  policyRuleFrom,
  resourceMatches,
  ruleAllows,
} from './policyRule.ts';

const user = { username: 'alice', groups: [], extra: {} };
const resource = (over: Partial<AuthorizationAttributes>): AuthorizationAttributes => ({
  ...emptyAttributes(user),
  resourceRequest: true,
  apiVersion: '*',
  ...over,
});

describe('resourceMatches (evaluation_helpers.go)', () => {
  const cases: [string[], string, string, boolean][] = [
    [['pods'], 'pods', '', true],
    [['pods'], 'pods/status', 'status', false],
    [['pods/status'], 'pods/status', 'status', true],
    [['pods/status'], 'pods', '', false],
    [['*'], 'pods/log', 'log', true],
    [['*/scale'], 'deployments/scale', 'scale', true],
    [['*/scale'], 'deployments', '', false],
    [['*/scale'], 'deployments/status', 'status', false],
    // `*/x` must be exactly two characters longer than the subresource.
    [['*/bscale'], 'deployments/scale', 'scale', false],
    [['deployments'], 'Deployments', '', false],
  ];
  it.each(cases)('%j vs %s', (resources, combined, sub, want) => {
    expect(resourceMatches(policyRuleFrom({ resources }), combined, sub)).toBe(want);
  });
});

describe('nonResourceURLMatches', () => {
  const cases: [string[], string, boolean][] = [
    [['/healthz'], '/healthz', true],
    [['/healthz'], '/healthz/ping', false],
    [['/healthz/*'], '/healthz/ping', true],
    [['/healthz/*'], '/healthz/', true],
    [['/healthz/*'], '/healthz', false],
    [['/api*'], '/apis/apps', true],
    [['/api**'], '/apis', true],
    [['*'], '/anything', true],
  ];
  it.each(cases)('%j vs %s', (urls, path, want) => {
    expect(nonResourceURLMatches(policyRuleFrom({ nonResourceURLs: urls }), path)).toBe(want);
  });
});

describe('ruleAllows (rbac.go RuleAllows)', () => {
  const rule = policyRuleFrom({
    verbs: ['get', 'list'],
    apiGroups: ['apps'],
    resources: ['deployments'],
    resourceNames: ['web'],
  });
  it('needs verb, group, resource and name to match', () => {
    expect(
      ruleAllows(
        resource({ verb: 'get', apiGroup: 'apps', resource: 'deployments', name: 'web' }),
        rule,
      ),
    ).toBe(true);
    expect(
      ruleAllows(
        resource({ verb: 'delete', apiGroup: 'apps', resource: 'deployments', name: 'web' }),
        rule,
      ),
    ).toBe(false);
    expect(
      ruleAllows(
        resource({ verb: 'get', apiGroup: '', resource: 'deployments', name: 'web' }),
        rule,
      ),
    ).toBe(false);
    expect(
      ruleAllows(
        resource({ verb: 'get', apiGroup: 'apps', resource: 'deployments', name: 'api' }),
        rule,
      ),
    ).toBe(false);
  });
  it('a resourceNames rule does not match a request without a name (list)', () => {
    expect(
      ruleAllows(resource({ verb: 'list', apiGroup: 'apps', resource: 'deployments' }), rule),
    ).toBe(false);
  });
  it('verb and group wildcards', () => {
    const all = policyRuleFrom({ verbs: ['*'], apiGroups: ['*'], resources: ['*'] });
    expect(
      ruleAllows(
        resource({ verb: 'escalate', apiGroup: 'rbac.authorization.k8s.io', resource: 'roles' }),
        all,
      ),
    ).toBe(true);
  });
  it('non-resource requests only look at verb and path', () => {
    const r = policyRuleFrom({ verbs: ['get'], nonResourceURLs: ['/metrics'] });
    expect(ruleAllows({ ...emptyAttributes(user), verb: 'get', path: '/metrics' }, r)).toBe(true);
    expect(ruleAllows({ ...emptyAttributes(user), verb: 'post', path: '/metrics' }, r)).toBe(false);
    // A resource rule never matches a non-resource request and vice versa.
    const pods = policyRuleFrom({ verbs: ['get'], apiGroups: [''], resources: ['pods'] });
    expect(ruleAllows({ ...emptyAttributes(user), verb: 'get', path: '/api/v1/pods' }, pods)).toBe(
      false,
    );
    expect(ruleAllows(resource({ verb: 'get', resource: 'pods' }), r)).toBe(false);
  });
});
