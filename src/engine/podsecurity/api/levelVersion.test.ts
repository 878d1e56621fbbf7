// Ports TestLevelVersionEquals, TestPolicyEquals and TestPolicyToEvaluate (api/helpers_test.go),
// plus the label constants and the rendered label errors.

import { describe, expect, it } from 'vitest';
import { fieldErrorString } from '../../apimachinery/field.ts';
import {
  type Level,
  auditAnnotationPrefix,
  enforceLevelLabel,
  enforcedPolicyAnnotationKey,
  warnVersionLabel,
} from './constants.ts';
import {
  type LevelVersion,
  type Policy,
  fullyPrivileged,
  levelVersionEquivalent,
  levelVersionString,
  policyEquivalent,
  policyToEvaluate,
} from './levelVersion.ts';
import { latestVersion, majorMinorVersion as v } from './version.ts';

const lv = (level: Level, version = latestVersion()): LevelVersion => ({ level, version });
const privilegedLV = lv('privileged');
const privilegedPolicy: Policy = { enforce: privilegedLV, audit: privilegedLV, warn: privilegedLV };
const pol = (enforce: LevelVersion, warn: LevelVersion, audit: LevelVersion): Policy => ({
  enforce,
  warn,
  audit,
});

// makeLabels: prefixes the keys and adds an unrelated label.
function makeLabels(...kvs: string[]): Record<string, string> {
  const labels: Record<string, string> = { 'other-label': 'foo-bar' };
  for (let i = 0; i < kvs.length; i += 2)
    labels[`pod-security.kubernetes.io/${kvs[i]}`] = kvs[i + 1] ?? '';
  return labels;
}

describe('levelVersionString', () => {
  it('renders level:version as used in messages', () => {
    expect(levelVersionString(lv('restricted'))).toBe('restricted:latest');
    expect(levelVersionString(lv('baseline', v(1, 25)))).toBe('baseline:v1.25');
  });

  it('names the labels and audit annotations as upstream does', () => {
    expect(enforceLevelLabel).toBe('pod-security.kubernetes.io/enforce');
    expect(warnVersionLabel).toBe('pod-security.kubernetes.io/warn-version');
    expect(auditAnnotationPrefix + enforcedPolicyAnnotationKey).toBe(
      'pod-security.kubernetes.io/enforce-policy',
    );
  });
});

describe('equivalence', () => {
  const levels: Level[] = ['privileged', 'baseline', 'restricted'];
  const versions = [latestVersion(), v(1, 18), v(1, 30)];

  it('finds every LevelVersion equivalent to itself and different levels not', () => {
    for (const l of levels)
      for (const ver of versions) expect(levelVersionEquivalent(lv(l, ver), lv(l, ver))).toBe(true);
    for (const a of levels)
      for (const b of levels) if (a !== b) expect(levelVersionEquivalent(lv(a), lv(b))).toBe(false);
  });

  it('ignores versions only when both are privileged', () => {
    for (const v1 of versions) {
      for (const v2 of [v(1, 16), v(1, 13)]) {
        expect(levelVersionEquivalent(lv('baseline', v1), lv('baseline', v2))).toBe(false);
        expect(levelVersionEquivalent(lv('privileged', v1), lv('privileged', v2))).toBe(true);
      }
    }
  });

  it('compares policies and spots fully privileged ones', () => {
    const privileged2 = { ...privilegedPolicy, enforce: lv('privileged', v(1, 20)) };
    const baseline = { ...privilegedPolicy, audit: lv('baseline') };
    expect(fullyPrivileged(privilegedPolicy)).toBe(true);
    expect(fullyPrivileged(privileged2)).toBe(true);
    expect(fullyPrivileged(baseline)).toBe(false);
    expect(policyEquivalent(privilegedPolicy, privileged2)).toBe(true);
    expect(policyEquivalent(baseline, baseline)).toBe(true);
    expect(policyEquivalent(privilegedPolicy, baseline)).toBe(false);
  });
});

describe('policyToEvaluate', () => {
  const p = privilegedLV;
  it.each<[string, Record<string, string>, Policy, boolean]>([
    [
      'simple enforce',
      makeLabels('enforce', 'baseline'),
      pol(lv('baseline'), lv('baseline'), p),
      false,
    ],
    ['simple warn', makeLabels('warn', 'restricted'), pol(p, lv('restricted'), p), false],
    ['simple audit', makeLabels('audit', 'baseline'), pol(p, p, lv('baseline')), false],
    [
      'enforce & warn',
      makeLabels('enforce', 'baseline', 'warn', 'restricted'),
      pol(lv('baseline'), lv('restricted'), p),
      false,
    ],
    [
      'enforce version',
      makeLabels('enforce', 'baseline', 'enforce-version', 'v1.22'),
      pol(lv('baseline', v(1, 22)), lv('baseline', v(1, 22)), p),
      false,
    ],
    [
      'enforce version & warn-version',
      makeLabels('enforce', 'baseline', 'enforce-version', 'v1.22', 'warn-version', 'latest'),
      pol(lv('baseline', v(1, 22)), lv('baseline'), p),
      false,
    ],
    [
      'enforce & warn-version',
      makeLabels('enforce', 'baseline', 'warn-version', 'v1.23'),
      pol(lv('baseline'), lv('baseline', v(1, 23)), p),
      false,
    ],
    [
      'fully specd',
      makeLabels(
        'enforce',
        'baseline',
        'enforce-version',
        'v1.20',
        'warn',
        'restricted',
        'warn-version',
        'v1.21',
        'audit',
        'restricted',
        'audit-version',
        'v1.22',
      ),
      pol(lv('baseline', v(1, 20)), lv('restricted', v(1, 21)), lv('restricted', v(1, 22))),
      false,
    ],
    [
      'enforce no warn',
      makeLabels('enforce', 'baseline', 'warn', 'privileged'),
      pol(lv('baseline'), p, p),
      false,
    ],
    [
      'enforce warn error',
      makeLabels('enforce', 'baseline', 'warn', 'foo'),
      pol(lv('baseline'), p, p),
      true,
    ],
    ['enforce error', makeLabels('enforce', 'foo'), pol(lv('restricted'), p, p), true],
  ])('%s', (_name, labels, expected, expectErr) => {
    const { policy, errors } = policyToEvaluate(labels, privilegedPolicy);
    expect(policy).toEqual(expected);
    expect(errors.length > 0).toBe(expectErr);
  });

  it('returns the defaults for no labels', () => {
    expect(policyToEvaluate(undefined, privilegedPolicy)).toEqual({
      policy: privilegedPolicy,
      errors: [],
    });
    expect(policyToEvaluate({}, privilegedPolicy)).toEqual({
      policy: privilegedPolicy,
      errors: [],
    });
  });

  it('does not mutate the defaults', () => {
    const defaults = structuredClone(privilegedPolicy);
    policyToEvaluate(makeLabels('enforce', 'restricted'), defaults);
    expect(defaults).toEqual(privilegedPolicy);
  });

  it('renders label errors as field.Invalid under metadata.labels', () => {
    const { errors } = policyToEvaluate(
      makeLabels('enforce', 'foo', 'audit-version', 'v2'),
      privilegedPolicy,
    );
    expect(errors.map((e) => fieldErrorString(e, '1.32'))).toEqual([
      'metadata.labels[pod-security.kubernetes.io/enforce]: Invalid value: "foo": must be one of privileged, baseline, restricted',
      'metadata.labels[pod-security.kubernetes.io/audit-version]: Invalid value: "v2": must be "latest" or "v1.x"',
    ]);
  });
});
