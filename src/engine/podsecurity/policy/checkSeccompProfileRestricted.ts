// Seccomp profiles must be set, to runtime default or localhost: mirrors
// k8s.io/pod-security-admission/policy/check_seccompProfile_restricted.go (v0.32).
// Restricted fields: securityContext.seccompProfile.type of the pod and every container; a
// container may leave it unset when the pod sets a valid one.

import { levelRestricted } from '../api/constants.ts';
import { majorMinorVersion } from '../api/version.ts';
import type { JsonObject } from '../../apimachinery/types.ts';
import { type CheckResult, allowedResult, forbiddenResult } from './checkResult.ts';
import type { Check } from './checks.ts';
import { checkSeccompBaselineID } from './checkSeccompProfileBaseline.ts';
import { joinQuote, pluralize } from './helpers.ts';
import { isWindowsPod } from './podJson.ts';
import { badSeccompDetail, seccompSettings } from './seccomp.ts';

/** Returns the restricted seccomp check from 1.19; it replaces the baseline one. */
export function checkSeccompProfileRestricted(): Check {
  const overrideCheckIDs = [checkSeccompBaselineID];
  return {
    id: 'seccompProfile_restricted',
    level: levelRestricted,
    versions: [
      {
        minimumVersion: majorMinorVersion(1, 19),
        checkPod: seccompProfileRestricted_1_19,
        overrideCheckIDs,
      },
      // From 1.25 a pod with spec.os.name=windows is exempt.
      {
        minimumVersion: majorMinorVersion(1, 25),
        checkPod: seccompProfileRestricted_1_25,
        overrideCheckIDs,
      },
    ],
  };
}

/** Forbids bad seccompProfile types and containers not covered by a valid pod-level one. */
export function seccompProfileRestricted_1_19(
  _podMetadata: JsonObject,
  podSpec: JsonObject,
): CheckResult {
  const settings = seccompSettings(podSpec);
  if (settings.badSetters.length > 0)
    return forbiddenResult('seccompProfile', badSeccompDetail(settings));
  // containers that did not set seccompProfile and are not covered by a valid pod-level one
  const implicitlyBad = settings.podSeccompSet ? [] : settings.unsetContainers;
  if (implicitlyBad.length > 0) {
    return forbiddenResult(
      'seccompProfile',
      `pod or ${pluralize('container', 'containers', implicitlyBad.length)} ${joinQuote(implicitlyBad)} must set securityContext.seccompProfile.type to "RuntimeDefault" or "Localhost"`,
    );
  }
  return allowedResult();
}

/** Exempts Windows pods: API validation already forbids seccompProfile there. */
export function seccompProfileRestricted_1_25(
  podMetadata: JsonObject,
  podSpec: JsonObject,
): CheckResult {
  if (isWindowsPod(podSpec)) return allowedResult();
  return seccompProfileRestricted_1_19(podMetadata, podSpec);
}
