// Ports TestParseVersion (api/helpers_test.go) and checks Older and String.

import { describe, expect, it } from 'vitest';
import {
  latestVersion,
  majorMinorVersion,
  older,
  parseVersion,
  versionString,
  versionsEqual,
} from './version.ts';

describe('parseVersion', () => {
  it.each([
    ['latest', latestVersion()],
    ['v1.0', majorMinorVersion(1, 0)],
    ['v1.1', majorMinorVersion(1, 1)],
    ['v1.20', majorMinorVersion(1, 20)],
    ['v1.10000', majorMinorVersion(1, 10000)],
  ])('parses %s', (input, want) => {
    expect(parseVersion(input)).toEqual({ ok: true, value: want });
  });

  it.each([
    'foo',
    '',
    'v2.0',
    'v1',
    '1.1',
    'v1.01',
    'v1.',
    'v1.-1',
    'v1.1 ',
    'Latest',
    'v1.99999999999999999999',
  ])('rejects %j with upstream text and falls back to latest', (input) => {
    expect(parseVersion(input)).toEqual({
      ok: false,
      value: latestVersion(),
      error: 'must be "latest" or "v1.x"',
    });
  });
});

describe('versions', () => {
  it.each([
    [majorMinorVersion(1, 20), majorMinorVersion(1, 21), true],
    [majorMinorVersion(1, 21), majorMinorVersion(1, 20), false],
    [majorMinorVersion(1, 20), majorMinorVersion(1, 20), false],
    [majorMinorVersion(1, 99), majorMinorVersion(2, 0), true],
    [majorMinorVersion(1, 20), latestVersion(), true],
    [latestVersion(), majorMinorVersion(9, 9), false],
    [latestVersion(), latestVersion(), false],
  ])('older(%j, %j) is %s', (a, b, want) => expect(older(a, b)).toBe(want));

  it('renders latest and v1.N as Version.String does', () => {
    expect(versionString(latestVersion())).toBe('latest');
    expect(versionString(majorMinorVersion(1, 25))).toBe('v1.25');
  });

  it('compares versions as Go == does', () => {
    expect(versionsEqual(majorMinorVersion(1, 2), majorMinorVersion(1, 2))).toBe(true);
    expect(versionsEqual(majorMinorVersion(1, 2), majorMinorVersion(1, 3))).toBe(false);
    expect(versionsEqual(latestVersion(), latestVersion())).toBe(true);
    expect(versionsEqual(latestVersion(), majorMinorVersion(0, 0))).toBe(false);
  });
});
