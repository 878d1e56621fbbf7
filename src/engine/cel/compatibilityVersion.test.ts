import { describe, expect, it } from 'vitest';
import { compileCel } from './compile.ts';
import {
  newExpressionsMinor,
  readMinCompatibilityVersion,
  withMinCompatibilityVersion,
} from './compatibilityVersion.ts';

describe('readMinCompatibilityVersion', () => {
  it.each([
    ['1.34', '1.37', { major: 1n, minor: 34n }],
    ['1.37', '1.37', { major: 1n, minor: 37n }],
    ['kube=1.35', '1.36', { major: 1n, minor: 35n }],
    ['kube = 1.35', '1.36', { major: 1n, minor: 35n }],
    ['v1.35', '1.35', { major: 1n, minor: 35n }],
    ['1.35.0', '1.35', { major: 1n, minor: 35n }],
    ['', '1.36', { major: 1n, minor: 35n }],
    // compatibility/version.go Validate: floor (binary − 3) to the emulation version.
    ['1.33', '1.37', { error: 'minCompatibilityVersion version 1.33 is not between [1.34, 1.37]' }],
    ['1.36', '1.35', { error: 'minCompatibilityVersion version 1.36 is not between [1.32, 1.35]' }],
    ['2.0', '1.36', { error: 'minCompatibilityVersion version 2.0 is not between [1.33, 1.36]' }],
    // registry.go toVersionMap and Set.
    ['1.35.1', '1.36', { error: 'patch version not allowed, got: kube=1.35.1' }],
    ['1.35,1.36', '1.36', { error: 'duplicate version flag, kube=1.35 and kube=1.36' }],
    ['wardle=1.2', '1.36', { error: 'component not registered: wardle' }],
    // k8s.io/apimachinery pkg/util/version parse.
    ['latest', '1.36', { error: 'could not parse "latest" as version' }],
    ['1', '1.36', { error: 'illegal version string "1"' }],
    ['01.35', '1.36', { error: 'illegal zero-prefixed version component "01" in "01.35"' }],
    // The flag is new in 1.35 (kubernetes#133980).
    ['1.33', '1.34', { error: 'unknown flag: --min-compatibility-version' }],
    ['1.32', '1.32', { error: 'unknown flag: --min-compatibility-version' }],
  ])('%s at %s', (value, version, want) => {
    expect(readMinCompatibilityVersion(value, version)).toEqual(want);
  });
});

const written = (expr: string, version: string, minor?: number) =>
  withMinCompatibilityVersion(minor, () => {
    const c = compileCel(expr, { kubernetesVersion: version, mode: 'new', declare: ['object'] });
    return c.ok ? 'ok' : c.message.split('\n')[0];
  });

describe('the compatibility version new expressions are checked against', () => {
  it('is the previous minor by default', () => {
    expect(newExpressionsMinor('1.37')).toBe(36);
    expect(written('[1].includes(1)', '1.37')).toBe(
      "ERROR: <input>:1:13: undeclared reference to 'includes' (in container '')",
    );
  });

  it("is the flag's: 1.37 lets a new expression use 1.37's includes", () => {
    expect(written('[1].includes(1)', '1.37', 37)).toBe('ok');
  });

  it('may go down to the floor: at 1.35, 1.32 refuses semver in a new expression', () => {
    expect(written("semver('1.2.3').major() == 1", '1.35')).toBe('ok');
    expect(written("semver('1.2.3').major() == 1", '1.35', 32)).toBe(
      "ERROR: <input>:1:7: undeclared reference to 'semver' (in container '')",
    );
  });

  it("leaves stored expressions with the running version's libraries", () => {
    const stored = withMinCompatibilityVersion(34, () =>
      compileCel('[1].includes(1)', { kubernetesVersion: '1.37', mode: 'stored', declare: [] }),
    );
    expect(stored.ok).toBe(true);
  });

  it('holds only inside the run that set it', () => {
    withMinCompatibilityVersion(37, () => undefined);
    expect(newExpressionsMinor('1.37')).toBe(36);
  });
});
