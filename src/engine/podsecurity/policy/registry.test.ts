// Ports TestCheckRegistry* (policy/registry_test.go) and TestValidChecks (checks_test.go), checks
// validateChecks' error texts, and pins which default checks run at each level and version.

import { describe, expect, it } from 'vitest';
import {
  type Level,
  type Version,
  majorMinorVersion,
  parseVersion,
  versionString,
} from '../api/index.ts';
import { forbiddenResult } from './checkResult.ts';
import type { Check, CheckID } from './checks.ts';
import { defaultChecks } from './defaultChecks.ts';
import { type Evaluator, newEvaluator } from './registry.ts';
import { validateChecks } from './validateChecks.ts';

const version = (s: string): Version => {
  const parsed = parseVersion(s);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
};

// generateCheck: every revision forbids with reason "<id>:<its minimum version>".
function generateCheck(
  id: CheckID,
  level: Level,
  versions: string[],
  overrides?: CheckID[],
): Check {
  return {
    id,
    level,
    versions: versions.map((s) => ({
      minimumVersion: version(s),
      checkPod: () => forbiddenResult(`${id}:${s}`, ''),
      ...(overrides === undefined ? {} : { overrideCheckIDs: overrides }),
    })),
  };
}

function build(checks: Check[], emulationVersion?: Version): Evaluator {
  const built = newEvaluator(checks, emulationVersion);
  if (!built.ok) throw new Error(built.error);
  return built.value;
}

const reasons = (reg: Evaluator, level: Level, v: string) =>
  reg
    .evaluatePod({ level, version: version(v) }, undefined, undefined)
    .map((r) => r.forbiddenReason);

describe('TestCheckRegistry', () => {
  const multiOverride = generateCheck('i', 'restricted', ['v1.10', 'v1.21']);
  const reg = build([
    generateCheck('a', 'baseline', ['v1.0']),
    generateCheck('b', 'baseline', ['v1.10']),
    generateCheck('c', 'baseline', ['v1.0', 'v1.5', 'v1.10']),
    generateCheck('d', 'baseline', ['v1.11', 'v1.15', 'v1.20']),
    generateCheck('e', 'restricted', ['v1.0']),
    generateCheck('f', 'restricted', ['v1.12', 'v1.16', 'v1.21']),
    generateCheck('g', 'restricted', ['v1.10'], ['a']),
    generateCheck('h', 'restricted', ['v1.0'], ['b']),
    {
      ...multiOverride,
      versions: multiOverride.versions.map((c, i) => ({
        ...c,
        overrideCheckIDs: [i === 0 ? 'c' : 'd'],
      })),
    },
  ]);

  it.each<[Level, string, string[]]>([
    ['privileged', 'v1.0', []],
    ['privileged', 'latest', []],
    ['baseline', 'v1.0', ['a:v1.0', 'c:v1.0']],
    ['baseline', 'v1.4', ['a:v1.0', 'c:v1.0']],
    ['baseline', 'v1.5', ['a:v1.0', 'c:v1.5']],
    ['baseline', 'v1.10', ['a:v1.0', 'b:v1.10', 'c:v1.10']],
    ['baseline', 'v1.11', ['a:v1.0', 'b:v1.10', 'c:v1.10', 'd:v1.11']],
    ['baseline', 'latest', ['a:v1.0', 'b:v1.10', 'c:v1.10', 'd:v1.20']],
    ['restricted', 'v1.0', ['a:v1.0', 'c:v1.0', 'e:v1.0', 'h:v1.0']],
    ['restricted', 'v1.4', ['a:v1.0', 'c:v1.0', 'e:v1.0', 'h:v1.0']],
    ['restricted', 'v1.5', ['a:v1.0', 'c:v1.5', 'e:v1.0', 'h:v1.0']],
    ['restricted', 'v1.10', ['e:v1.0', 'g:v1.10', 'h:v1.0', 'i:v1.10']],
    ['restricted', 'v1.11', ['d:v1.11', 'e:v1.0', 'g:v1.10', 'h:v1.0', 'i:v1.10']],
    ['restricted', 'latest', ['c:v1.10', 'e:v1.0', 'f:v1.21', 'g:v1.10', 'h:v1.0', 'i:v1.21']],
    ['restricted', 'v1.10000', ['c:v1.10', 'e:v1.0', 'f:v1.21', 'g:v1.10', 'h:v1.0', 'i:v1.21']],
  ])('%s:%s runs %j', (level, v, want) => expect(reasons(reg, level, v)).toEqual(want));

  it('runs only restricted checks when there are no baseline ones (TestCheckRegistry_NoBaseline)', () => {
    const noBaseline = build([
      generateCheck('e', 'restricted', ['v1.0']),
      generateCheck('f', 'restricted', ['v1.12', 'v1.16', 'v1.21']),
      generateCheck('g', 'restricted', ['v1.10'], ['a']),
      generateCheck('h', 'restricted', ['v1.0'], ['b']),
    ]);
    expect(reasons(noBaseline, 'baseline', 'latest')).toEqual([]);
    expect(reasons(noBaseline, 'restricted', 'v1.0')).toEqual(['e:v1.0', 'h:v1.0']);
    expect(reasons(noBaseline, 'restricted', 'v1.10')).toEqual(['e:v1.0', 'g:v1.10', 'h:v1.0']);
    expect(reasons(noBaseline, 'restricted', 'v1.10000')).toEqual([
      'e:v1.0',
      'f:v1.21',
      'g:v1.10',
      'h:v1.0',
    ]);
  });

  it('runs the baseline checks at restricted when there are no restricted ones (TestCheckRegistry_NoRestricted)', () => {
    const noRestricted = build([
      generateCheck('a', 'baseline', ['v1.0']),
      generateCheck('d', 'baseline', ['v1.11', 'v1.20']),
    ]);
    for (const level of ['baseline', 'restricted'] as const) {
      expect(reasons(noRestricted, level, 'v1.10')).toEqual(['a:v1.0']);
      expect(reasons(noRestricted, level, 'latest')).toEqual(['a:v1.0', 'd:v1.20']);
    }
  });

  it('runs nothing without checks (TestCheckRegistry_Empty)', () => {
    const empty = build([]);
    for (const level of ['privileged', 'baseline', 'restricted'] as const)
      expect(reasons(empty, level, 'latest')).toEqual([]);
  });

  it('caps latest at an older emulation version', () => {
    const capped = build(
      [generateCheck('d', 'baseline', ['v1.11', 'v1.15', 'v1.20'])],
      majorMinorVersion(1, 16),
    );
    expect(reasons(capped, 'baseline', 'latest')).toEqual(['d:v1.15']);
    expect(reasons(capped, 'baseline', 'v1.30')).toEqual(['d:v1.15']);
  });
});

