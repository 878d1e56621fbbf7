// Ports TestHostNamespaces (check_hostNamespaces_test.go).

import { describe, expect, it } from 'vitest';
import { hostNamespaces_1_0 } from './checkHostNamespaces.ts';

describe('hostNamespaces_1_0', () => {
  it('lists every host namespace in network, PID, IPC order', () => {
    expect(hostNamespaces_1_0({}, { hostIPC: true, hostPID: true, hostNetwork: true })).toEqual({
      allowed: false,
      forbiddenReason: 'host namespaces',
      forbiddenDetail: 'hostNetwork=true, hostPID=true, hostIPC=true',
    });
  });

  it('lists only the ones set to true', () => {
    expect(hostNamespaces_1_0({}, { hostNetwork: false, hostIPC: true }).forbiddenDetail).toBe(
      'hostIPC=true',
    );
  });

  it.each([{}, { hostNetwork: false, hostPID: false, hostIPC: false }, { hostNetwork: null }])(
    'allows %j',
    (spec) => {
      expect(hostNamespaces_1_0({}, spec).allowed).toBe(true);
    },
  );
});
