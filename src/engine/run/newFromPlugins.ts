// Builds the chain from the enabled plugin names, in kube-apiserver's order: the webhook and policy
// plugins over their sources, each in-process plugin, and a placeholder for a plugin not simulated
// (k8s.io/apiserver pkg/admission/plugins.go NewFromPlugins).

import type { ClusterNamespace } from '../admission/cluster.ts';
import type { ChainPlugin } from '../admission/interfaces.ts';
import type { PluginName } from '../admission/plugins.ts';
import { notSimulatedPlugin } from '../plugins/notSimulated.ts';
import { inProcessChainPlugin, type PluginEnvironment } from '../plugins/runPlugin.ts';
import { mutatingPolicyPlugin, validatingPolicyPlugin, policySlot } from '../policy/lazy.ts';
import { hasPolicyObjects } from '../policy/policyObjects.ts';
import type { PolicyHook } from '../policy/generic/policySource.ts';
import type { WebhookSource } from '../webhook/generic/source.ts';
import { mutatingWebhookPlugin, validatingWebhookPlugin } from '../webhook/plugin.ts';
import { inProcessPlugin } from './pluginRegistry.ts';

/** What the chain's plugins are built from. */
export interface ChainInput {
  plugins: PluginName[];
  mutatingWebhooks: WebhookSource;
  validatingWebhooks: WebhookSource;
  namespace: (name: string) => ClusterNamespace | undefined;
  /** The MutatingAdmissionPolicy feature gate, or a scenario holding a binding (which turns it on). */
  mutatingPolicyGate: boolean;
  /** The policies of the two policy plugins' staticManifestsDir (manifest-based admission). */
  staticPolicies?: { mutating: readonly PolicyHook[]; validating: readonly PolicyHook[] };
  /** What every in-process plugin reads: the cluster, configurations, authorizer, servers. */
  pluginEnv: PluginEnvironment;
}

/** The chain's plugins, one per enabled name, in order. */
export function newFromPlugins(input: ChainInput): ChainPlugin[] {
  // Without a policy or binding object both policy dispatchers find no hooks and do nothing (their
  // first step, policyHooks), so a run that did not load the policy group may leave them out.
  const staticPolicies = input.staticPolicies ?? { mutating: [], validating: [] };
  const noPolicies =
    !policySlot.loaded() &&
    !hasPolicyObjects(input.pluginEnv.cluster.objects) &&
    staticPolicies.mutating.length + staticPolicies.validating.length === 0;
  return input.plugins.map((name): ChainPlugin => {
    switch (name) {
      case 'MutatingAdmissionPolicy':
        if (noPolicies) return { name, admit: () => undefined };
        return mutatingPolicyPlugin(
          input.mutatingPolicyGate,
          input.namespace,
          staticPolicies.mutating,
        );
      case 'MutatingAdmissionWebhook':
        return mutatingWebhookPlugin(input.mutatingWebhooks);
      case 'ValidatingAdmissionPolicy':
        if (noPolicies) return { name, validate: () => undefined };
        return validatingPolicyPlugin(input.namespace, staticPolicies.validating);
      case 'ValidatingAdmissionWebhook':
        return validatingWebhookPlugin(input.validatingWebhooks);
      default: {
        const plugin = inProcessPlugin(name);
        return plugin === undefined
          ? notSimulatedPlugin(name)
          : inProcessChainPlugin(plugin, input.pluginEnv);
      }
    }
  });
}
