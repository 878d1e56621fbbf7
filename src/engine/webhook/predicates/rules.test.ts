import { describe, expect, it } from 'vitest';
import type { JsonObject, Operation } from '../../apimachinery/types.ts';
import {
  describeMismatch,
  describeRule,
  isExemptAdmissionConfigurationResource,
  ruleMismatch,
  type RuleAttributes,
  type RuleMismatch,
} from './rules.ts';

// Rows ported from predicates/rules/rules_test.go (TestGroup, TestVersion, TestOperation, TestResource,
// TestScope). Upstream checks one part at a time with the others unset; here the other parts are "*".
const rule = (over: JsonObject): JsonObject => ({
  operations: ['*'],
  apiGroups: ['*'],
  apiVersions: ['*'],
  resources: ['*/*'],
  ...over,
});
const a = (
  group: string,
  version: string,
  resource: string,
  subresource = '',
  operation: Operation = 'CREATE',
  namespace = 'ns',
): RuleAttributes => ({
  operation,
  resource: { group, version, resource },
  subresource,
  namespace,
});
const cluster = (group: string, version: string, resource: string, subresource = '') =>
  a(group, version, resource, subresource, 'CREATE', '');

describe('ruleMismatch', () => {
  it.each<[string, JsonObject, RuleAttributes, RuleMismatch]>([
    // TestGroup
    ['group wildcard matches any group', rule({ apiGroups: ['*'] }), a('g', 'v', 'r'), undefined],
    ['exact groups match g1', rule({ apiGroups: ['g1', 'g2'] }), a('g1', 'v', 'r'), undefined],
    ['exact groups match g2', rule({ apiGroups: ['g1', 'g2'] }), a('g2', 'v2', 'r3'), undefined],
    ['exact groups miss g3', rule({ apiGroups: ['g1', 'g2'] }), a('g3', 'v', 'r'), 'apiGroups'],
    ['exact groups miss g4', rule({ apiGroups: ['g1', 'g2'] }), a('g4', 'v', 'r'), 'apiGroups'],
    [
      'the core group is matched by "" only',
      rule({ apiGroups: [''] }),
      a('', 'v1', 'pods'),
      undefined,
    ],
    [
      'a named group does not match the core group',
      rule({ apiGroups: ['apps'] }),
      a('', 'v1', 'pods'),
      'apiGroups',
    ],
    ['no groups matches nothing', rule({ apiGroups: [] }), a('g', 'v', 'r'), 'apiGroups'],
    // TestVersion
    [
      'version wildcard matches any version',
      rule({ apiVersions: ['*'] }),
      a('g', 'v', 'r'),
      undefined,
    ],
    ['exact versions match v1', rule({ apiVersions: ['v1', 'v2'] }), a('g1', 'v1', 'r'), undefined],
    ['exact versions match v2', rule({ apiVersions: ['v1', 'v2'] }), a('g2', 'v2', 'r'), undefined],
    [
      'exact versions miss v3',
      rule({ apiVersions: ['v1', 'v2'] }),
      a('g1', 'v3', 'r'),
      'apiVersions',
    ],
    [
      'exact versions miss v4',
      rule({ apiVersions: ['v1', 'v2'] }),
      a('g2', 'v4', 'r'),
      'apiVersions',
    ],
    // TestOperation
    [
      'operation wildcard matches CREATE',
      rule({ operations: ['*'] }),
      a('g', 'v', 'r', '', 'CREATE'),
      undefined,
    ],
    [
      'operation wildcard matches UPDATE',
      rule({ operations: ['*'] }),
      a('g', 'v', 'r', '', 'UPDATE'),
      undefined,
    ],
    [
      'operation wildcard matches DELETE',
      rule({ operations: ['*'] }),
      a('g', 'v', 'r', '', 'DELETE'),
      undefined,
    ],
    [
      'operation wildcard matches CONNECT',
      rule({ operations: ['*'] }),
      a('g', 'v', 'r', '', 'CONNECT'),
      undefined,
    ],
    [
      'CREATE matches CREATE',
      rule({ operations: ['CREATE'] }),
      a('g', 'v', 'r', '', 'CREATE'),
      undefined,
    ],
    [
      'CREATE misses UPDATE',
      rule({ operations: ['CREATE'] }),
      a('g', 'v', 'r', '', 'UPDATE'),
      'operations',
    ],
    [
      'CREATE misses DELETE',
      rule({ operations: ['CREATE'] }),
      a('g', 'v', 'r', '', 'DELETE'),
      'operations',
    ],
    [
      'CREATE misses CONNECT',
      rule({ operations: ['CREATE'] }),
      a('g', 'v', 'r', '', 'CONNECT'),
      'operations',
    ],
    [
      'UPDATE matches UPDATE',
      rule({ operations: ['UPDATE'] }),
      a('g', 'v', 'r', '', 'UPDATE'),
      undefined,
    ],
    [
      'UPDATE misses CREATE',
      rule({ operations: ['UPDATE'] }),
      a('g', 'v', 'r', '', 'CREATE'),
      'operations',
    ],
    [
      'UPDATE misses DELETE',
      rule({ operations: ['UPDATE'] }),
      a('g', 'v', 'r', '', 'DELETE'),
      'operations',
    ],
    [
      'UPDATE misses CONNECT',
      rule({ operations: ['UPDATE'] }),
      a('g', 'v', 'r', '', 'CONNECT'),
      'operations',
    ],
    [
      'DELETE matches DELETE',
      rule({ operations: ['DELETE'] }),
      a('g', 'v', 'r', '', 'DELETE'),
      undefined,
    ],
    [
      'DELETE misses CREATE',
      rule({ operations: ['DELETE'] }),
      a('g', 'v', 'r', '', 'CREATE'),
      'operations',
    ],
    [
      'DELETE misses UPDATE',
      rule({ operations: ['DELETE'] }),
      a('g', 'v', 'r', '', 'UPDATE'),
      'operations',
    ],
    [
      'DELETE misses CONNECT',
      rule({ operations: ['DELETE'] }),
      a('g', 'v', 'r', '', 'CONNECT'),
      'operations',
    ],
    [
      'CONNECT matches CONNECT',
      rule({ operations: ['CONNECT'] }),
      a('g', 'v', 'r', '', 'CONNECT'),
      undefined,
    ],
    [
      'CONNECT misses CREATE',
      rule({ operations: ['CONNECT'] }),
      a('g', 'v', 'r', '', 'CREATE'),
      'operations',
    ],
    [
      'CONNECT misses UPDATE',
      rule({ operations: ['CONNECT'] }),
      a('g', 'v', 'r', '', 'UPDATE'),
      'operations',
    ],
    [
      'CONNECT misses DELETE',
      rule({ operations: ['CONNECT'] }),
      a('g', 'v', 'r', '', 'DELETE'),
      'operations',
    ],
    [
      'UPDATE+DELETE matches UPDATE',
      rule({ operations: ['UPDATE', 'DELETE'] }),
      a('g', 'v', 'r', '', 'UPDATE'),
      undefined,
    ],
    [
      'UPDATE+DELETE matches DELETE',
      rule({ operations: ['UPDATE', 'DELETE'] }),
      a('g', 'v', 'r', '', 'DELETE'),
      undefined,
    ],
    [
      'UPDATE+DELETE misses CREATE',
      rule({ operations: ['UPDATE', 'DELETE'] }),
      a('g', 'v', 'r', '', 'CREATE'),
      'operations',
    ],
    [
      'UPDATE+DELETE misses CONNECT',
      rule({ operations: ['UPDATE', 'DELETE'] }),
      a('g', 'v', 'r', '', 'CONNECT'),
      'operations',
    ],
    // TestResource
    ['"*" matches r', rule({ resources: ['*'] }), a('g', 'v', 'r'), undefined],
    ['"*" matches r2', rule({ resources: ['*'] }), a('2', 'v', 'r2'), undefined],
    [
      '"*" misses the exec subresource',
      rule({ resources: ['*'] }),
      a('g', 'v', 'r', 'exec'),
      'resources',
    ],
    [
      '"*" misses the proxy subresource',
      rule({ resources: ['*'] }),
      a('2', 'v', 'r2', 'proxy'),
      'resources',
    ],
    ['"r/*" matches r itself', rule({ resources: ['r/*'] }), a('g', 'v', 'r'), undefined],
    ['"r/*" matches r/exec', rule({ resources: ['r/*'] }), a('g', 'v', 'r', 'exec'), undefined],
    ['"r/*" misses r2', rule({ resources: ['r/*'] }), a('2', 'v', 'r2'), 'resources'],
    [
      '"r/*" misses r2/proxy',
      rule({ resources: ['r/*'] }),
      a('2', 'v', 'r2', 'proxy'),
      'resources',
    ],
    ['"r/*", "r2" matches r', rule({ resources: ['r/*', 'r2'] }), a('g', 'v', 'r'), undefined],
    [
      '"r/*", "r2" matches r/exec',
      rule({ resources: ['r/*', 'r2'] }),
      a('g', 'v', 'r', 'exec'),
      undefined,
    ],
    ['"r/*", "r2" matches r2', rule({ resources: ['r/*', 'r2'] }), a('2', 'v', 'r2'), undefined],
    [
      '"r/*", "r2" misses r2/proxy',
      rule({ resources: ['r/*', 'r2'] }),
      a('2', 'v', 'r2', 'proxy'),
      'resources',
    ],
    [
      '"*/proxy", "*/exec" matches r/exec',
      rule({ resources: ['*/proxy', '*/exec'] }),
      a('g', 'v', 'r', 'exec'),
      undefined,
    ],
    [
      '"*/proxy", "*/exec" matches r2/proxy',
      rule({ resources: ['*/proxy', '*/exec'] }),
      a('2', 'v', 'r2', 'proxy'),
      undefined,
    ],
    [
      '"*/proxy", "*/exec" matches r3/proxy',
      rule({ resources: ['*/proxy', '*/exec'] }),
      a('2', 'v', 'r3', 'proxy'),
      undefined,
    ],
    [
      '"*/proxy", "*/exec" misses r',
      rule({ resources: ['*/proxy', '*/exec'] }),
      a('g', 'v', 'r'),
      'resources',
    ],
    [
      '"*/proxy", "*/exec" misses r2',
      rule({ resources: ['*/proxy', '*/exec'] }),
      a('2', 'v', 'r2'),
      'resources',
    ],
    [
      '"*/proxy", "*/exec" misses r4/scale',
      rule({ resources: ['*/proxy', '*/exec'] }),
      a('2', 'v', 'r4', 'scale'),
      'resources',
    ],
    [
      '"*/*" matches every subresource',
      rule({ resources: ['*/*'] }),
      a('', 'v1', 'pods', 'status'),
      undefined,
    ],
    [
      'a subresource entry splits at the first slash only',
      rule({ resources: ['pods/a/b'] }),
      a('', 'v1', 'pods', 'a/b'),
      undefined,
    ],
    // TestScope: cluster scope
    [
      'Cluster matches a cluster-scoped r',
      rule({ scope: 'Cluster', resources: ['*'] }),
      cluster('g', 'v', 'r'),
      undefined,
    ],
    [
      'Cluster matches a cluster-scoped r/exec',
      rule({ scope: 'Cluster', resources: ['*/*'] }),
      cluster('g', 'v', 'r', 'exec'),
      undefined,
    ],
    [
      'Cluster matches a namespace without namespace',
      rule({ scope: 'Cluster' }),
      cluster('', 'v1', 'namespaces'),
      undefined,
    ],
    [
      'Cluster matches namespaces/finalize without namespace',
      rule({ scope: 'Cluster' }),
      cluster('', 'v1', 'namespaces', 'finalize'),
      undefined,
    ],
    [
      'Cluster matches a namespace request carrying its namespace',
      rule({ scope: 'Cluster' }),
      a('', 'v1', 'namespaces'),
      undefined,
    ],
    [
      'Cluster matches namespaces/finalize carrying its namespace',
      rule({ scope: 'Cluster' }),
      a('', 'v1', 'namespaces', 'finalize'),
      undefined,
    ],
    ['Cluster misses a namespaced r', rule({ scope: 'Cluster' }), a('g', 'v', 'r'), 'scope'],
    [
      'Cluster misses a namespaced r/exec',
      rule({ scope: 'Cluster' }),
      a('g', 'v', 'r', 'exec'),
      'scope',
    ],
    // TestScope: namespace scope
    [
      'Namespaced matches a namespaced r',
      rule({ scope: 'Namespaced' }),
      a('g', 'v', 'r'),
      undefined,
    ],
    [
      'Namespaced matches a namespaced r/exec',
      rule({ scope: 'Namespaced' }),
      a('g', 'v', 'r', 'exec'),
      undefined,
    ],
    [
      'Namespaced misses a namespace without namespace',
      rule({ scope: 'Namespaced' }),
      cluster('', 'v1', 'namespaces'),
      'scope',
    ],
    [
      'Namespaced misses namespaces/finalize without namespace',
      rule({ scope: 'Namespaced' }),
      cluster('', 'v1', 'namespaces', 'finalize'),
      'scope',
    ],
    [
      'Namespaced misses a namespace request carrying its namespace',
      rule({ scope: 'Namespaced' }),
      a('', 'v1', 'namespaces'),
      'scope',
    ],
    [
      'Namespaced misses namespaces/finalize carrying its namespace',
      rule({ scope: 'Namespaced' }),
      a('', 'v1', 'namespaces', 'finalize'),
      'scope',
    ],
    [
      'Namespaced misses a cluster-scoped r',
      rule({ scope: 'Namespaced' }),
      cluster('g', 'v', 'r'),
      'scope',
    ],
    [
      'Namespaced misses a cluster-scoped r/exec',
      rule({ scope: 'Namespaced' }),
      cluster('g', 'v', 'r', 'exec'),
      'scope',
    ],
    // TestScope: all scopes
    ['"*" scope matches a namespaced r', rule({ scope: '*' }), a('g', 'v', 'r'), undefined],
    [
      '"*" scope matches a namespaced r/exec',
      rule({ scope: '*' }),
      a('g', 'v', 'r', 'exec'),
      undefined,
    ],
    [
      '"*" scope matches a cluster-scoped r',
      rule({ scope: '*' }),
      cluster('g', 'v', 'r'),
      undefined,
    ],
    [
      '"*" scope matches a cluster-scoped r/exec',
      rule({ scope: '*' }),
      cluster('g', 'v', 'r', 'exec'),
      undefined,
    ],
    [
      '"*" scope matches a namespace',
      rule({ scope: '*' }),
      cluster('', 'v1', 'namespaces'),
      undefined,
    ],
    [
      '"*" scope matches namespaces/finalize',
      rule({ scope: '*' }),
      a('', 'v1', 'namespaces', 'finalize'),
      undefined,
    ],
    // Scope details beyond the upstream table (rules.go scope()).
    ['an absent scope matches everything', rule({}), cluster('g', 'v', 'r'), undefined],
    ['an unknown scope matches nothing', rule({ scope: 'Everywhere' }), a('g', 'v', 'r'), 'scope'],
    [
      'only core v1 namespaces count as cluster-scoped under Namespaced',
      rule({ scope: 'Namespaced' }),
      a('', 'v2', 'namespaces'),
      undefined,
    ],
    [
      'a namespaces resource in another group is namespaced',
      rule({ scope: 'Cluster' }),
      a('example.com', 'v1', 'namespaces'),
      'scope',
    ],
  ])('%s', (_name, r, attr, expected) => {
    expect(ruleMismatch(r, attr)).toBe(expected);
  });

  it.each<[string, JsonObject, RuleMismatch]>([
    [
      'scope before operations',
      {
        scope: 'Cluster',
        operations: ['DELETE'],
        apiGroups: ['x'],
        apiVersions: ['x'],
        resources: ['x'],
      },
      'scope',
    ],
    [
      'operations before groups',
      { operations: ['DELETE'], apiGroups: ['x'], apiVersions: ['x'], resources: ['x'] },
      'operations',
    ],
    [
      'groups before versions',
      { operations: ['*'], apiGroups: ['x'], apiVersions: ['x'], resources: ['x'] },
      'apiGroups',
    ],
    [
      'versions before resources',
      { operations: ['*'], apiGroups: ['*'], apiVersions: ['x'], resources: ['x'] },
      'apiVersions',
    ],
    [
      'resources last',
      { operations: ['*'], apiGroups: ['*'], apiVersions: ['*'], resources: ['x'] },
      'resources',
    ],
    ['everything when the rule is empty, operations first', {}, 'operations'],
  ])('names the first failing part: %s', (_name, r, expected) => {
    expect(ruleMismatch(r, a('g', 'v', 'r'))).toBe(expected);
  });
});

