// Ports TestCapabilitiesBaseline (check_capabilities_baseline_test.go).

import { describe, expect, it } from 'vitest';
import { capabilitiesBaseline_1_0 } from './checkCapabilitiesBaseline.ts';
import { container as c } from './testing.ts';

const multiple = {
  containers: [
    c('a', { capabilities: { add: ['FOO', 'BAR'] } }),
    c('b', { capabilities: { add: ['BAR', 'BAZ'] } }),
  ],
};

describe('capabilitiesBaseline_1_0', () => {
  it('forbids non-default capabilities, listing them sorted once each', () => {
    expect(capabilitiesBaseline_1_0({}, multiple)).toEqual({
      allowed: false,
      forbiddenReason: 'non-default capabilities',
      forbiddenDetail:
        'containers "a", "b" must not include "BAR", "BAZ", "FOO" in securityContext.capabilities.add',
    });
  });

  it('allows the default set and containers that add nothing', () => {
    const spec = {
      containers: [
        c('a', {
          capabilities: { add: ['CHOWN', 'NET_BIND_SERVICE', 'SYS_CHROOT'], drop: ['ALL'] },
        }),
        c('b'),
        c('c', { capabilities: null }),
      ],
    };
    expect(capabilitiesBaseline_1_0({}, spec).allowed).toBe(true);
  });

  it('forbids NET_RAW', () => {
    const spec = { initContainers: [c('i', { capabilities: { add: ['NET_RAW'] } })] };
    expect(capabilitiesBaseline_1_0({}, spec).forbiddenDetail).toBe(
      'container "i" must not include "NET_RAW" in securityContext.capabilities.add',
    );
  });

  it('checks user-namespaced pods too (upstream never relaxes this check)', () => {
    expect(capabilitiesBaseline_1_0({}, { hostUsers: false, ...multiple }).allowed).toBe(false);
  });
});
