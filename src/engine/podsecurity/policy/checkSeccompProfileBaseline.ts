// If seccomp profiles are specified, only runtime default and localhost ones are allowed: mirrors
// k8s.io/pod-security-admission/policy/check_seccompProfile_baseline.go (v0.32).
// v1.0-v1.18: the seccomp.security.alpha.kubernetes.io annotations ('runtime/default',
// 'docker/default', 'localhost/*'); v1.19+: securityContext.seccompProfile.type of the pod and
// every container (RuntimeDefault, Localhost, undefined).

import { levelBaseline } from '../api/constants.ts';
import { majorMinorVersion } from '../api/version.ts';
import type { JsonObject } from '../../apimachinery/types.ts';
import { goQuote } from '../../apimachinery/goQuote.ts';
import { type CheckResult, allowedResult, forbiddenResult } from './checkResult.ts';
import type { Check } from './checks.ts';
import { pluralize, sortedList } from './helpers.ts';
import { asObject } from '../../apimachinery/isObject.ts';
import { field } from './podJson.ts';
import { badSeccompDetail, seccompSettings } from './seccomp.ts';
import { containerName, visitContainers } from './visitor.ts';

const annotationKeyPod = 'seccomp.security.alpha.kubernetes.io/pod';
const annotationKeyContainerPrefix = 'container.seccomp.security.alpha.kubernetes.io/';

/** The ID restricted seccomp overrides. */
export const checkSeccompBaselineID = 'seccompProfile_baseline';

/** Returns the baseline seccomp check: annotations from 1.0, fields from 1.19. */
export function checkSeccompBaseline(): Check {
  return {
    id: checkSeccompBaselineID,
    level: levelBaseline,
    versions: [
      { minimumVersion: majorMinorVersion(1, 0), checkPod: seccompProfileBaseline_1_0 },
      { minimumVersion: majorMinorVersion(1, 19), checkPod: seccompProfileBaseline_1_19 },
    ],
  };
}

const validSeccompAnnotationValue = (v: string): boolean =>
  v === 'runtime/default' || v === 'docker/default' || v.startsWith('localhost/');

/** Forbids unconfined or unknown profiles in the alpha seccomp annotations. */
export function seccompProfileBaseline_1_0(
  podMetadata: JsonObject,
  podSpec: JsonObject,
): CheckResult {
  const annotations = asObject(field(podMetadata, 'annotations'));
  const annotation = (key: string) => {
    const value = field(annotations, key);
    return typeof value === 'string' ? value : undefined;
  };
  const forbidden = new Set<string>();
  const check = (key: string) => {
    const value = annotation(key);
    if (value !== undefined && !validSeccompAnnotationValue(value))
      forbidden.add(`${key}=${goQuote(value)}`);
  };
  check(annotationKeyPod);
  visitContainers(podSpec, (container) =>
    check(annotationKeyContainerPrefix + containerName(container)),
  );
  if (forbidden.size > 0) {
    return forbiddenResult(
      'seccompProfile',
      `forbidden ${pluralize('annotation', 'annotations', forbidden.size)} ${sortedList(forbidden).join(', ')}`,
    );
  }
  return allowedResult();
}

/** Forbids seccompProfile types other than RuntimeDefault and Localhost where they are set. */
export function seccompProfileBaseline_1_19(
  _podMetadata: JsonObject,
  podSpec: JsonObject,
): CheckResult {
  const settings = seccompSettings(podSpec);
  if (settings.badSetters.length > 0)
    return forbiddenResult('seccompProfile', badSeccompDetail(settings));
  return allowedResult();
}
