// PodResizeValidator: refuses a resize of a bound pod that its node cannot hold — the pod's CPU or
// memory request above the node's allocatable (cause NodeCapacity), or a node that is not linux
// (cause UnsupportedPlatform); a node not in the cluster is refused too
// (plugin/pkg/admission/podresize/admission.go, 1.36+; kubernetes#136043). Validating only, UPDATE
// of pods/resize, when InPlacePodVerticalScaling is on; skipped unless the resize strategy bumped
// metadata.generation (the spec changed).

import { admissionForbidden } from '../admission/forbidden.ts';
import { goQuote } from '../apimachinery/goQuote.ts';
import { featureEnabled } from '../apimachinery/featureGates.ts';
import { asObject } from '../apimachinery/isObject.ts';
import { milliValueOf, valueOf } from '../apimachinery/quantity/quantity.ts';
import type { Status } from '../apimachinery/status.ts';
import type { JsonObject } from '../apimachinery/types.ts';
import { getResourceRequest } from './resource/resourceRequest.ts';
import { readResourceList } from './resource/resourceList.ts';
import type { AdmissionPlugin } from './interfaces.ts';
import { handlesOperations } from './interfaces.ts';
import { stringAt } from './objectFields.ts';

const generationOf = (o: JsonObject | undefined): number => {
  const g = asObject(o?.['metadata'])?.['generation'];
  return typeof g === 'number' ? g : 0;
};

// admission.NewForbidden with one StatusCause of the given type appended (Type is JSON "reason").
function refusal(status: Status, type: string): Status {
  const details = status.details ?? {};
  return {
    ...status,
    details: { ...details, causes: [...(details.causes ?? []), { reason: type }] },
  };
}

/** The PodResizeValidator plugin (validating only). */
export const podResizeValidatorPlugin: AdmissionPlugin = {
  name: 'PodResizeValidator',
  handles: handlesOperations('UPDATE'),
  validate(request) {
    const { attr } = request;
    if (!featureEnabled(request.featureGates, request.version, 'InPlacePodVerticalScaling'))
      return { reason: 'the InPlacePodVerticalScaling feature gate is off' };
    if (attr.resource.group !== '' || attr.resource.resource !== 'pods') return undefined;
    if (attr.subresource !== 'resize' || attr.object === undefined) return undefined;
    const pod = attr.object;
    const nodeName = stringAt(asObject(pod['spec']), 'nodeName');
    if (nodeName === '') return { reason: 'the pod is not bound to a node' };
    if (generationOf(pod) === generationOf(attr.oldObject))
      return { reason: 'metadata.generation did not change (the spec is unchanged)' };
    const node = request.cluster
      .ofKind('Node', '')
      .find((n) => stringAt(asObject(n['metadata']), 'name') === nodeName);
    if (node === undefined) {
      const message = `node ${goQuote(nodeName)} not found`;
      return { status: admissionForbidden(attr, message), reason: message };
    }
    const allocatable = readResourceList(asObject(node['status'])?.['allocatable']);
    const cpuAllocatable = ((q) => (q === undefined ? 0n : milliValueOf(q)))(
      allocatable.get('cpu'),
    );
    const memAllocatable = ((q) => (q === undefined ? 0n : valueOf(q)))(allocatable.get('memory'));
    const cpuRequests = getResourceRequest(pod, 'cpu', request);
    const memRequests = getResourceRequest(pod, 'memory', request);
    const msg: string[] = [];
    if (cpuRequests > cpuAllocatable)
      msg.push(`cpu, requested: ${cpuRequests}, allocatable: ${cpuAllocatable}`);
    if (memRequests > memAllocatable)
      msg.push(`memory, requested: ${memRequests}, allocatable: ${memAllocatable}`);
    if (msg.length > 0) {
      const message = `Node didn't have enough allocatable resources: ${msg.join('; ')}`;
      return {
        status: refusal(admissionForbidden(attr, message), 'NodeCapacity'),
        reason: message,
      };
    }
    // corev1.LabelOSStable; "This label should always be populated."
    const os = asObject(asObject(node['metadata'])?.['labels'])?.['kubernetes.io/os'];
    if (os !== 'linux') {
      const message = `pod resize is only supported on linux nodes, node ${goQuote(nodeName)} is ${goQuote(typeof os === 'string' ? os : '')}`;
      return {
        status: refusal(admissionForbidden(attr, message), 'UnsupportedPlatform'),
        reason: message,
      };
    }
    return {
      reason: `node ${goQuote(nodeName)} holds the requests (cpu ${cpuRequests}m of ${cpuAllocatable}m, memory ${memRequests} of ${memAllocatable}) and is linux`,
    };
  },
};
