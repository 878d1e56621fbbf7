// Pods and containers must not set securityContext.windowsOptions.hostProcess to true: mirrors
// k8s.io/pod-security-admission/policy/check_windowsHostProcess.go (v0.32).
// Restricted fields: windowsOptions.hostProcess of the pod and every container. Allowed:
// undefined, false.

import { levelBaseline } from '../api/constants.ts';
import { majorMinorVersion } from '../api/version.ts';
import type { JsonObject } from '../../apimachinery/types.ts';
import { type CheckResult, allowedResult, forbiddenResult } from './checkResult.ts';
import type { Check } from './checks.ts';
import { joinQuote, pluralize } from './helpers.ts';
import { child, field } from './podJson.ts';
import { containerName, visitContainers } from './visitor.ts';

/** Returns the baseline check forbidding hostProcess=true from 1.0. */
export function checkWindowsHostProcess(): Check {
  return {
    id: 'windowsHostProcess',
    level: levelBaseline,
    versions: [{ minimumVersion: majorMinorVersion(1, 0), checkPod: windowsHostProcess_1_0 }],
  };
}

const hostProcess = (o: JsonObject | undefined): boolean =>
  field(child(child(o, 'securityContext'), 'windowsOptions'), 'hostProcess') === true;

/** Forbids the pod and containers that set hostProcess=true. */
export function windowsHostProcess_1_0(_podMetadata: JsonObject, podSpec: JsonObject): CheckResult {
  const badContainers: string[] = [];
  visitContainers(podSpec, (container) => {
    if (hostProcess(container)) badContainers.push(containerName(container));
  });
  // pod or containers explicitly set hostProcess=true
  const forbiddenSetters: string[] = [];
  if (hostProcess(podSpec)) forbiddenSetters.push('pod');
  if (badContainers.length > 0) {
    forbiddenSetters.push(
      `${pluralize('container', 'containers', badContainers.length)} ${joinQuote(badContainers)}`,
    );
  }
  if (forbiddenSetters.length > 0) {
    return forbiddenResult(
      'hostProcess',
      `${forbiddenSetters.join(' and ')} must not set securityContext.windowsOptions.hostProcess=true`,
    );
  }
  return allowedResult();
}
