// The state the Pod Security admission logic works with (the Admission struct of
// k8s.io/pod-security-admission admission/admission.go, v0.32): configuration, the default
// policy, the evaluator, and the namespace getter and pod lister over the scenario's cluster.

import type { ClusterNamespace } from '../../admission/cluster.ts';
import type { JsonObject, KubernetesVersion } from '../../apimachinery/types.ts';
import {
  auditLevelLabel,
  auditVersionLabel,
  enforceLevelLabel,
  enforceVersionLabel,
  warnLevelLabel,
  warnVersionLabel,
  type LevelVersion,
  type Policy,
  type PolicyToEvaluateResult,
  levelVersionString,
  policyToEvaluate,
} from '../api/index.ts';
import type { AggregateCheckResult } from '../policy/index.ts';
import type { PodSecurityConfiguration } from './configuration.ts';

/** Evaluates a pod(-like) object at one level and version, aggregated (policy.AggregateCheckResults). */
export type EvaluateFn = (
  lv: LevelVersion,
  podMetadata: JsonObject,
  podSpec: JsonObject,
) => AggregateCheckResult;

/** The Admission struct: what every Validate* function reads. */
export interface Admission {
  configuration: PodSecurityConfiguration;
  defaultPolicy: Policy;
  evaluate: EvaluateFn;
  /** NamespaceGetter: the namespace, or undefined when it does not exist. */
  namespace(name: string): ClusterNamespace | undefined;
  /** PodLister: the pods of a namespace, as the informer's cache holds them. */
  listPods(namespace: string): JsonObject[];
  /** The server version, for the field error rendering that changed in 1.34. */
  version: KubernetesVersion;
}

/** Mirrors Admission.PolicyToEvaluate: the namespace's labels over the configured defaults. */
export const namespacePolicy = (
  a: Admission,
  labels: Readonly<Record<string, string>> | undefined,
): PolicyToEvaluateResult => policyToEvaluate(labels, a.defaultPolicy);

/** Mirrors exemptNamespace: an empty name is never exempt. */
export const exemptNamespace = (a: Admission, namespace: string): boolean =>
  namespace !== '' && a.configuration.exemptions.namespaces.includes(namespace);

/** Mirrors exemptUser: an empty user name is never exempt. */
export const exemptUser = (a: Admission, username: string): boolean =>
  username !== '' && a.configuration.exemptions.usernames.includes(username);

/** Mirrors exemptRuntimeClass: a pod without runtimeClassName is never exempt. */
export const exemptRuntimeClass = (a: Admission, runtimeClassName: unknown): boolean =>
  typeof runtimeClassName === 'string' &&
  runtimeClassName !== '' &&
  a.configuration.exemptions.runtimeClasses.includes(runtimeClassName);

/** The three modes of a policy with the labels that set them, in upstream's enforce, audit, warn order. */
export const policyModes = (policy: Policy) =>
  [
    ['enforce', policy.enforce, enforceLevelLabel, enforceVersionLabel],
    ['audit', policy.audit, auditLevelLabel, auditVersionLabel],
    ['warn', policy.warn, warnLevelLabel, warnVersionLabel],
  ] as const;

/**
 * Describes a namespace's policy for the trace, saying where each mode came from:
 * "enforce=restricted:latest (namespace label), audit=privileged:latest (configuration default), ...".
 */
export function describePolicy(
  labels: Readonly<Record<string, string>>,
  resolved: PolicyToEvaluateResult,
): string {
  const { policy, errors } = resolved;
  return policyModes(policy)
    .map(([mode, lv, levelLabel, versionLabel]) => {
      const labelled = Object.hasOwn(labels, levelLabel) || Object.hasOwn(labels, versionLabel);
      const invalid = errors.some(
        (e) =>
          e.field === `metadata.labels[${levelLabel}]` ||
          e.field === `metadata.labels[${versionLabel}]`,
      );
      const origin = invalid
        ? 'invalid namespace label, fell back'
        : labelled
          ? 'namespace label'
          : 'configuration default';
      return `${mode}=${levelVersionString(lv)} (${origin})`;
    })
    .join(', ');
}
