// Table tests for schema.ParseGroupVersion (cases after group_version_test.go TestParseGroupVersion).

import { describe, expect, it } from 'vitest';
import { groupVersionString, parseGroupVersion } from './groupVersion.ts';

describe('parseGroupVersion', () => {
  it.each([
    ['the core group', 'v1', { group: '', version: 'v1' }],
    ['a named group', 'apps/v1', { group: 'apps', version: 'v1' }],
    ['an empty string', '', { group: '', version: '' }],
    ['a lone slash', '/', { group: '', version: '' }],
    ['a group without a version', 'apps/', { group: 'apps', version: '' }],
    ['two slashes', 'a/b/c', { error: 'unexpected GroupVersion string: a/b/c' }],
  ])('parses %s', (_, gv, out) => {
    expect(parseGroupVersion(gv)).toEqual(out);
  });

  it('renders the core group as the version alone', () => {
    expect(groupVersionString({ group: '', version: 'v1' })).toBe('v1');
    expect(groupVersionString({ group: 'apps', version: 'v1' })).toBe('apps/v1');
  });
});
