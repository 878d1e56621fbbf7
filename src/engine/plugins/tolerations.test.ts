// Table tests for the toleration helpers, after pkg/util/tolerations/tolerations_test.go
// (TestIsSuperset, TestMergeTolerations, TestVerifyAgainstWhitelist) and pkg/apis/core/helper.

import { describe, expect, it } from 'vitest';
import {
  addOrUpdateToleration,
  isSuperset,
  mergeTolerations,
  type Toleration,
  verifyAgainstWhitelist,
} from './tolerations.ts';

const t = (
  key: string,
  operator: string,
  value: string,
  effect: string,
  tolerationSeconds?: number,
): Toleration =>
  tolerationSeconds === undefined
    ? { key, operator, value, effect }
    : { key, operator, value, effect, tolerationSeconds };

const fixtures: Record<string, Toleration> = {
  all: t('', 'Exists', '', ''),
  'all-nosched': t('', 'Exists', '', 'NoSchedule'),
  foo: t('foo', 'Exists', '', ''),
  'foo-bar': t('foo', 'Equal', 'bar', ''),
  'foo-nosched': t('foo', 'Exists', '', 'NoSchedule'),
  'foo-bar-nosched': t('foo', 'Equal', 'bar', 'NoSchedule'),
  'foo-noexec': t('foo', 'Exists', '', 'NoExecute'),
  'foo-noexec-10': t('foo', 'Exists', '', 'NoExecute', 10),
  'foo-noexec-0': t('foo', 'Exists', '', 'NoExecute', 0),
  'faz-nosched': t('faz', 'Exists', '', 'NoSchedule'),
};
const f = (name: string): Toleration => fixtures[name] ?? t('missing', '', '', '');

describe('isSuperset', () => {
  it.each([
    ['all', 'foo-bar-nosched', true],
    ['all-nosched', 'foo-noexec', false],
    ['foo', 'foo-bar-nosched', true],
    ['foo-bar', 'foo', false],
    ['foo-nosched', 'faz-nosched', false],
    ['foo-noexec', 'foo-noexec-10', true],
    ['foo-noexec-10', 'foo-noexec-0', true],
    ['foo-noexec-0', 'foo-noexec-10', false],
    ['foo-noexec-10', 'foo-noexec', false],
  ])('%s ⊇ %s is %s', (ss, sub, expected) => expect(isSuperset(f(ss), f(sub))).toBe(expected));

  it('treats an empty operator in the subset as not Equal, as upstream does', () => {
    expect(isSuperset(t('k', '', 'v', ''), t('k', '', 'v', 'NoSchedule'))).toBe(false);
  });
});

describe('mergeTolerations', () => {
  it.each([
    ['disjoint', ['foo-nosched'], ['faz-nosched'], ['foo-nosched', 'faz-nosched']],
    ['a superset absorbs its subsets', ['foo-bar-nosched', 'foo-noexec-10'], ['foo'], ['foo']],
    ['duplicates keep the first', ['foo-nosched', 'foo-nosched'], ['foo-nosched'], ['foo-nosched']],
    ['the everything toleration absorbs all', ['foo', 'faz-nosched'], ['all'], ['all']],
  ])('%s', (_, a, b, expected) => {
    expect(mergeTolerations(a.map(f), b.map(f))).toEqual(expected.map(f));
  });
});

describe('verifyAgainstWhitelist', () => {
  it.each([
    ['an empty whitelist allows all', ['foo'], [], true],
    ['a covered toleration', ['foo-bar-nosched'], ['foo'], true],
    ['an uncovered toleration', ['faz-nosched'], ['foo', 'foo-bar'], false],
  ])('%s', (_, ts, wl, expected) =>
    expect(verifyAgainstWhitelist(ts.map(f), wl.map(f))).toBe(expected),
  );
});

describe('addOrUpdateToleration', () => {
  it('replaces a matching toleration in place, dropping its seconds, and appends otherwise', () => {
    const added = t('foo', 'Exists', '', 'NoExecute');
    expect(addOrUpdateToleration([f('faz-nosched'), f('foo-noexec-10')], added)).toEqual([
      f('faz-nosched'),
      added,
    ]);
    expect(addOrUpdateToleration([f('faz-nosched')], added)).toEqual([f('faz-nosched'), added]);
  });
});
