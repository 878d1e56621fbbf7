// MutatingAdmissionPolicy as an ordinary plugin of the chain: it admits CREATE, UPDATE and CONNECT
// once its feature gate is on (k8s.io/apiserver pkg/admission/plugin/policy/mutating/plugin.go).

import type { ClusterNamespace } from '../../admission/cluster.ts';
import type { ChainPlugin } from '../../admission/interfaces.ts';
import { dispatchMutatingPolicies } from './dispatcher.ts';

/** The plugin; `enabled` is its feature gate (off by default in 1.32/1.33, beta in 1.34). */
export function mutatingPolicyPlugin(enabled: boolean, namespace: (name: string) => ClusterNamespace | undefined): ChainPlugin {
  return {
    name: 'MutatingAdmissionPolicy',
    admit: (ctx, attr, reinvocation) => {
      if (!enabled || attr.operation === 'DELETE') return undefined;
      return dispatchMutatingPolicies(ctx, attr, namespace, reinvocation);
    },
  };
}
