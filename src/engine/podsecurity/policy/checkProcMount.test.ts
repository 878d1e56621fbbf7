// Ports TestProcMount (check_procMount_test.go).

import { describe, expect, it } from 'vitest';
import { procMount_1_0 } from './checkProcMount.ts';
import { container as c, defaultOpts, relaxedOpts } from './testing.ts';

const spec = {
  containers: [
    c('a'),
    c('b', {}),
    c('c', { procMount: 'Default' }),
    c('d', { procMount: 'Unmasked' }),
    c('e', { procMount: 'other' }),
  ],
};

describe('procMount_1_0', () => {
  it('names containers with a non-default procMount and the values, sorted', () => {
    expect(procMount_1_0({}, spec, defaultOpts)).toEqual({
      allowed: false,
      forbiddenReason: 'procMount',
      forbiddenDetail:
        'containers "d", "e" must not set securityContext.procMount to "Unmasked", "other"',
    });
  });

  it('forbids an empty string (a set value) but not null', () => {
    expect(
      procMount_1_0({}, { containers: [c('a', { procMount: '' })] }, defaultOpts).forbiddenDetail,
    ).toBe('container "a" must not set securityContext.procMount to ""');
    expect(
      procMount_1_0({}, { containers: [c('a', { procMount: null })] }, defaultOpts).allowed,
    ).toBe(true);
  });

  it('allows anything for hostUsers: false pods under the relaxation', () => {
    expect(procMount_1_0({}, { hostUsers: false, ...spec }, relaxedOpts).allowed).toBe(true);
    expect(procMount_1_0({}, { hostUsers: false, ...spec }, defaultOpts).allowed).toBe(false);
  });
});
