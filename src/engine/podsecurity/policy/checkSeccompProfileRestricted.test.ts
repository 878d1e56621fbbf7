// Ports TestSeccompProfileRestricted_1_19 and _1_25 (check_seccompProfile_restricted_test.go).

import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../apimachinery/types.ts';
import {
  seccompProfileRestricted_1_19,
  seccompProfileRestricted_1_25,
} from './checkSeccompProfileRestricted.ts';
import { container as c } from './testing.ts';

const rows: Array<[string, JsonObject, string]> = [
  [
    'no explicit seccomp',
    { containers: [c('a')] },
    'pod or container "a" must set securityContext.seccompProfile.type to "RuntimeDefault" or "Localhost"',
  ],
  [
    'pod seccomp invalid',
    { securityContext: { seccompProfile: { type: 'Unconfined' } }, containers: [c('a')] },
    'pod must not set securityContext.seccompProfile.type to "Unconfined"',
  ],
  [
    'containers seccomp invalid',
    {
      securityContext: { seccompProfile: { type: 'RuntimeDefault' } },
      containers: [
        c('a'),
        c('b', {}),
        c('c', { seccompProfile: { type: 'Unconfined' } }),
        c('d', { seccompProfile: { type: 'Unconfined' } }),
        c('e', { seccompProfile: { type: 'RuntimeDefault' } }),
        c('f', { seccompProfile: { type: 'RuntimeDefault' } }),
      ],
    },
    'containers "c", "d" must not set securityContext.seccompProfile.type to "Unconfined"',
  ],
  [
    'pod nil, container fallthrough',
    {
      containers: [
        c('a'),
        c('b', {}),
        c('d', { seccompProfile: { type: 'RuntimeDefault' } }),
        c('e', { seccompProfile: { type: 'Localhost' } }),
      ],
    },
    'pod or containers "a", "b" must set securityContext.seccompProfile.type to "RuntimeDefault" or "Localhost"',
  ],
  [
    'an invalid pod profile does not cover containers, and explicit values win',
    {
      securityContext: { seccompProfile: { type: 'Unconfined' } },
      containers: [c('a'), c('b', { seccompProfile: { type: 'Foo' } })],
    },
    'pod and container "b" must not set securityContext.seccompProfile.type to "Foo", "Unconfined"',
  ],
];

describe.each([
  ['1.19', seccompProfileRestricted_1_19],
  ['1.25', seccompProfileRestricted_1_25],
])('seccompProfileRestricted_%s', (_v, check) => {
  it.each(rows)('%s', (_name, spec, detail) => {
    expect(check({}, spec)).toEqual({
      allowed: false,
      forbiddenReason: 'seccompProfile',
      forbiddenDetail: detail,
    });
  });

  it('allows containers covered by a valid pod-level profile', () => {
    expect(
      check(
        {},
        { securityContext: { seccompProfile: { type: 'Localhost' } }, containers: [c('a')] },
      ).allowed,
    ).toBe(true);
  });

  it('checks a linux pod', () => {
    expect(check({}, { os: { name: 'linux' }, containers: [c('a')] }).allowed).toBe(false);
  });
});

it('seccompProfileRestricted_1_25 admits a windows pod without a profile', () => {
  const spec = { os: { name: 'windows' }, containers: [c('a')] };
  expect(seccompProfileRestricted_1_25({}, spec).allowed).toBe(true);
  expect(seccompProfileRestricted_1_19({}, spec).allowed).toBe(false);
});
