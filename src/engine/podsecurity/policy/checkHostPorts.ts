// HostPort ports must be forbidden: mirrors
// k8s.io/pod-security-admission/policy/check_hostPorts.go (v0.32).
// Restricted field: every container's ports[*].hostPort. Allowed: undefined, 0.

import { levelBaseline } from '../api/constants.ts';
import { majorMinorVersion } from '../api/version.ts';
import type { JsonObject } from '../../apimachinery/types.ts';
import { type CheckResult, allowedResult, forbiddenResult } from './checkResult.ts';
import type { Check } from './checks.ts';
import { joinQuote, pluralize, sortedList } from './helpers.ts';
import { field, numberPtr, objects } from './podJson.ts';
import { containerName, visitContainers } from './visitor.ts';

/** Returns the baseline check forbidding host ports from 1.0. */
export function checkHostPorts(): Check {
  return {
    id: 'hostPorts',
    level: levelBaseline,
    versions: [{ minimumVersion: majorMinorVersion(1, 0), checkPod: hostPorts_1_0 }],
  };
}

/** Forbids containers that use a non-zero hostPort. */
export function hostPorts_1_0(_podMetadata: JsonObject, podSpec: JsonObject): CheckResult {
  const badContainers: string[] = [];
  // strconv.Itoa of each port, listed in string order ("10", "8080", "9").
  const forbiddenHostPorts = new Set<string>();
  visitContainers(podSpec, (container) => {
    let valid = true;
    for (const port of objects(field(container, 'ports'))) {
      const hostPort = numberPtr(field(port, 'hostPort')) ?? 0;
      if (hostPort !== 0) {
        valid = false;
        forbiddenHostPorts.add(String(hostPort));
      }
    }
    if (!valid) badContainers.push(containerName(container));
  });
  if (badContainers.length > 0) {
    return forbiddenResult(
      'hostPort',
      `${pluralize('container', 'containers', badContainers.length)} ${joinQuote(badContainers)} ${pluralize('uses', 'use', badContainers.length)} ${pluralize('hostPort', 'hostPorts', forbiddenHostPorts.size)} ${sortedList(forbiddenHostPorts).join(', ')}`,
    );
  }
  return allowedResult();
}
