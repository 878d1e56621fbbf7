import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../apimachinery/types.ts';
import { messages } from '../core/testing.ts';
import { validateIngress, validateIngressClass } from '../networking/ingress.ts';
import { validateRuntimeClass } from '../node/runtimeClass.ts';
import { validatePriorityClass } from '../scheduling/priorityClass.ts';
import { validateBindingUpdate, validateClusterRoleBinding, validateRole } from './rbac.ts';

// Rows follow pkg/apis/rbac/validation/validation_test.go, pkg/apis/networking/validation,
// pkg/apis/scheduling/validation and pkg/apis/node/validation tests.
describe('RBAC', () => {
  it('requires verbs, apiGroups and resources in a Role rule', () => {
    expect(
      messages(validateRole({ metadata: { name: 'r', namespace: 'default' }, rules: [{}] })),
    ).toEqual([
      'rules[0].verbs: Required value: verbs must contain at least one value',
      'rules[0].apiGroups: Required value: resource rules must supply at least one api group',
      'rules[0].resources: Required value: resource rules must supply at least one resource',
    ]);
  });

  it("checks a ClusterRoleBinding's roleRef and subjects", () => {
    expect(
      messages(
        validateClusterRoleBinding({
          metadata: { name: 'b' },
          roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind: 'Role', name: 'r' },
          subjects: [{ kind: 'ServiceAccount', name: 'sa' }],
        }),
      ),
    ).toEqual([
      'roleRef.kind: Unsupported value: "Role": supported values: "ClusterRole"',
      'subjects[0].namespace: Required value',
    ]);
  });

  it("refuses changing a binding's roleRef", () => {
    const b = (name: string): JsonObject => ({
      metadata: { name: 'b', namespace: 'default' },
      roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind: 'Role', name },
    });
    expect(messages(validateBindingUpdate(b('new'), b('old'), true))).toEqual([
      'roleRef: Invalid value: rbac.RoleRef{APIGroup:"rbac.authorization.k8s.io", Kind:"Role", Name:"new"}: cannot change roleRef',
    ]);
  });
});

describe('networking, scheduling and node kinds', () => {
  it('refuses an Ingress without rules or a default backend, and a relative Prefix path', () => {
    expect(
      messages(validateIngress({ metadata: { name: 'i', namespace: 'default' }, spec: {} })),
    ).toEqual([
      'spec: Invalid value: []networking.IngressRule(nil): either `defaultBackend` or `rules` must be specified',
    ]);
    const rule = {
      host: 'example.com',
      http: {
        paths: [
          {
            path: 'api',
            pathType: 'Prefix',
            backend: { service: { name: 'api', port: { number: 80 } } },
          },
        ],
      },
    };
    expect(
      messages(
        validateIngress({ metadata: { name: 'i', namespace: 'default' }, spec: { rules: [rule] } }),
      ),
    ).toEqual(['spec.rules[0].http.paths[0].path: Invalid value: "api": must be an absolute path']);
  });

  it('requires a domain-prefixed IngressClass controller', () => {
    expect(
      messages(
        validateIngressClass({ metadata: { name: 'nginx' }, spec: { controller: 'nginx' } }),
      ),
    ).toEqual([
      'spec.controller: Invalid value: "nginx": must be a domain-prefixed path (such as "acme.io/foo")',
    ]);
  });

  it('reserves the system- prefix and caps user priorities', () => {
    expect(
      messages(validatePriorityClass({ metadata: { name: 'system-high' }, value: 10 })),
    ).toEqual([
      "metadata.name: Forbidden: priority class names with 'system-' prefix are reserved for system use only. error: system-high is not a known system priority class",
    ]);
    expect(
      messages(validatePriorityClass({ metadata: { name: 'high' }, value: 2000000000 })),
    ).toEqual(['value: Forbidden: maximum allowed value of a user defined priority is 1000000000']);
  });

  it('checks a RuntimeClass handler as a DNS label', () => {
    expect(
      messages(
        validateRuntimeClass({ metadata: { name: 'gvisor' }, handler: 'run_sc' }, '1.32'),
      )[0],
    ).toMatch(/^handler: Invalid value: "run_sc": a lowercase RFC 1123 label/);
  });
});
