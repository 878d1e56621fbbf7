// The default /proc masks stay required at restricted, even for user-namespaced pods: mirrors
// k8s.io/pod-security-admission/policy/check_procMount_restricted.go (v0.35). From 1.35 it runs the
// unconditional 1.0 check and overrides the baseline procMount check, which relaxes from 1.35.

import { levelRestricted } from '../api/constants.ts';
import { majorMinorVersion } from '../api/version.ts';
import type { JsonObject } from '../../apimachinery/types.ts';
import type { CheckResult } from './checkResult.ts';
import type { Check } from './checks.ts';
import { checkProcMountID, procMount_1_0 } from './checkProcMount.ts';
import { noRelaxation } from './helpers.ts';

/** Returns the restricted check forbidding a non-default procMount from 1.35. */
export function checkProcMountRestricted(): Check {
  return {
    id: 'procMount_restricted',
    level: levelRestricted,
    versions: [
      {
        minimumVersion: majorMinorVersion(1, 35),
        checkPod: procMountRestricted_1_35,
        overrideCheckIDs: [checkProcMountID],
      },
    ],
  };
}

/** Runs the 1.0 procMount check without any user-namespace relaxation. */
export const procMountRestricted_1_35 = (
  podMetadata: JsonObject,
  podSpec: JsonObject,
): CheckResult => procMount_1_0(podMetadata, podSpec, noRelaxation);
