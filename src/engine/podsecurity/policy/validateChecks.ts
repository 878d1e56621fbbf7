// Rejects malformed check lists before the registry is built: mirrors validateChecks of
// k8s.io/pod-security-admission/policy/registry.go (v0.32), with its error texts.

import { levelBaseline, levelRestricted } from '../api/constants.ts';
import { older, versionString, versionsEqual, zeroVersion } from '../api/version.ts';
import type { Check, CheckID } from './checks.ts';

/** Returns upstream's error text for an invalid list of checks, or undefined when it is valid. */
export function validateChecks(checks: readonly Check[]): string | undefined {
  const ids = new Map<CheckID, string>();
  for (const check of checks) {
    if (ids.has(check.id)) return `multiple checks registered for ID ${check.id}`;
    ids.set(check.id, check.level);
    if (check.level !== levelBaseline && check.level !== levelRestricted) {
      return `check ${check.id}: invalid level ${check.level}`;
    }
    if (check.versions.length === 0) return `check ${check.id}: empty`;
    let maxVersion = zeroVersion();
    for (const c of check.versions) {
      if (versionsEqual(c.minimumVersion, zeroVersion()))
        return `check ${check.id}: undefined version found`;
      if (c.minimumVersion.latest) return `check ${check.id}: version cannot be 'latest'`;
      if (versionsEqual(maxVersion, c.minimumVersion)) {
        return `check ${check.id}: duplicate version ${versionString(c.minimumVersion)}`;
      }
      if (!older(maxVersion, c.minimumVersion))
        return `check ${check.id}: versions must be strictly increasing`;
      maxVersion = c.minimumVersion;
    }
  }
  // Second pass to validate overrides.
  for (const check of checks) {
    for (const c of check.versions) {
      if ((c.overrideCheckIDs ?? []).length === 0) continue;
      if (check.level !== levelRestricted)
        return `check ${check.id}: only restricted checks may set overrides`;
      for (const override of c.overrideCheckIDs ?? []) {
        const overriddenLevel = ids.get(override);
        if (overriddenLevel !== undefined && overriddenLevel !== levelBaseline) {
          return `check ${check.id}: overrides ${overriddenLevel} check ${override}`;
        }
      }
    }
  }
  return undefined;
}
