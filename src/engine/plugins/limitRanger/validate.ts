// LimitRanger's Validate: checks every container, init container and the pod as a whole against a
// LimitRange's Container and Pod items, and claims against PersistentVolumeClaim items
// (PodValidateLimitFunc, PersistentVolumeClaimValidateLimitFunc, podRequests, podLimits in
// plugin/pkg/admission/limitranger/admission.go, 1.32). Errors are collected, not short-circuited.

import type { JsonObject } from '../../apimachinery/types.ts';
import { objectAt, objectsAt, valueAt } from '../objectFields.ts';
import { containerResources, podLimits, podRequests } from '../resource/podResources.ts';
import { readResourceList, type ResourceList } from '../resource/resourceList.ts';
import {
  limitRequestRatioConstraint,
  maxConstraint,
  maxRequestConstraint,
  minConstraint,
} from './constraints.ts';
import type { LimitRange } from './limitRange.ts';

interface Requirements {
  requests: ResourceList;
  limits: ResourceList;
}

const requirementsOf = (container: JsonObject): Requirements => ({
  requests: containerResources(container, 'requests'),
  limits: containerResources(container, 'limits'),
});

// LimitRanger's podRequests / podLimits: the shared pod sums without pod overhead.
const podRequirements = (spec: JsonObject): Requirements => ({
  requests: podRequests(spec, { excludeOverhead: true }),
  limits: podLimits(spec, { excludeOverhead: true }),
});

function checkAll(
  errs: string[],
  limitType: string,
  item: { min: ResourceList; max: ResourceList; maxLimitRequestRatio: ResourceList },
  r: Requirements,
): void {
  for (const [k, v] of item.min) push(errs, minConstraint(limitType, k, v, r.requests, r.limits));
  for (const [k, v] of item.max) push(errs, maxConstraint(limitType, k, v, r.requests, r.limits));
  for (const [k, v] of item.maxLimitRequestRatio)
    push(errs, limitRequestRatioConstraint(limitType, k, v, r.requests, r.limits));
}

function push(errs: string[], err: string | undefined): void {
  if (err !== undefined) errs.push(err);
}

/** PodValidateLimitFunc: every violation of this LimitRange, in upstream's order (per item, containers then init containers). */
export function podViolations(limitRange: LimitRange, pod: JsonObject): string[] {
  const errs: string[] = [];
  const spec = objectAt(pod, 'spec') ?? {};
  for (const item of limitRange.limits) {
    if (item.type === 'Container') {
      for (const c of [...objectsAt(spec, 'containers'), ...objectsAt(spec, 'initContainers')])
        checkAll(errs, item.type, item, requirementsOf(c));
    }
    if (item.type === 'Pod') {
      checkAll(errs, item.type, item, podRequirements(spec));
    }
  }
  return errs;
}

/** PersistentVolumeClaimValidateLimitFunc: min and max apply to spec.resources.requests only. */
export function claimViolations(limitRange: LimitRange, claim: JsonObject): string[] {
  const errs: string[] = [];
  const requests = readResourceList(valueAt(claim, 'spec', 'resources', 'requests'));
  for (const item of limitRange.limits) {
    if (item.type !== 'PersistentVolumeClaim') continue;
    for (const [k, v] of item.min) push(errs, minConstraint(item.type, k, v, requests, new Map()));
    for (const [k, v] of item.max) push(errs, maxRequestConstraint(item.type, k, v, requests));
  }
  return errs;
}

/** utilerrors.NewAggregate(errs).Error(): duplicates dropped, one message bare, several in brackets. */
export function aggregate(errs: readonly string[]): string {
  const unique = [...new Set(errs)];
  return unique.length === 1 ? (unique[0] ?? '') : `[${unique.join(', ')}]`;
}
