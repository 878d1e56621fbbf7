// Picks the checks that apply at a level and version and runs them: mirrors
// k8s.io/pod-security-admission/policy/registry.go (v0.32, with the emulation-version cap).

import { levelBaseline, levelPrivileged, levelRestricted } from '../api/constants.ts';
import type { LevelVersion } from '../api/levelVersion.ts';
import {
  type Version,
  majorMinorVersion,
  older,
  versionString,
  zeroVersion,
} from '../api/version.ts';
import type { JsonObject } from '../../apimachinery/types.ts';
import type { CheckResult } from './checkResult.ts';
import type { Check, CheckID, CheckOptions, CheckPodFn, VersionedCheck } from './checks.ts';
import { compareUtf8 } from '../../apimachinery/utf8.ts';
import { validateChecks } from './validateChecks.ts';

/** Evaluates pods against a level at a version (policy.Evaluator). */
export interface Evaluator {
  /** Runs every applicable check, in registry order, returning all results (allowed or not). */
  evaluatePod(
    lv: LevelVersion,
    podMetadata: JsonObject | undefined,
    podSpec: JsonObject | undefined,
    opts?: CheckOptions,
  ): CheckResult[];
}

const defaultOptions: CheckOptions = { relaxPolicyForUserNamespacePods: false };

// Versions are keyed by their string: Go keys a map by the Version struct.
type ByVersion<T> = Map<string, T>;

/**
 * Builds an evaluator from checks, or returns upstream's error text when they are invalid. An
 * emulation version older than the newest check lowers the version that "latest" resolves to.
 */
export function newEvaluator(
  checks: readonly Check[],
  emulationVersion?: Version,
): { ok: true; value: Evaluator } | { ok: false; error: string } {
  const err = validateChecks(checks);
  if (err !== undefined) return { ok: false, error: err };
  const baselineChecks: ByVersion<CheckPodFn[]> = new Map();
  const restrictedChecks: ByVersion<CheckPodFn[]> = new Map();
  let maxVersion = populate(checks, baselineChecks, restrictedChecks);
  if (emulationVersion !== undefined && older(emulationVersion, maxVersion))
    maxVersion = emulationVersion;

  const evaluatePod: Evaluator['evaluatePod'] = (
    lv,
    podMetadata,
    podSpec,
    opts = defaultOptions,
  ) => {
    if (lv.level === levelPrivileged) return [];
    const version = older(maxVersion, lv.version) ? maxVersion : lv.version;
    const table = lv.level === levelBaseline ? baselineChecks : restrictedChecks;
    const fns = table.get(versionString(version)) ?? [];
    return fns.map((check) => check(podMetadata ?? {}, podSpec ?? {}, opts));
  };
  return { ok: true, value: { evaluatePod } };
}

// nextMinor increments the minor version (latest stays latest).
const nextMinor = (v: Version): Version => (v.latest ? v : majorMinorVersion(v.major, v.minor + 1));

// Fills both tables for every version from v1.0 to the newest minimum version; returns that max.
function populate(
  checks: readonly Check[],
  baseline: ByVersion<CheckPodFn[]>,
  restricted: ByVersion<CheckPodFn[]>,
): Version {
  let maxVersion = zeroVersion();
  for (const c of checks) {
    const last = c.versions[c.versions.length - 1]?.minimumVersion;
    if (last !== undefined && older(maxVersion, last)) maxVersion = last;
  }
  const restrictedVersioned: ByVersion<Map<CheckID, VersionedCheck>> = new Map();
  const baselineVersioned: ByVersion<Map<CheckID, VersionedCheck>> = new Map();
  const baselineIDs: CheckID[] = [];
  const restrictedIDs: CheckID[] = [];
  for (const c of checks) {
    if (c.level === levelRestricted) {
      restrictedIDs.push(c.id);
      inflateVersions(c, restrictedVersioned, maxVersion);
    } else {
      baselineIDs.push(c.id);
      inflateVersions(c, baselineVersioned, maxVersion);
    }
  }
  // Sort the IDs to keep messages stable: baseline checks first, then restricted.
  const orderedIDs = [...baselineIDs.sort(compareUtf8), ...restrictedIDs.sort(compareUtf8)];

  for (let v = majorMinorVersion(1, 0); older(v, nextMinor(maxVersion)); v = nextMinor(v)) {
    const key = versionString(v);
    const restrictedAtV = restrictedVersioned.get(key) ?? new Map<CheckID, VersionedCheck>();
    const baselineAtV = baselineVersioned.get(key) ?? new Map<CheckID, VersionedCheck>();
    const overrides = new Set<CheckID>();
    for (const c of restrictedAtV.values())
      for (const o of c.overrideCheckIDs ?? []) overrides.add(o);
    // Restricted runs the baseline checks that no restricted check overrides.
    for (const [id, c] of baselineAtV) if (!overrides.has(id)) restrictedAtV.set(id, c);
    restricted.set(key, mapCheckPodFns(restrictedAtV, orderedIDs));
    baseline.set(key, mapCheckPodFns(baselineAtV, orderedIDs));
  }
  return maxVersion;
}

// Records each revision for every version from its minimum up to the next revision (or max+1).
function inflateVersions(
  check: Check,
  versions: ByVersion<Map<CheckID, VersionedCheck>>,
  maxVersion: Version,
): void {
  check.versions.forEach((c, i) => {
    // Assumes only one major version, as upstream does.
    const nextVersion = check.versions[i + 1]?.minimumVersion ?? nextMinor(maxVersion);
    for (let v = c.minimumVersion; older(v, nextVersion); v = nextMinor(v)) {
      const key = versionString(v);
      const atV = versions.get(key) ?? new Map<CheckID, VersionedCheck>();
      atV.set(check.id, c);
      versions.set(key, atV);
    }
  });
}

// Orders a version's checks by orderedIDs.
const mapCheckPodFns = (
  checks: Map<CheckID, VersionedCheck>,
  orderedIDs: readonly CheckID[],
): CheckPodFn[] =>
  orderedIDs.flatMap((id) => {
    const check = checks.get(id);
    return check === undefined ? [] : [check.checkPod];
  });
