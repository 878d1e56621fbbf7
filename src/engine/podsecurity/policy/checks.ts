// How a check is described to the registry: mirrors Check, VersionedCheck, CheckPodFn and CheckID of
// k8s.io/pod-security-admission/policy/checks.go (v0.32), with pods as plain JSON.

import type { Level } from '../api/constants.ts';
import type { Version } from '../api/version.ts';
import type { JsonObject } from '../../apimachinery/types.ts';
import type { CheckResult } from './checkResult.ts';

/** The unique ID of a check ("allowPrivilegeEscalation", "capabilities_baseline" ...). */
export type CheckID = string;

/** Process-wide switches a check may read; upstream keeps them in package variables. */
export interface CheckOptions {
  /**
   * Relaxes runAsNonRoot, runAsUser, procMount and baseline capabilities for pods with
   * hostUsers: false (policy.RelaxPolicyForUserNamespacePods, set from the
   * UserNamespacesPodSecurityStandards feature gate, off by default in 1.32).
   */
  relaxPolicyForUserNamespacePods: boolean;
}

/** Checks a pod's metadata and spec (plain JSON, absent fields treated as Go's nil/zero). */
export type CheckPodFn = (
  podMetadata: JsonObject,
  podSpec: JsonObject,
  opts: CheckOptions,
) => CheckResult;

/** One revision of a check, applying from its minimum version on. */
export interface VersionedCheck {
  /** The first policy version this revision applies to; never latest. */
  minimumVersion: Version;
  checkPod: CheckPodFn;
  /** Baseline checks skipped at restricted while this revision applies. */
  overrideCheckIDs?: readonly CheckID[];
}

/** A check with its revisions in strictly increasing version order. */
export interface Check {
  id: CheckID;
  /** Baseline checks also run at restricted; restricted checks only there. */
  level: Level;
  versions: readonly VersionedCheck[];
}
