// Package podsecurity mirrors k8s.io/pod-security-admission (admission, api, policy).
//
// The PodSecurity admission plugin as the chain registers it, wired to the default checks.

import type { AdmissionPlugin, PluginRequest } from '../../plugins/interfaces.ts';
import type { JsonObject } from '../../apimachinery/types.ts';
import type { LevelVersion } from '../api/index.ts';
import { aggregateCheckResults, evaluatePod } from '../policy/index.ts';
import type { EvaluateFn } from './admission.ts';
import { newPodSecurityPlugin } from './plugin.ts';

export { newPodSecurityPlugin } from './plugin.ts';

/**
 * Builds the request's evaluator: InspectFeatureGates turns UserNamespacesPodSecurityStandards
 * (alpha, off by default in 1.32) into the checks' relaxation for pods with hostUsers: false.
 */
export function defaultEvaluate(request: Pick<PluginRequest, 'featureGates'>): EvaluateFn {
  const opts = {
    relaxPolicyForUserNamespacePods:
      request.featureGates['UserNamespacesPodSecurityStandards'] === true,
  };
  return (lv: LevelVersion, podMetadata: JsonObject, podSpec: JsonObject) =>
    aggregateCheckResults(evaluatePod(lv, podMetadata, podSpec, opts));
}

/** The PodSecurity plugin (validate only; CREATE and UPDATE of pods, pod controllers and namespaces). */
export const podSecurityPlugin: AdmissionPlugin = newPodSecurityPlugin(defaultEvaluate);
