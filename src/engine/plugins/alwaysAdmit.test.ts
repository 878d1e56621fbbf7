// Tests for AlwaysAdmit, after plugin/pkg/admission/admit/admission_test.go (TestAdmissionNonNilAttribute, TestHandles).

import { describe, expect, it } from 'vitest';
import { alwaysAdmitPlugin as plugin } from './alwaysAdmit.ts';
import { pluginRequest } from './testing.ts';

describe('AlwaysAdmit', () => {
  it.each(['CREATE', 'UPDATE', 'DELETE', 'CONNECT'] as const)('handles %s', (op) => {
    expect(plugin.handles(op)).toBe(true);
  });

  it('admits in both phases without changing the object', () => {
    const req = pluginRequest();
    expect(plugin.admit?.(req)).toEqual({ reason: 'AlwaysAdmit admits every request' });
    expect(plugin.validate?.(req)?.status).toBeUndefined();
  });
});
