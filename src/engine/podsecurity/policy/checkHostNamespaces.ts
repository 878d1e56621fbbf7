// Sharing the host namespaces must be disallowed: mirrors
// k8s.io/pod-security-admission/policy/check_hostNamespaces.go (v0.32).
// Restricted fields: spec.hostNetwork, spec.hostPID, spec.hostIPC. Allowed: undefined, false.

import { levelBaseline } from '../api/constants.ts';
import { majorMinorVersion } from '../api/version.ts';
import type { JsonObject } from '../../apimachinery/types.ts';
import { type CheckResult, allowedResult, forbiddenResult } from './checkResult.ts';
import type { Check } from './checks.ts';
import { field } from './podJson.ts';

/** Returns the baseline check forbidding host namespaces from 1.0. */
export function checkHostNamespaces(): Check {
  return {
    id: 'hostNamespaces',
    level: levelBaseline,
    versions: [{ minimumVersion: majorMinorVersion(1, 0), checkPod: hostNamespaces_1_0 }],
  };
}

/** Forbids hostNetwork, hostPID and hostIPC set to true. */
export function hostNamespaces_1_0(_podMetadata: JsonObject, podSpec: JsonObject): CheckResult {
  const hostNamespaces: string[] = [];
  if (field(podSpec, 'hostNetwork') === true) hostNamespaces.push('hostNetwork=true');
  if (field(podSpec, 'hostPID') === true) hostNamespaces.push('hostPID=true');
  if (field(podSpec, 'hostIPC') === true) hostNamespaces.push('hostIPC=true');
  if (hostNamespaces.length > 0)
    return forbiddenResult('host namespaces', hostNamespaces.join(', '));
  return allowedResult();
}
