// Tests for AlwaysDeny, after plugin/pkg/admission/deny/admission_test.go (TestAdmission, TestHandles).

import { describe, expect, it } from 'vitest';
import { alwaysDenyPlugin as plugin } from './alwaysDeny.ts';
import { pluginRequest } from './testing.ts';

describe('AlwaysDeny', () => {
  it.each(['CREATE', 'UPDATE', 'DELETE', 'CONNECT'] as const)('handles %s', (op) => {
    expect(plugin.handles(op)).toBe(true);
  });

  it.each([
    ['admit', plugin.admit],
    ['validate', plugin.validate],
  ])('refuses in %s with admission.NewForbidden', (_, phase) => {
    expect(phase?.(pluginRequest())?.status).toEqual({
      kind: 'Status',
      apiVersion: 'v1',
      metadata: {},
      status: 'Failure',
      message: 'pods "p" is forbidden: admission control is denying all modifications',
      reason: 'Forbidden',
      details: { name: 'p', kind: 'pods' },
      code: 403,
    });
  });

  it('names the object from generateName when the request has no name yet', () => {
    const attr = {
      name: '',
      object: { apiVersion: 'v1', kind: 'Pod', metadata: { generateName: 'web-' } },
    };
    expect(plugin.admit?.(pluginRequest({ attr }))?.status?.message).toBe(
      'pods "web-" is forbidden: admission control is denying all modifications',
    );
  });
});
