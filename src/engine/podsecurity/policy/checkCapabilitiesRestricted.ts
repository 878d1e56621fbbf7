// Containers must drop ALL capabilities and may add back only NET_BIND_SERVICE: mirrors
// k8s.io/pod-security-admission/policy/check_capabilities_restricted.go (v0.32).
// Restricted fields: every container's securityContext.capabilities.drop (must include "ALL") and
// .add (undefined, empty or "NET_BIND_SERVICE").

import { levelRestricted } from '../api/constants.ts';
import { majorMinorVersion } from '../api/version.ts';
import type { JsonObject } from '../../apimachinery/types.ts';
import { type CheckResult, allowedResult, forbiddenResult } from './checkResult.ts';
import type { Check } from './checks.ts';
import { checkCapabilitiesBaselineID } from './checkCapabilitiesBaseline.ts';
import { joinQuote, pluralize, sortedList } from './helpers.ts';
import { asArray, asString, child, field, isWindowsPod } from './podJson.ts';
import { containerName, visitContainers } from './visitor.ts';

const capabilityAll = 'ALL';
const capabilityNetBindService = 'NET_BIND_SERVICE';

/** Returns the restricted check requiring drop ALL from 1.22; it replaces the baseline one. */
export function checkCapabilitiesRestricted(): Check {
  const overrideCheckIDs = [checkCapabilitiesBaselineID];
  return {
    id: 'capabilities_restricted',
    level: levelRestricted,
    versions: [
      {
        minimumVersion: majorMinorVersion(1, 22),
        checkPod: capabilitiesRestricted_1_22,
        overrideCheckIDs,
      },
      // From 1.25 a pod with spec.os.name=windows is exempt.
      {
        minimumVersion: majorMinorVersion(1, 25),
        checkPod: capabilitiesRestricted_1_25,
        overrideCheckIDs,
      },
    ],
  };
}

/** Forbids containers that do not drop ALL or that add anything but NET_BIND_SERVICE. */
export function capabilitiesRestricted_1_22(
  _podMetadata: JsonObject,
  podSpec: JsonObject,
): CheckResult {
  const containersMissingDropAll: string[] = [];
  const containersAddingForbidden: string[] = [];
  const forbiddenCapabilities = new Set<string>();
  visitContainers(podSpec, (container) => {
    const capabilities = child(child(container, 'securityContext'), 'capabilities');
    if (capabilities === undefined) {
      containersMissingDropAll.push(containerName(container));
      return;
    }
    if (!asArray(field(capabilities, 'drop')).some((c) => asString(c) === capabilityAll)) {
      containersMissingDropAll.push(containerName(container));
    }
    let addedForbidden = false;
    for (const c of asArray(field(capabilities, 'add'))) {
      const name = asString(c);
      if (name !== capabilityNetBindService) {
        addedForbidden = true;
        forbiddenCapabilities.add(name);
      }
    }
    if (addedForbidden) containersAddingForbidden.push(containerName(container));
  });

  const forbiddenDetails: string[] = [];
  if (containersMissingDropAll.length > 0) {
    forbiddenDetails.push(
      `${pluralize('container', 'containers', containersMissingDropAll.length)} ${joinQuote(containersMissingDropAll)} must set securityContext.capabilities.drop=["ALL"]`,
    );
  }
  if (containersAddingForbidden.length > 0) {
    forbiddenDetails.push(
      `${pluralize('container', 'containers', containersAddingForbidden.length)} ${joinQuote(containersAddingForbidden)} must not include ${joinQuote(sortedList(forbiddenCapabilities))} in securityContext.capabilities.add`,
    );
  }
  if (forbiddenDetails.length > 0)
    return forbiddenResult('unrestricted capabilities', forbiddenDetails.join('; '));
  return allowedResult();
}

/** Exempts Windows pods: API validation already forbids capabilities there. */
export function capabilitiesRestricted_1_25(
  podMetadata: JsonObject,
  podSpec: JsonObject,
): CheckResult {
  if (isWindowsPod(podSpec)) return allowedResult();
  return capabilitiesRestricted_1_22(podMetadata, podSpec);
}
