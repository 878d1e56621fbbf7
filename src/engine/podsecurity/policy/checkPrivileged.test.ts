// Checks privileged_1_0 (check_privileged.go), as TestPrivileged does.

import { describe, expect, it } from 'vitest';
import { privileged_1_0 } from './checkPrivileged.ts';
import { container as c } from './testing.ts';

describe('privileged_1_0', () => {
  it('names the containers that set privileged=true', () => {
    const spec = {
      containers: [
        c('a'),
        c('b', {}),
        c('c', { privileged: true }),
        c('d', { privileged: true }),
        c('e', { privileged: false }),
      ],
    };
    expect(privileged_1_0({}, spec)).toEqual({
      allowed: false,
      forbiddenReason: 'privileged',
      forbiddenDetail: 'containers "c", "d" must not set securityContext.privileged=true',
    });
  });

  it('checks ephemeral containers too', () => {
    expect(
      privileged_1_0({}, { ephemeralContainers: [c('dbg', { privileged: true })] }).forbiddenDetail,
    ).toBe('container "dbg" must not set securityContext.privileged=true');
  });

  it('allows false, null and unset', () => {
    expect(
      privileged_1_0(
        {},
        { containers: [c('a', { privileged: false }), c('b', { privileged: null }), c('c')] },
      ).allowed,
    ).toBe(true);
  });
});
