// MutatingAdmissionPolicy as an ordinary plugin of the chain: it admits CREATE, UPDATE and CONNECT
// once its feature gate is on (k8s.io/apiserver pkg/admission/plugin/policy/mutating/plugin.go).

import type { ClusterNamespace } from '../../admission/cluster.ts';
import type { ChainPlugin } from '../../admission/interfaces.ts';
import type { PolicyHook } from '../generic/policySource.ts';
import { dispatchMutatingPolicies } from './dispatcher.ts';

/**
 * The plugin; `enabled` is its feature gate (off by default up to 1.35, GA and on from 1.36:
 * servingFlags.ts); `staticHooks` the policies of its staticManifestsDir.
 */
export function mutatingPolicyPlugin(
  enabled: boolean,
  namespace: (name: string) => ClusterNamespace | undefined,
  staticHooks: readonly PolicyHook[] = [],
): ChainPlugin {
  return {
    name: 'MutatingAdmissionPolicy',
    admit: (ctx, attr, reinvocation) => {
      if (!enabled || attr.operation === 'DELETE') return undefined;
      return dispatchMutatingPolicies(ctx, attr, namespace, reinvocation, staticHooks);
    },
  };
}
