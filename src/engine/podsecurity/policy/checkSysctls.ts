// Sysctls can disable security mechanisms or affect the whole host; only a safe subset, namespaced
// and isolated per pod, is allowed: mirrors k8s.io/pod-security-admission/policy/check_sysctls.go
// (v0.32; the code-freeze copy of v0.37 adds the 1.37 list). Restricted field: spec.securityContext.sysctls[*].name.

import { levelBaseline } from '../api/constants.ts';
import { majorMinorVersion } from '../api/version.ts';
import type { JsonObject } from '../../apimachinery/types.ts';
import { type CheckResult, allowedResult, forbiddenResult } from './checkResult.ts';
import type { Check } from './checks.ts';
import { asString, child, field, objects } from './podJson.ts';

/**
 * Returns the baseline check limiting sysctls, its safe list growing in 1.27, 1.29 and 1.32, and
 * with `v1_37` (kube-apiserver 1.37's library) in 1.37.
 */
export function checkSysctls(v1_37 = false): Check {
  return {
    id: 'sysctls',
    level: levelBaseline,
    versions: [
      { minimumVersion: majorMinorVersion(1, 0), checkPod: sysctls_1_0 },
      { minimumVersion: majorMinorVersion(1, 27), checkPod: sysctls_1_27 },
      { minimumVersion: majorMinorVersion(1, 29), checkPod: sysctls_1_29 },
      { minimumVersion: majorMinorVersion(1, 32), checkPod: sysctls_1_32 },
      ...(v1_37 ? [{ minimumVersion: majorMinorVersion(1, 37), checkPod: sysctls_1_37 }] : []),
    ],
  };
}

const sysctlsAllowed_1_0 = new Set([
  'kernel.shm_rmid_forced',
  'net.ipv4.ip_local_port_range',
  'net.ipv4.tcp_syncookies',
  'net.ipv4.ping_group_range',
  'net.ipv4.ip_unprivileged_port_start',
]);
const sysctlsAllowed_1_27 = new Set([...sysctlsAllowed_1_0, 'net.ipv4.ip_local_reserved_ports']);
const sysctlsAllowed_1_29 = new Set([
  ...sysctlsAllowed_1_27,
  'net.ipv4.tcp_keepalive_time',
  'net.ipv4.tcp_fin_timeout',
  'net.ipv4.tcp_keepalive_intvl',
  'net.ipv4.tcp_keepalive_probes',
]);
const sysctlsAllowed_1_32 = new Set([
  ...sysctlsAllowed_1_29,
  'net.ipv4.tcp_rmem',
  'net.ipv4.tcp_wmem',
]);
const sysctlsAllowed_1_37 = new Set([
  ...sysctlsAllowed_1_32,
  'net.ipv4.tcp_slow_start_after_idle',
  'net.ipv4.tcp_notsent_lowat',
]);

/** Checks sysctls against the 1.0 safe list. */
export const sysctls_1_0 = (_m: JsonObject, podSpec: JsonObject): CheckResult =>
  sysctls(podSpec, sysctlsAllowed_1_0);
/** Checks sysctls against the 1.27 safe list (adds ip_local_reserved_ports). */
export const sysctls_1_27 = (_m: JsonObject, podSpec: JsonObject): CheckResult =>
  sysctls(podSpec, sysctlsAllowed_1_27);
/** Checks sysctls against the 1.29 safe list (adds the tcp keepalive and fin timeout ones). */
export const sysctls_1_29 = (_m: JsonObject, podSpec: JsonObject): CheckResult =>
  sysctls(podSpec, sysctlsAllowed_1_29);
/** Checks sysctls against the 1.32 safe list (adds tcp_rmem and tcp_wmem). */
export const sysctls_1_32 = (_m: JsonObject, podSpec: JsonObject): CheckResult =>
  sysctls(podSpec, sysctlsAllowed_1_32);
/** Checks sysctls against the 1.37 safe list (adds tcp_slow_start_after_idle and tcp_notsent_lowat). */
export const sysctls_1_37 = (_m: JsonObject, podSpec: JsonObject): CheckResult =>
  sysctls(podSpec, sysctlsAllowed_1_37);

function sysctls(podSpec: JsonObject, allowed: ReadonlySet<string>): CheckResult {
  // Listed in the pod's order, duplicates kept, as upstream does.
  const forbiddenSysctls = objects(field(child(podSpec, 'securityContext'), 'sysctls'))
    .map((sysctl) => asString(field(sysctl, 'name')))
    .filter((name) => !allowed.has(name));
  if (forbiddenSysctls.length > 0)
    return forbiddenResult('forbidden sysctls', forbiddenSysctls.join(', '));
  return allowedResult();
}
