import { describe, expect, it } from 'vitest';
import { isOlderVersion } from './versionOrder.ts';

describe('isOlderVersion', () => {
  it.each([
    ['v1beta1', 'v1', true],
    ['v1alpha1', 'v1beta1', true],
    ['v1beta1', 'v1beta2', true],
    ['v1', 'v2', true],
    ['v2beta2', 'v1', true],
    ['v1', 'v1beta1', false],
    ['v1beta2', 'v1beta1', false],
    ['v1', 'v1', false],
    ['foo', 'v1alpha1', true],
  ])('%s is older than %s: %s', (a, b, expected) => {
    expect(isOlderVersion(a, b)).toBe(expected);
  });
});
