// Runs the enabled plugins in the API server's order: the mutating pass (and the one reinvocation
// pass when a webhook changed the object), then the validating pass
// (k8s.io/apiserver pkg/admission/chain.go, reinvocation.go).

import type { WebhookAccessor } from '../webhook/accessor.ts';
import { dispatchMutating, type ReinvocationContext } from '../webhook/mutating/dispatcher.ts';
import { newWebhookReinvokeContext } from '../webhook/mutating/reinvocationContext.ts';
import { dispatchValidating } from '../webhook/validating/dispatcher.ts';
import { dispatchValidatingPolicies } from '../policy/validating/dispatcher.ts';
import { dispatchMutatingPolicies } from '../policy/mutating/dispatcher.ts';
import { inProcessPlugin } from '../run/pluginRegistry.ts';
import { unsimulatedPluginEffect } from '../plugins/notSimulated.ts';
import type { Attributes } from './attributes.ts';
import type { ClusterNamespace } from './cluster.ts';
import { noteNotSimulated, type ChainContext } from './context.ts';
import type { PluginName } from './plugins.ts';
import type { Status } from './result.ts';
import { runPlugin, type PluginEnvironment } from '../plugins/runPlugin.ts';

/** What the chain needs besides the shared context. */
export interface ChainInput {
  plugins: PluginName[];
  mutatingHooks: WebhookAccessor[];
  validatingHooks: WebhookAccessor[];
  namespace: (name: string) => ClusterNamespace | undefined;
  /** How many policy bindings the scenario holds (a MutatingAdmissionPolicyBinding turns its gate on). */
  policies: { validating: number; mutating: number };
  mutatingPolicyGate: boolean;
  /** What every in-process plugin reads: the cluster, configurations, authorizer, servers. */
  pluginEnv: PluginEnvironment;
}

// The chain's own dispatchers run in one phase each; an in-process plugin runs in a phase when it
// implements that phase's interface (semantics §1.1).
const validateOnly = new Set<string>(['ValidatingAdmissionPolicy', 'ValidatingAdmissionWebhook']);
const admitOnly = new Set<string>(['MutatingAdmissionPolicy', 'MutatingAdmissionWebhook', 'PodTopologyLabels']);

/** Runs the mutating pass and, if needed, the reinvocation pass; returns the refusal, if any. */
export function admit(ctx: ChainContext, attr: Attributes, input: ChainInput): Status | undefined {
  const reinvocation: ReinvocationContext = {
    isReinvoke: false,
    shouldReinvoke: false,
    webhooks: newWebhookReinvokeContext(),
    stampPending: attr.managedFieldsStamped,
  };
  const refusal = admitPass(ctx, attr, input, reinvocation);
  if (refusal !== undefined || !reinvocation.shouldReinvoke) return refusal;
  // reinvoker.Admit: exactly one more pass of the whole mutating chain.
  reinvocation.isReinvoke = true;
  return admitPass(ctx, attr, input, reinvocation);
}

function admitPass(ctx: ChainContext, attr: Attributes, input: ChainInput, reinvocation: ReinvocationContext): Status | undefined {
  const round = reinvocation.isReinvoke ? 1 : 0;
  for (const plugin of input.plugins) {
    if (validateOnly.has(plugin)) continue;
    switch (plugin) {
      case 'MutatingAdmissionPolicy': {
        // The feature gate is off by default (alpha in 1.32/1.33, beta in 1.34); a scenario holding
        // a binding turns it on. The plugin handles CREATE, UPDATE and CONNECT.
        if (!(input.mutatingPolicyGate || input.policies.mutating > 0) || attr.operation === 'DELETE') continue;
        const refusal = dispatchMutatingPolicies(ctx, attr, input.namespace, reinvocation);
        if (refusal !== undefined) return refusal;
        continue;
      }
      case 'MutatingAdmissionWebhook': {
        const refusal = dispatchMutating(ctx, attr, input.mutatingHooks, reinvocation);
        if (refusal !== undefined) return refusal;
        continue;
      }
      default: {
        const inProcess = inProcessPlugin(plugin);
        if (inProcess === undefined) {
          noteUnsimulated(ctx, plugin, attr);
          continue;
        }
        const refusal = runPlugin(ctx, inProcess, 'mutating', attr, input.pluginEnv, round);
        if (refusal !== undefined) return refusal;
      }
    }
  }
  return undefined;
}

/** Runs the validating pass; returns the refusal, if any. */
export function validate(ctx: ChainContext, attr: Attributes, input: ChainInput): Status | undefined {
  for (const plugin of input.plugins) {
    if (admitOnly.has(plugin)) continue;
    switch (plugin) {
      case 'ValidatingAdmissionPolicy': {
        const refusal = dispatchValidatingPolicies(ctx, attr, input.namespace);
        if (refusal !== undefined) return refusal;
        continue;
      }
      case 'ValidatingAdmissionWebhook': {
        const refusal = dispatchValidating(ctx, attr, input.validatingHooks);
        if (refusal !== undefined) return refusal;
        continue;
      }
      default: {
        const inProcess = inProcessPlugin(plugin);
        if (inProcess === undefined) {
          noteUnsimulated(ctx, plugin, attr);
          continue;
        }
        const refusal = runPlugin(ctx, inProcess, 'validating', attr, input.pluginEnv);
        if (refusal !== undefined) return refusal;
      }
    }
  }
  return undefined;
}

function noteUnsimulated(ctx: ChainContext, plugin: PluginName, attr: Attributes): void {
  const effect = unsimulatedPluginEffect(plugin, attr);
  if (effect !== undefined) noteNotSimulated(ctx, plugin, `${plugin} ${effect}`);
}
