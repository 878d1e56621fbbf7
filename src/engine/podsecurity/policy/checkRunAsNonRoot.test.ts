// Ports TestRunAsNonRoot (check_runAsNonRoot_test.go).

import { describe, expect, it } from 'vitest';
import { runAsNonRoot_1_0 } from './checkRunAsNonRoot.ts';
import { container as c, defaultOpts, relaxedOpts } from './testing.ts';

const reason = 'runAsNonRoot != true';

describe('runAsNonRoot_1_0', () => {
  it.each([
    [
      'no explicit runAsNonRoot',
      { containers: [c('a')] },
      'pod or container "a" must set securityContext.runAsNonRoot=true',
    ],
    [
      'pod runAsNonRoot=false',
      { securityContext: { runAsNonRoot: false }, containers: [c('a')] },
      'pod must not set securityContext.runAsNonRoot=false',
    ],
    [
      'containers runAsNonRoot=false',
      {
        securityContext: { runAsNonRoot: true },
        containers: [
          c('a'),
          c('b', {}),
          c('c', { runAsNonRoot: false }),
          c('d', { runAsNonRoot: false }),
          c('e', { runAsNonRoot: true }),
          c('f', { runAsNonRoot: true }),
        ],
      },
      'containers "c", "d" must not set securityContext.runAsNonRoot=false',
    ],
    [
      'pod nil, container fallthrough',
      {
        containers: [
          c('a'),
          c('b', {}),
          c('d', { runAsNonRoot: true }),
          c('e', { runAsNonRoot: true }),
        ],
      },
      'pod or containers "a", "b" must set securityContext.runAsNonRoot=true',
    ],
    [
      'explicit false beats implicit',
      {
        securityContext: { runAsNonRoot: false },
        containers: [c('a'), c('b', { runAsNonRoot: false })],
      },
      'pod and container "b" must not set securityContext.runAsNonRoot=false',
    ],
    [
      'UserNamespacesPodSecurityStandards off with hostUsers: false',
      { hostUsers: false, containers: [c('a')] },
      'pod or container "a" must set securityContext.runAsNonRoot=true',
    ],
  ])('%s', (_name, spec, detail) => {
    expect(runAsNonRoot_1_0({}, spec, defaultOpts)).toEqual({
      allowed: false,
      forbiddenReason: reason,
      forbiddenDetail: detail,
    });
  });

  it('allows a pod-level true with unset containers', () => {
    expect(
      runAsNonRoot_1_0(
        {},
        {
          securityContext: { runAsNonRoot: true },
          containers: [c('a'), c('b', { runAsNonRoot: null })],
        },
        defaultOpts,
      ).allowed,
    ).toBe(true);
  });

  it('relaxes hostUsers: false pods, and only those, under UserNamespacesPodSecurityStandards', () => {
    expect(runAsNonRoot_1_0({}, { hostUsers: false }, relaxedOpts).allowed).toBe(true);
    expect(
      runAsNonRoot_1_0({}, { hostUsers: true, containers: [c('a')] }, relaxedOpts).forbiddenDetail,
    ).toBe('pod or container "a" must set securityContext.runAsNonRoot=true');
  });
});
