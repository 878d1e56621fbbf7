// Tests for NamespaceAutoProvision, after plugin/pkg/admission/namespace/autoprovision/admission_test.go
// (TestAdmission, TestAdmissionNamespaceExists, TestAdmissionDryRun, TestIgnoreAdmission).

import { describe, expect, it } from 'vitest';
import { gvk } from '../testing/builders.ts';
import {
  autoProvisionedNamespace,
  namespaceAutoProvisionPlugin as plugin,
} from './namespaceAutoProvision.ts';
import { pluginRequest } from './testing.ts';

describe('NamespaceAutoProvision', () => {
  it('handles CREATE only', () => {
    expect(
      ['CREATE', 'UPDATE', 'DELETE', 'CONNECT'].filter((op) => plugin.handles(op as 'CREATE')),
    ).toEqual(['CREATE']);
  });

  it('creates a missing namespace and says the rest of the chain sees it', () => {
    const req = pluginRequest({ attr: { namespace: 'fresh' } });
    const answer = plugin.admit?.(req);
    expect(answer?.status).toBeUndefined();
    expect(answer?.reason).toBe(
      'created namespace "fresh"; it exists, Active, for the rest of the chain',
    );
    // The chain adds what the plugin creates to the cluster the later plugins read.
    expect(answer?.creates).toEqual([
      { apiVersion: 'v1', kind: 'Namespace', metadata: { name: 'fresh' } },
    ]);
    expect(autoProvisionedNamespace(req)).toEqual({
      apiVersion: 'v1',
      kind: 'Namespace',
      metadata: { name: 'fresh' },
    });
  });

  it.each([
    ['the namespace exists', { namespace: 'default' }, 'namespace "default" exists'],
    [
      'the request is a dry run',
      { namespace: 'fresh', dryRun: true },
      'dry-run request: no namespace is created',
    ],
  ])('creates nothing when %s', (_, attr, reason) => {
    const req = pluginRequest({ attr });
    expect(plugin.admit?.(req)).toEqual({ reason });
    expect(autoProvisionedNamespace(req)).toBeUndefined();
  });

  it.each([
    ['cluster-scoped requests', { namespace: '' }],
    ['Namespace objects', { namespace: 'fresh', kind: gvk('', 'v1', 'Namespace') }],
  ])('ignores %s', (_, attr) => {
    expect(plugin.admit?.(pluginRequest({ attr }))).toBeUndefined();
  });
});
