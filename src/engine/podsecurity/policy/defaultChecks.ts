// The checks registered by default in the k8s.io/pod-security-admission each kube-apiserver release
// compiles in (policy.DefaultChecks: every check_*.go that calls addCheck; none is experimental):
// v0.32; v0.33 allows `image` volumes at restricted; v0.34 adds hostProbesAndHostLifecycle (v1.34);
// v0.35 the user-namespace revisions (v1.35) and procMount_restricted; v0.36 nothing; v0.37 (its
// code-freeze copy) the v1.37 sysctls.

import type { KubernetesVersion } from '../../apimachinery/types.ts';
import { atLeast } from '../../apimachinery/version.ts';
import type { Check } from './checks.ts';
import { checkAllowPrivilegeEscalation } from './checkAllowPrivilegeEscalation.ts';
import { checkAppArmorProfile } from './checkAppArmorProfile.ts';
import { checkCapabilitiesBaseline } from './checkCapabilitiesBaseline.ts';
import { checkCapabilitiesRestricted } from './checkCapabilitiesRestricted.ts';
import { checkHostNamespaces } from './checkHostNamespaces.ts';
import { checkHostPathVolumes } from './checkHostPathVolumes.ts';
import { checkHostPorts } from './checkHostPorts.ts';
import { checkHostProbesAndHostLifecycle } from './checkHostProbesAndHostLifecycle.ts';
import { checkPrivileged } from './checkPrivileged.ts';
import { checkProcMount } from './checkProcMount.ts';
import { checkProcMountRestricted } from './checkProcMountRestricted.ts';
import { checkRestrictedVolumes } from './checkRestrictedVolumes.ts';
import { checkRunAsNonRoot } from './checkRunAsNonRoot.ts';
import { checkRunAsUser } from './checkRunAsUser.ts';
import { checkSeccompBaseline } from './checkSeccompProfileBaseline.ts';
import { checkSeccompProfileRestricted } from './checkSeccompProfileRestricted.ts';
import { checkSELinuxOptions } from './checkSeLinuxOptions.ts';
import { checkSysctls } from './checkSysctls.ts';
import { checkWindowsHostProcess } from './checkWindowsHostProcess.ts';

/** Returns a fresh list of the checks kube-apiserver of this version enables by default. */
export function defaultChecks(version: KubernetesVersion = '1.32'): Check[] {
  const userNamespaces = atLeast(version, '1.35');
  return [
    checkAllowPrivilegeEscalation(),
    checkAppArmorProfile(),
    checkCapabilitiesBaseline(),
    checkCapabilitiesRestricted(),
    checkHostNamespaces(),
    checkHostPathVolumes(),
    checkHostPorts(),
    ...(atLeast(version, '1.34') ? [checkHostProbesAndHostLifecycle()] : []),
    checkPrivileged(),
    checkProcMount(userNamespaces),
    ...(userNamespaces ? [checkProcMountRestricted()] : []),
    checkRestrictedVolumes(atLeast(version, '1.33')),
    checkRunAsNonRoot(userNamespaces),
    checkRunAsUser(userNamespaces),
    checkSeccompBaseline(),
    checkSeccompProfileRestricted(),
    checkSELinuxOptions(),
    checkSysctls(atLeast(version, '1.37')),
    checkWindowsHostProcess(),
  ];
}

/** Returns the checks not yet assigned to a policy version (none in v0.32 … v0.37). */
export function experimentalChecks(): Check[] {
  return [];
}
