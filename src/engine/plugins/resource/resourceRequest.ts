// GetResourceRequest (pkg/api/v1/resource/helpers.go, 1.34+): one resource's pod request — the
// pod-level request when PodLevelResources is on and the pod sets pod-level resources, else the
// containers' aggregate (resourcehelper.PodRequests without overhead) — plus spec.overhead when the
// request is not zero; CPU in millicores, anything else in units.

import type { JsonObject, KubernetesVersion } from '../../apimachinery/types.ts';
import { asObject } from '../../apimachinery/isObject.ts';
import {
  add,
  isZero,
  milliValueOf,
  type Quantity,
  valueOf,
} from '../../apimachinery/quantity/quantity.ts';
import { gateEnabled } from '../../registry/featureGates.ts';
import { podRequests } from './podResources.ts';
import { readResourceList } from './resourceList.ts';

// resourcehelper.IsSupportedPodLevelResource.
const podLevelResources = ['cpu', 'memory'];

/** GetResourceRequest for one resource of a pod. */
export function getResourceRequest(
  pod: JsonObject,
  name: string,
  env: { version: KubernetesVersion; featureGates: Readonly<Record<string, boolean>> },
): bigint {
  const spec = asObject(pod['spec']) ?? {};
  const podLevel = asObject(spec['resources']);
  const requests = readResourceList(podLevel?.['requests']);
  const limits = readResourceList(podLevel?.['limits']);
  // IsPodLevelResourcesSet: a supported resource among the pod-level requests or limits.
  const podLevelSet = podLevelResources.some((r) => requests.has(r) || limits.has(r));
  let q: Quantity | undefined =
    gateEnabled(env, 'PodLevelResources') && podLevelSet
      ? podLevelResources.includes(name)
        ? requests.get(name)
        : undefined
      : podRequests(spec, { excludeOverhead: true }).get(name);
  const overhead = readResourceList(spec['overhead']).get(name);
  if (q !== undefined && overhead !== undefined && !isZero(q)) q = add(q, overhead);
  if (q === undefined) return 0n;
  return name === 'cpu' ? milliValueOf(q) : valueOf(q);
}
