// ValidatingAdmissionPolicy as an ordinary plugin of the chain: it validates every request
// (k8s.io/apiserver pkg/admission/plugin/policy/validating/plugin.go).

import type { ClusterNamespace } from '../../admission/cluster.ts';
import type { ChainPlugin } from '../../admission/interfaces.ts';
import { dispatchValidatingPolicies } from './dispatcher.ts';

/** The plugin, reading namespaces from the cluster. */
export function validatingPolicyPlugin(
  namespace: (name: string) => ClusterNamespace | undefined,
): ChainPlugin {
  return {
    name: 'ValidatingAdmissionPolicy',
    validate: (ctx, attr) => dispatchValidatingPolicies(ctx, attr, namespace),
  };
}
