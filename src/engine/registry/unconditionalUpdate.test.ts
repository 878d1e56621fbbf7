import { describe, expect, it } from 'vitest';
import { allowUnconditionalUpdate } from './unconditionalUpdate.ts';

const gr = (group: string, resource: string) => ({ group, resource });

describe('AllowUnconditionalUpdate per store', () => {
  it.each([
    ['', 'pods'],
    ['', 'configmaps'],
    ['', 'secrets'],
    ['', 'namespaces'],
    ['apps', 'deployments'],
    ['apps', 'statefulsets'],
    ['rbac.authorization.k8s.io', 'clusterroles'],
    ['certificates.k8s.io', 'certificatesigningrequests'],
  ])('lets %s/%s update without a resourceVersion', (group, resource) => {
    expect(allowUnconditionalUpdate(gr(group, resource), true)).toBe(true);
  });

  it.each([
    ['policy', 'poddisruptionbudgets'],
    ['coordination.k8s.io', 'leases'],
    ['admissionregistration.k8s.io', 'mutatingwebhookconfigurations'],
    ['admissionregistration.k8s.io', 'validatingadmissionpolicies'],
    ['admissionregistration.k8s.io', 'mutatingadmissionpolicies'],
    ['node.k8s.io', 'runtimeclasses'],
    ['apiextensions.k8s.io', 'customresourcedefinitions'],
    ['apiregistration.k8s.io', 'apiservices'],
  ])('requires a resourceVersion on %s/%s', (group, resource) => {
    expect(allowUnconditionalUpdate(gr(group, resource), true)).toBe(false);
  });

  it('requires one on every custom resource (customResourceStrategy)', () => {
    expect(allowUnconditionalUpdate(gr('example.com', 'widgets'), false)).toBe(false);
  });

  it('does not guess for a store it has not pinned', () => {
    expect(allowUnconditionalUpdate(gr('resource.k8s.io', 'resourceclaims'), true)).toBeUndefined();
  });
});