describe('isExemptAdmissionConfigurationResource', () => {
  it.each([
    ['ValidatingWebhookConfiguration', 'admissionregistration.k8s.io', true],
    ['MutatingWebhookConfiguration', 'admissionregistration.k8s.io', true],
    ['ValidatingAdmissionPolicy', 'admissionregistration.k8s.io', true],
    ['ValidatingAdmissionPolicyBinding', 'admissionregistration.k8s.io', true],
    ['MutatingAdmissionPolicy', 'admissionregistration.k8s.io', true],
    ['MutatingAdmissionPolicyBinding', 'admissionregistration.k8s.io', true],
    ['ValidatingWebhookConfiguration', 'example.com', false],
    ['Pod', '', false],
    ['Deployment', 'apps', false],
    ['ValidatingWebhookConfigurationList', 'admissionregistration.k8s.io', false],
  ])('exempts kind %s in group "%s": %s', (kind, group, exempt) => {
    expect(isExemptAdmissionConfigurationResource({ group, kind })).toBe(exempt);
  });
});

describe('describeRule', () => {
  it('renders every part of a rule, quoting the core group', () => {
    expect(
      describeRule({
        operations: ['CREATE'],
        apiGroups: [''],
        apiVersions: ['v1'],
        resources: ['pods', 'pods/status'],
        scope: 'Namespaced',
      }),
    ).toBe(
      'operations [CREATE] apiGroups [""] apiVersions [v1] resources [pods,pods/status] scope Namespaced',
    );
  });

  it('renders an absent scope as "*"', () => {
    expect(
      describeRule({ operations: ['*'], apiGroups: ['*'], apiVersions: ['*'], resources: ['*'] }),
    ).toMatch(/scope \*$/);
  });
});

describe('describeMismatch', () => {
  const attr = {
    operation: 'UPDATE',
    resource: { group: '', version: 'v1', resource: 'pods' },
    subresource: 'status',
    namespace: 'ns',
  };
  it.each<[Exclude<RuleMismatch, undefined>, JsonObject, string]>([
    ['operations', { operations: ['CREATE'] }, 'operation UPDATE is not in operations [CREATE]'],
    ['apiGroups', { apiGroups: ['apps'] }, 'group "" is not in apiGroups [apps]'],
    ['apiVersions', { apiVersions: ['v1beta1'] }, 'version v1 is not in apiVersions [v1beta1]'],
    ['resources', { resources: ['pods'] }, 'resource pods/status is not in resources [pods]'],
    ['scope', { scope: 'Cluster' }, 'scope Cluster does not cover a namespaced request'],
  ])('names the request value and the rule list for %s', (miss, rule, text) => {
    expect(describeMismatch(rule, miss, attr)).toBe(text);
  });
});
