// github.com/blang/semver/v4 Parse and Compare, plus the Kubernetes normalizeAndParse
// (k8s.io/apiserver/pkg/cel/library/semverlib.go), with their error messages.

import { goQuote } from '../../apimachinery/goQuote.ts';

export interface SemverVersion {
  major: bigint;
  minor: bigint;
  patch: bigint;
  pre: (bigint | string)[];
  build: string[];
}

export class SemverError extends Error {}

const NUMBERS = /^[0-9]*$/;
const ALPHANUM = /^[0-9A-Za-z-]*$/;
const MAX_UINT64 = 2n ** 64n - 1n;
const hasLeadingZeroes = (s: string) => s.length > 1 && s[0] === '0';

/** strconv.ParseUint(s, 10, 64) with its error text. */
function parseUint(s: string): bigint {
  if (s === '' || !NUMBERS.test(s))
    throw new SemverError(`strconv.ParseUint: parsing ${goQuote(s)}: invalid syntax`);
  const v = BigInt(s);
  if (v > MAX_UINT64)
    throw new SemverError(`strconv.ParseUint: parsing ${goQuote(s)}: value out of range`);
  return v;
}

function component(s: string, name: 'Major' | 'Minor' | 'Patch'): bigint {
  if (!NUMBERS.test(s))
    throw new SemverError(
      `Invalid character(s) found in ${name.toLowerCase()} number ${goQuote(s)}`,
    );
  if (hasLeadingZeroes(s))
    throw new SemverError(`${name} number must not contain leading zeroes ${goQuote(s)}`);
  return parseUint(s);
}

/** semver.Parse. */
export function parseSemver(s: string): SemverVersion {
  if (s === '') throw new SemverError('Version string empty');
  const parts = splitN(s, '.', 3);
  if (parts.length !== 3) throw new SemverError('No Major.Minor.Patch elements found');
  const major = component(parts[0] ?? '', 'Major');
  const minor = component(parts[1] ?? '', 'Minor');
  let patchStr = parts[2] ?? '';
  let build: string[] = [];
  let prerelease: string[] = [];
  const b = patchStr.indexOf('+');
  if (b !== -1) [build, patchStr] = [patchStr.slice(b + 1).split('.'), patchStr.slice(0, b)];
  const p = patchStr.indexOf('-');
  if (p !== -1) [prerelease, patchStr] = [patchStr.slice(p + 1).split('.'), patchStr.slice(0, p)];
  const patch = component(patchStr, 'Patch');
  const pre = prerelease.map((pr): bigint | string => {
    if (pr === '') throw new SemverError('Prerelease is empty');
    if (NUMBERS.test(pr)) {
      if (hasLeadingZeroes(pr))
        throw new SemverError(
          `Numeric PreRelease version must not contain leading zeroes ${goQuote(pr)}`,
        );
      return parseUint(pr);
    }
    if (ALPHANUM.test(pr)) return pr;
    throw new SemverError(`Invalid character(s) found in prerelease ${goQuote(pr)}`);
  });
  for (const m of build) {
    if (m === '') throw new SemverError('Build meta data is empty');
    if (!ALPHANUM.test(m))
      throw new SemverError(`Invalid character(s) found in build meta data ${goQuote(m)}`);
  }
  return { major, minor, patch, pre, build };
}

/** strings.SplitN. */
function splitN(s: string, sep: string, n: number): string[] {
  const parts = s.split(sep);
  return parts.length <= n ? parts : [...parts.slice(0, n - 1), parts.slice(n - 1).join(sep)];
}

/** normalizeAndParse: drop a "v", strip leading zeros, pad to major.minor.patch. */
export function normalizeAndParseSemver(input: string): SemverVersion {
  const s = input.startsWith('v') ? input.slice(1) : input;
  const parts = splitN(s, '.', 3).map((p) => {
    if (p.length <= 1) return p;
    const t = p.replace(/^0+/, '');
    return t === '' || !/[0-9]/.test(t.charAt(0)) ? '0' + t : t;
  });
  if (parts.length < 3) {
    if (/[+-]/.test(parts[parts.length - 1] ?? ''))
      throw new SemverError('short version cannot contain PreRelease/Build meta data');
    while (parts.length < 3) parts.push('0');
  }
  return parseSemver(parts.join('.'));
}

const cmp = <T extends bigint | string | number>(a: T, b: T) => (a < b ? -1 : a > b ? 1 : 0);

/** Version.Compare: precedence per semver 2.0 (build metadata ignored). */
export function compareSemver(v: SemverVersion, o: SemverVersion): number {
  const core = cmp(v.major, o.major) || cmp(v.minor, o.minor) || cmp(v.patch, o.patch);
  if (core !== 0) return core;
  if (v.pre.length === 0 && o.pre.length === 0) return 0;
  if (v.pre.length === 0) return 1;
  if (o.pre.length === 0) return -1;
  for (let i = 0; i < Math.min(v.pre.length, o.pre.length); i++) {
    const [a, b] = [v.pre[i], o.pre[i]];
    if (typeof a === 'bigint' && typeof b === 'bigint') {
      if (a !== b) return cmp(a, b);
    } else if (typeof a === 'bigint') return -1;
    else if (typeof b === 'bigint') return 1;
    else if (a !== b) return cmp(a ?? '', b ?? '');
  }
  return cmp(v.pre.length, o.pre.length);
}
