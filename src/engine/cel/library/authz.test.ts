import { Environment, EvaluationError } from '@marcbachmann/cel-js';
import { describe, expect, it } from 'vitest';
import { apiserverAuthorizer } from '../../authz/apiserverAuthorizer.ts';
import type { AuthorizationAttributes, Authorizer } from '../../authz/authorizer.ts';
import type { JsonObject, UserInfo } from '../../apimachinery/types.ts';
import {
  AUTHORIZER_TYPE,
  authorizationCheckOf,
  newCelAuthorizer,
  newRequestResourceCheck,
  registerAuthzLibrary,
} from './authz.ts';
import { authzCallCost, selectorCost } from './authzCost.ts';

const rbac = 'rbac.authorization.k8s.io/v1';
const objects: JsonObject[] = [
  {
    apiVersion: rbac,
    kind: 'Role',
    metadata: { name: 'deployer', namespace: 'default' },
    rules: [{ apiGroups: ['apps'], resources: ['deployments'], verbs: ['create', 'delete'] }],
  },
  {
    apiVersion: rbac,
    kind: 'RoleBinding',
    metadata: { name: 'alice-deploys', namespace: 'default' },
    roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind: 'Role', name: 'deployer' },
    subjects: [{ kind: 'User', name: 'alice' }],
  },
  {
    apiVersion: rbac,
    kind: 'ClusterRole',
    metadata: { name: 'pod-reader' },
    rules: [
      { apiGroups: [''], resources: ['pods', 'pods/log'], verbs: ['get'] },
      { nonResourceURLs: ['/healthz'], verbs: ['get'] },
    ],
  },
  {
    apiVersion: rbac,
    kind: 'RoleBinding',
    metadata: { name: 'sa-reads', namespace: 'ns' },
    roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind: 'ClusterRole', name: 'pod-reader' },
    subjects: [{ kind: 'ServiceAccount', name: 'sa', namespace: 'ns' }],
  },
  {
    apiVersion: rbac,
    kind: 'ClusterRoleBinding',
    metadata: { name: 'alice-health' },
    roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind: 'ClusterRole', name: 'pod-reader' },
    subjects: [{ kind: 'User', name: 'alice' }],
  },
];
const alice: UserInfo = { username: 'alice', groups: ['system:authenticated'], extra: {} };

function envFor(minor = 32, authorizeWithSelectors?: boolean): Environment {
  const env = new Environment({ enableOptionalTypes: true, homogeneousAggregateLiterals: false });
  registerAuthzLibrary(
    env,
    minor,
    authorizeWithSelectors === undefined ? {} : { authorizeWithSelectors },
  );
  env.registerVariable('authorizer', AUTHORIZER_TYPE);
  return env;
}

const requestResource = {
  group: 'apps',
  version: 'v1',
  resource: 'deployments',
  subresource: '',
  namespace: 'default',
  name: 'web',
};

function run(
  expr: string,
  opts: { authorizer?: Authorizer; user?: UserInfo; env?: Environment } = {},
): unknown {
  const env = opts.env ?? envFor();
  const authorizer = newCelAuthorizer(
    opts.authorizer ?? apiserverAuthorizer(objects),
    opts.user ?? alice,
    requestResource,
  );
  return env.evaluate(expr, { authorizer });
}

