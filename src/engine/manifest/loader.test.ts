import { describe, expect, it } from 'vitest';
import type { StaticManifestFile } from '../scenario/types.ts';
import { loadFiles, statPath } from './loader.ts';

const file = (path: string, ...names: string[]): StaticManifestFile => ({
  path,
  pointer: `/cluster/staticManifests/${path}`,
  objects: names.map((name, i) => ({ object: { kind: name }, pointer: `${path}#${i}` })),
});

const files = [
  file('/etc/vap/b.yaml', 'B1', 'B2'),
  file('/etc/vap/A.yml', 'A'),
  file('/etc/vap/c.JSON', 'C'),
  file('/etc/vap/notes.txt', 'T'),
  file('/etc/vap/sub/d.yaml', 'D'),
  file('/etc/other/e.yaml', 'E'),
];

describe('loadFiles', () => {
  it('reads the yaml, yml and json files directly in the directory, by file name, documents in order', () => {
    expect(loadFiles('/etc/vap', files).map((d) => d.doc.object['kind'])).toEqual([
      'A',
      'B1',
      'B2',
      'C',
    ]);
  });

  it('takes the directory with a trailing slash as the same directory', () => {
    expect(loadFiles('/etc/vap/', files).map((d) => d.filePath)).toContain('/etc/vap/A.yml');
  });
});

describe('statPath', () => {
  it.each([
    ['/etc/vap', 'directory'],
    ['/etc/vap/sub', 'directory'],
    ['/etc/vap/b.yaml', 'file'],
    ['/etc/none', 'missing'],
    ['/etc/va', 'missing'],
  ])('finds %s a %s', (path, want) => {
    expect(statPath(path, files)).toBe(want);
  });
});