describe('validateChecks', () => {
  const ok = (id: string, level: Level, versions: string[]) => generateCheck(id, level, versions);
  it.each<[string, Check[], string]>([
    [
      'duplicate IDs',
      [ok('a', 'baseline', ['v1.0']), ok('a', 'restricted', ['v1.0'])],
      'multiple checks registered for ID a',
    ],
    ['privileged level', [ok('a', 'privileged', ['v1.0'])], 'check a: invalid level privileged'],
    ['no versions', [ok('a', 'baseline', [])], 'check a: empty'],
    ['latest', [ok('a', 'baseline', ['latest'])], "check a: version cannot be 'latest'"],
    [
      'repeated version',
      [ok('a', 'baseline', ['v1.1', 'v1.1'])],
      'check a: duplicate version v1.1',
    ],
    [
      'decreasing versions',
      [ok('a', 'baseline', ['v1.2', 'v1.1'])],
      'check a: versions must be strictly increasing',
    ],
    [
      'baseline overriding',
      [generateCheck('a', 'baseline', ['v1.0'], ['b'])],
      'check a: only restricted checks may set overrides',
    ],
    [
      'restricted overriding restricted',
      [ok('b', 'restricted', ['v1.0']), generateCheck('a', 'restricted', ['v1.0'], ['b'])],
      'check a: overrides restricted check b',
    ],
  ])('rejects %s', (_name, checks, want) => {
    expect(validateChecks(checks)).toBe(want);
    expect(newEvaluator(checks)).toEqual({ ok: false, error: want });
  });

  it('rejects the zero version as undefined', () => {
    const check: Check = {
      id: 'a',
      level: 'baseline',
      versions: [
        { minimumVersion: majorMinorVersion(0, 0), checkPod: () => forbiddenResult('', '') },
      ],
    };
    expect(validateChecks([check])).toBe('check a: undefined version found');
  });

  it('accepts the default checks, whose overrides all name existing checks (TestValidChecks)', () => {
    const checks = defaultChecks();
    expect(validateChecks(checks)).toBeUndefined();
    const ids = new Set(checks.map((c) => c.id));
    for (const c of checks)
      for (const v of c.versions)
        for (const o of v.overrideCheckIDs ?? []) expect(ids).toContain(o);
  });
});