describe('authz library over the simulated RBAC', () => {
  const cases: [string, unknown][] = [
    [
      `authorizer.group('apps').resource('deployments').namespace('default').check('create').allowed()`,
      true,
    ],
    [
      `authorizer.group('apps').resource('deployments').namespace('default').check('create').reason()`,
      'RBAC: allowed by RoleBinding "alice-deploys/default" of Role "deployer" to User "alice"',
    ],
    [
      `authorizer.group('apps').resource('deployments').namespace('other').check('create').allowed()`,
      false,
    ],
    [
      `authorizer.group('apps').resource('deployments').namespace('other').check('create').reason()`,
      '',
    ],
    [
      `authorizer.group('apps').resource('deployments').namespace('default').check('update').allowed()`,
      false,
    ],
    [
      `authorizer.group('apps').resource('deployments').namespace('default').check('create').errored()`,
      false,
    ],
    [
      `authorizer.group('apps').resource('deployments').namespace('default').check('create').error()`,
      '',
    ],
    [
      `authorizer.requestResource.check('delete').reason()`,
      'RBAC: allowed by RoleBinding "alice-deploys/default" of Role "deployer" to User "alice"',
    ],
    [`authorizer.requestResource.check('get').allowed()`, false],
    [`authorizer.requestResource.namespace('kube-system').check('delete').allowed()`, false],
    [
      `authorizer.serviceAccount('ns','sa').group('').resource('pods').check('get').allowed()`,
      false,
    ],
    [
      `authorizer.serviceAccount('ns','sa').group('').resource('pods').namespace('ns').check('get').allowed()`,
      true,
    ],
    [
      `authorizer.serviceAccount('ns','sa').group('').resource('pods').namespace('ns').check('get').reason()`,
      'RBAC: allowed by RoleBinding "sa-reads/ns" of ClusterRole "pod-reader" to ServiceAccount "sa/ns"',
    ],
    [
      `authorizer.serviceAccount('ns','sa').group('').resource('pods').subresource('log').namespace('ns').check('get').allowed()`,
      true,
    ],
    [
      `authorizer.serviceAccount('ns','sa').group('').resource('pods').subresource('exec').namespace('ns').check('get').allowed()`,
      false,
    ],
    [
      `authorizer.serviceAccount('ns','sa').group('').resource('pods').subresource('').namespace('ns').name('').check('get').allowed()`,
      true,
    ],
    [`authorizer.path('/healthz').check('get').allowed()`, true],
    [
      `authorizer.path('/healthz').check('get').reason()`,
      'RBAC: allowed by ClusterRoleBinding "alice-health" of ClusterRole "pod-reader" to User "alice"',
    ],
    [`authorizer.path('/readyz').check('get').allowed()`, false],
    [`authorizer.serviceAccount('ns','sa').path('/healthz').check('get').allowed()`, false],
  ];
  it.each(cases)('%s', (expr, want) => {
    expect(run(expr)).toBe(want);
  });

  it('system:masters is allowed with an empty reason', () => {
    const admin: UserInfo = {
      username: 'kubernetes-admin',
      groups: ['system:masters', 'system:authenticated'],
      extra: {},
    };
    expect(
      run(`authorizer.group('').resource('secrets').check('delete').allowed()`, { user: admin }),
    ).toBe(true);
    expect(
      run(`authorizer.group('').resource('secrets').check('delete').reason()`, { user: admin }),
    ).toBe('');
  });
});

describe('the attributes a check sends (authz.go Authorize)', () => {
  const recorded: AuthorizationAttributes[] = [];
  const recorder: Authorizer = {
    authorize(a) {
      recorded.push(a);
      return { decision: 'NoOpinion', reason: 'r', error: 'boom' };
    },
  };

  it('resource checks ask the group, any version, and the builder fields', () => {
    recorded.length = 0;
    run(
      `authorizer.group('apps').resource('deployments').subresource('scale').namespace('n').name('x').check('patch').allowed()`,
      {
        authorizer: recorder,
      },
    );
    expect(recorded).toEqual([
      {
        user: alice,
        verb: 'patch',
        namespace: 'n',
        apiGroup: 'apps',
        apiVersion: '*',
        resource: 'deployments',
        subresource: 'scale',
        name: 'x',
        resourceRequest: true,
        path: '',
      },
    ]);
  });

  it('requestResource starts from the request resource, version "*"', () => {
    recorded.length = 0;
    run(`authorizer.requestResource.check('update').allowed()`, { authorizer: recorder });
    expect(recorded[0]).toMatchObject({
      apiGroup: 'apps',
      apiVersion: '*',
      resource: 'deployments',
      namespace: 'default',
      name: 'web',
      verb: 'update',
    });
  });

  it('serviceAccount switches the user to the service account identity', () => {
    recorded.length = 0;
    run(
      `authorizer.serviceAccount('kube-system', 'replicaset-controller').path('/x').check('get').allowed()`,
      { authorizer: recorder },
    );
    expect(recorded[0]).toEqual({
      user: {
        username: 'system:serviceaccount:kube-system:replicaset-controller',
        uid: '',
        groups: ['system:serviceaccounts', 'system:serviceaccounts:kube-system'],
        extra: {},
      },
      verb: 'get',
      namespace: '',
      apiGroup: '',
      apiVersion: '',
      resource: '',
      subresource: '',
      name: '',
      resourceRequest: false,
      path: '/x',
    });
  });

  it('errors and reasons surface through the decision', () => {
    expect(run(`authorizer.path('/x').check('get').errored()`, { authorizer: recorder })).toBe(
      true,
    );
    expect(run(`authorizer.path('/x').check('get').error()`, { authorizer: recorder })).toBe(
      'boom',
    );
    expect(run(`authorizer.path('/x').check('get').reason()`, { authorizer: recorder })).toBe('r');
  });

  it('selectors travel with the check from 1.31 (AuthorizeWithSelectors)', () => {
    recorded.length = 0;
    run(
      `authorizer.group('').resource('pods').fieldSelector('spec.nodeName=n1').labelSelector('app=web').check('list').allowed()`,
      {
        authorizer: recorder,
      },
    );
    expect(recorded[0]).toMatchObject({
      fieldSelector: 'spec.nodeName=n1',
      labelSelector: 'app=web',
    });
  });

  it('the decision value exposes what was asked, for the trace', () => {
    const d = authorizationCheckOf(
      run(`authorizer.group('apps').resource('deployments').check('get')`),
    );
    expect(d?.attributes.resource).toBe('deployments');
    expect(d?.decision.decision).toBe('NoOpinion');
    expect(authorizationCheckOf('x')).toBeUndefined();
  });
});

