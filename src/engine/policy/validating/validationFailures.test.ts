// The validation_failure audit annotation per version: ≤1.36 keeps the request's first Audit failure
// (a one-element list; a later, different one cannot overwrite it), 1.37 publishes all of them in
// one list of at most 50 (kubernetes#140001, dispatcher.go publishValidationFailureAnnotations).

import { describe, expect, it } from 'vitest';
import { deterministicEnvironment, parseScenario, runScenario } from '../../index.ts';
import type { JsonObject } from '../../apimachinery/types.ts';

const key = 'validation.policy.admission.k8s.io/validation_failure';
const rule = {
  apiGroups: [''],
  apiVersions: ['v1'],
  operations: ['CREATE'],
  resources: ['configmaps'],
};

const policy = (name: string, validations: number): JsonObject => ({
  apiVersion: 'admissionregistration.k8s.io/v1',
  kind: 'ValidatingAdmissionPolicy',
  metadata: { name },
  spec: {
    matchConstraints: { resourceRules: [rule] },
    validations: Array.from({ length: validations }, (_, i) => ({
      expression: 'false',
      message: `${name}-${i}`,
    })),
  },
});
const binding = (name: string, policyName: string, actions: string[]): JsonObject => ({
  apiVersion: 'admissionregistration.k8s.io/v1',
  kind: 'ValidatingAdmissionPolicyBinding',
  metadata: { name },
  spec: { policyName, validationActions: actions },
});

function runAt(version: string, objects: JsonObject[]) {
  const parsed = parseScenario(
    JSON.stringify({
      apiVersion: 'playground.admission/v1',
      kind: 'AdmissionScenario',
      name: 't',
      kubernetesVersion: version,
      request: {
        operation: 'CREATE',
        object: {
          apiVersion: 'v1',
          kind: 'ConfigMap',
          metadata: { name: 'c', namespace: 'default' },
        },
      },
      cluster: { objects, admissionPlugins: { disable: ['ResourceQuota'] } },
    }),
  );
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
  const run = runScenario(parsed.value.scenario, deterministicEnvironment());
  if (!run.ok) throw new Error(JSON.stringify(run.error));
  return run.value;
}

const failure = (policyName: string, i: number, actions = ['Audit']) =>
  `{"message":"${policyName}-${i}","policy":"${policyName}","binding":"b-${policyName}","expressionIndex":${i},"validationActions":${JSON.stringify(actions)}}`;

const two = [
  policy('a', 1),
  binding('b-a', 'a', ['Audit']),
  policy('z', 2),
  binding('b-z', 'z', ['Audit']),
];

describe('the validation_failure annotation', () => {
  it.each(['1.32', '1.36'])('%s keeps the first failure only', (version) => {
    const r = runAt(version, two);
    expect(r.allowed).toBe(true);
    expect(r.auditAnnotations[key]).toBe(`[${failure('a', 0)}]`);
  });

  it('1.37 lists every failure of the request, in evaluation order', () => {
    const r = runAt('1.37', two);
    expect(r.auditAnnotations[key]).toBe(
      `[${failure('a', 0)},${failure('z', 0)},${failure('z', 1)}]`,
    );
    const last = r.trace.filter((t) => t.auditAnnotations?.[key] !== undefined);
    expect(last.map((t) => t.binding)).toEqual(['b-z']);
  });

  it('1.37 publishes it also when another binding denies the request', () => {
    const r = runAt('1.37', [
      policy('a', 1),
      binding('b-a', 'a', ['Deny', 'Audit']),
      policy('z', 1),
      binding('b-z', 'z', ['Audit']),
    ]);
    expect(r.allowed).toBe(false);
    expect(r.auditAnnotations[key]).toBe(
      `[${failure('a', 0, ['Deny', 'Audit'])},${failure('z', 0)}]`,
    );
  });

  it('1.37 keeps the first 50 of more failures', () => {
    const r = runAt('1.37', [policy('a', 60), binding('b-a', 'a', ['Audit'])]);
    const value = JSON.parse(r.auditAnnotations[key] ?? '[]') as unknown[];
    expect(value).toHaveLength(50);
    expect(r.trace.some((t) => t.reason.includes('60 Audit failures'))).toBe(true);
  });
});
