// Tests for NamespaceExists, after plugin/pkg/admission/namespace/exists/admission_test.go
// (TestAdmissionNamespaceExists, TestAdmissionNamespaceDoesNotExist).

import { describe, expect, it } from 'vitest';
import { gvk } from '../testing/builders.ts';
import { namespaceExistsPlugin as plugin } from './namespaceExists.ts';
import { pluginRequest } from './testing.ts';

const ns = { apiVersion: 'v1', kind: 'Namespace', metadata: { name: 'team-a' } };

describe('NamespaceExists', () => {
  it.each([
    ['CREATE', true],
    ['UPDATE', true],
    ['DELETE', true],
    ['CONNECT', false],
  ] as const)('handles %s: %s', (op, handled) => {
    expect(plugin.handles(op)).toBe(handled);
  });

  it.each([
    ['a listed namespace', 'team-a', 'namespace "team-a" exists'],
    ['a built-in namespace', 'kube-system', 'namespace "kube-system" exists'],
  ])('admits a request in %s', (_, namespace, reason) => {
    expect(plugin.validate?.(pluginRequest({ attr: { namespace }, objects: [ns] }))).toEqual({
      reason,
    });
  });

  it('answers the NotFound storage returns for a missing namespace', () => {
    expect(plugin.validate?.(pluginRequest({ attr: { namespace: 'missing' } }))?.status).toEqual({
      kind: 'Status',
      apiVersion: 'v1',
      metadata: {},
      status: 'Failure',
      message: 'namespaces "missing" not found',
      reason: 'NotFound',
      details: { name: 'missing', kind: 'namespaces' },
      code: 404,
    });
  });

  it.each([
    ['a cluster-scoped request', { namespace: '' }],
    ['a Namespace itself', { namespace: 'new-ns', kind: gvk('', 'v1', 'Namespace') }],
  ])('ignores %s', (_, attr) => {
    expect(plugin.validate?.(pluginRequest({ attr }))).toBeUndefined();
  });
});
