// PodTopologyLabels: copies the node's topology labels onto a pod bound to it — into the Binding's
// labels (which the binding registry copies onto the pod) for pods/binding, and into the pod's own
// labels, overwriting, for a pod created with spec.nodeName (plugin/pkg/admission/podtopologylabels/
// admission.go, 1.34+). Compiled in from 1.33; gate PodTopologyLabelsAdmission alpha, on from 1.35.

import { featureEnabled } from '../apimachinery/featureGates.ts';
import type { JsonObject, JsonValue } from '../apimachinery/types.ts';
import { atLeast } from '../apimachinery/version.ts';
import type { AdmissionPlugin, PluginRequest } from './interfaces.ts';
import { handlesOperations } from './interfaces.ts';

// defaultConfig.Labels: the only keys kube-apiserver copies.
const topologyLabels = ['topology.kubernetes.io/zone', 'topology.kubernetes.io/region'];

const asObject = (v: JsonValue | undefined): JsonObject | undefined =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? v : undefined;

// topologyLabelsForNodeName: a node that does not exist gives no labels (NotFound is ignored).
function labelsOfNode(request: PluginRequest, nodeName: string): Record<string, string> {
  const node = request.cluster
    .ofKind('Node', '')
    .find((n) => asObject(n['metadata'])?.['name'] === nodeName);
  const labels = asObject(asObject(node?.['metadata'])?.['labels']) ?? {};
  const out: Record<string, string> = {};
  for (const key of topologyLabels) {
    const value = labels[key];
    if (typeof value === 'string') out[key] = value;
  }
  return out;
}

// mergeLabels into a copy of the object's metadata.labels, overwriting.
function withLabels(object: JsonObject, labels: Record<string, string>): JsonObject {
  const copy = structuredClone(object);
  const metadata = asObject(copy['metadata']) ?? {};
  metadata['labels'] = { ...asObject(metadata['labels']), ...labels };
  copy['metadata'] = metadata;
  return copy;
}

/** The PodTopologyLabels plugin (mutating only; CREATE of pods and pods/binding). */
export const podTopologyLabelsPlugin: AdmissionPlugin = {
  name: 'PodTopologyLabels',
  handles: handlesOperations('CREATE'),
  admit(request) {
    const { attr } = request;
    if (attr.resource.group !== '' || attr.resource.resource !== 'pods') return undefined;
    if (attr.object === undefined) return undefined;
    if (!featureEnabled(request.featureGates, request.version, 'PodTopologyLabelsAdmission'))
      return { reason: 'the PodTopologyLabelsAdmission feature gate is off' };
    let nodeName: string;
    if (attr.subresource === 'binding') {
      const target = asObject(attr.object['target']);
      // The scheduler sets only the kind of a binding's target, so only the kind is checked.
      if (target?.['kind'] !== 'Node') return { reason: 'the binding does not target a Node' };
      nodeName = typeof target['name'] === 'string' ? target['name'] : '';
    } else if (attr.subresource === '') {
      const spec = asObject(attr.object['spec']);
      nodeName = typeof spec?.['nodeName'] === 'string' ? spec['nodeName'] : '';
      if (nodeName === '') return { reason: 'the pod is not scheduled (no spec.nodeName)' };
    } else return undefined;
    const labels = labelsOfNode(request, nodeName);
    if (Object.keys(labels).length === 0)
      return { reason: `node "${nodeName}" has no topology labels (or is not in the cluster)` };
    const assumptions = atLeast(request.version, '1.34')
      ? []
      : ["1.33's label-key bug (fixed in 1.34, kubernetes#132462) is not simulated"];
    return {
      object: withLabels(attr.object, labels),
      reason: `copied ${Object.entries(labels)
        .map(([k, v]) => `${k}=${v}`)
        .join(', ')} from node "${nodeName}"`,
      ...(assumptions.length > 0 && { assumptions }),
    };
  },
};
