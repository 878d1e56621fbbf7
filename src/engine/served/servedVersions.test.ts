import { describe, expect, it } from 'vitest';
import { notServed, servedByDefault } from './servedVersions.ts';

const none = { runtimeConfig: {}, featureGates: {} };

describe('notServed', () => {
  it.each([
    {
      name: 'a default GA resource',
      gvr: { group: 'apps', version: 'v1', resource: 'deployments' },
      flags: none,
      expected: undefined,
    },
    {
      name: 'a core resource',
      gvr: { group: '', version: 'v1', resource: 'pods' },
      flags: none,
      expected: undefined,
    },
    {
      name: 'removed v1beta1 webhook configurations',
      gvr: {
        group: 'admissionregistration.k8s.io',
        version: 'v1beta1',
        resource: 'mutatingwebhookconfigurations',
      },
      flags: none,
      expected: 'absent',
    },
    {
      name: 'removed even when the version is switched on',
      gvr: {
        group: 'admissionregistration.k8s.io',
        version: 'v1beta1',
        resource: 'mutatingwebhookconfigurations',
      },
      flags: { runtimeConfig: { 'admissionregistration.k8s.io/v1beta1': true }, featureGates: {} },
      expected: 'absent',
    },
    {
      name: 'a beta version off by default',
      gvr: {
        group: 'admissionregistration.k8s.io',
        version: 'v1beta1',
        resource: 'validatingadmissionpolicies',
      },
      flags: none,
      expected: 'off',
    },
    {
      name: 'a beta version switched on',
      gvr: {
        group: 'admissionregistration.k8s.io',
        version: 'v1beta1',
        resource: 'validatingadmissionpolicies',
      },
      flags: { runtimeConfig: { 'admissionregistration.k8s.io/v1beta1': true }, featureGates: {} },
      expected: undefined,
    },
    {
      name: 'api/beta switches every beta version on',
      gvr: { group: 'storage.k8s.io', version: 'v1beta1', resource: 'volumeattributesclasses' },
      flags: { runtimeConfig: { 'api/beta': true }, featureGates: {} },
      expected: undefined,
    },
    {
      name: 'a group/version entry wins over api/all',
      gvr: { group: 'storage.k8s.io', version: 'v1beta1', resource: 'volumeattributesclasses' },
      flags: {
        runtimeConfig: { 'api/all': true, 'storage.k8s.io/v1beta1': false },
        featureGates: {},
      },
      expected: 'off',
    },
    {
      name: 'a default version switched off',
      gvr: { group: 'batch', version: 'v1', resource: 'jobs' },
      flags: { runtimeConfig: { 'batch/v1': false }, featureGates: {} },
      expected: 'off',
    },
    {
      name: 'an alpha policy without its gate',
      gvr: {
        group: 'admissionregistration.k8s.io',
        version: 'v1alpha1',
        resource: 'mutatingadmissionpolicies',
      },
      flags: { runtimeConfig: { 'admissionregistration.k8s.io/v1alpha1': true }, featureGates: {} },
      expected: 'gated',
    },
    {
      name: 'an alpha policy with version and gate on',
      gvr: {
        group: 'admissionregistration.k8s.io',
        version: 'v1alpha1',
        resource: 'mutatingadmissionpolicies',
      },
      flags: {
        runtimeConfig: { 'admissionregistration.k8s.io/v1alpha1': true },
        featureGates: { MutatingAdmissionPolicy: true },
      },
      expected: undefined,
    },
  ])('answers $expected for $name', ({ gvr, flags, expected }) => {
    expect(notServed(gvr, flags)).toBe(expected);
  });
});

describe('servedByDefault per version', () => {
  it.each([
    ['1.32', 'admissionregistration.k8s.io', 'v1', 'mutatingadmissionpolicies', false],
    ['1.35', 'admissionregistration.k8s.io', 'v1', 'mutatingadmissionpolicies', false],
    ['1.36', 'admissionregistration.k8s.io', 'v1', 'mutatingadmissionpolicies', true],
    ['1.37', 'admissionregistration.k8s.io', 'v1', 'mutatingadmissionpolicybindings', true],
    ['1.36', 'admissionregistration.k8s.io', 'v1beta1', 'mutatingadmissionpolicies', false],
    ['1.32', '', 'v1', 'pods/resize', false],
    ['1.33', '', 'v1', 'pods/resize', true],
    ['1.33', 'resource.k8s.io', 'v1', 'resourceclaims', false],
    ['1.34', 'resource.k8s.io', 'v1', 'resourceclaims', true],
    ['1.36', 'certificates.k8s.io', 'v1', 'clustertrustbundles', false],
    ['1.37', 'certificates.k8s.io', 'v1', 'clustertrustbundles', true],
  ] as const)('%s: %s/%s %s is %s', (version, group, v, resource, want) => {
    expect(servedByDefault({ group, version: v, resource }, version)).toBe(want);
  });
});
