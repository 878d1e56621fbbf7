// ValidatingAdmissionPolicy as an ordinary plugin of the chain: it validates every request
// (k8s.io/apiserver pkg/admission/plugin/policy/validating/plugin.go).

import type { ClusterNamespace } from '../../admission/cluster.ts';
import type { ChainPlugin } from '../../admission/interfaces.ts';
import type { PolicyHook } from '../generic/policySource.ts';
import { dispatchValidatingPolicies } from './dispatcher.ts';

/** The plugin, reading namespaces from the cluster; `staticHooks` the policies of its staticManifestsDir. */
export function validatingPolicyPlugin(
  namespace: (name: string) => ClusterNamespace | undefined,
  staticHooks: readonly PolicyHook[] = [],
): ChainPlugin {
  return {
    name: 'ValidatingAdmissionPolicy',
    validate: (ctx, attr) => dispatchValidatingPolicies(ctx, attr, namespace, staticHooks),
  };
}
