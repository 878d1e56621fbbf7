// Ports TestSELinuxOptions (check_seLinuxOptions_test.go) for the 1.0 and 1.31 type lists.

import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../apimachinery/types.ts';
import { seLinuxOptions_1_0, seLinuxOptions_1_31 } from './checkSeLinuxOptions.ts';
import { container as c } from './testing.ts';

const se = (name: string, opts: JsonObject) => c(name, { seLinuxOptions: opts });
const okContainers = [
  se('a', { type: 'container_t' }),
  se('b', { type: 'container_init_t' }),
  se('c', { type: 'container_kvm_t' }),
];
const badPod = { seLinuxOptions: { type: 'foo', user: 'bar', role: 'baz' } };

describe('seLinuxOptions_1_31', () => {
  it.each<[string, JsonObject, string]>([
    [
      'invalid pod and containers',
      {
        securityContext: badPod,
        containers: [
          ...okContainers,
          se('d', { type: 'container_engine_t' }),
          se('e', { type: 'bar' }),
          se('f', { user: 'bar' }),
          se('g', { role: 'baz' }),
        ],
      },
      'pod and containers "e", "f", "g" set forbidden securityContext.seLinuxOptions: types "bar", "foo"; user may not be set; role may not be set',
    ],
    [
      'invalid pod',
      { securityContext: badPod, containers: okContainers },
      'pod set forbidden securityContext.seLinuxOptions: type "foo"; user may not be set; role may not be set',
    ],
    [
      'invalid containers',
      {
        securityContext: { seLinuxOptions: {} },
        containers: [
          ...okContainers,
          se('e', { type: 'bar' }),
          se('f', { user: 'bar' }),
          se('g', { role: 'baz' }),
        ],
      },
      'containers "e", "f", "g" set forbidden securityContext.seLinuxOptions: type "bar"; user may not be set; role may not be set',
    ],
    [
      'bad type',
      { securityContext: { seLinuxOptions: { type: 'bad' } } },
      'pod set forbidden securityContext.seLinuxOptions: type "bad"',
    ],
    [
      'bad user',
      { securityContext: { seLinuxOptions: { user: 'bad' } } },
      'pod set forbidden securityContext.seLinuxOptions: user may not be set',
    ],
    [
      'bad role',
      { securityContext: { seLinuxOptions: { role: 'bad' } } },
      'pod set forbidden securityContext.seLinuxOptions: role may not be set',
    ],
  ])('forbids %s', (_name, spec, detail) => {
    expect(seLinuxOptions_1_31({}, spec)).toEqual({
      allowed: false,
      forbiddenReason: 'seLinuxOptions',
      forbiddenDetail: detail,
    });
  });

  it('allows the permitted types, an empty type and a level', () => {
    const spec = {
      securityContext: { seLinuxOptions: { level: 's0:c1,c2' } },
      containers: [...okContainers, se('d', { type: 'container_engine_t' })],
    };
    expect(seLinuxOptions_1_31({}, spec).allowed).toBe(true);
  });
});

describe('seLinuxOptions_1_0', () => {
  it('forbids container_engine_t, which 1.31 added', () => {
    expect(
      seLinuxOptions_1_0({}, { containers: [se('d', { type: 'container_engine_t' })] })
        .forbiddenDetail,
    ).toBe('container "d" set forbidden securityContext.seLinuxOptions: type "container_engine_t"');
  });

  it('allows the 1.0 types', () =>
    expect(seLinuxOptions_1_0({}, { containers: okContainers }).allowed).toBe(true));
});
