import { describe, expect, it } from 'vitest';
import { atLeast, KUBERNETES_VERSIONS, previousMinor } from './version.ts';

describe('Kubernetes versions', () => {
  it('lists 1.32 to 1.37 oldest first', () => {
    expect(KUBERNETES_VERSIONS).toEqual(['1.32', '1.33', '1.34', '1.35', '1.36', '1.37']);
  });

  it.each([
    ['1.32', '1.33', false],
    ['1.33', '1.33', true],
    ['1.37', '1.36', true],
    ['1.35', '1.36', false],
  ] as const)('atLeast(%s, %s) is %s', (v, since, want) => {
    expect(atLeast(v, since)).toBe(want);
  });

  it.each([
    ['1.37', '1.36'],
    ['1.33', '1.32'],
    ['1.32', '1.32'],
  ] as const)('the minor before %s is %s', (v, want) => {
    expect(previousMinor(v)).toBe(want);
  });
});
