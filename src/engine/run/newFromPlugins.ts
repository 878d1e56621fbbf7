// Builds the chain from the enabled plugin names, in kube-apiserver's order: the webhook and policy
// plugins over their sources, each in-process plugin, and a placeholder for a plugin not simulated
// (k8s.io/apiserver pkg/admission/plugins.go NewFromPlugins).

import type { ClusterNamespace } from '../admission/cluster.ts';
import type { ChainPlugin } from '../admission/interfaces.ts';
import type { PluginName } from '../admission/plugins.ts';
import { notSimulatedPlugin } from '../plugins/notSimulated.ts';
import { inProcessChainPlugin, type PluginEnvironment } from '../plugins/runPlugin.ts';
import { mutatingPolicyPlugin } from '../policy/mutating/plugin.ts';
import { validatingPolicyPlugin } from '../policy/validating/plugin.ts';
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
  /** What every in-process plugin reads: the cluster, configurations, authorizer, servers. */
  pluginEnv: PluginEnvironment;
}

/** The chain's plugins, one per enabled name, in order. */
export function newFromPlugins(input: ChainInput): ChainPlugin[] {
  return input.plugins.map((name): ChainPlugin => {
    switch (name) {
      case 'MutatingAdmissionPolicy':
        return mutatingPolicyPlugin(input.mutatingPolicyGate, input.namespace);
      case 'MutatingAdmissionWebhook':
        return mutatingWebhookPlugin(input.mutatingWebhooks);
      case 'ValidatingAdmissionPolicy':
        return validatingPolicyPlugin(input.namespace);
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
