import { describe, expect, it } from 'vitest';
import type { JsonObject, JsonValue } from '../../apimachinery/types.ts';
import { run } from '../../testing/scenario.ts';

const configMapRule = {
  apiGroups: [''],
  apiVersions: ['v1'],
  operations: ['CREATE', 'UPDATE'],
  resources: ['configmaps'],
};

function policy(name: string, spec: JsonObject): JsonObject {
  return {
    apiVersion: 'admissionregistration.k8s.io/v1',
    kind: 'ValidatingAdmissionPolicy',
    metadata: { name },
    spec: { failurePolicy: 'Fail', matchConstraints: { resourceRules: [configMapRule] }, ...spec },
  };
}
function binding(name: string, policyName: string, spec: JsonObject = {}): JsonObject {
  return {
    apiVersion: 'admissionregistration.k8s.io/v1',
    kind: 'ValidatingAdmissionPolicyBinding',
    metadata: { name },
    spec: { policyName, validationActions: ['Deny'], ...spec },
  };
}
const runWith = (...objects: JsonValue[]) => run({ objects });
const denyAll = (extra: JsonObject = {}) => ({ expression: 'false', ...extra });

describe('dispatchValidatingPolicies', () => {
  it('denies with the NewForbidden message, reason Invalid and code 422 by default', () => {
    const r = runWith(
      policy('p', { validations: [denyAll({ message: 'no' })] }),
      binding('b', 'p'),
    );
    expect(r.status).toMatchObject({
      code: 422,
      reason: 'Invalid',
      message: `configmaps "c" is forbidden: ValidatingAdmissionPolicy 'p' with binding 'b' denied request: no`,
      details: {
        name: 'c',
        kind: 'configmaps',
        causes: [{ message: "ValidatingAdmissionPolicy 'p' with binding 'b' denied request: no" }],
      },
    });
  });

  it.each([
    ['Forbidden', 403],
    ['RequestEntityTooLarge', 413],
    ['Invalid', 422],
  ])('answers reason %s with code %i', (reason, code) => {
    const r = runWith(policy('p', { validations: [denyAll({ reason })] }), binding('b', 'p'));
    expect([r.status?.reason, r.status?.code]).toEqual([reason, code]);
  });

  it.each<[string, JsonObject, string]>([
    [
      'the messageExpression result, trimmed',
      { messageExpression: "'  from expr  '", message: 'static' },
      'from expr',
    ],
    [
      'the message when the messageExpression fails',
      { messageExpression: 'string(object.nope)', message: 'static' },
      'static',
    ],
    [
      'the message when the messageExpression has a line break',
      { messageExpression: "'a\\nb'", message: 'static' },
      'static',
    ],
    ['the expression without message', {}, 'failed expression: false'],
  ])('words the denial with %s', (_name, extra, want) => {
    const r = runWith(policy('p', { validations: [denyAll(extra)] }), binding('b', 'p'));
    expect(r.status?.message).toBe(
      `configmaps "c" is forbidden: ValidatingAdmissionPolicy 'p' with binding 'b' denied request: ${want}`,
    );
  });

  it('warns instead of denying with validationActions Warn', () => {
    const r = runWith(
      policy('p', { validations: [denyAll({ message: 'careful' })] }),
      binding('b', 'p', { validationActions: ['Warn'] }),
    );
    expect(r.allowed).toBe(true);
    expect(r.warnings).toEqual([
      "Validation failed for ValidatingAdmissionPolicy 'p' with binding 'b': careful",
    ]);
  });

  it('records the validation_failure annotation with validationActions Audit and allows', () => {
    const r = runWith(
      policy('p', { validations: [{ expression: 'true' }, denyAll({ message: 'm' })] }),
      binding('b', 'p', { validationActions: ['Audit'] }),
    );
    expect(r.allowed).toBe(true);
    expect(r.auditAnnotations['validation.policy.admission.k8s.io/validation_failure']).toBe(
      '[{"message":"m","policy":"p","binding":"b","expressionIndex":1,"validationActions":["Audit"]}]',
    );
  });

  it('turns an evaluation error into a denial with failurePolicy Fail', () => {
    const r = runWith(
      policy('p', { validations: [{ expression: 'object.nope == 1' }] }),
      binding('b', 'p'),
    );
    expect(r.status?.message).toContain(
      "denied request: expression 'object.nope == 1' resulted in error: no such key: nope",
    );
  });

  it('ignores an evaluation error with failurePolicy Ignore', () => {
    const r = runWith(
      policy('p', { failurePolicy: 'Ignore', validations: [{ expression: 'object.nope == 1' }] }),
      binding('b', 'p'),
    );
    expect(r.allowed).toBe(true);
  });

  it('skips the policy when a matchCondition is false, and denies on a matchCondition error', () => {
    const skipped = runWith(
      policy('p', {
        matchConditions: [{ name: 'never', expression: 'false' }],
        validations: [denyAll()],
      }),
      binding('b', 'p'),
    );
    expect(skipped.allowed).toBe(true);
    const failed = runWith(
      policy('p', {
        matchConditions: [{ name: 'bad', expression: "object.nope == 'x'" }],
        validations: [denyAll()],
      }),
      binding('b', 'p'),
    );
    expect(failed.status?.message).toContain(
      "denied request: expression 'object.nope == 'x'' resulted in error: no such key: nope",
    );
  });

  it('publishes audit annotations as <policy>/<key>, joining distinct values of several bindings', () => {
    const p = policy('p', {
      auditAnnotations: [
        { key: 'who', valueExpression: "'x'" },
        { key: 'none', valueExpression: 'null' },
      ],
    });
    const r = runWith(p, binding('b1', 'p'), binding('b2', 'p'));
    expect(r.auditAnnotations['p/who']).toBe('x');
    expect(r.auditAnnotations['p/none']).toBeUndefined();
  });

  it('reports a configuration error of a binding whose params are missing (Deny)', () => {
    const p = policy('p', {
      paramKind: { apiVersion: 'v1', kind: 'ConfigMap' },
      validations: [{ expression: 'true' }],
    });
    const r = runWith(
      p,
      binding('b', 'p', { paramRef: { name: 'nope', parameterNotFoundAction: 'Deny' } }),
    );
    expect(r.status?.message).toBe(
      "configmaps \"c\" is forbidden: ValidatingAdmissionPolicy 'p' with binding 'b' denied request: failed to configure binding: no params found for policy binding with `Deny` parameterNotFoundAction",
    );
  });

  it('reports a paramKind that names no resource as a policy configuration error', () => {
    const p = policy('p', {
      paramKind: { apiVersion: 'example.com/v1', kind: 'Nope' },
      validations: [{ expression: 'true' }],
    });
    const r = runWith(
      p,
      binding('b', 'p', { paramRef: { name: 'x', parameterNotFoundAction: 'Deny' } }),
    );
    expect(r.status?.message).toBe(
      "configmaps \"c\" is forbidden: ValidatingAdmissionPolicy 'p' denied request: failed to configure policy: failed to find resource referenced by paramKind: 'example.com/v1, Kind=Nope'",
    );
  });

  it('never evaluates a policy without a binding, nor a binding to a missing policy', () => {
    const r = runWith(policy('p', { validations: [denyAll()] }), binding('b', 'other'));
    expect(r.allowed).toBe(true);
  });

  it('reports the first denial by policy name and notes that upstream order varies', () => {
    const r = runWith(
      policy('z', { validations: [denyAll({ message: 'z' })] }),
      binding('bz', 'z'),
      policy('a', { validations: [denyAll({ message: 'a' })] }),
      binding('ba', 'a'),
    );
    expect(r.status?.message).toContain(
      "ValidatingAdmissionPolicy 'a' with binding 'ba' denied request: a",
    );
    expect(r.notSimulated.some((n) => n.feature === 'ValidatingAdmissionPolicy order')).toBe(true);
  });

  it("gives namespaceObject and params (with paramKind's TypeMeta: wrappedParam) to the expressions", () => {
    const p = policy('p', {
      paramKind: { apiVersion: 'v1', kind: 'ConfigMap' },
      validations: [
        {
          expression:
            "namespaceObject.metadata.name == 'default' && params.data.k == 'v' && request.namespace == 'default' && params.kind == 'ConfigMap' && params.apiVersion == 'v1'",
        },
      ],
    });
    const param = {
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: { name: 'limits', namespace: 'default' },
      data: { k: 'v' },
    };
    const r = runWith(
      param,
      p,
      binding('b', 'p', { paramRef: { name: 'limits', parameterNotFoundAction: 'Deny' } }),
    );
    expect(r.allowed).toBe(true);
    expect(r.trace.find((e) => e.plugin === 'ValidatingAdmissionPolicy')?.param).toBe(
      'default/limits',
    );
  });

  it('records every evaluation with its pointer in the trace', () => {
    const r = runWith(policy('p', { validations: [denyAll()] }), binding('b', 'p'));
    const entry = r.trace.find(
      (e) => e.plugin === 'ValidatingAdmissionPolicy' && e.binding === 'b',
    );
    expect(entry?.evaluations).toEqual([
      {
        role: 'validation',
        index: 0,
        expression: 'false',
        pointer: '/cluster/objects/0/spec/validations/0/expression',
        value: 'false',
      },
    ]);
  });

  it('refuses to create an invalid policy: a setup error with the 422 of NewInvalid', () => {
    const r = runWith(
      policy('p', { validations: [{ expression: "'not a bool'" }] }),
      binding('b', 'p'),
    );
    expect(r.setupError).toBe(true);
    expect(r.status?.message).toBe(
      `ValidatingAdmissionPolicy.admissionregistration.k8s.io "p" is invalid: spec.validations[0].expression: Invalid value: "'not a bool'": must evaluate to bool but got string`,
    );
  });
});
