// Ports TestAllowPrivilegeEscalation_1_25 and _1_8 (check_allowPrivilegeEscalation_test.go).

import { describe, expect, it } from 'vitest';
import {
  allowPrivilegeEscalation_1_25,
  allowPrivilegeEscalation_1_8,
} from './checkAllowPrivilegeEscalation.ts';
import { container as c } from './testing.ts';

const multiple = {
  containers: [
    c('a'),
    c('b', {}),
    c('c', { allowPrivilegeEscalation: true }),
    c('d', { allowPrivilegeEscalation: false }),
  ],
};

describe('allowPrivilegeEscalation', () => {
  it.each([
    ['1.8', allowPrivilegeEscalation_1_8],
    ['1.25', allowPrivilegeEscalation_1_25],
  ])('%s: forbids containers that leave it unset or true', (_v, check) => {
    expect(check({}, multiple)).toEqual({
      allowed: false,
      forbiddenReason: 'allowPrivilegeEscalation != false',
      forbiddenDetail:
        'containers "a", "b", "c" must set securityContext.allowPrivilegeEscalation=false',
    });
  });

  it('1.25: admits a windows pod without checking', () => {
    expect(
      allowPrivilegeEscalation_1_25({}, { os: { name: 'windows' }, containers: [c('a')] }).allowed,
    ).toBe(true);
    expect(
      allowPrivilegeEscalation_1_8({}, { os: { name: 'windows' }, containers: [c('a')] }).allowed,
    ).toBe(false);
  });

  it('1.25: checks a linux pod', () => {
    expect(
      allowPrivilegeEscalation_1_25({}, { os: { name: 'linux' }, containers: [c('a')] })
        .forbiddenDetail,
    ).toBe('container "a" must set securityContext.allowPrivilegeEscalation=false');
  });

  it('reads null as unset and checks init and ephemeral containers first to last', () => {
    const spec = {
      containers: [c('main', { allowPrivilegeEscalation: null })],
      initContainers: [c('init')],
      ephemeralContainers: [c('debug', null)],
    };
    expect(allowPrivilegeEscalation_1_8({}, spec).forbiddenDetail).toBe(
      'containers "init", "main", "debug" must set securityContext.allowPrivilegeEscalation=false',
    );
  });

  it('allows containers that all set false', () => {
    expect(
      allowPrivilegeEscalation_1_8(
        {},
        { containers: [c('a', { allowPrivilegeEscalation: false })] },
      ).allowed,
    ).toBe(true);
  });
});
