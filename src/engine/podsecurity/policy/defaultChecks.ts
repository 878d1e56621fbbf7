// The checks registered by default in k8s.io/pod-security-admission v0.32 (policy.DefaultChecks:
// every check_*.go that calls addCheck with versioned revisions; v0.32 has no experimental ones).

import type { Check } from './checks.ts';
import { checkAllowPrivilegeEscalation } from './checkAllowPrivilegeEscalation.ts';
import { checkAppArmorProfile } from './checkAppArmorProfile.ts';
import { checkCapabilitiesBaseline } from './checkCapabilitiesBaseline.ts';
import { checkCapabilitiesRestricted } from './checkCapabilitiesRestricted.ts';
import { checkHostNamespaces } from './checkHostNamespaces.ts';
import { checkHostPathVolumes } from './checkHostPathVolumes.ts';
import { checkHostPorts } from './checkHostPorts.ts';
import { checkPrivileged } from './checkPrivileged.ts';
import { checkProcMount } from './checkProcMount.ts';
import { checkRestrictedVolumes } from './checkRestrictedVolumes.ts';
import { checkRunAsNonRoot } from './checkRunAsNonRoot.ts';
import { checkRunAsUser } from './checkRunAsUser.ts';
import { checkSeccompBaseline } from './checkSeccompProfileBaseline.ts';
import { checkSeccompProfileRestricted } from './checkSeccompProfileRestricted.ts';
import { checkSELinuxOptions } from './checkSeLinuxOptions.ts';
import { checkSysctls } from './checkSysctls.ts';
import { checkWindowsHostProcess } from './checkWindowsHostProcess.ts';

/** Returns a fresh list of the checks enabled by default. */
export function defaultChecks(): Check[] {
  return [
    checkAllowPrivilegeEscalation(),
    checkAppArmorProfile(),
    checkCapabilitiesBaseline(),
    checkCapabilitiesRestricted(),
    checkHostNamespaces(),
    checkHostPathVolumes(),
    checkHostPorts(),
    checkPrivileged(),
    checkProcMount(),
    checkRestrictedVolumes(),
    checkRunAsNonRoot(),
    checkRunAsUser(),
    checkSeccompBaseline(),
    checkSeccompProfileRestricted(),
    checkSELinuxOptions(),
    checkSysctls(),
    checkWindowsHostProcess(),
  ];
}

/** Returns the checks not yet assigned to a policy version (none in v0.32). */
export function experimentalChecks(): Check[] {
  return [];
}
