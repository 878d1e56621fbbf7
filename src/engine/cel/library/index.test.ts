import { describe, expect, it } from 'vitest';
import { newTestEnv, run } from './testEnv.ts';

// environment/base.go IntroducedVersion of each library decides whether an expression compiles.
describe('registerKubernetesLibraries', () => {
  it.each([
    ["semver('1.0.0').major()", 33],
    ['[1].all(i, v, v > 0)', 32],
    ["format.dns1123Label().validate('a').hasValue()", 31],
    ["isIP('1.2.3.4')", 30],
    ["isCIDR('1.2.3.0/24')", 30],
    ['sets.contains([1], [1])', 29],
    ["'a'.charAt(0) == 'a'", 29],
    ["isQuantity('1Gi')", 28],
    ["isURL('/a')", 0],
    ["'a1'.find('[0-9]') == '1'", 0],
    ['[1, 2].isSorted()', 0],
  ])('%s needs 1.%i', (expr, minor) => {
    expect(run(newTestEnv(minor), expr).error).toBeUndefined();
    if (minor > 0) expect(run(newTestEnv(minor - 1), expr).error).toBeDefined();
  });

  it('registers all libraries into one environment without overlaps', () => {
    expect(() => newTestEnv(34)).not.toThrow();
  });
});
