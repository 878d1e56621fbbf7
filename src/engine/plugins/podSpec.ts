// Reads and rewrites Pod specs the way the in-process pod plugins need: fields land where the API
// server's JSON encoding of the Go structs puts them (k8s.io/api/core/v1 types.go field order), and
// containers are visited in pods.VisitContainersWithPath order (pkg/api/pod, pkg/apis/core/pods).

import type { JsonObject, JsonValue } from '../apimachinery/types.ts';
import { asObject } from '../apimachinery/isObject.ts';
import { fieldOrder, hasKey, objectsAt, withField } from './objectFields.ts';

/** api.MirrorPodAnnotationKey: the kubelet's static pods carry it. */
export const mirrorPodAnnotation = 'kubernetes.io/config.mirror';

/** Reports whether the pod is a mirror pod (the annotation is present, whatever its value). */
export const isMirrorPod = (pod: JsonObject): boolean =>
  hasKey(pod, mirrorPodAnnotation, 'metadata', 'annotations');

/** Reads a map of strings (a nodeSelector, labels); non-string values are skipped. */
export function stringMap(value: JsonValue | undefined): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(asObject(value) ?? {}))
    if (typeof v === 'string') out.set(k, v);
  return out;
}

/** Renders a string map as Go's encoding/json does: keys sorted. */
export function sortedStringMap(map: ReadonlyMap<string, string>): JsonObject {
  const out: JsonObject = {};
  for (const k of [...map.keys()].sort()) out[k] = map.get(k) ?? '';
  return out;
}

/** Returns a copy of the pod spec with the field set (or removed) at its Go position. */
export const withSpecField = (
  spec: JsonObject,
  key: string,
  value: JsonValue | undefined,
): JsonObject => withField(spec, key, value, fieldOrder.podSpec);

/** Returns a copy of the container with the field set at its Go position. */
export const withContainerField = (
  container: JsonObject,
  key: string,
  value: JsonValue | undefined,
): JsonObject => withField(container, key, value, fieldOrder.container);

/** The pod's spec (an empty object when absent). */
export function podSpecOf(pod: JsonObject | undefined): JsonObject {
  return asObject(pod?.['spec']) ?? {};
}

/** Returns a copy of the pod with a new spec. */
export function withPodSpec(pod: JsonObject, spec: JsonObject): JsonObject {
  return withField(pod, 'spec', spec, fieldOrder.pod);
}

/** The container lists of a PodSpec, in pods.VisitContainersWithPath order. */
export const containerLists = ['initContainers', 'containers', 'ephemeralContainers'] as const;

/** One container with its field path ("spec.containers[0]") and where it sits in the spec. */
export interface VisitedContainer {
  container: JsonObject;
  path: string;
  list: (typeof containerLists)[number];
  index: number;
}

/** Lists every container of the spec: init containers, containers, then ephemeral containers. */
export function visitContainers(
  spec: JsonObject,
  lists: readonly (typeof containerLists)[number][] = containerLists,
): VisitedContainer[] {
  return lists.flatMap((list) =>
    objectsAt(spec, list).map((container, index) => ({
      container,
      path: `spec.${list}[${index}]`,
      list,
      index,
    })),
  );
}

/** Returns a copy of the spec with every container of the given lists replaced by `change(container)`. */
export function mapContainers(
  spec: JsonObject,
  change: (container: JsonObject) => JsonObject,
  lists: readonly (typeof containerLists)[number][] = containerLists,
): JsonObject {
  let out = spec;
  for (const list of lists) {
    const items = spec[list];
    if (!Array.isArray(items)) continue;
    out = withSpecField(
      out,
      list,
      items.map((item) => {
        const c = asObject(item);
        return c === undefined ? item : change(c);
      }),
    );
  }
  return out;
}
