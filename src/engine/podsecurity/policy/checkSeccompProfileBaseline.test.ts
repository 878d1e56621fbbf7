// Ports TestSeccompProfileBaseline_1_0 and _1_19 (check_seccompProfile_baseline_test.go).

import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../apimachinery/types.ts';
import {
  seccompProfileBaseline_1_0,
  seccompProfileBaseline_1_19,
} from './checkSeccompProfileBaseline.ts';
import { container as c } from './testing.ts';

const abc = { containers: [c('a'), c('b'), c('c')] };

describe('seccompProfileBaseline_1_0', () => {
  it.each<[string, JsonObject, JsonObject, string]>([
    [
      'pod seccomp invalid',
      { 'seccomp.security.alpha.kubernetes.io/pod': 'unconfined' },
      {},
      'forbidden annotation seccomp.security.alpha.kubernetes.io/pod="unconfined"',
    ],
    [
      'containers seccomp invalid',
      {
        'container.seccomp.security.alpha.kubernetes.io/a': 'unconfined',
        'container.seccomp.security.alpha.kubernetes.io/b': 'unknown',
      },
      abc,
      'forbidden annotations container.seccomp.security.alpha.kubernetes.io/a="unconfined", container.seccomp.security.alpha.kubernetes.io/b="unknown"',
    ],
    [
      'pod and containers seccomp invalid',
      {
        'seccomp.security.alpha.kubernetes.io/pod': 'unconfined',
        'container.seccomp.security.alpha.kubernetes.io/a': 'unconfined',
        'container.seccomp.security.alpha.kubernetes.io/b': 'unknown',
      },
      abc,
      'forbidden annotations container.seccomp.security.alpha.kubernetes.io/a="unconfined", container.seccomp.security.alpha.kubernetes.io/b="unknown", seccomp.security.alpha.kubernetes.io/pod="unconfined"',
    ],
  ])('%s', (_name, annotations, spec, detail) => {
    expect(seccompProfileBaseline_1_0({ annotations }, spec)).toEqual({
      allowed: false,
      forbiddenReason: 'seccompProfile',
      forbiddenDetail: detail,
    });
  });

  it('allows runtime/default, docker/default and localhost/*, and ignores annotations of absent containers', () => {
    const annotations = {
      'seccomp.security.alpha.kubernetes.io/pod': 'runtime/default',
      'container.seccomp.security.alpha.kubernetes.io/a': 'docker/default',
      'container.seccomp.security.alpha.kubernetes.io/b': 'localhost/profile.json',
      'container.seccomp.security.alpha.kubernetes.io/zzz': 'unconfined',
    };
    expect(seccompProfileBaseline_1_0({ annotations }, abc).allowed).toBe(true);
  });

  it('quotes values as Go %q does', () => {
    const annotations = { 'seccomp.security.alpha.kubernetes.io/pod': 'a"b\n' };
    expect(seccompProfileBaseline_1_0({ annotations }, {}).forbiddenDetail).toBe(
      'forbidden annotation seccomp.security.alpha.kubernetes.io/pod="a\\"b\\n"',
    );
  });
});

describe('seccompProfileBaseline_1_19', () => {
  const containers = [
    c('a'),
    c('b', {}),
    c('c', { seccompProfile: { type: 'Unconfined' } }),
    c('d', { seccompProfile: { type: 'Unconfined' } }),
    c('e', { seccompProfile: { type: 'RuntimeDefault' } }),
    c('f', { seccompProfile: { type: 'RuntimeDefault' } }),
  ];
  it.each<[string, JsonObject, string]>([
    [
      'pod seccomp invalid',
      { securityContext: { seccompProfile: { type: 'Unconfined' } }, containers: [c('a')] },
      'pod must not set securityContext.seccompProfile.type to "Unconfined"',
    ],
    [
      'containers seccomp invalid',
      { securityContext: { seccompProfile: { type: 'RuntimeDefault' } }, containers },
      'containers "c", "d" must not set securityContext.seccompProfile.type to "Unconfined"',
    ],
    [
      'pod and containers seccomp invalid',
      { securityContext: { seccompProfile: { type: 'Unconfined' } }, containers },
      'pod and containers "c", "d" must not set securityContext.seccompProfile.type to "Unconfined"',
    ],
    [
      'a profile without a type',
      { containers: [c('a', { seccompProfile: {} })] },
      'container "a" must not set securityContext.seccompProfile.type to ""',
    ],
  ])('%s', (_name, spec, detail) => {
    expect(seccompProfileBaseline_1_19({}, spec)).toEqual({
      allowed: false,
      forbiddenReason: 'seccompProfile',
      forbiddenDetail: detail,
    });
  });

  it('allows unset profiles', () =>
    expect(seccompProfileBaseline_1_19({}, { containers: [c('a')] }).allowed).toBe(true));
});
