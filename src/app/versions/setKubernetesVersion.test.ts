import { describe, expect, it } from 'vitest';
import { setKubernetesVersion } from './setKubernetesVersion.ts';

describe('setKubernetesVersion', () => {
  it.each([
    ['a quoted value', 'kind: X\nkubernetesVersion: "1.32"  # old\nrequest: {}\n'],
    ['a plain value', 'kind: X\nkubernetesVersion: 1.32  # old\nrequest: {}\n'],
  ])('replaces %s and nothing else', (_name, source) => {
    expect(setKubernetesVersion(source, '1.37')).toBe(
      'kind: X\nkubernetesVersion: "1.37"  # old\nrequest: {}\n',
    );
  });

  it('fills an empty value', () => {
    expect(setKubernetesVersion('kubernetesVersion:\nrequest: {}\n', '1.35')).toBe(
      'kubernetesVersion: "1.35"\nrequest: {}\n',
    );
  });

  it('adds the line after the header fields, a block description included', () => {
    const source =
      'apiVersion: v\nkind: X\ndescription: |\n  two\n  lines\n\n# keep\nrequest: {}\n';
    expect(setKubernetesVersion(source, '1.36')).toBe(
      'apiVersion: v\nkind: X\ndescription: |\n  two\n  lines\nkubernetesVersion: "1.36"\n\n# keep\nrequest: {}\n',
    );
  });

  it('adds it at the top when there is no header, and to an empty text', () => {
    expect(setKubernetesVersion('request: {}\n', '1.33')).toBe(
      'kubernetesVersion: "1.33"\nrequest: {}\n',
    );
    expect(setKubernetesVersion('', '1.33')).toBe('kubernetesVersion: "1.33"\n');
  });

  it('refuses a text that is not a block map', () => {
    expect(setKubernetesVersion('a: [', '1.37')).toBeUndefined();
    expect(setKubernetesVersion('- 1\n', '1.37')).toBeUndefined();
    expect(setKubernetesVersion('{ a: 1 }', '1.37')).toBeUndefined();
  });
});
