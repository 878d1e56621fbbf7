// Ports TestProcMountRestricted (check_procMount_restricted_test.go) and the v1.35 baseline revision.

import { describe, expect, it } from 'vitest';
import { procMount_1_35_baseline } from './checkProcMount.ts';
import { procMountRestricted_1_35 } from './checkProcMountRestricted.ts';
import { container as c } from './testing.ts';

const unmasked = { containers: [c('a', { procMount: 'Unmasked' })] };

describe('procMount from v1.35', () => {
  it('baseline allows any procMount in a user namespace, and only there', () => {
    expect(procMount_1_35_baseline({}, { hostUsers: false, ...unmasked }).allowed).toBe(true);
    expect(procMount_1_35_baseline({}, { hostUsers: true, ...unmasked }).allowed).toBe(false);
    expect(procMount_1_35_baseline({}, unmasked).allowed).toBe(false);
  });

  it('restricted forbids it even in a user namespace', () => {
    expect(procMountRestricted_1_35({}, { hostUsers: false, ...unmasked })).toEqual({
      allowed: false,
      forbiddenReason: 'procMount',
      forbiddenDetail: 'container "a" must not set securityContext.procMount to "Unmasked"',
    });
  });
});
