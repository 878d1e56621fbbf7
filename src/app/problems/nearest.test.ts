import { describe, expect, it } from 'vitest';
import { editDistance, nearest } from './nearest.ts';

describe('editDistance', () => {
  it.each([
    ['', '', 0],
    ['pod', 'pods', 1],
    ['kitten', 'sitting', 3],
    ['deny.exmple.com', 'deny.example.com', 1],
  ])('from %j to %j is %i', (a, b, d) => {
    expect(editDistance(a, b)).toBe(d);
    expect(editDistance(b, a)).toBe(d);
  });
});

describe('nearest', () => {
  it('picks the closest candidate', () => {
    expect(nearest('pod', ['services', 'pods', 'podtemplates'])).toBe('pods');
    expect(nearest('Deployments', ['deployments', 'daemonsets'])).toBe('deployments');
    expect(nearest('pods/exe', ['pods/exec', 'pods/eviction'])).toBe('pods/exec');
  });

  it('offers nothing too far away, nor the name itself', () => {
    expect(nearest('widgets', ['pods', 'services'])).toBeUndefined();
    expect(nearest('pods', ['pods'])).toBeUndefined();
  });
});
