// Says, for an in-process plugin the playground does not simulate, whether it would act on this
// request, so the result and the UI can say what was left out. Every 1.32 plugin is simulated;
// PodTopologyLabels (1.33+) copies the node's topology labels onto a pod's binding.

import type { Attributes } from '../admission/attributes.ts';
import { noteNotSimulated, type ChainContext } from '../admission/context.ts';
import type { ChainPlugin } from '../admission/interfaces.ts';
import type { PluginName } from '../admission/plugins.ts';

/** Describes what an unsimulated plugin would do to this request, or undefined when it would not act. */
export function unsimulatedPluginEffect(plugin: string, a: Attributes): string | undefined {
  if (plugin === 'PodTopologyLabels') {
    return a.resource.group === '' && a.resource.resource === 'pods' && a.subresource === 'binding' ? 'would copy the node\'s topology labels onto the pod' : undefined;
  }
  return 'is enabled and may act on this request';
}

/** A plugin the playground does not simulate: in each phase it implements, it records what it would do. */
export function notSimulatedPlugin(name: PluginName): ChainPlugin {
  const note = (ctx: ChainContext, attr: Attributes): undefined => {
    const effect = unsimulatedPluginEffect(name, attr);
    if (effect !== undefined) noteNotSimulated(ctx, name, `${name} ${effect}`);
    return undefined;
  };
  // PodTopologyLabels implements only MutationInterface.
  return name === 'PodTopologyLabels' ? { name, admit: note } : { name, admit: note, validate: note };
}
