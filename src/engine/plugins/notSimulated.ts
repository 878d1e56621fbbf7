// Says, for an in-process plugin the playground does not simulate, whether it would act on this
// request, so the result and the UI can say what was left out. Every 1.32 plugin is simulated, and
// PodTopologyLabels, NodeDeclaredFeatureValidator and PodResizeValidator (their own files).
// The later ones (research note ../shared/spec/k8s-versions-1.33-1.37.md §4–§6, §7):
// - PodGroupProtection, PodGroupWorkloadExists, JobValidation (1.36+) act only on the alpha
//   scheduling.k8s.io Workload/PodGroup APIs and gates: inert by default (inference, §5.4).

import type { Attributes } from '../admission/attributes.ts';
import { noteNotSimulated, type ChainContext } from '../admission/context.ts';
import type { ChainPlugin } from '../admission/interfaces.ts';
import type { PluginName } from '../admission/plugins.ts';

/** Describes what an unsimulated plugin would do to a request, or undefined when it would not act. */
export function unsimulatedPluginEffect(plugin: string): string | undefined {
  switch (plugin) {
    case 'PodGroupProtection':
    case 'PodGroupWorkloadExists':
    case 'JobValidation':
      return undefined;
    default:
      return 'is enabled and may act on this request';
  }
}

/** A plugin the playground does not simulate: in each phase it implements, it records what it would do. */
export function notSimulatedPlugin(name: PluginName): ChainPlugin {
  const note = (ctx: ChainContext, _attr: Attributes): undefined => {
    const effect = unsimulatedPluginEffect(name);
    if (effect !== undefined) noteNotSimulated(ctx, name, `${name} ${effect}`);
    return undefined;
  };
  // The validators implement only ValidationInterface.
  if (name === 'PodGroupWorkloadExists' || name === 'JobValidation')
    return { name, validate: note };
  return { name, admit: note, validate: note };
}
