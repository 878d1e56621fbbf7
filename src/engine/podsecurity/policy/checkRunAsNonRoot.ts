// Containers must run as non-root users: mirrors
// k8s.io/pod-security-admission/policy/check_runAsNonRoot.go (v0.32; v0.35 adds the 1.35 revision).
// Restricted fields: spec.securityContext.runAsNonRoot and every container's. Allowed: true, or
// undefined at container level when the pod sets true.

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
import { boolPtr, child, field } from './podJson.ts';
import { containerName, visitContainers } from './visitor.ts';

/**
 * Returns the restricted check requiring runAsNonRoot=true from 1.0; with `userNamespaces` (the
 * v0.35 library, kube-apiserver 1.35+) a 1.35 revision allows any value for hostUsers: false pods.
 */
export function checkRunAsNonRoot(userNamespaces = false): Check {
  return {
    id: 'runAsNonRoot',
    level: levelRestricted,
    versions: [
      { minimumVersion: majorMinorVersion(1, 0), checkPod: runAsNonRoot_1_0 },
      ...(userNamespaces
        ? [{ minimumVersion: majorMinorVersion(1, 35), checkPod: runAsNonRoot_1_35 }]
        : []),
    ],
  };
}

/** Allows user-namespaced pods, else runs the 1.0 check (KEP-127; no feature gate since v0.35). */
export const runAsNonRoot_1_35 = (podMetadata: JsonObject, podSpec: JsonObject): CheckResult =>
  isUserNamespacePod(podSpec)
    ? allowedResult()
    : runAsNonRoot_1_0(podMetadata, podSpec, noRelaxation);

/** Forbids pods and containers that set runAsNonRoot=false or leave it unset everywhere. */
export function runAsNonRoot_1_0(
  _podMetadata: JsonObject,
  podSpec: JsonObject,
  opts: CheckOptions,
): CheckResult {
  // KEP-127: user-namespaced pods may be relaxed.
  if (relaxPolicyForUserNamespacePod(podSpec, opts)) return allowedResult();

  // things that explicitly set runAsNonRoot=false
  const badSetters: string[] = [];
  const podValue = boolPtr(field(child(podSpec, 'securityContext'), 'runAsNonRoot'));
  if (podValue === false) badSetters.push('pod');
  const podRunAsNonRoot = podValue === true;

  const explicitlyBadContainers: string[] = [];
  // containers that did not set runAsNonRoot and are not covered by the pod's true
  const implicitlyBadContainers: string[] = [];
  visitContainers(podSpec, (container) => {
    const value = boolPtr(field(child(container, 'securityContext'), 'runAsNonRoot'));
    if (value === false) explicitlyBadContainers.push(containerName(container));
    else if (value === undefined && !podRunAsNonRoot)
      implicitlyBadContainers.push(containerName(container));
  });

  if (explicitlyBadContainers.length > 0) {
    badSetters.push(
      `${pluralize('container', 'containers', explicitlyBadContainers.length)} ${joinQuote(explicitlyBadContainers)}`,
    );
  }
  if (badSetters.length > 0) {
    return forbiddenResult(
      'runAsNonRoot != true',
      `${badSetters.join(' and ')} must not set securityContext.runAsNonRoot=false`,
    );
  }
  if (implicitlyBadContainers.length > 0) {
    return forbiddenResult(
      'runAsNonRoot != true',
      `pod or ${pluralize('container', 'containers', implicitlyBadContainers.length)} ${joinQuote(implicitlyBadContainers)} must set securityContext.runAsNonRoot=true`,
    );
  }
  return allowedResult();
}
