import { describe, expect, it } from 'vitest';
import { diffYaml } from './diffYaml.ts';

describe('diffYaml', () => {
  it('ignores key order', () => {
    expect(diffYaml({ b: 1, a: { d: 2, c: 3 } })).toBe(diffYaml({ a: { c: 3, d: 2 }, b: 1 }));
    expect(diffYaml({ b: 1, a: 2 })).toBe('a: 2\nb: 1\n');
  });

  it('is empty for no object', () => {
    expect(diffYaml(undefined)).toBe('');
  });
});
