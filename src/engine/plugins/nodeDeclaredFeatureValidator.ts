// NodeDeclaredFeatureValidator: refuses an update of a bound pod that needs a node feature its node
// does not declare in status.declaredFeatures (plugin/pkg/admission/nodedeclaredfeatures/
// admission.go; the features and their InferForUpdate from k8s.io/component-helpers
// nodedeclaredfeatures/features at v0.35.0, v0.36.0 and 1.37's code freeze). Validating; UPDATE of
// pods or pods/resize with a changed metadata.generation; gate NodeDeclaredFeatures (alpha off in
// 1.35, on from 1.36). From 1.37 it also checks ResourceSlice CREATE and UPDATE under the
// DRANodeAllocatableResources gate (alpha, off): nodeAllocatableDRA.ts.

import { admissionForbidden } from '../admission/forbidden.ts';
import { featureEnabled } from '../apimachinery/featureGates.ts';
import { goQuote } from '../apimachinery/goQuote.ts';
import { asObject } from '../apimachinery/isObject.ts';
import { cmp, newQuantity } from '../apimachinery/quantity/quantity.ts';
import { semanticDeepEqual } from '../apimachinery/semanticEqual.ts';
import type { JsonObject, KubernetesVersion } from '../apimachinery/types.ts';
import { atLeast } from '../apimachinery/version.ts';
import type { AdmissionPlugin } from './interfaces.ts';
import { handlesOperations } from './interfaces.ts';
import { objectsAt, stringAt } from './objectFields.ts';
import { containerResources } from './resource/podResources.ts';
import { validateNodeAllocatableDRA } from './nodeAllocatableDRA.ts';

type Spec = JsonObject;
interface Feature {
  name: string;
  inferForUpdate(oldPod: JsonObject, newPod: JsonObject): boolean;
}

const specOf = (pod: JsonObject): Spec => asObject(pod['spec']) ?? {};
const zero = newQuantity(0n);

// InPlacePodLevelResourcesVerticalScaling: the pod-level resources changed.
const podLevelResourcesResize: Feature = {
  name: 'InPlacePodLevelResourcesVerticalScaling',
  inferForUpdate: (o, n) => {
    const [a, b] = [specOf(o)['resources'], specOf(n)['resources']];
    return !(a === undefined && b === undefined) && !semanticDeepEqual(a, b, true);
  },
};

// GuaranteedQoSPodCPUResize (1.35 only): a Guaranteed pod's container CPU request changed.
const guaranteedQoSPodCPUResize: Feature = {
  name: 'GuaranteedQoSPodCPUResize',
  inferForUpdate: (o, n) => {
    if (stringAt(asObject(o['status']), 'qosClass') !== 'Guaranteed') return false;
    const fresh = objectsAt(specOf(n)['containers']);
    // Requests.Cpu() is a zero quantity when absent.
    const cpu = (c: JsonObject | undefined) =>
      (c === undefined ? undefined : containerResources(c, 'requests').get('cpu')) ?? zero;
    return objectsAt(specOf(o)['containers']).some((c, i) => cmp(cpu(c), cpu(fresh[i])) !== 0);
  },
};

// InPlacePodVerticalScalingInitContainers (1.36+): a non-sidecar init container's resources changed.
const nonSidecarInitContainerResize: Feature = {
  name: 'InPlacePodVerticalScalingInitContainers',
  inferForUpdate: (o, n) => {
    const fresh = objectsAt(specOf(n)['initContainers']);
    return objectsAt(specOf(o)['initContainers']).some(
      (c, i) =>
        stringAt(c, 'restartPolicy') !== 'Always' &&
        !semanticDeepEqual(c['resources'], fresh[i]?.['resources'], true),
    );
  },
};

