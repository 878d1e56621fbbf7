// Privilege escalation (set-user-ID or set-group-ID file modes) must be disallowed: mirrors
// k8s.io/pod-security-admission/policy/check_allowPrivilegeEscalation.go (v0.32).
// Restricted fields: {initContainers,containers,ephemeralContainers}[*].securityContext
// .allowPrivilegeEscalation. Allowed value: false.

import { levelRestricted } from '../api/constants.ts';
import { majorMinorVersion } from '../api/version.ts';
import type { JsonObject } from '../../apimachinery/types.ts';
import { type CheckResult, allowedResult, forbiddenResult } from './checkResult.ts';
import type { Check } from './checks.ts';
import { joinQuote, pluralize } from './helpers.ts';
import { boolPtr, child, field, isWindowsPod } from './podJson.ts';
import { containerName, visitContainers } from './visitor.ts';

/** Returns the restricted check requiring allowPrivilegeEscalation=false from 1.8. */
export function checkAllowPrivilegeEscalation(): Check {
  return {
    id: 'allowPrivilegeEscalation',
    level: levelRestricted,
    versions: [
      // The field was added in 1.8.
      { minimumVersion: majorMinorVersion(1, 8), checkPod: allowPrivilegeEscalation_1_8 },
      // From 1.25 a pod with spec.os.name=windows is exempt.
      { minimumVersion: majorMinorVersion(1, 25), checkPod: allowPrivilegeEscalation_1_25 },
    ],
  };
}

/** Forbids containers that do not set allowPrivilegeEscalation to false. */
export function allowPrivilegeEscalation_1_8(
  _podMetadata: JsonObject,
  podSpec: JsonObject,
): CheckResult {
  const badContainers: string[] = [];
  visitContainers(podSpec, (container) => {
    // nil and true are both bad: only an explicit false passes.
    const value = boolPtr(field(child(container, 'securityContext'), 'allowPrivilegeEscalation'));
    if (value !== false) badContainers.push(containerName(container));
  });
  if (badContainers.length > 0) {
    return forbiddenResult(
      'allowPrivilegeEscalation != false',
      `${pluralize('container', 'containers', badContainers.length)} ${joinQuote(badContainers)} must set securityContext.allowPrivilegeEscalation=false`,
    );
  }
  return allowedResult();
}

/** Exempts Windows pods: API validation already forbids the field there. */
export function allowPrivilegeEscalation_1_25(
  podMetadata: JsonObject,
  podSpec: JsonObject,
): CheckResult {
  if (isWindowsPod(podSpec)) return allowedResult();
  return allowPrivilegeEscalation_1_8(podMetadata, podSpec);
}
