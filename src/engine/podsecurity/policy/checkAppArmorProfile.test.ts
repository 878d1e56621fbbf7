// Ports TestCheckAppArmor_Allowed and _Forbidden (check_appArmorProfile_test.go).

import { describe, expect, it } from 'vitest';
import { appArmorProfile_1_0 } from './checkAppArmorProfile.ts';
import { container as c } from './testing.ts';

const prefix = 'container.apparmor.security.beta.kubernetes.io/';

describe('appArmorProfile_1_0', () => {
  it.each([
    [
      'default annotation + extra',
      { annotations: { [`${prefix}test`]: 'runtime/default', env: 'prod' } },
      {},
    ],
    [
      'localhost annotation + extra',
      { annotations: { [`${prefix}test`]: 'localhost/sec-profile01', env: 'dev' } },
      {},
    ],
    ['no AppArmor annotations', { annotations: { env: 'dev' } }, {}],
    ['no annotations', {}, {}],
    [
      'pod RuntimeDefault',
      {},
      { securityContext: { appArmorProfile: { type: 'RuntimeDefault' } } },
    ],
    [
      'container RuntimeDefault',
      {},
      { containers: [c('foo', { appArmorProfile: { type: 'RuntimeDefault' } })] },
    ],
    [
      'container Localhost',
      {},
      { containers: [c('foo', { appArmorProfile: { type: 'Localhost', localhostProfile: 'x' } })] },
    ],
    ['null profile', {}, { securityContext: { appArmorProfile: null } }],
  ])('allows %s', (_name, metadata, spec) => {
    expect(appArmorProfile_1_0(metadata, spec).allowed).toBe(true);
  });

  it.each([
    [
      'unconfined pod',
      {},
      { securityContext: { appArmorProfile: { type: 'Unconfined' } } },
      'forbidden AppArmor profile',
      'pod must not set AppArmor profile type to "Unconfined"',
    ],
    [
      'unconfined container',
      {},
      {
        securityContext: { appArmorProfile: { type: 'RuntimeDefault' } },
        containers: [c('foo', { appArmorProfile: { type: 'Unconfined' } })],
      },
      'forbidden AppArmor profile',
      'container "foo" must not set AppArmor profile type to "Unconfined"',
    ],
    [
      'unconfined init container',
      {},
      {
        containers: [c('foo')],
        initContainers: [c('bar', { appArmorProfile: { type: 'Unconfined' } })],
      },
      'forbidden AppArmor profile',
      'container "bar" must not set AppArmor profile type to "Unconfined"',
    ],
    [
      'annotations',
      {
        annotations: {
          [prefix]: 'bogus',
          [`${prefix}a`]: '',
          [`${prefix}b`]: 'runtime/default',
          [`${prefix}c`]: 'localhost/',
          [`${prefix}d`]: 'localhost/foo',
          [`${prefix}e`]: 'unconfined',
          [`${prefix}f`]: 'unknown',
        },
      },
      {},
      'forbidden AppArmor profiles',
      `annotations must not set AppArmor profile type to "${prefix}="bogus"", "${prefix}e="unconfined"", "${prefix}f="unknown""`,
    ],
    [
      'pod, containers and an annotation',
      { annotations: { [`${prefix}x`]: 'un"quoted' } },
      {
        securityContext: { appArmorProfile: {} },
        containers: [
          c('a', { appArmorProfile: { type: 'Unconfined' } }),
          c('b', { appArmorProfile: { type: 'Unconfined' } }),
        ],
      },
      'forbidden AppArmor profiles',
      `pod and containers "a", "b" and annotation must not set AppArmor profile type to "", "Unconfined", "${prefix}x="un\\"quoted""`,
    ],
  ])('forbids %s', (_name, metadata, spec, reason, detail) => {
    expect(appArmorProfile_1_0(metadata, spec)).toEqual({
      allowed: false,
      forbiddenReason: reason,
      forbiddenDetail: detail,
    });
  });
});
