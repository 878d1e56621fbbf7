// The scan's rules one by one: a scenario that needs a group names it, one that does not, does not.
// (groups.test.ts runs every gallery and conformance scenario with only the groups named.)

import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../apimachinery/types.ts';
import { scenario } from '../testing/scenario.ts';
import { groupsFor } from './scan.ts';

const configMap: JsonObject = {
  operation: 'CREATE',
  object: { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'c', namespace: 'default' } },
};
const pod: JsonObject = {
  operation: 'CREATE',
  object: {
    apiVersion: 'v1',
    kind: 'Pod',
    metadata: { name: 'p', namespace: 'default' },
    spec: { containers: [{ name: 'a', image: 'a' }] },
  },
};
const widget: JsonObject = {
  operation: 'CREATE',
  object: { apiVersion: 'example.com/v1', kind: 'Widget', metadata: { name: 'w' } },
};
const policy: JsonObject = {
  apiVersion: 'admissionregistration.k8s.io/v1',
  kind: 'ValidatingAdmissionPolicy',
  metadata: { name: 'p' },
  spec: { validations: [{ expression: 'true' }] },
};
// Every optional plugin off but the webhooks'.
const only = (...enable: string[]): JsonObject => ({
  enable,
  disable: [
    'ServiceAccount',
    'DefaultStorageClass',
    'DefaultTolerationSeconds',
    'DefaultIngressClass',
    'StorageObjectInUseProtection',
    'Priority',
    'RuntimeClass',
    'TaintNodesByCondition',
    'PodSecurity',
    'LimitRanger',
    'ResourceQuota',
  ],
});

const groups = (parts: Parameters<typeof scenario>[0]) => groupsFor(scenario(parts));

describe('the scan of a scenario', () => {
  it.each([
    ['a ConfigMap', configMap, ['configValidators']],
    ['a Pod', pod, ['podValidators', 'strategies']],
    // The built-in mapping cannot resolve it: every validators' family, and a custom resource's strategy.
    ['a custom resource', widget, ['apiValidators', 'configValidators', 'coreValidators']],
  ])('names the validators and strategies %s needs', (_name, request, expected) => {
    const named = groups({ request, admissionPlugins: only() });
    for (const g of expected) expect(named).toContain(g);
    if (request === configMap) expect(named).not.toContain('strategies');
    if (request === widget) expect(named).toContain('strategies');
  });

  it("names no strategy for a store that has none, the Namespace's for NamespaceAutoProvision", () => {
    expect(groups({ request: configMap, admissionPlugins: only() })).not.toContain('strategies');
    const provisioning = groups({
      request: configMap,
      admissionPlugins: only('NamespaceAutoProvision'),
    });
    expect(provisioning).toContain('strategies');
    expect(provisioning).toContain('otherPlugins');
  });

  it('names the policy objects with the policies, and neither without one', () => {
    expect(groups({ objects: [policy], admissionPlugins: only() })).toEqual(
      expect.arrayContaining(['cel', 'policy', 'policyObjects']),
    );
    expect(groups({ admissionPlugins: only() })).not.toContain('policyObjects');
  });

  it('names the other plugins only when one of them is on', () => {
    expect(groups({ admissionPlugins: only() })).not.toContain('otherPlugins');
    expect(groups({ admissionPlugins: only('DenyServiceExternalIPs') })).toContain('otherPlugins');
  });

  it("names the later releases' data for a scenario of 1.33 or later only", () => {
    const of1_32 = scenario({ admissionPlugins: only() });
    expect(groupsFor(of1_32)).not.toContain('laterVersions');
    expect(groupsFor({ ...of1_32, kubernetesVersion: '1.35' })).toContain('laterVersions');
  });

  it("reads a later release's resource that 1.32 lacks as needing every validators' family", () => {
    const ipAddress = scenario({
      request: {
        operation: 'CREATE',
        object: {
          apiVersion: 'networking.k8s.io/v1',
          kind: 'IPAddress',
          metadata: { name: '10.0.0.1' },
        },
      },
      admissionPlugins: only(),
    });
    expect(groupsFor({ ...ipAddress, kubernetesVersion: '1.33' })).toEqual(
      expect.arrayContaining(['apiValidators', 'configValidators', 'strategies', 'laterVersions']),
    );
  });

  it('names the REST handlers for a review or TokenRequest create only', () => {
    const review = {
      operation: 'CREATE',
      object: {
        apiVersion: 'authorization.k8s.io/v1',
        kind: 'SelfSubjectAccessReview',
        spec: { resourceAttributes: { verb: 'get', resource: 'pods' } },
      },
    };
    expect(groups({ request: review, admissionPlugins: only() })).toContain('reviewCreates');
    expect(groups({ request: configMap, admissionPlugins: only() })).not.toContain('reviewCreates');
  });

  it('never names the review: it is loaded after the verdict', () => {
    expect(groups({ objects: [policy], request: pod })).not.toContain('review');
  });
});
