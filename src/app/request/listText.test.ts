import { describe, expect, it } from 'vitest';
import { formatExtra, parseExtra, parseList } from './listText.ts';
import { matchingPreset, userPresets } from './userPresets.ts';

describe('list text', () => {
  it.each([
    ['a, b', ['a', 'b']],
    [' a,,b ,', ['a', 'b']],
    ['', []],
  ])('parses %j', (text, list) => expect(parseList(text)).toEqual(list));

  it('round-trips extra', () => {
    const extra = { 'scopes.example.com': ['read', 'write'], team: ['a'] };
    expect(parseExtra(formatExtra(extra))).toEqual(extra);
    expect(parseExtra('k')).toEqual({ k: [] });
  });
});

describe('user presets', () => {
  it('recognises the service account preset in the request namespace', () => {
    const sa = userPresets.find((p) => p.id === 'serviceaccount')!.user('team-a');
    expect(sa.username).toBe('system:serviceaccount:team-a:default');
    expect(matchingPreset(sa.username, sa.groups, 'team-a')).toBe('serviceaccount');
    expect(matchingPreset('bob', [], 'team-a')).toBe('');
  });
});