describe('the default registry', () => {
  // Each revision reports "<id>:<minimum version>" so the table shows which revision ran.
  const reg = build(
    defaultChecks().map((c) => ({
      ...c,
      versions: c.versions.map((v) => ({
        ...v,
        checkPod: () => forbiddenResult(`${c.id}:${versionString(v.minimumVersion)}`, ''),
      })),
    })),
  );
  const baseline10 = [
    'appArmorProfile:v1.0',
    'capabilities_baseline:v1.0',
    'hostNamespaces:v1.0',
    'hostPathVolumes:v1.0',
    'hostPorts:v1.0',
    'privileged:v1.0',
    'procMount:v1.0',
    'seLinuxOptions:v1.0',
    'seccompProfile_baseline:v1.0',
    'sysctls:v1.0',
    'windowsHostProcess:v1.0',
  ];

  it.each<[Level, string, string[]]>([
    ['baseline', 'v1.0', baseline10],
    [
      'baseline',
      'latest',
      [
        'appArmorProfile:v1.0',
        'capabilities_baseline:v1.0',
        'hostNamespaces:v1.0',
        'hostPathVolumes:v1.0',
        'hostPorts:v1.0',
        'privileged:v1.0',
        'procMount:v1.0',
        'seLinuxOptions:v1.31',
        'seccompProfile_baseline:v1.19',
        'sysctls:v1.32',
        'windowsHostProcess:v1.0',
      ],
    ],
    [
      'restricted',
      'v1.0',
      [
        ...baseline10.filter((id) => id !== 'hostPathVolumes:v1.0'),
        'restrictedVolumes:v1.0',
        'runAsNonRoot:v1.0',
      ],
    ],
    [
      'restricted',
      'v1.22',
      [
        'appArmorProfile:v1.0',
        'hostNamespaces:v1.0',
        'hostPorts:v1.0',
        'privileged:v1.0',
        'procMount:v1.0',
        'seLinuxOptions:v1.0',
        'sysctls:v1.0',
        'windowsHostProcess:v1.0',
        'allowPrivilegeEscalation:v1.8',
        'capabilities_restricted:v1.22',
        'restrictedVolumes:v1.0',
        'runAsNonRoot:v1.0',
        'seccompProfile_restricted:v1.19',
      ],
    ],
    [
      'restricted',
      'latest',
      [
        'appArmorProfile:v1.0',
        'hostNamespaces:v1.0',
        'hostPorts:v1.0',
        'privileged:v1.0',
        'procMount:v1.0',
        'seLinuxOptions:v1.31',
        'sysctls:v1.32',
        'windowsHostProcess:v1.0',
        'allowPrivilegeEscalation:v1.25',
        'capabilities_restricted:v1.25',
        'restrictedVolumes:v1.0',
        'runAsNonRoot:v1.0',
        'runAsUser:v1.23',
        'seccompProfile_restricted:v1.25',
      ],
    ],
  ])('%s:%s runs %j', (level, v, want) => expect(reasons(reg, level, v)).toEqual(want));

  it('picks the newest revision not newer than the version asked for', () => {
    const sysctls = (v: string) =>
      reasons(reg, 'baseline', v).find((r) => r.startsWith('sysctls:'));
    expect([
      sysctls('v1.26'),
      sysctls('v1.27'),
      sysctls('v1.28'),
      sysctls('v1.29'),
      sysctls('v1.31'),
      sysctls('v1.32'),
      sysctls('v1.99'),
    ]).toEqual([
      'sysctls:v1.0',
      'sysctls:v1.27',
      'sysctls:v1.27',
      'sysctls:v1.29',
      'sysctls:v1.29',
      'sysctls:v1.32',
      'sysctls:v1.32',
    ]);
  });
});
