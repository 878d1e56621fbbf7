// qos.GetPodQOS / ComputePodQOS on the internal pod (pkg/apis/core/helper/qos/qos.go, release-1.32,
// and the pod-level branch of the stored kubernetes copy at 0fafce4): status.qosClass when already
// set, else computed from the cpu and memory requests and limits of the containers and init
// containers (ephemeral containers cannot set resources). With PodLevelResources (beta on from 1.34)
// a pod whose spec.resources is set is classed by the pod-level values alone; from 1.37
// (PodLevelResourcesFixKubeletQOSClass, kubernetes#137150) only when spec.resources holds a cpu or
// memory request or limit (IsSupportedPodLevelResource, as plugins/resource/resourceRequest.ts reads
// it; the gate's 1.37 default is inferred from the 1.37 release note).

import type { JsonObject } from '../apimachinery/types.ts';
import { child, children } from '../defaulting/defaults/access.ts';
import { add, cmp, type Quantity, quantityOf, signOf } from '../apimachinery/quantity/quantity.ts';
import { gateEnabled } from './featureGates.ts';
import type { StrategyEnv } from './strategy.ts';

const supported = new Set(['cpu', 'memory']);

type Totals = Map<string, Quantity>;
type Env = Pick<StrategyEnv, 'featureGates' | 'version'>;

// Sums the positive supported quantities of one list into totals; returns the names it counted.
function sumPositive(list: JsonObject | undefined, totals: Totals): Set<string> {
  const found = new Set<string>();
  for (const [name, value] of Object.entries(list ?? {})) {
    const q = quantityOf(value);
    if (!supported.has(name) || q === undefined || signOf(q) <= 0) continue;
    found.add(name);
    const current = totals.get(name);
    totals.set(name, current === undefined ? q : add(current, q));
  }
  return found;
}

// isPodLevelResourcesSet: a supported resource among the pod-level requests or limits.
const podLevelSet = (resources: JsonObject): boolean =>
  ['requests', 'limits'].some((l) =>
    Object.keys(child(resources, l) ?? {}).some((name) => supported.has(name)),
  );

// Whether ComputePodQOS takes the pod-level branch.
function usesPodLevel(resources: JsonObject | undefined, env: Env | undefined): boolean {
  if (resources === undefined || env === undefined || !gateEnabled(env, 'PodLevelResources'))
    return false;
  return !gateEnabled(env, 'PodLevelResourcesFixKubeletQOSClass') || podLevelSet(resources);
}

/** ComputePodQOS: BestEffort, Guaranteed or Burstable (`env` decides the pod-level branch). */
export function computePodQOS(
  pod: JsonObject,
  env?: Env,
): 'BestEffort' | 'Guaranteed' | 'Burstable' {
  const spec = child(pod, 'spec');
  const requests: Totals = new Map();
  const limits: Totals = new Map();
  let guaranteed = true;
  const podLevel = child(spec, 'resources');
  if (usesPodLevel(podLevel, env)) {
    sumPositive(child(podLevel, 'requests'), requests);
    const podLimits = child(podLevel, 'limits');
    // Only limits that are set decide: pod-level requests alone leave isGuaranteed true.
    if (Object.keys(podLimits ?? {}).length > 0) {
      const found = sumPositive(podLimits, limits);
      if (!found.has('memory') || !found.has('cpu')) guaranteed = false;
    }
  } else {
    for (const c of [...children(spec, 'containers'), ...children(spec, 'initContainers')]) {
      const resources = child(c, 'resources');
      sumPositive(child(resources, 'requests'), requests);
      const found = sumPositive(child(resources, 'limits'), limits);
      if (!found.has('memory') || !found.has('cpu')) guaranteed = false;
    }
  }
  if (requests.size === 0 && limits.size === 0) return 'BestEffort';
  if (guaranteed) {
    for (const [name, req] of requests) {
      const lim = limits.get(name);
      if (lim === undefined || cmp(lim, req) !== 0) {
        guaranteed = false;
        break;
      }
    }
  }
  return guaranteed && requests.size === limits.size ? 'Guaranteed' : 'Burstable';
}

/** GetPodQOS: a qosClass already in the status wins. */
export function getPodQOS(pod: JsonObject, env?: Env): string {
  const set = child(pod, 'status')?.['qosClass'];
  return typeof set === 'string' && set !== '' ? set : computePodQOS(pod, env);
}
