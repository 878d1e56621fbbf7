import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../apimachinery/types.ts';
import { fieldErrorString } from '../apimachinery/field.ts';
import { validateMutatingAdmissionPolicy } from './mutatingAdmissionPolicy.ts';
import { validateMutatingAdmissionPolicyBinding } from './mutatingAdmissionPolicyBinding.ts';
import { validateMutatingAdmissionPolicyObject } from './mutatingAdmissionPolicyStatus.ts';

const policy = (spec: JsonObject = {}): JsonObject => ({
  apiVersion: 'admissionregistration.k8s.io/v1alpha1',
  kind: 'MutatingAdmissionPolicy',
  metadata: { name: 'p.example.com' },
  spec: {
    failurePolicy: 'Fail',
    reinvocationPolicy: 'Never',
    matchConstraints: {
      resourceRules: [
        { operations: ['CREATE'], apiGroups: [''], apiVersions: ['v1'], resources: ['pods'] },
      ],
    },
    mutations: [
      { patchType: 'ApplyConfiguration', applyConfiguration: { expression: 'Object{}' } },
    ],
    ...spec,
  },
});
const errors = (obj: JsonObject): string[] =>
  validateMutatingAdmissionPolicy(obj, '1.32').map((e) => fieldErrorString(e, '1.32'));

describe('validateMutatingAdmissionPolicy', () => {
  it('accepts a valid policy', () => {
    expect(errors(policy())).toEqual([]);
  });

  it.each([
    [
      'mutations missing',
      { mutations: [] },
      'spec.mutations: Required value: mutations must contain at least one item',
    ],
    [
      'reinvocationPolicy missing',
      { reinvocationPolicy: '' },
      'spec.reinvocationPolicy: Required value',
    ],
    [
      'reinvocationPolicy unknown',
      { reinvocationPolicy: 'other' },
      'spec.reinvocationPolicy: Unsupported value: "other": supported values: "IfNeeded", "Never"',
    ],
    [
      'patchType unknown',
      { mutations: [{ patchType: 'other' }] },
      'spec.mutations[0].patchType: Unsupported value: "other": supported values: "ApplyConfiguration", "JSONPatch"',
    ],
    [
      'patchType missing',
      { mutations: [{ applyConfiguration: { expression: 'Object{}' } }] },
      'spec.mutations[0].patchType: Required value',
    ],
    [
      'jsonPatch missing',
      { mutations: [{ patchType: 'JSONPatch' }] },
      'spec.mutations[0].jsonPatch: Required value: must be specified when patchType is JSONPatch',
    ],
    [
      'applyConfiguration beside JSONPatch',
      {
        mutations: [
          {
            patchType: 'JSONPatch',
            jsonPatch: { expression: '[]' },
            applyConfiguration: { expression: 'Object{}' },
          },
        ],
      },
      'spec.mutations[0].applyConfiguration: Invalid value: "{applyConfiguration}": must not be specified when patchType is JSONPatch',
    ],
    [
      'a blank expression',
      {
        mutations: [{ patchType: 'ApplyConfiguration', applyConfiguration: { expression: '  ' } }],
      },
      'spec.mutations[0].applyConfiguration.expression: Required value',
    ],
    [
      'a wrong result type',
      {
        mutations: [
          { patchType: 'ApplyConfiguration', applyConfiguration: { expression: '"teapot"' } },
        ],
      },
      'spec.mutations[0].applyConfiguration.expression: Invalid value: "\\"teapot\\"": must evaluate to Object but got string',
    ],
    [
      'a nested literal as result',
      {
        mutations: [
          {
            patchType: 'ApplyConfiguration',
            applyConfiguration: { expression: 'Object.spec.metadata{}' },
          },
        ],
      },
      'spec.mutations[0].applyConfiguration.expression: Invalid value: "Object.spec.metadata{}": must evaluate to Object but got Object.spec.metadata',
    ],
    [
      'DELETE',
      {
        matchConstraints: {
          resourceRules: [
            { operations: ['DELETE'], apiGroups: [''], apiVersions: ['v1'], resources: ['pods'] },
          ],
        },
      },
      'spec.matchConstraints.resourceRules.operations: Unsupported value: "DELETE": supported values: "*", "CONNECT", "CREATE", "UPDATE"',
    ],
    [
      'no resourceRules',
      { matchConstraints: { resourceRules: [] } },
      'spec.matchConstraints.resourceRules: Required value',
    ],
  ])('refuses %s', (_name, spec, want) => {
    expect(errors(policy(spec as JsonObject))).toContain(want);
  });

  it('compiles JSONPatch expressions to list(JSONPatch)', () => {
    expect(
      errors(
        policy({
          mutations: [
            {
              patchType: 'JSONPatch',
              jsonPatch: { expression: '[JSONPatch{op: "add", path: "/x", value: 1}]' },
            },
          ],
        }),
      ),
    ).toEqual([]);
    expect(
      errors(policy({ mutations: [{ patchType: 'JSONPatch', jsonPatch: { expression: '[1]' } }] })),
    ).toEqual([
      'spec.mutations[0].jsonPatch.expression: Invalid value: "[1]": must evaluate to list(JSONPatch) but got list(int)',
    ]);
  });
});

describe('validateMutatingAdmissionPolicyBinding', () => {
  const binding = (spec: JsonObject): JsonObject => ({
    apiVersion: 'admissionregistration.k8s.io/v1alpha1',
    kind: 'MutatingAdmissionPolicyBinding',
    metadata: { name: 'b' },
    spec,
  });
  it.each([
    ['an empty policyName', { policyName: '' }, 'spec.policyName: Required value'],
    [
      'a paramRef without action',
      { policyName: 'p', paramRef: { name: 'x' } },
      'spec.paramRef.parameterNotFoundAction: Required value',
    ],
    [
      'DELETE in matchResources',
      {
        policyName: 'p',
        matchResources: {
          resourceRules: [
            { operations: ['DELETE'], apiGroups: [''], apiVersions: ['v1'], resources: ['pods'] },
          ],
        },
      },
      'spec.matchResources.resourceRules.operations: Unsupported value: "DELETE": supported values: "*", "CONNECT", "CREATE", "UPDATE"',
    ],
  ])('refuses %s', (_name, spec, want) => {
    expect(
      validateMutatingAdmissionPolicyBinding(binding(spec)).map((e) => fieldErrorString(e, '1.32')),
    ).toContain(want);
  });
});

describe('validateMutatingAdmissionPolicyObject', () => {
  it('answers 422 naming the kind and the errors', () => {
    const s = validateMutatingAdmissionPolicyObject(policy({ reinvocationPolicy: '' }), '1.32');
    expect(s?.code).toBe(422);
    expect(s?.message).toBe(
      'MutatingAdmissionPolicy.admissionregistration.k8s.io "p.example.com" is invalid: spec.reinvocationPolicy: Required value',
    );
  });

  it('refuses v1beta1 before 1.34 and accepts it in 1.34', () => {
    const beta = { ...policy(), apiVersion: 'admissionregistration.k8s.io/v1beta1' };
    expect(validateMutatingAdmissionPolicyObject(beta, '1.32')?.code).toBe(404);
    expect(validateMutatingAdmissionPolicyObject(beta, '1.34')).toBeUndefined();
  });
});
