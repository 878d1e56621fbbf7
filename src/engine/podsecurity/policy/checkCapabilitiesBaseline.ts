// Adding NET_RAW or capabilities beyond the default set must be disallowed: mirrors
// k8s.io/pod-security-admission/policy/check_capabilities_baseline.go (v0.32).
// Restricted field: every container's securityContext.capabilities.add.

import { levelBaseline } from '../api/constants.ts';
import { majorMinorVersion } from '../api/version.ts';
import type { JsonObject } from '../../apimachinery/types.ts';
import { type CheckResult, allowedResult, forbiddenResult } from './checkResult.ts';
import type { Check } from './checks.ts';
import { joinQuote, pluralize, sortedList } from './helpers.ts';
import { asArray, asString, child, field } from './podJson.ts';
import { containerName, visitContainers } from './visitor.ts';

/** The ID restricted capabilities overrides. */
export const checkCapabilitiesBaselineID = 'capabilities_baseline';

/** Returns the baseline check limiting added capabilities from 1.0. */
export function checkCapabilitiesBaseline(): Check {
  return {
    id: checkCapabilitiesBaselineID,
    level: levelBaseline,
    versions: [{ minimumVersion: majorMinorVersion(1, 0), checkPod: capabilitiesBaseline_1_0 }],
  };
}

const capabilitiesAllowed_1_0 = new Set([
  'AUDIT_WRITE',
  'CHOWN',
  'DAC_OVERRIDE',
  'FOWNER',
  'FSETID',
  'KILL',
  'MKNOD',
  'NET_BIND_SERVICE',
  'SETFCAP',
  'SETGID',
  'SETPCAP',
  'SETUID',
  'SYS_CHROOT',
]);

/** Forbids containers that add capabilities outside the default set. */
export function capabilitiesBaseline_1_0(
  _podMetadata: JsonObject,
  podSpec: JsonObject,
): CheckResult {
  const badContainers: string[] = [];
  const nonDefaultCapabilities = new Set<string>();
  visitContainers(podSpec, (container) => {
    const capabilities = child(child(container, 'securityContext'), 'capabilities');
    if (capabilities === undefined) return;
    let valid = true;
    for (const c of asArray(field(capabilities, 'add'))) {
      const name = asString(c);
      if (!capabilitiesAllowed_1_0.has(name)) {
        valid = false;
        nonDefaultCapabilities.add(name);
      }
    }
    if (!valid) badContainers.push(containerName(container));
  });
  if (badContainers.length > 0) {
    return forbiddenResult(
      'non-default capabilities',
      `${pluralize('container', 'containers', badContainers.length)} ${joinQuote(badContainers)} must not include ${joinQuote(sortedList(nonDefaultCapabilities))} in securityContext.capabilities.add`,
    );
  }
  return allowedResult();
}
