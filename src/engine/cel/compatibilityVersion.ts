// kube-apiserver's --min-compatibility-version (1.35+, kubernetes#133980): the CEL compatibility
// version new expressions are checked against (k8s.io/apiserver pkg/cel/environment/base.go
// DefaultCompatibilityVersion returns the kube component's MinCompatibilityVersion, by default the
// previous minor). Read and refused as k8s.io/component-base compatibility/registry.go
// (toVersionMap, Set) and version.go (Validate) do, with the floor of k8s.io/apiserver
// pkg/util/compatibility/version.go (binary − 3 minors, not below 1.31).

import { minorOf } from './kubernetesMinor.ts';

const parseUint = (s: string): bigint | undefined => (/^[0-9]+$/.test(s) ? BigInt(s) : undefined);
const UINT_MAX = 2n ** 64n - 1n;

// k8s.io/apimachinery pkg/util/version parse(str, semver): the components, or its error.
function parseVersion(str: string, semver: boolean): { components: bigint[] } | { error: string } {
  const m = /^\s*v?([0-9]+(?:\.[0-9]+)*)(.*)$/s.exec(str);
  if (!m) return { error: `could not parse ${JSON.stringify(str)} as version` };
  const parts = m[1]!.split('.');
  if ((semver && parts.length !== 3) || (!semver && parts.length < 2))
    return { error: `illegal version string ${JSON.stringify(str)}` };
  const components: bigint[] = [];
  for (const [i, comp] of parts.entries()) {
    if ((i === 0 || semver) && comp.startsWith('0') && comp !== '0')
      return {
        error: `illegal zero-prefixed version component ${JSON.stringify(comp)} in ${JSON.stringify(str)}`,
      };
    const n = parseUint(comp);
    if (n === undefined || n > UINT_MAX)
      return {
        error: `illegal non-numeric version component ${JSON.stringify(comp)} in ${JSON.stringify(str)}: strconv.ParseUint: parsing ${JSON.stringify(comp)}: value out of range`,
      };
    components.push(n);
  }
  // A semantic version's pre-release and build metadata (extraMatchRE).
  const extra = m[2] ?? '';
  if (
    semver &&
    extra !== '' &&
    !/^(?:-[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?(?:\+[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?\s*$/.test(
      extra,
    )
  )
    return {
      error: `could not parse pre-release/metadata (${extra}) in version ${JSON.stringify(str)}`,
    };
  return { components };
}

// version.Parse: semantic first, else generic (whose error is the one returned).
function parse(str: string): { components: bigint[] } | { error: string } {
  const semantic = parseVersion(str, true);
  return 'components' in semantic ? semantic : parseVersion(str, false);
}

/** A flag value read: the major.minor it sets, or the error kube-apiserver stops with. */
export type MinCompatibilityVersion = { major: bigint; minor: bigint } | { error: string };

/**
 * Reads a --min-compatibility-version value (`1.35`, or `kube=1.35`; comma-separated entries) as
 * kube-apiserver of `kubernetesVersion` does, Validate included.
 */
export function readMinCompatibilityVersion(
  value: string,
  kubernetesVersion: string,
): MinCompatibilityVersion {
  const binary = minorOf(kubernetesVersion);
  // The flag comes with the compatibility registry's AddFlags in 1.35 (component-base 0b47e99).
  if (binary < 35) return { error: 'unknown flag: --min-compatibility-version' };
  // pflag's string slice of "" is empty: the default stays.
  if (value === '') return { major: 1n, minor: BigInt(binary - 1) };
  // toVersionMap: "<component>=<version>" or a version for "kube"; then Set refuses components
  // kube-apiserver did not register (it registers "kube").
  const versions = new Map<string, { major: bigint; minor: bigint; text: string }>();
  for (const entry of value.split(',')) {
    let component = 'kube';
    let v = entry;
    if (entry.includes('=')) {
      const at = entry.indexOf('=');
      component = entry.slice(0, at).trim();
      v = entry.slice(at + 1).trim();
    }
    const parsed = parse(v);
    if ('error' in parsed) return parsed;
    const [major = 0n, minor = 0n, patch = 0n] = parsed.components;
    const text = parsed.components.join('.');
    if (patch !== 0n) return { error: `patch version not allowed, got: ${component}=${text}` };
    const existing = versions.get(component);
    if (existing !== undefined)
      return {
        error: `duplicate version flag, ${component}=${existing.text} and ${component}=${text}`,
      };
    versions.set(component, { major, minor, text });
  }
  for (const component of versions.keys())
    if (component !== 'kube') return { error: `component not registered: ${component}` };
  const found = versions.get('kube')!;
  // Validate: between the floor and the emulation version (the binary's; --emulated-version is
  // not modelled).
  const floor = BigInt(Math.max(31, binary - 3));
  const { major, minor } = found;
  if (major !== 1n || minor < floor || minor > BigInt(binary))
    return {
      error: `minCompatibilityVersion version ${major}.${minor} is not between [1.${floor}, 1.${binary}]`,
    };
  return { major, minor };
}

let active: number | undefined;

/**
 * Runs `f` with the CEL compatibility version a scenario's cluster sets (a minor of 1.x); without
 * one, new expressions are checked against the previous minor's libraries.
 */
export function withMinCompatibilityVersion<T>(minor: number | undefined, f: () => T): T {
  const outer = active;
  active = minor;
  try {
    return f();
  } finally {
    active = outer;
  }
}

/** The minor whose libraries a new expression is checked against at `kubernetesVersion`. */
export function newExpressionsMinor(kubernetesVersion: string): number {
  return active ?? minorOf(kubernetesVersion) - 1;
}
