// podResizeStrategy (pods/resize; pkg/registry/core/pod/strategy.go, 1.33+): PrepareForUpdate keeps
// the stored pod and takes from the request only the containers' and init containers' resources and
// resizePolicy (matched by name, dropNonResizeUpdates) and the name, namespace, resourceVersion and
// uid (dropPodUpdates); then updatePodGeneration bumps metadata.generation when the spec changed —
// which is what PodResizeValidator and NodeDeclaredFeatureValidator look at. With
// InPlacePodLevelResourcesVerticalScaling (alpha 1.34, beta on from 1.36: kubernetes#137684; KEP-5419
// "users will now be permitted to add or modify pod-level resources" as part of a resize) the
// pod-level spec.resources is taken from the request too. With the gate off the stored value stays;
// ValidatePodResize (validation/core/podResize.ts; podResize133.ts at 1.33 and 1.34) then refuses
// any resize of a pod with pod-level resources.

import type { JsonObject, JsonValue } from '../apimachinery/types.ts';
import { asObject } from '../apimachinery/isObject.ts';
import { atLeast } from '../apimachinery/version.ts';
import { metadataOf } from '../admission/attributes.ts';
import { semanticDeepEqual } from '../apimachinery/semanticEqual.ts';
import { gateEnabled } from './featureGates.ts';
import { bumpGenerationIfChanged } from './objectParts.ts';
import type { Strategy } from './strategy.ts';

const containers = (pod: JsonObject, list: string): JsonObject[] => {
  const v = asObject(pod['spec'])?.[list];
  return Array.isArray(v) ? v.filter((c): c is JsonObject => asObject(c) !== undefined) : [];
};

// Containers may not be reordered; if they were, the stored order stays and validation says so.
function takeResizeFields(pod: JsonObject, request: JsonObject, list: string): void {
  const stored = containers(pod, list);
  for (const c of containers(request, list)) {
    const target = stored.find((s) => s['name'] === c['name']);
    if (target === undefined) continue;
    for (const field of ['resources', 'resizePolicy']) {
      if (c[field] === undefined) delete target[field];
      else target[field] = structuredClone(c[field]) as JsonValue;
    }
  }
}

/** podResizeStrategy. */
export const podResizeStrategy: Strategy = {
  name: 'podResizeStrategy',
  prepareForUpdate(pod, old, env, out) {
    const request = structuredClone(pod);
    for (const key of Object.keys(pod)) delete pod[key];
    Object.assign(pod, structuredClone(old));
    const metadata = { ...metadataOf(pod) };
    for (const field of ['name', 'namespace', 'resourceVersion', 'uid']) {
      const v = metadataOf(request)[field];
      if (v === undefined) delete metadata[field];
      else metadata[field] = v;
    }
    pod['metadata'] = metadata;
    takeResizeFields(pod, request, 'containers');
    takeResizeFields(pod, request, 'initContainers');
    const podLevel = asObject(request['spec'])?.['resources'];
    const spec = asObject(pod['spec']);
    const changed = !semanticDeepEqual(podLevel, spec?.['resources'], true);
    if (
      atLeast(env.version, '1.34') &&
      gateEnabled(env, 'InPlacePodLevelResourcesVerticalScaling') &&
      spec !== undefined
    ) {
      if (podLevel === undefined) delete spec['resources'];
      else spec['resources'] = structuredClone(podLevel);
      out.notes.push(
        "everything but the pod-level and containers' resources and resizePolicy taken from the stored pod",
      );
    } else {
      out.notes.push(
        "everything but the containers' resources and resizePolicy taken from the stored pod",
      );
      if (changed && atLeast(env.version, '1.34') && !atLeast(env.version, '1.35'))
        out.assumptions.push(
          'the request changes the pod-level spec.resources while InPlacePodLevelResourcesVerticalScaling is off: the API server refuses that (KEP-5419); the playground keeps the stored value',
        );
    }
    if (atLeast(env.version, '1.33')) bumpGenerationIfChanged(pod, old, ['spec'], out);
  },
};
