// Evaluates whole pods through the default registry: the message kube-apiserver 1.32 recorded for
// ../shared/conformance/ex-07-plugins.yaml, level and version handling, and the relaxation switch.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sharedFolder } from '../../../testing/sharedData.ts';
import { parse } from 'yaml';
import {
  type LevelVersion,
  latestVersion,
  levelVersionString,
  majorMinorVersion,
} from '../api/index.ts';
import type { JsonObject } from '../../apimachinery/types.ts';
import { goQuote } from '../../apimachinery/goQuote.ts';
import { aggregateCheckResults } from './checkResult.ts';
import { evaluatePod } from './evaluate.ts';
import { relaxedOpts } from './testing.ts';

const restrictedLatest: LevelVersion = { level: 'restricted', version: latestVersion() };
const bare: JsonObject = { containers: [{ name: 'c', image: 'nginx' }] };

// The admission side renders `violates PodSecurity %q: %s` with AggregateCheckResult.ForbiddenDetail.
const message = (lv: LevelVersion, spec: JsonObject, name = 'p') =>
  `pods ${goQuote(name)} is forbidden: violates PodSecurity ${goQuote(levelVersionString(lv))}: ` +
  aggregateCheckResults(evaluatePod(lv, {}, spec)).forbiddenDetail();

const ex07Message =
  'pods "p" is forbidden: violates PodSecurity "restricted:latest": allowPrivilegeEscalation != false ' +
  '(container "c" must set securityContext.allowPrivilegeEscalation=false), unrestricted capabilities ' +
  '(container "c" must set securityContext.capabilities.drop=["ALL"]), runAsNonRoot != true (pod or ' +
  'container "c" must set securityContext.runAsNonRoot=true), seccompProfile (pod or container "c" ' +
  'must set securityContext.seccompProfile.type to "RuntimeDefault" or "Localhost")';

describe('evaluatePod', () => {
  it('reproduces the message kube-apiserver 1.32 gave for a bare nginx pod at restricted:latest', () => {
    expect(message(restrictedLatest, bare)).toBe(ex07Message);
  });

  const ex07 = join(sharedFolder('conformance'), 'ex-07-plugins.yaml');
  it('matches expect.message of ex-07-plugins.yaml from its own pod', () => {
    const scenario = parse(readFileSync(ex07, 'utf8')) as {
      request: { object: JsonObject };
      expect: { message: string };
    };
    const pod = scenario.request.object;
    expect(message(restrictedLatest, pod['spec'] as JsonObject)).toBe(scenario.expect.message);
  });

  it('returns nothing at privileged, whatever the pod', () => {
    const spec = {
      hostNetwork: true,
      containers: [{ name: 'c', securityContext: { privileged: true } }],
    };
    expect(evaluatePod({ level: 'privileged', version: latestVersion() }, {}, spec)).toEqual([]);
  });

  it('returns only the failing checks, baseline ones first', () => {
    const spec = { hostPID: true, ...bare };
    expect(evaluatePod(restrictedLatest, {}, spec).map((r) => r.forbiddenReason)).toEqual([
      'host namespaces',
      'allowPrivilegeEscalation != false',
      'unrestricted capabilities',
      'runAsNonRoot != true',
      'seccompProfile',
    ]);
    expect(
      evaluatePod({ level: 'baseline', version: latestVersion() }, {}, spec).map(
        (r) => r.forbiddenReason,
      ),
    ).toEqual(['host namespaces']);
  });

  it('applies only the checks that existed at an older version', () => {
    // v1.7: no allowPrivilegeEscalation (1.8), seccomp by field (1.19), capabilities drop (1.22).
    expect(
      evaluatePod({ level: 'restricted', version: majorMinorVersion(1, 7) }, {}, bare).map(
        (r) => r.forbiddenReason,
      ),
    ).toEqual(['runAsNonRoot != true']);
  });

  it('treats versions newer than v1.32 as v1.32', () => {
    const spec = {
      securityContext: { sysctls: [{ name: 'net.ipv4.tcp_rmem' }, { name: 'kernel.msgmax' }] },
      containers: [],
    };
    for (const minor of [32, 33, 10000]) {
      expect(
        evaluatePod({ level: 'baseline', version: majorMinorVersion(1, minor) }, {}, spec),
      ).toEqual([
        { allowed: false, forbiddenReason: 'forbidden sysctls', forbiddenDetail: 'kernel.msgmax' },
      ]);
    }
    expect(
      evaluatePod({ level: 'baseline', version: majorMinorVersion(1, 31) }, {}, spec)[0]
        ?.forbiddenDetail,
    ).toBe('net.ipv4.tcp_rmem, kernel.msgmax');
  });

  it('reads absent metadata and spec as empty', () => {
    expect(evaluatePod(restrictedLatest, undefined, undefined)).toEqual([]);
  });

  it('relaxes runAsNonRoot for hostUsers: false pods only when asked to', () => {
    const spec = { hostUsers: false, ...bare };
    const reasons = (opts?: typeof relaxedOpts) =>
      evaluatePod(restrictedLatest, {}, spec, opts).map((r) => r.forbiddenReason);
    expect(reasons()).toContain('runAsNonRoot != true');
    expect(reasons(relaxedOpts)).not.toContain('runAsNonRoot != true');
  });
});
