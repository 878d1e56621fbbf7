// Ports TestRunAsUser (check_runAsUser_test.go).

import { describe, expect, it } from 'vitest';
import { runAsUser_1_23 } from './checkRunAsUser.ts';
import { container as c, defaultOpts, relaxedOpts } from './testing.ts';

describe('runAsUser_1_23', () => {
  it.each([
    [
      'pod runAsUser=0',
      { securityContext: { runAsUser: 0 }, containers: [c('a')] },
      'pod must not set runAsUser=0',
    ],
    [
      'containers runAsUser=0',
      {
        securityContext: { runAsUser: 1000 },
        containers: [
          c('a'),
          c('b', {}),
          c('c', { runAsUser: 0 }),
          c('d', { runAsUser: 0 }),
          c('e', { runAsUser: 1 }),
          c('f', { runAsUser: 1 }),
        ],
      },
      'containers "c", "d" must not set runAsUser=0',
    ],
    [
      'pod and container',
      { securityContext: { runAsUser: 0 }, initContainers: [c('i', { runAsUser: 0 })] },
      'pod and container "i" must not set runAsUser=0',
    ],
    [
      'hostUsers true under the relaxation',
      { securityContext: { runAsUser: 0 }, hostUsers: true, containers: [c('a')] },
      'pod must not set runAsUser=0',
    ],
  ])('forbids %s', (_name, spec, detail) => {
    expect(runAsUser_1_23({}, spec, relaxedOpts)).toEqual({
      allowed: false,
      forbiddenReason: 'runAsUser=0',
      forbiddenDetail: detail,
    });
  });

  it.each([
    ['pod runAsUser=non-zero', { securityContext: { runAsUser: 1000 }, containers: [c('a')] }],
    ['pod runAsUser=nil', { securityContext: { runAsUser: null }, containers: [c('a')] }],
    [
      'containers runAsUser=non-zero',
      { containers: [c('c', { runAsUser: 1 }), c('d', { runAsUser: 2 })] },
    ],
  ])('allows %s', (_name, spec) =>
    expect(runAsUser_1_23({}, spec, defaultOpts).allowed).toBe(true),
  );

  it('relaxes hostUsers: false pods only under UserNamespacesPodSecurityStandards', () => {
    const spec = { hostUsers: false, securityContext: { runAsUser: 0 } };
    expect(runAsUser_1_23({}, spec, relaxedOpts).allowed).toBe(true);
    expect(runAsUser_1_23({}, spec, defaultOpts).allowed).toBe(false);
  });
});
