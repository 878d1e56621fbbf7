// Whether a pod is in the BestEffort QoS class (pkg/apis/core/v1/helper/qos/qos.go ComputePodQOS and
// GetPodQOS; the internal pkg/apis/core/helper/qos decides the same way). Only cpu and memory count
// (isSupportedQoSComputeResource); pod-level resources are alpha in 1.32 and not modelled.

import type { JsonObject } from '../apimachinery/types.ts';
import { signOf } from '../apimachinery/quantity/quantity.ts';
import { objectAt, objectsAt, stringAt } from './objectFields.ts';
import { containerResources } from './resource/podResources.ts';

const qosResources = new Set(['cpu', 'memory']);

/** ComputePodQOS == BestEffort: no container or init container requests or limits any positive cpu or memory. */
export function computesBestEffort(spec: JsonObject): boolean {
  // Ephemeral containers cannot define resources and do not count.
  for (const c of [...objectsAt(spec, 'containers'), ...objectsAt(spec, 'initContainers')]) {
    for (const pick of ['requests', 'limits'] as const) {
      for (const [name, q] of containerResources(c, pick))
        if (qosResources.has(name) && signOf(q) > 0) return false;
    }
  }
  return true;
}

/** GetPodQOS == BestEffort: the class stored in status.qosClass when set, else the computed one. */
export function isBestEffort(pod: JsonObject): boolean {
  const stored = stringAt(pod, 'status', 'qosClass');
  if (stored !== '') return stored === 'BestEffort';
  return computesBestEffort(objectAt(pod, 'spec') ?? {});
}
