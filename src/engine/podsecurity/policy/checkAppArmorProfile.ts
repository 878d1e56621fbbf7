// The default AppArmor profile must not be overridden except by an allowed one: mirrors
// k8s.io/pod-security-admission/policy/check_appArmorProfile.go (v0.32).
// Restricted: metadata.annotations['container.apparmor.security.beta.kubernetes.io/*'] (allowed
// 'runtime/default', 'localhost/*', empty) and securityContext.appArmorProfile.type of the pod and
// every container (allowed RuntimeDefault, Localhost, undefined).

import { levelBaseline } from '../api/constants.ts';
import { majorMinorVersion } from '../api/version.ts';
import type { JsonObject } from '../../apimachinery/types.ts';
import { goQuote } from '../../apimachinery/goQuote.ts';
import { compareUtf8 } from '../../apimachinery/utf8.ts';
import { type CheckResult, allowedResult, forbiddenResult } from './checkResult.ts';
import type { Check } from './checks.ts';
import { joinQuote, pluralize, sortedList } from './helpers.ts';
import { asString, child, field, stringEntries } from './podJson.ts';
import { containerName, visitContainers } from './visitor.ts';

const annotationKeyPrefix = 'container.apparmor.security.beta.kubernetes.io/';

/** Returns the baseline check limiting AppArmor profiles from 1.0. */
export function checkAppArmorProfile(): Check {
  return {
    id: 'appArmorProfile',
    level: levelBaseline,
    versions: [{ minimumVersion: majorMinorVersion(1, 0), checkPod: appArmorProfile_1_0 }],
  };
}

const allowedAnnotationValue = (profile: string): boolean =>
  profile.length === 0 || profile === 'runtime/default' || profile.startsWith('localhost/');

const allowedProfileType = (profile: string): boolean =>
  profile === 'RuntimeDefault' || profile === 'Localhost';

/** Forbids Unconfined (or unknown) AppArmor profiles set by field or by annotation. */
export function appArmorProfile_1_0(podMetadata: JsonObject, podSpec: JsonObject): CheckResult {
  const badSetters: string[] = [];
  const badValues = new Set<string>();

  const podProfile = child(child(podSpec, 'securityContext'), 'appArmorProfile');
  if (podProfile !== undefined) {
    const type = asString(field(podProfile, 'type'));
    if (!allowedProfileType(type)) {
      badSetters.push('pod');
      badValues.add(type);
    }
  }

  const badContainers: string[] = [];
  visitContainers(podSpec, (container) => {
    const profile = child(child(container, 'securityContext'), 'appArmorProfile');
    if (profile === undefined) return;
    const type = asString(field(profile, 'type'));
    if (!allowedProfileType(type)) {
      badContainers.push(containerName(container));
      badValues.add(type);
    }
  });
  if (badContainers.length > 0) {
    badSetters.push(
      `${pluralize('container', 'containers', badContainers.length)} ${joinQuote(badContainers)}`,
    );
  }

  const forbiddenAnnotations = stringEntries(field(podMetadata, 'annotations'))
    .filter(([k, v]) => k.startsWith(annotationKeyPrefix) && !allowedAnnotationValue(v))
    .map(([k, v]) => `${k}=${goQuote(v)}`)
    .sort(compareUtf8);

  const badValueList = sortedList(badValues);
  if (forbiddenAnnotations.length > 0) {
    badValueList.push(...forbiddenAnnotations);
    badSetters.push(pluralize('annotation', 'annotations', forbiddenAnnotations.length));
  }

  if (badSetters.length > 0) {
    return forbiddenResult(
      pluralize('forbidden AppArmor profile', 'forbidden AppArmor profiles', badValueList.length),
      `${badSetters.join(' and ')} must not set AppArmor profile type to ${joinQuote(badValueList)}`,
    );
  }
  return allowedResult();
}
