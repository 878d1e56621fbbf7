// What each kube-apiserver version's Pod Security library registers (policy.DefaultChecks).

import { describe, expect, it } from 'vitest';
import { versionString } from '../api/version.ts';
import { defaultChecks } from './defaultChecks.ts';
import { evaluatePod } from './evaluate.ts';
import { container as c } from './testing.ts';

const revisions = (version: Parameters<typeof defaultChecks>[0], id: string) =>
  defaultChecks(version)
    .find((check) => check.id === id)
    ?.versions.map((v) => versionString(v.minimumVersion));

describe('defaultChecks per kube-apiserver version', () => {
  it.each([
    ['1.32', 'hostProbesAndHostLifecycle', undefined],
    ['1.34', 'hostProbesAndHostLifecycle', ['v1.34']],
    ['1.34', 'procMount_restricted', undefined],
    ['1.35', 'procMount_restricted', ['v1.35']],
    ['1.34', 'runAsNonRoot', ['v1.0']],
    ['1.35', 'runAsNonRoot', ['v1.0', 'v1.35']],
    ['1.36', 'runAsUser', ['v1.23', 'v1.35']],
    ['1.36', 'sysctls', ['v1.0', 'v1.27', 'v1.29', 'v1.32']],
    ['1.37', 'sysctls', ['v1.0', 'v1.27', 'v1.29', 'v1.32', 'v1.37']],
  ] as const)('%s registers %s at %j', (version, id, expected) =>
    expect(revisions(version, id)).toEqual(expected),
  );

  it('allows image volumes at restricted from 1.33 only', () => {
    const spec = {
      securityContext: { runAsNonRoot: true, seccompProfile: { type: 'RuntimeDefault' } },
      containers: [c('a', { allowPrivilegeEscalation: false, capabilities: { drop: ['ALL'] } })],
      volumes: [{ name: 'v', image: { reference: 'r' } }],
    };
    const lv = { level: 'restricted', version: { latest: true } } as const;
    expect(evaluatePod(lv, {}, spec, undefined, '1.32').map((r) => r.forbiddenReason)).toEqual([
      'restricted volume types',
    ]);
    expect(evaluatePod(lv, {}, spec, undefined, '1.33')).toEqual([]);
  });

  it('resolves latest to the modelled version: 1.37 allows tcp_notsent_lowat, 1.36 does not', () => {
    const spec = { securityContext: { sysctls: [{ name: 'net.ipv4.tcp_notsent_lowat' }] } };
    const lv = { level: 'baseline', version: { latest: true } } as const;
    expect(evaluatePod(lv, {}, spec, undefined, '1.36')).toHaveLength(1);
    expect(evaluatePod(lv, {}, spec, undefined, '1.37')).toEqual([]);
  });
});
