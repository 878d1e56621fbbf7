// The pod-level resource defaulting of SetDefaults_Pod (pkg/apis/core/v1/defaults.go
// defaultHugePagePodLimits, defaultPodRequests), which runs only with the PodLevelResources gate on
// (alpha, off in 1.32-1.33; beta, on from 1.34) and only for Pods, not pod templates. Read at a
// stored kubernetes/kubernetes master (023f88a). What changes with the version is
// k8s.io/component-helpers' IsSupportedPodLevelResource: cpu and memory in v0.32, hugepages-* too
// from v0.33; with 1.32's set the hugepage step and the IsOvercommitAllowed test (false only for
// hugepages among the supported names) change nothing, so one code path serves every version.
// 1.32-1.36 only: kubernetes#140514 (merged July 2026, before 1.37's code freeze; read from its
// review threads, its code not at hand) moved this defaulting out of defaults.go into the pod
// strategy's PrepareForCreate/PrepareForUpdate, after the mutating webhooks, and added pod-level
// limits from the containers' (kubernetes#136120). From 1.37 the scheme defaulting leaves
// spec.resources alone and pod validation says the strategy step is not simulated.

import type { JsonObject, JsonValue, KubernetesVersion } from '../../apimachinery/types.ts';
import { quantityString } from '../../apimachinery/quantity/canonical.ts';
import {
  addInto,
  maxInto,
  readResourceList,
  type ResourceList,
} from '../../apimachinery/quantity/resourceList.ts';
import { atLeast } from '../../apimachinery/version.ts';
import { child, children } from './access.ts';

type Pick = 'requests' | 'limits';

const isHugePages = (name: string): boolean => name.startsWith('hugepages-');

// resourcehelper.IsSupportedPodLevelResource of the version's k8s.io/component-helpers.
const isSupported = (name: string, version: KubernetesVersion): boolean =>
  name === 'cpu' || name === 'memory' || (atLeast(version, '1.33') && isHugePages(name));

// corev1helper.IsOvercommitAllowed: a native resource (no domain, or kubernetes.io/) that is not hugepages.
const isOvercommitAllowed = (name: string): boolean =>
  (!name.includes('/') || name.includes('kubernetes.io/')) && !isHugePages(name);

// resourcehelper.AggregateContainerRequests/Limits with no options (no status, no overhead): the
// containers summed, sidecars added, each init container counted with the sidecars started before
// it, the larger of the sums winning. validation/core/podResourceHelpers.ts holds the same sum for
// validation, a layer above this one.
function aggregate(spec: JsonObject, pick: Pick): ResourceList {
  const own = (c: JsonObject) => readResourceList(child(c, 'resources')?.[pick]);
  const total: ResourceList = new Map();
  for (const c of children(spec, 'containers')) addInto(total, own(c));
  const sidecars: ResourceList = new Map();
  const initMax: ResourceList = new Map();
  for (const c of children(spec, 'initContainers')) {
    if (c['restartPolicy'] === 'Always') {
      addInto(total, own(c));
      addInto(sidecars, own(c));
      maxInto(initMax, sidecars);
    } else {
      const withSidecars: ResourceList = new Map();
      addInto(withSidecars, own(c));
      addInto(withSidecars, sidecars);
      maxInto(initMax, withSidecars);
    }
  }
  maxInto(total, initMax);
  return total;
}

// defaultHugePagePodLimits: a hugepage the containers limit but the pod level neither limits nor
// requests gets the containers' aggregate as its pod-level limit.
function defaultHugePagePodLimits(spec: JsonObject, version: KubernetesVersion): void {
  const resources = child(spec, 'resources');
  if (resources === undefined) return;
  const limits = child(resources, 'limits');
  const requests = child(resources, 'requests');
  if (Object.keys(limits ?? {}).length === 0 && Object.keys(requests ?? {}).length === 0) return;
  const podLims: JsonObject = limits ?? {};
  for (const [name, q] of aggregate(spec, 'limits')) {
    if (!isSupported(name, version) || !isHugePages(name)) continue;
    if (requests !== undefined && Object.hasOwn(requests, name)) continue;
    if (!Object.hasOwn(podLims, name)) podLims[name] = quantityString(q);
  }
  if (Object.keys(podLims).length > 0) resources['limits'] = podLims;
}

// defaultPodRequests: with pod-level limits set, a supported resource the pod level does not
// request gets the containers' aggregate request (overcommittable resources only), else its limit.
function defaultPodRequests(spec: JsonObject, version: KubernetesVersion): void {
  const resources = child(spec, 'resources');
  const limits = child(resources, 'limits');
  if (resources === undefined || limits === undefined || Object.keys(limits).length === 0) return;
  const podReqs: JsonObject = child(resources, 'requests') ?? {};
  for (const [name, q] of aggregate(spec, 'requests'))
    if (!Object.hasOwn(podReqs, name) && isSupported(name, version) && isOvercommitAllowed(name))
      podReqs[name] = quantityString(q);
  for (const name of readResourceList(limits).keys())
    if (!Object.hasOwn(podReqs, name) && isSupported(name, version))
      podReqs[name] = limits[name] as JsonValue;
  if (Object.keys(podReqs).length > 0) resources['requests'] = podReqs;
}

/**
 * SetDefaults_Pod's pod-level step, after the containers' requests are copied from their limits
 * and before any list is rounded (SetObjectDefaults_Pod rounds afterwards).
 */
export function defaultPodLevelResources(spec: JsonObject, version: KubernetesVersion): void {
  defaultHugePagePodLimits(spec, version);
  defaultPodRequests(spec, version);
}
