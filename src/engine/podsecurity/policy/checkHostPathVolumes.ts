// HostPath volumes must be forbidden: mirrors
// k8s.io/pod-security-admission/policy/check_hostPathVolumes.go (v0.32).
// Restricted field: spec.volumes[*].hostPath. Allowed: undefined/null.

import { levelBaseline } from '../api/constants.ts';
import { majorMinorVersion } from '../api/version.ts';
import type { JsonObject } from '../../apimachinery/types.ts';
import { type CheckResult, allowedResult, forbiddenResult } from './checkResult.ts';
import type { Check } from './checks.ts';
import { joinQuote, pluralize } from './helpers.ts';
import { asString, child, field, objects } from './podJson.ts';

/** The ID restricted volumes overrides. */
export const checkHostPathVolumesID = 'hostPathVolumes';

/** Returns the baseline check forbidding hostPath volumes from 1.0. */
export function checkHostPathVolumes(): Check {
  return {
    id: checkHostPathVolumesID,
    level: levelBaseline,
    versions: [{ minimumVersion: majorMinorVersion(1, 0), checkPod: hostPathVolumes_1_0 }],
  };
}

/** Forbids volumes with a hostPath source. */
export function hostPathVolumes_1_0(_podMetadata: JsonObject, podSpec: JsonObject): CheckResult {
  const hostVolumes = objects(field(podSpec, 'volumes'))
    .filter((volume) => child(volume, 'hostPath') !== undefined)
    .map((volume) => asString(field(volume, 'name')));
  if (hostVolumes.length > 0) {
    return forbiddenResult(
      'hostPath volumes',
      `${pluralize('volume', 'volumes', hostVolumes.length)} ${joinQuote(hostVolumes)}`,
    );
  }
  return allowedResult();
}