// InPlacePodVerticalScalingMemoryBackedVolumes (1.37): a memory emptyDir's sizeLimit changed.
const memoryBackedVolumesResize: Feature = {
  name: 'InPlacePodVerticalScalingMemoryBackedVolumes',
  inferForUpdate: (o, n) => {
    const [before, after] = [objectsAt(specOf(o)['volumes']), objectsAt(specOf(n)['volumes'])];
    if (before.length !== after.length) return false;
    return after.some((v, i) => {
      const old = before[i] as JsonObject;
      const dir = asObject(v['emptyDir']);
      if (v['name'] !== old['name'] || dir?.['medium'] !== 'Memory') return false;
      const [a, b] = [dir['sizeLimit'], asObject(old['emptyDir'])?.['sizeLimit']];
      return a !== undefined && b !== undefined && !semanticDeepEqual(a, b, true);
    });
  },
};

// The features whose InferForUpdate can be true, per release (the others only infer for scheduling).
const featuresOf = (version: KubernetesVersion): Feature[] =>
  atLeast(version, '1.37')
    ? [podLevelResourcesResize, nonSidecarInitContainerResize, memoryBackedVolumesResize]
    : atLeast(version, '1.36')
      ? [podLevelResourcesResize, nonSidecarInitContainerResize]
      : [guaranteedQoSPodCPUResize, podLevelResourcesResize];

const generationOf = (o: JsonObject | undefined): number => {
  const g = asObject(o?.['metadata'])?.['generation'];
  return typeof g === 'number' ? g : 0;
};

/** The NodeDeclaredFeatureValidator plugin (validating only). */
export const nodeDeclaredFeatureValidatorPlugin: AdmissionPlugin = {
  name: 'NodeDeclaredFeatureValidator',
  handles: handlesOperations('CREATE', 'UPDATE'),
  validate(request) {
    const { attr } = request;
    if (!featureEnabled(request.featureGates, request.version, 'NodeDeclaredFeatures'))
      return { reason: 'the NodeDeclaredFeatures feature gate is off' };
    if (
      attr.resource.group === 'resource.k8s.io' &&
      attr.resource.resource === 'resourceslices' &&
      attr.subresource === '' &&
      atLeast(request.version, '1.37')
    ) {
      if (!featureEnabled(request.featureGates, request.version, 'DRANodeAllocatableResources'))
        return { reason: 'the DRANodeAllocatableResources feature gate is off' };
      if (attr.object === undefined) return undefined;
      return validateNodeAllocatableDRA(attr, attr.object, request.cluster.ofKind('Node', ''));
    }
    if (attr.resource.group !== '' || attr.resource.resource !== 'pods') return undefined;
    if (attr.operation !== 'UPDATE') return undefined;
    if (attr.subresource !== '' && attr.subresource !== 'resize') return undefined;
    const pod = attr.object;
    const old = attr.oldObject;
    if (pod === undefined || old === undefined) return undefined;
    const nodeName = stringAt(asObject(pod['spec']), 'nodeName');
    if (nodeName === '') return { reason: 'the pod is not bound to a node' };
    if (generationOf(pod) === generationOf(old))
      return { reason: 'metadata.generation did not change (the spec is unchanged)' };
    // The registry sorts the features by name; the unmet ones are listed in that order.
    const required = featuresOf(request.version)
      .filter((f) => f.inferForUpdate(old, pod))
      .map((f) => f.name)
      .sort();
    if (required.length === 0) return { reason: 'the update needs no declared node feature' };
    const node = request.cluster
      .ofKind('Node', '')
      .find((n) => stringAt(asObject(n['metadata']), 'name') === nodeName);
    if (node === undefined) {
      const message = `node ${goQuote(nodeName)} not found`;
      return { status: admissionForbidden(attr, message), reason: message };
    }
    const declared = (asObject(node['status'])?.['declaredFeatures'] ?? []) as unknown[];
    const missing = required.filter((f) => !declared.includes(f));
    if (missing.length > 0) {
      const message = `pod update requires features ${missing.join(', ')} which are not available on node ${goQuote(nodeName)}`;
      return {
        status: admissionForbidden(attr, message),
        reason: message,
        // 1.35 collects the unmet features from a map: their order varies between requests.
        ...(missing.length > 1 && !atLeast(request.version, '1.36')
          ? { assumptions: ['1.35 lists several unmet features in Go map order; shown sorted'] }
          : {}),
      };
    }
    return { reason: `node ${goQuote(nodeName)} declares ${required.join(', ')}` };
  },
};
