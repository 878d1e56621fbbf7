import { describe, expect, it } from 'vitest';
import { findings } from './testing.ts';

const policy = (paramKind?: object) => ({
  apiVersion: 'admissionregistration.k8s.io/v1',
  kind: 'ValidatingAdmissionPolicy',
  metadata: { name: 'replicas' },
  spec: {
    ...(paramKind && { paramKind }),
    matchConstraints: {
      resourceRules: [
        { operations: ['CREATE'], apiGroups: [''], apiVersions: ['v1'], resources: ['pods'] },
      ],
    },
    validations: [{ expression: 'true' }],
  },
});
const binding = (policyName: string, paramRef?: object) => ({
  apiVersion: 'admissionregistration.k8s.io/v1',
  kind: 'ValidatingAdmissionPolicyBinding',
  metadata: { name: 'b' },
  spec: { policyName, validationActions: ['Deny'], ...(paramRef && { paramRef }) },
});

describe('binding-without-policy', () => {
  it('reports a binding whose policyName names no policy, at policyName', () => {
    const [f] = findings({ objects: [policy(), binding('replica')] }, 'binding-without-policy');
    expect(f?.pointer).toBe('/cluster/objects/1/spec/policyName');
    expect(f?.message).toContain('ValidatingAdmissionPolicy "replica", which does not exist');
  });

  it('keeps quiet when the policy exists', () => {
    expect(
      findings({ objects: [policy(), binding('replicas')] }, 'binding-without-policy'),
    ).toEqual([]);
  });
});

describe('binding-without-param-ref', () => {
  const paramKind = { apiVersion: 'v1', kind: 'ConfigMap' };

  it('reports a binding without paramRef of a policy with paramKind', () => {
    const [f] = findings(
      { objects: [policy(paramKind), binding('replicas')] },
      'binding-without-param-ref',
    );
    expect(f?.message).toContain('declares paramKind ConfigMap');
  });

  it('keeps quiet when the binding has a paramRef', () => {
    const ref = { name: 'limits', namespace: 'default', parameterNotFoundAction: 'Deny' };
    expect(
      findings(
        { objects: [policy(paramKind), binding('replicas', ref)] },
        'binding-without-param-ref',
      ),
    ).toEqual([]);
  });
});

describe('MutatingAdmissionPolicyBinding', () => {
  it('is checked against MutatingAdmissionPolicies, not the validating ones of the same name', () => {
    const mapBinding = {
      apiVersion: 'admissionregistration.k8s.io/v1',
      kind: 'MutatingAdmissionPolicyBinding',
      metadata: { name: 'mb' },
      spec: { policyName: 'replicas' },
    };
    const [f] = findings({ objects: [policy(), mapBinding] }, 'binding-without-policy');
    expect(f?.message).toContain('names MutatingAdmissionPolicy "replicas", which does not exist');
  });
});
