// Ports TestHostProbesAndHostLifecycle (check_hostProbesAndhostLifecycle_test.go).

import { describe, expect, it } from 'vitest';
import { hostProbesAndHostLifecycle_1_34 } from './checkHostProbesAndHostLifecycle.ts';
import { container as c } from './testing.ts';

describe('hostProbesAndHostLifecycle_1_34', () => {
  it.each([
    ['no probes', { containers: [c('a')] }],
    [
      'an empty host',
      { containers: [c('a', undefined, { livenessProbe: { httpGet: { host: '' } } })] },
    ],
    [
      'no host',
      { containers: [c('a', undefined, { readinessProbe: { tcpSocket: { port: 80 } } })] },
    ],
  ])('allows %s', (_name, spec) =>
    expect(hostProbesAndHostLifecycle_1_34({}, spec).allowed).toBe(true),
  );

  it('names one container and one host in the singular', () => {
    const spec = {
      containers: [c('a', undefined, { startupProbe: { tcpSocket: { host: 'h' } } })],
    };
    expect(hostProbesAndHostLifecycle_1_34({}, spec)).toEqual({
      allowed: false,
      forbiddenReason: 'probe or lifecycle host',
      forbiddenDetail: 'container "a" uses probe or lifecycle host "h"',
    });
  });

  it('lists containers and hosts sorted and once each, probes and handlers alike', () => {
    const spec = {
      initContainers: [c('z', undefined, { lifecycle: { preStop: { httpGet: { host: 'b' } } } })],
      containers: [
        c('a', undefined, {
          livenessProbe: { httpGet: { host: 'b' } },
          lifecycle: { postStart: { tcpSocket: { host: 'a' } } },
        }),
      ],
    };
    expect(hostProbesAndHostLifecycle_1_34({}, spec).forbiddenDetail).toBe(
      'containers "a", "z" use probe or lifecycle hosts "a", "b"',
    );
  });
});
