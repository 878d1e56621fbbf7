// Says, for an in-process plugin the playground does not simulate, whether it would act on this
// request, so the result and the UI can say what was left out. Every 1.32 plugin is simulated;
// PodTopologyLabels (1.33+) copies the node's topology labels onto a pod's binding.

import type { Attributes } from '../admission/attributes.ts';

/** Describes what an unsimulated plugin would do to this request, or undefined when it would not act. */
export function unsimulatedPluginEffect(plugin: string, a: Attributes): string | undefined {
  if (plugin === 'PodTopologyLabels') {
    return a.resource.group === '' && a.resource.resource === 'pods' && a.subresource === 'binding' ? 'would copy the node\'s topology labels onto the pod' : undefined;
  }
  return 'is enabled and may act on this request';
}
