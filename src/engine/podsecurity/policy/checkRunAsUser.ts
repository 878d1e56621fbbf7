// Containers must not set runAsUser: 0: mirrors
// k8s.io/pod-security-admission/policy/check_runAsUser.go (v0.32; v0.35 adds the 1.35 revision).
// Restricted fields: spec.securityContext.runAsUser and every container's. Allowed: non-zero,
// undefined.

import { levelRestricted } from '../api/constants.ts';
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
} from './helpers.ts';
import { child, field, numberPtr } from './podJson.ts';
import { containerName, visitContainers } from './visitor.ts';

/**
 * Returns the restricted check forbidding runAsUser=0 from 1.23; with `userNamespaces` (the v0.35
 * library, kube-apiserver 1.35+) a 1.35 revision allows any value for hostUsers: false pods.
 */
export function checkRunAsUser(userNamespaces = false): Check {
  return {
    id: 'runAsUser',
    level: levelRestricted,
    versions: [
      { minimumVersion: majorMinorVersion(1, 23), checkPod: runAsUser_1_23 },
      ...(userNamespaces
        ? [{ minimumVersion: majorMinorVersion(1, 35), checkPod: runAsUser_1_35 }]
        : []),
    ],
  };
}

/** Allows user-namespaced pods, else runs the 1.23 check (KEP-127; no feature gate since v0.35). */
export const runAsUser_1_35 = (podMetadata: JsonObject, podSpec: JsonObject): CheckResult =>
  isUserNamespacePod(podSpec)
    ? allowedResult()
    : runAsUser_1_23(podMetadata, podSpec, noRelaxation);

/** Forbids the pod and containers that set runAsUser=0. */
export function runAsUser_1_23(
  _podMetadata: JsonObject,
  podSpec: JsonObject,
  opts: CheckOptions,
): CheckResult {
  // KEP-127: user-namespaced pods may be relaxed.
  if (relaxPolicyForUserNamespacePod(podSpec, opts)) return allowedResult();

  const badSetters: string[] = [];
  if (numberPtr(field(child(podSpec, 'securityContext'), 'runAsUser')) === 0)
    badSetters.push('pod');
  const explicitlyBadContainers: string[] = [];
  visitContainers(podSpec, (container) => {
    if (numberPtr(field(child(container, 'securityContext'), 'runAsUser')) === 0) {
      explicitlyBadContainers.push(containerName(container));
    }
  });
  if (explicitlyBadContainers.length > 0) {
    badSetters.push(
      `${pluralize('container', 'containers', explicitlyBadContainers.length)} ${joinQuote(explicitlyBadContainers)}`,
    );
  }
  if (badSetters.length > 0) {
    return forbiddenResult('runAsUser=0', `${badSetters.join(' and ')} must not set runAsUser=0`);
  }
  return allowedResult();
}