describe('selector functions availability', () => {
  const expr = `authorizer.group('').resource('pods').labelSelector('a=b').check('list').allowed()`;
  it('exist from 1.31 with the gate on', () => {
    expect(envFor(31).check(expr).valid).toBe(true);
  });
  it('do not exist before 1.31 or with the gate off', () => {
    expect(envFor(30).check(expr).valid).toBe(false);
    expect(envFor(32, false).check(expr).valid).toBe(false);
  });
});

describe('runtime errors (authz.go texts)', () => {
  const cases: [string, string][] = [
    [`authorizer.path('').check('get')`, 'path must not be empty'],
    [`authorizer.path('  ').check('get')`, 'path must not be empty'],
    [`authorizer.group('apps').resource('').check('get')`, 'resource must not be empty'],
    [`authorizer.group('apps').resource(' \\t').check('get')`, 'resource must not be empty'],
    [
      `authorizer.serviceAccount('not@a#valid!namespace', 'validname')`,
      'Invalid service account namespace',
    ],
    [
      `authorizer.serviceAccount('valid.example.com', 'validname')`,
      'Invalid service account namespace',
    ],
    [`authorizer.serviceAccount('default', 'invalid@*name')`, 'Invalid service account name'],
    // The name is validated first.
    [`authorizer.serviceAccount('Bad', 'Bad')`, 'Invalid service account name'],
  ];
  it.each(cases)('%s', (expr, message) => {
    expect(() => run(expr)).toThrow(message);
  });
  it('are EvaluationErrors', () => {
    expect(() => run(`authorizer.path('')`)).toThrow(EvaluationError);
  });
  it("only the request's authorizer has requestResource", () => {
    expect(() => run(`authorizer.serviceAccount('a', 'b').requestResource`)).toThrow(
      'No such key: requestResource',
    );
  });
  it('a dotted name is a valid service account name', () => {
    expect(() => run(`authorizer.serviceAccount('default', 'my.sa')`)).not.toThrow();
  });
});

describe('types', () => {
  it('have upstream names', () => {
    const env = envFor();
    expect(env.check(`authorizer.group('apps')`).type).toBe('kubernetes.authorization.GroupCheck');
    expect(env.check(`authorizer.requestResource`).type).toBe(
      'kubernetes.authorization.ResourceCheck',
    );
    expect(env.check(`authorizer.path('/x').check('get')`).type).toBe(
      'kubernetes.authorization.Decision',
    );
    expect(env.check(`authorizer.group('apps').resource('x').check('get').allowed()`).type).toBe(
      'bool',
    );
  });
  it('wrong argument types do not compile', () => {
    expect(envFor().check(`authorizer.group(1)`).valid).toBe(false);
  });
  it('newRequestResourceCheck builds the same check as the field', () => {
    const a = newCelAuthorizer(apiserverAuthorizer(objects), alice);
    const check = newRequestResourceCheck(a, requestResource);
    const env = envFor();
    env.registerVariable('rr', 'kubernetes.authorization.ResourceCheck');
    expect(env.evaluate(`rr.check('delete').allowed()`, { authorizer: a, rr: check })).toBe(true);
  });
});

describe('authzCallCost (cost.go)', () => {
  it('prices checks, builders and selectors', () => {
    expect(authzCallCost('check', ['get'])).toBe(350000);
    expect(authzCallCost('group', ['apps'])).toBe(1);
    expect(authzCallCost('errored', [])).toBe(1);
    // 10 + ceil(7*0.1)=1 + ceil(ceil(7*0.5)=4 * 50)=200
    expect(authzCallCost('labelSelector', ['app=web'])).toBe(211);
    expect(selectorCost(0)).toBe(10);
    expect(authzCallCost('size', [])).toBeUndefined();
  });
});
