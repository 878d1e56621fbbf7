// A pod's effective requests and limits (pkg/api/v1/resource/helpers.go PodRequests, PodLimits;
// plugin/pkg/admission/limitranger/admission.go podRequests, podLimits are its copies without pod
// overhead), and the containers' aggregate alone (k8s.io/component-helpers resource/helpers.go
// AggregateContainerRequests, AggregateContainerLimits, the same from v0.32 to v0.37 without
// status options), which pod-level resource validation compares with. The admission plugins
// re-export these from plugins/resource/podResources.ts. Pod-level resources in PodRequests and
// in-place resize are not modelled here.

import type { JsonObject } from '../../apimachinery/types.ts';
import {
  addInto,
  maxInto,
  readResourceList,
  type ResourceList,
} from '../../apimachinery/quantity/resourceList.ts';
import { obj, objects, str } from '../read.ts';

type Pick = 'requests' | 'limits';

/** PodResourcesOptions: LimitRanger leaves spec.overhead out of its sums. */
export interface PodResourcesOptions {
  excludeOverhead?: boolean;
}

/** A container's resources.requests or resources.limits. */
export const containerResources = (container: JsonObject, pick: Pick): ResourceList =>
  readResourceList(obj(container['resources'])?.[pick]);

// Containers summed; sidecars (restartable init containers) added, and each plain init container
// counted with the sidecars started before it; the larger of the two sums wins.
function aggregate(spec: JsonObject, pick: Pick): ResourceList {
  const total: ResourceList = new Map();
  for (const c of objects(spec['containers'])) addInto(total, containerResources(c, pick));
  const sidecars: ResourceList = new Map();
  const initMax: ResourceList = new Map();
  for (const c of objects(spec['initContainers'])) {
    const own = containerResources(c, pick);
    if (str(c['restartPolicy']) === 'Always') {
      addInto(total, own);
      addInto(sidecars, own);
      maxInto(initMax, sidecars);
    } else {
      const withSidecars: ResourceList = new Map();
      addInto(withSidecars, own);
      addInto(withSidecars, sidecars);
      maxInto(initMax, withSidecars);
    }
  }
  maxInto(total, initMax);
  return total;
}

/** AggregateContainerRequests: the containers' requests as PodRequests sums them. */
export const aggregateContainerRequests = (spec: JsonObject): ResourceList =>
  aggregate(spec, 'requests');

/** AggregateContainerLimits. */
export const aggregateContainerLimits = (spec: JsonObject): ResourceList =>
  aggregate(spec, 'limits');

/** resourcehelper.PodRequests: the aggregate plus spec.overhead. */
export function podRequests(spec: JsonObject, options: PodResourcesOptions = {}): ResourceList {
  const requests = aggregate(spec, 'requests');
  if (!options.excludeOverhead) addInto(requests, readResourceList(spec['overhead']));
  return requests;
}

/** resourcehelper.PodLimits: the aggregate, with spec.overhead added only to resources that have a limit. */
export function podLimits(spec: JsonObject, options: PodResourcesOptions = {}): ResourceList {
  const limits = aggregate(spec, 'limits');
  if (options.excludeOverhead) return limits;
  const overhead = readResourceList(spec['overhead']);
  addInto(limits, new Map([...overhead].filter(([k]) => limits.has(k))));
  return limits;
}
