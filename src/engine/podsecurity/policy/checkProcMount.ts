// The default /proc masks reduce attack surface and are required: mirrors
// k8s.io/pod-security-admission/policy/check_procMount.go (v0.32) and check_procMount_baseline.go (v0.35).
// Restricted field: every container's securityContext.procMount. Allowed: undefined, "Default";
// any value when the user-namespace relaxation applies (hostUsers: false).

import { levelBaseline } from '../api/constants.ts';
import { majorMinorVersion } from '../api/version.ts';
import type { JsonObject } from '../../apimachinery/types.ts';
import { type CheckResult, allowedResult, forbiddenResult } from './checkResult.ts';
import type { Check, CheckOptions } from './checks.ts';
import {
  isUserNamespacePod,
  joinQuote,
  noRelaxation,
  pluralize,
  relaxPolicyForUserNamespacePod,
  sortedList,
} from './helpers.ts';
import { child, field, stringPtr } from './podJson.ts';
import { containerName, visitContainers } from './visitor.ts';

/** The ID of the baseline check (procMount_restricted overrides it from 1.35). */
export const checkProcMountID = 'procMount';

/**
 * Returns the baseline check requiring the default procMount from 1.0; with `userNamespaces` (the
 * v0.35 library, kube-apiserver 1.35+) a 1.35 revision allows any value for hostUsers: false pods.
 */
export function checkProcMount(userNamespaces = false): Check {
  return {
    id: checkProcMountID,
    level: levelBaseline,
    versions: [
      { minimumVersion: majorMinorVersion(1, 0), checkPod: procMount_1_0 },
      ...(userNamespaces
        ? [{ minimumVersion: majorMinorVersion(1, 35), checkPod: procMount_1_35_baseline }]
        : []),
    ],
  };
}

/** Allows user-namespaced pods, else runs the 1.0 check (procMount1_35baseline). */
export const procMount_1_35_baseline = (
  podMetadata: JsonObject,
  podSpec: JsonObject,
): CheckResult =>
  isUserNamespacePod(podSpec) ? allowedResult() : procMount_1_0(podMetadata, podSpec, noRelaxation);

/** Forbids containers whose procMount is set to anything but "Default". */
export function procMount_1_0(
  _podMetadata: JsonObject,
  podSpec: JsonObject,
  opts: CheckOptions,
): CheckResult {
  // Pod validation checks the value is well formed, so the relaxation allows everything.
  if (relaxPolicyForUserNamespacePod(podSpec, opts)) return allowedResult();
  const badContainers: string[] = [];
  const forbiddenProcMountTypes = new Set<string>();
  visitContainers(podSpec, (container) => {
    // A nil securityContext or procMount is allowed; "" is a set value and is not "Default".
    const procMount = stringPtr(field(child(container, 'securityContext'), 'procMount'));
    if (procMount === undefined || procMount === 'Default') return;
    badContainers.push(containerName(container));
    forbiddenProcMountTypes.add(procMount);
  });
  if (badContainers.length > 0) {
    return forbiddenResult(
      'procMount',
      `${pluralize('container', 'containers', badContainers.length)} ${joinQuote(badContainers)} must not set securityContext.procMount to ${joinQuote(sortedList(forbiddenProcMountTypes))}`,
    );
  }
  return allowedResult();
}
