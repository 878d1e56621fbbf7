// qos.GetPodQOS / ComputePodQOS on the internal pod (pkg/apis/core/helper/qos/qos.go, release-1.32):
// status.qosClass when already set, else computed from the cpu and memory requests and limits of the
// containers and init containers (ephemeral containers cannot set resources). Pod-level resources
// (PodLevelResources, alpha in 1.32) are not modelled: they are dropped before this runs.

import type { JsonObject } from '../apimachinery/types.ts';
import { child, children } from '../defaulting/defaults/access.ts';
import { add, cmp, type Quantity, quantityOf, signOf } from '../apimachinery/quantity/quantity.ts';

const supported = new Set(['cpu', 'memory']);

type Totals = Map<string, Quantity>;

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

/** ComputePodQOS: BestEffort, Guaranteed or Burstable. */
export function computePodQOS(pod: JsonObject): 'BestEffort' | 'Guaranteed' | 'Burstable' {
  const spec = child(pod, 'spec');
  const requests: Totals = new Map();
  const limits: Totals = new Map();
  let guaranteed = true;
  for (const c of [...children(spec, 'containers'), ...children(spec, 'initContainers')]) {
    const resources = child(c, 'resources');
    sumPositive(child(resources, 'requests'), requests);
    const found = sumPositive(child(resources, 'limits'), limits);
    if (!found.has('memory') || !found.has('cpu')) guaranteed = false;
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
export function getPodQOS(pod: JsonObject): string {
  const set = child(pod, 'status')?.['qosClass'];
  return typeof set === 'string' && set !== '' ? set : computePodQOS(pod);
}
