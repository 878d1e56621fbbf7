import { describe, expect, it } from 'vitest';
import { validateManifestName, validateStaticManifestsDir } from './validation.ts';

describe('validateStaticManifestsDir', () => {
  it.each([
    ['an empty value is no directory at all', '', false, 'missing', undefined],
    ['a directory with the gate on is accepted', '/etc/vap', true, 'directory', undefined],
    [
      'the gate off forbids the field',
      '/etc/vap',
      false,
      'directory',
      'staticManifestsDir: Forbidden: staticManifestsDir requires the ManifestBasedAdmissionControlConfig feature gate to be enabled',
    ],
    [
      'a relative path is invalid',
      'etc/vap',
      true,
      'directory',
      'staticManifestsDir: Invalid value: "etc/vap": must be an absolute file path',
    ],
    [
      'a missing directory cannot be read',
      '/etc/none',
      true,
      'missing',
      'staticManifestsDir: Invalid value: "/etc/none": unable to read: stat /etc/none: no such file or directory',
    ],
    [
      'a file is not a directory',
      '/etc/vap/a.yaml',
      true,
      'file',
      'staticManifestsDir: Invalid value: "/etc/vap/a.yaml": must be a directory',
    ],
  ] as const)('%s', (_, dir, gate, stat, want) => {
    expect(validateStaticManifestsDir(dir, gate, stat, '1.37')).toBe(want);
  });
});

describe('validateManifestName', () => {
  it('accepts a new static name and remembers its file', () => {
    const seen = new Map<string, string>();
    expect(validateManifestName('a.static.k8s.io', '/d/a.yaml', seen)).toBeUndefined();
    expect(seen.get('a.static.k8s.io')).toBe('/d/a.yaml');
  });

  it.each([
    ['', 'resource in file "/d/b.yaml" must have a name'],
    ['guard', '"guard" in file "/d/b.yaml" must have a name ending with ".static.k8s.io"'],
    [
      'a.static.k8s.io',
      'duplicate name "a.static.k8s.io" found in file "/d/b.yaml" (previously seen in "/d/a.yaml")',
    ],
  ])('refuses %j', (name, want) => {
    const seen = new Map([['a.static.k8s.io', '/d/a.yaml']]);
    expect(validateManifestName(name, '/d/b.yaml', seen)).toBe(want);
  });
});
