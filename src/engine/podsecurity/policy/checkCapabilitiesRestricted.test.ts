// Ports TestCapabilitiesRestricted (check_capabilities_restricted_test.go).

import { describe, expect, it } from 'vitest';
import {
  capabilitiesRestricted_1_22,
  capabilitiesRestricted_1_25,
} from './checkCapabilitiesRestricted.ts';
import { container as c } from './testing.ts';

describe('capabilities restricted', () => {
  it('forbids missing drop ALL and added capabilities other than NET_BIND_SERVICE', () => {
    const spec = {
      containers: [
        c('a', { capabilities: { add: ['FOO', 'BAR'] } }),
        c('b', { capabilities: { add: ['BAR', 'BAZ'] } }),
        c('c', { capabilities: { add: ['NET_BIND_SERVICE', 'CHOWN'], drop: ['ALL', 'FOO'] } }),
      ],
    };
    expect(capabilitiesRestricted_1_22({}, spec)).toEqual({
      allowed: false,
      forbiddenReason: 'unrestricted capabilities',
      forbiddenDetail:
        'containers "a", "b" must set securityContext.capabilities.drop=["ALL"]; containers "a", "b", "c" must not include "BAR", "BAZ", "CHOWN", "FOO" in securityContext.capabilities.add',
    });
  });

  it('counts containers without securityContext or capabilities as missing drop ALL', () => {
    const spec = {
      containers: [
        c('a'),
        c('b', {}),
        c('c', { capabilities: {} }),
        c('d', { capabilities: { drop: ['ALL'] } }),
      ],
    };
    expect(capabilitiesRestricted_1_22({}, spec).forbiddenDetail).toBe(
      'containers "a", "b", "c" must set securityContext.capabilities.drop=["ALL"]',
    );
  });

  it('allows drop ALL with NET_BIND_SERVICE added', () => {
    const spec = {
      containers: [c('a', { capabilities: { drop: ['ALL'], add: ['NET_BIND_SERVICE'] } })],
    };
    expect(capabilitiesRestricted_1_22({}, spec).allowed).toBe(true);
  });

  it('1.25 exempts windows pods', () => {
    const spec = { os: { name: 'windows' }, containers: [c('a')] };
    expect(capabilitiesRestricted_1_25({}, spec).allowed).toBe(true);
    expect(capabilitiesRestricted_1_22({}, spec).allowed).toBe(false);
  });
});
