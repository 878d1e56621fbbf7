// LimitRanger's Admit for pods: fills missing container and init-container requests and limits from
// the LimitRange's Container defaults and records what it set in the kubernetes.io/limit-ranger
// annotation (defaultContainerResourceRequirements, mergeContainerResources,
// mergePodResourceRequirements in plugin/pkg/admission/limitranger/admission.go).

import type { JsonObject, JsonValue } from '../../apimachinery/types.ts';
import { asObject } from '../../apimachinery/isObject.ts';
import { fieldOrder, withField } from '../objectFields.ts';
import { podSpecOf, withContainerField, withPodSpec, withSpecField } from '../podSpec.ts';
import type { LimitRange } from './limitRange.ts';
import { readResourceList, type ResourceList, resourceListJson } from '../resource/resourceList.ts';

/** The annotation LimitRanger writes on the pods it defaulted. */
export const limitRangerAnnotation = 'kubernetes.io/limit-ranger';

// Later Container items override earlier ones for the same resource, as the Go loop does.
function containerDefaults(limitRange: LimitRange): {
  requests: ResourceList;
  limits: ResourceList;
} {
  const requests: ResourceList = new Map();
  const limits: ResourceList = new Map();
  for (const item of limitRange.limits) {
    if (item.type !== 'Container') continue;
    for (const [k, v] of item.defaultRequest) requests.set(k, v);
    for (const [k, v] of item.default) limits.set(k, v);
  }
  return { requests, limits };
}

// Adds the defaults the list lacks; returns the new JSON map (keys sorted, as Go prints a map) or undefined when none was missing.
function fill(
  existing: JsonValue | undefined,
  defaults: ResourceList,
  added: string[],
): JsonObject | undefined {
  const present = asObject(existing) ?? {};
  const missing: ResourceList = new Map([...defaults].filter(([k]) => !(k in present)));
  if (missing.size === 0) return undefined;
  added.push(...missing.keys());
  // The API server prints the whole map again: keys sorted, every quantity in canonical form.
  const values = resourceListJson(new Map([...readResourceList(present), ...missing]));
  const out: JsonObject = {};
  for (const k of [...Object.keys(present), ...missing.keys()].sort())
    out[k] = values[k] ?? present[k] ?? null;
  return out;
}

interface Merged {
  container: JsonObject;
  notes: string[];
}

// mergeContainerResources: one container, with the annotation parts it contributes.
function mergeContainer(
  container: JsonObject,
  defaults: { requests: ResourceList; limits: ResourceList },
  prefix: string,
): Merged {
  const name = typeof container['name'] === 'string' ? container['name'] : '';
  let resources = asObject(container['resources']) ?? {};
  const setLimits: string[] = [];
  const setRequests: string[] = [];
  const limits = fill(resources['limits'], defaults.limits, setLimits);
  const requests = fill(resources['requests'], defaults.requests, setRequests);
  if (limits !== undefined)
    resources = withField(resources, 'limits', limits, fieldOrder.resourceRequirements);
  if (requests !== undefined)
    resources = withField(resources, 'requests', requests, fieldOrder.resourceRequirements);
  const notes: string[] = [];
  if (setRequests.length > 0)
    notes.push(`${setRequests.sort().join(', ')} request for ${prefix} ${name}`);
  if (setLimits.length > 0)
    notes.push(`${setLimits.sort().join(', ')} limit for ${prefix} ${name}`);
  if (notes.length === 0) return { container, notes };
  return { container: withContainerField(container, 'resources', resources), notes };
}

/** PodMutateLimitFunc: the pod with this LimitRange's defaults applied and the annotation text, or undefined when nothing was missing. */
export function applyContainerDefaults(
  pod: JsonObject,
  limitRange: LimitRange,
): { pod: JsonObject; annotation: string } | undefined {
  const defaults = containerDefaults(limitRange);
  let spec = podSpecOf(pod);
  const notes: string[] = [];
  for (const [list, prefix] of [
    ['containers', 'container'],
    ['initContainers', 'init container'],
  ] as const) {
    const items = spec[list];
    if (!Array.isArray(items)) continue;
    const merged = items.map((item) => {
      const c = asObject(item);
      if (c === undefined) return item;
      const m = mergeContainer(c, defaults, prefix);
      notes.push(...m.notes);
      return m.container;
    });
    spec = withSpecField(spec, list, merged);
  }
  if (notes.length === 0) return undefined;
  const annotation = `LimitRanger plugin set: ${notes.join('; ')}`;
  return {
    pod: withAnnotation(withPodSpec(pod, spec), limitRangerAnnotation, annotation),
    annotation,
  };
}

// Sets one annotation; the map is written with sorted keys, as encoding/json prints a Go map.
function withAnnotation(pod: JsonObject, key: string, value: string): JsonObject {
  const metadata = asObject(pod['metadata']) ?? {};
  const current = asObject(metadata['annotations']) ?? {};
  const annotations: JsonObject = {};
  for (const k of [...new Set([...Object.keys(current), key])].sort())
    annotations[k] = k === key ? value : (current[k] ?? null);
  return withField(
    pod,
    'metadata',
    withField(metadata, 'annotations', annotations, fieldOrder.objectMeta),
    fieldOrder.pod,
  );
}
