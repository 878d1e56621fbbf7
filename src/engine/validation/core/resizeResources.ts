// The resource helpers of a pods/resize check: mirrors pkg/apis/core/validation/validation.go
// dropCPUMemoryUpdates, dropCPUMemoryResourcesFromContainer, dropCPUMemoryResourceRequirementsUpdates,
// resourcesRemoved, validateContainerResize and isPodResizeRequestSupported (kubernetes master of
// 2026-07, read in the atiratree/kubernetes fork, commit 81b59d0).

import type { JsonObject, JsonValue } from '../../apimachinery/types.ts';
import { type FieldError, forbidden } from '../../apimachinery/field.ts';
import { child } from '../fieldPath.ts';
import { obj, objects } from '../read.ts';

type ResourceList = JsonObject | undefined;

/** dropCPUMemoryUpdates: the list with its cpu and memory taken from the old list (nil stays nil). */
export function dropCPUMemoryUpdates(list: ResourceList, old: ResourceList): ResourceList {
  if (list === undefined && old === undefined) return undefined;
  const munged: JsonObject = { ...list };
  delete munged['cpu'];
  delete munged['memory'];
  for (const name of ['cpu', 'memory'])
    if (old?.[name] !== undefined) munged[name] = old[name] as JsonValue;
  return munged;
}

/** dropCPUMemoryResourcesFromContainer: the container with only its limits and requests munged (claims go). */
export function dropCPUMemoryFromContainer(ctr: JsonObject, old: JsonObject): JsonObject {
  const resources = obj(ctr['resources']);
  const oldResources = obj(old['resources']);
  const limits = dropCPUMemoryUpdates(obj(resources?.['limits']), obj(oldResources?.['limits']));
  const requests = dropCPUMemoryUpdates(
    obj(resources?.['requests']),
    obj(oldResources?.['requests']),
  );
  // Go: container.Resources = core.ResourceRequirements{Limits: lim, Requests: req}.
  return {
    ...ctr,
    resources: {
      ...(limits !== undefined && { limits }),
      ...(requests !== undefined && { requests }),
    },
  };
}

/** dropCPUMemoryResourceRequirementsUpdates: pod-level resources munged as above (claims kept). */
export function dropCPUMemoryRequirementsUpdates(
  resources: JsonObject | undefined,
  old: JsonObject | undefined,
): JsonObject | undefined {
  if (resources === undefined) return undefined;
  const requests = dropCPUMemoryUpdates(obj(resources['requests']), obj(old?.['requests']));
  const limits = dropCPUMemoryUpdates(obj(resources['limits']), obj(old?.['limits']));
  const munged: JsonObject = { ...resources };
  delete munged['requests'];
  delete munged['limits'];
  if (requests !== undefined) munged['requests'] = requests;
  if (limits !== undefined) munged['limits'] = limits;
  const empty = (l: ResourceList): boolean => Object.keys(l ?? {}).length === 0;
  // An old pod without pod-level resources and a munged block left empty: nil.
  if (
    old === undefined &&
    empty(requests) &&
    empty(limits) &&
    objects(munged['claims']).length === 0
  )
    return undefined;
  return munged;
}

/** resourcesRemoved: the old list has a name the new one lacks. */
export function resourcesRemoved(list: ResourceList, old: ResourceList): boolean {
  const now = Object.keys(list ?? {});
  const before = Object.keys(old ?? {});
  return before.length > now.length || before.some((n) => !now.includes(n));
}

/** validateContainerResize: requests and limits may change but not be removed. */
export function validateContainerResize(
  now: JsonObject | undefined,
  before: JsonObject | undefined,
  fldPath: string,
): FieldError[] {
  const errs: FieldError[] = [];
  if (resourcesRemoved(obj(now?.['requests']), obj(before?.['requests'])))
    errs.push(forbidden(child(fldPath, 'requests'), 'resource requests cannot be removed'));
  if (resourcesRemoved(obj(now?.['limits']), obj(before?.['limits'])))
    errs.push(forbidden(child(fldPath, 'limits'), 'resource limits cannot be removed'));
  return errs;
}

/** isPodResizeRequestSupported: the first running container reports its resources (a node that resizes). */
export function isPodResizeRequestSupported(pod: JsonObject): boolean {
  for (const c of objects(obj(pod['status'])?.['containerStatuses'])) {
    if (obj(obj(c['state'])?.['running']) !== undefined) return obj(c['resources']) !== undefined;
  }
  return true;
}
