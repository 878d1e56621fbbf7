// Says, for an in-process plugin the playground does not simulate, whether it would act on this
// request, so the result and the UI can say what was left out. Every 1.32 plugin is simulated, and
// PodTopologyLabels (podTopologyLabels.ts) and PodResizeValidator (podResizeValidator.ts).
// The later ones (research note ../shared/spec/k8s-versions-1.33-1.37.md §4–§6, §7):
// - NodeDeclaredFeatureValidator (1.35+; gate NodeDeclaredFeatures on from 1.36) checks UPDATEs of
//   bound pods (main resource or resize) against the node's declared features.
// - PodGroupProtection, PodGroupWorkloadExists, JobValidation (1.36+) act only on the alpha
//   scheduling.k8s.io Workload/PodGroup APIs and gates: inert by default (inference, §5.4).

import type { Attributes } from '../admission/attributes.ts';
import { noteNotSimulated, type ChainContext } from '../admission/context.ts';
import type { ChainPlugin } from '../admission/interfaces.ts';
import type { PluginName } from '../admission/plugins.ts';
import type { KubernetesVersion } from '../apimachinery/types.ts';
import { atLeast } from '../apimachinery/version.ts';

const gateOn = (
  gates: Readonly<Record<string, boolean>>,
  gate: string,
  defaultOn: boolean,
): boolean => gates[gate] ?? defaultOn;

const isPods = (a: Attributes): boolean =>
  a.resource.group === '' && a.resource.resource === 'pods';

/** Describes what an unsimulated plugin would do to this request, or undefined when it would not act. */
export function unsimulatedPluginEffect(
  plugin: string,
  a: Attributes,
  version: KubernetesVersion = '1.32',
  gates: Readonly<Record<string, boolean>> = {},
): string | undefined {
  switch (plugin) {
    case 'NodeDeclaredFeatureValidator':
      return gateOn(gates, 'NodeDeclaredFeatures', atLeast(version, '1.36')) &&
        isPods(a) &&
        a.operation === 'UPDATE' &&
        (a.subresource === '' || a.subresource === 'resize')
        ? "would check a bound pod's update against its node's declared features"
        : undefined;
    case 'PodGroupProtection':
    case 'PodGroupWorkloadExists':
    case 'JobValidation':
      return undefined;
    default:
      return 'is enabled and may act on this request';
  }
}

/** A plugin the playground does not simulate: in each phase it implements, it records what it would do. */
export function notSimulatedPlugin(
  name: PluginName,
  version: KubernetesVersion = '1.32',
  gates: Readonly<Record<string, boolean>> = {},
): ChainPlugin {
  const note = (ctx: ChainContext, attr: Attributes): undefined => {
    const effect = unsimulatedPluginEffect(name, attr, version, gates);
    if (effect !== undefined) noteNotSimulated(ctx, name, `${name} ${effect}`);
    return undefined;
  };
  // The validators implement only ValidationInterface.
  if (
    name === 'NodeDeclaredFeatureValidator' ||
    name === 'PodGroupWorkloadExists' ||
    name === 'JobValidation'
  )
    return { name, validate: note };
  return { name, admit: note, validate: note };
}
