// The Kubernetes semver library (k8s.io/apiserver/pkg/cel/library/semverlib.go, type
// kubernetes.Semver), at SemverVersion(1) as environment/base.go registers it: with normalize.

import type { Environment } from '@marcbachmann/cel-js';
import { EvaluationError } from '@marcbachmann/cel-js';
import type { CelOpaque } from './celValues.ts';
import { registerOpaqueEquality } from './namespace.ts';
import {
  type SemverVersion,
  SemverError,
  compareSemver,
  normalizeAndParseSemver,
  parseSemver,
} from './semverParse.ts';

/** A semantic version (apiservercel.Semver), equal when Compare is 0 (build metadata ignored). */
export class Semver implements CelOpaque {
  readonly celTypeName = 'kubernetes.Semver';
  constructor(readonly version: SemverVersion) {}
  celEquals(other: unknown): boolean {
    return other instanceof Semver && compareSemver(this.version, other.version) === 0;
  }
  /** blang/semver Version.String(), for the trace. */
  toString(): string {
    const { major, minor, patch, pre, build } = this.version;
    return `${major}.${minor}.${patch}${pre.length > 0 ? `-${pre.join('.')}` : ''}${build.length > 0 ? `+${build.join('.')}` : ''}`;
  }
}

function toSemver(s: string, normalize: boolean): Semver {
  try {
    return new Semver(normalize ? normalizeAndParseSemver(s) : parseSemver(s));
  } catch (e) {
    if (e instanceof SemverError) throw new EvaluationError(e.message);
    throw e;
  }
}

function isSemver(s: string, normalize: boolean): boolean {
  try {
    toSemver(s, normalize);
    return true;
  } catch {
    return false;
  }
}

/** Registers the semver library (IntroducedVersion 1.33). */
export function registerSemverLibrary(env: Environment): void {
  const T = 'kubernetes.Semver';
  env.registerType(T, Semver);
  registerOpaqueEquality(env, T);
  env.registerFunction(`semver(string): ${T}`, (s: string) => toSemver(s, false));
  env.registerFunction(`semver(string, bool): ${T}`, toSemver);
  env.registerFunction('isSemver(string): bool', (s: string) => isSemver(s, false));
  env.registerFunction('isSemver(string, bool): bool', isSemver);
  env.registerFunction(`${T}.major(): int`, (v: Semver) => v.version.major);
  env.registerFunction(`${T}.minor(): int`, (v: Semver) => v.version.minor);
  env.registerFunction(`${T}.patch(): int`, (v: Semver) => v.version.patch);
  const compare = (a: Semver, b: Semver) => compareSemver(a.version, b.version);
  env.registerFunction(
    `${T}.isGreaterThan(${T}): bool`,
    (a: Semver, b: Semver) => compare(a, b) === 1,
  );
  env.registerFunction(
    `${T}.isLessThan(${T}): bool`,
    (a: Semver, b: Semver) => compare(a, b) === -1,
  );
  env.registerFunction(`${T}.compareTo(${T}): int`, (a: Semver, b: Semver) =>
    BigInt(compare(a, b)),
  );
}
