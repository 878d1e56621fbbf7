// Setting the SELinux type is restricted, and a custom SELinux user or role is forbidden: mirrors
// k8s.io/pod-security-admission/policy/check_seLinuxOptions.go (v0.32).
// Restricted fields: securityContext.seLinuxOptions.{type,user,role} of the pod and every container.
// Allowed types: "", container_t, container_init_t, container_kvm_t, and from 1.31
// container_engine_t; user and role must be empty.

import { levelBaseline } from '../api/constants.ts';
import { majorMinorVersion } from '../api/version.ts';
import type { JsonObject } from '../../apimachinery/types.ts';
import { type CheckResult, allowedResult, forbiddenResult } from './checkResult.ts';
import type { Check } from './checks.ts';
import { joinQuote, pluralize, sortedList } from './helpers.ts';
import { asString, child, field } from './podJson.ts';
import { containerName, visitContainers } from './visitor.ts';

/** Returns the baseline check limiting seLinuxOptions from 1.0 (and 1.31). */
export function checkSELinuxOptions(): Check {
  return {
    id: 'seLinuxOptions',
    level: levelBaseline,
    versions: [
      { minimumVersion: majorMinorVersion(1, 0), checkPod: seLinuxOptions_1_0 },
      { minimumVersion: majorMinorVersion(1, 31), checkPod: seLinuxOptions_1_31 },
    ],
  };
}

const selinuxAllowedTypes_1_0 = new Set(['', 'container_t', 'container_init_t', 'container_kvm_t']);
const selinuxAllowedTypes_1_31 = new Set([...selinuxAllowedTypes_1_0, 'container_engine_t']);

/** Checks seLinuxOptions against the 1.0 type list. */
export const seLinuxOptions_1_0 = (podMetadata: JsonObject, podSpec: JsonObject): CheckResult =>
  seLinuxOptions(podMetadata, podSpec, selinuxAllowedTypes_1_0);

/** Checks seLinuxOptions against the 1.31 type list (adds container_engine_t). */
export const seLinuxOptions_1_31 = (podMetadata: JsonObject, podSpec: JsonObject): CheckResult =>
  seLinuxOptions(podMetadata, podSpec, selinuxAllowedTypes_1_31);

function seLinuxOptions(
  _podMetadata: JsonObject,
  podSpec: JsonObject,
  allowedTypes: ReadonlySet<string>,
): CheckResult {
  // sources that set bad seLinuxOptions
  const badSetters: string[] = [];
  const badTypes = new Set<string>();
  let setUser = false;
  let setRole = false;

  const validSELinuxOptions = (opts: JsonObject): boolean => {
    let valid = true;
    const type = asString(field(opts, 'type'));
    if (!allowedTypes.has(type)) {
      valid = false;
      badTypes.add(type);
    }
    if (asString(field(opts, 'user')).length > 0) {
      valid = false;
      setUser = true;
    }
    if (asString(field(opts, 'role')).length > 0) {
      valid = false;
      setRole = true;
    }
    return valid;
  };

  const podOptions = child(child(podSpec, 'securityContext'), 'seLinuxOptions');
  if (podOptions !== undefined && !validSELinuxOptions(podOptions)) badSetters.push('pod');

  const badContainers: string[] = [];
  visitContainers(podSpec, (container) => {
    const opts = child(child(container, 'securityContext'), 'seLinuxOptions');
    if (opts !== undefined && !validSELinuxOptions(opts))
      badContainers.push(containerName(container));
  });
  if (badContainers.length > 0) {
    badSetters.push(
      `${pluralize('container', 'containers', badContainers.length)} ${joinQuote(badContainers)}`,
    );
  }

  if (badSetters.length > 0) {
    // User and role are reported even when every type is allowed (kubernetes#113111, 1.26).
    const badData: string[] = [];
    if (badTypes.size > 0) {
      badData.push(
        `${pluralize('type', 'types', badTypes.size)} ${joinQuote(sortedList(badTypes))}`,
      );
    }
    if (setUser) badData.push('user may not be set');
    if (setRole) badData.push('role may not be set');
    return forbiddenResult(
      'seLinuxOptions',
      `${badSetters.join(' and ')} set forbidden securityContext.seLinuxOptions: ${badData.join('; ')}`,
    );
  }
  return allowedResult();
}
