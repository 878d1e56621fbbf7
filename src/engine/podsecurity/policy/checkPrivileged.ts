// Privileged containers disable most security mechanisms and must be disallowed: mirrors
// k8s.io/pod-security-admission/policy/check_privileged.go (v0.32).
// Restricted field: every container's securityContext.privileged. Allowed: false, undefined.

import { levelBaseline } from '../api/constants.ts';
import { majorMinorVersion } from '../api/version.ts';
import type { JsonObject } from '../../apimachinery/types.ts';
import { type CheckResult, allowedResult, forbiddenResult } from './checkResult.ts';
import type { Check } from './checks.ts';
import { joinQuote, pluralize } from './helpers.ts';
import { child, field } from './podJson.ts';
import { containerName, visitContainers } from './visitor.ts';

/** Returns the baseline check forbidding privileged=true from 1.0. */
export function checkPrivileged(): Check {
  return {
    id: 'privileged',
    level: levelBaseline,
    versions: [{ minimumVersion: majorMinorVersion(1, 0), checkPod: privileged_1_0 }],
  };
}

/** Forbids containers that set privileged=true. */
export function privileged_1_0(_podMetadata: JsonObject, podSpec: JsonObject): CheckResult {
  const badContainers: string[] = [];
  visitContainers(podSpec, (container) => {
    if (field(child(container, 'securityContext'), 'privileged') === true) {
      badContainers.push(containerName(container));
    }
  });
  if (badContainers.length > 0) {
    return forbiddenResult(
      'privileged',
      `${pluralize('container', 'containers', badContainers.length)} ${joinQuote(badContainers)} must not set securityContext.privileged=true`,
    );
  }
  return allowedResult();
}
