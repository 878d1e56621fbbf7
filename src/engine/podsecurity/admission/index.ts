// Package podsecurity mirrors k8s.io/pod-security-admission (admission, api, policy).
//
// The PodSecurity admission plugin as the chain registers it, wired to the default checks.

import type { AdmissionPlugin, PluginRequest } from '../../plugins/interfaces.ts';
import type { JsonObject } from '../../apimachinery/types.ts';
import { atLeast } from '../../apimachinery/version.ts';
import type { LevelVersion } from '../api/index.ts';
import { aggregateCheckResults, evaluatePod } from '../policy/index.ts';
import type { EvaluateFn } from './admission.ts';
import { newPodSecurityPlugin } from './plugin.ts';

export { newPodSecurityPlugin } from './plugin.ts';

/**
 * Builds the request's evaluator, the checks of the request's kube-apiserver version:
 * InspectFeatureGates turns UserNamespacesPodSecurityStandards (alpha, off by default; removed in
 * 1.35, whose checks relax their v1.35 revisions unconditionally) into the checks' relaxation for
 * pods with hostUsers: false.
 */
export function defaultEvaluate(
  request: Pick<PluginRequest, 'featureGates' | 'version'>,
): EvaluateFn {
  const opts = {
    relaxPolicyForUserNamespacePods:
      !atLeast(request.version, '1.35') &&
      request.featureGates['UserNamespacesPodSecurityStandards'] === true,
  };
  return (lv: LevelVersion, podMetadata: JsonObject, podSpec: JsonObject) =>
    aggregateCheckResults(evaluatePod(lv, podMetadata, podSpec, opts, request.version));
}

/** The PodSecurity plugin (validate only; CREATE and UPDATE of pods, pod controllers and namespaces). */
export const podSecurityPlugin: AdmissionPlugin = newPodSecurityPlugin(defaultEvaluate);
