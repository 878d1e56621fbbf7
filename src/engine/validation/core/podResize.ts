// Checks a pods/resize update (podResizeStrategy.ValidateUpdate): mirrors
// pkg/apis/core/validation/validation.go ValidatePodResize, validatePodResizeContainerOrdering and
// validatePodLevelResourcesResize, ported from kubernetes master of 2026-07 (the atiratree/kubernetes
// fork, commit 81b59d0) for 1.35 and later: 1.35's release note "Pod resize now only allows CPU and
// memory resources" (kubernetes#135084) and 1.36's pod-level resize (InPlacePodLevelResourcesVerticalScaling,
// kubernetes#137684) are in that code; that 1.35-1.37 run exactly it is inferred. Non-sidecar init
// containers resize with InPlacePodVerticalScalingInitContainers (on from 1.36, inferred:
// registry/featureGates.ts). Not modelled: node-allocatable resource claims
// (DRANodeAllocatableResources, alpha: their status is dropped). 1.33 and 1.34 run podResize133.ts.

import type { JsonObject } from '../../apimachinery/types.ts';
import { type FieldError, forbidden, invalid } from '../../apimachinery/field.ts';
import { goNamed } from '../../apimachinery/goValue.ts';
import { semanticDeepEqual } from '../../apimachinery/semanticEqual.ts';
import { computePodQOS, getPodQOS } from '../../registry/podQOS.ts';
import { atLeast } from '../../apimachinery/version.ts';
import { child, index } from '../fieldPath.ts';
import { validateObjectMetaUpdate } from '../meta/objectMeta.ts';
import { obj, objects, str } from '../read.ts';
import type { PodValidationOptions } from './options.ts';
import { validatePodMetadataAndSpec } from './pod.ts';
import { validatePodResize133 } from './podResize133.ts';
import {
  dropCPUMemoryFromContainer,
  dropCPUMemoryRequirementsUpdates,
  isPodResizeRequestSupported,
  resourcesRemoved,
  validateContainerResize,
} from './resizeResources.ts';

const mirrorPodAnnotation = 'kubernetes.io/config.mirror';
const specOf = (pod: JsonObject): JsonObject => obj(pod['spec']) ?? {};
const podLevelSet = (pod: JsonObject): boolean => {
  const r = obj(specOf(pod)['resources']);
  return (
    r !== undefined &&
    Object.keys(obj(r['requests']) ?? {}).length + Object.keys(obj(r['limits']) ?? {}).length > 0
  );
};

function validateContainerOrdering(pod: JsonObject, old: JsonObject): FieldError[] {
  const errs: FieldError[] = [];
  for (const list of ['containers', 'initContainers']) {
    const now = objects(specOf(pod)[list]);
    const before = objects(specOf(old)[list]);
    if (now.length !== before.length)
      errs.push(forbidden(child('spec', list), `${list} may not be added or removed on resize`));
    else
      before.forEach((c, i) => {
        if (str(now[i]?.['name']) !== str(c['name']))
          errs.push(
            forbidden(
              child(index(child('spec', list), i), 'name'),
              `${list} may not be renamed or reordered on resize`,
            ),
          );
      });
  }
  return errs;
}

// validatePodLevelResourcesResize; returns the munged pod-level resources to compare.
function validatePodLevelResize(
  pod: JsonObject,
  old: JsonObject,
  errs: FieldError[],
): JsonObject | undefined {
  const now = obj(specOf(pod)['resources']);
  const before = obj(specOf(old)['resources']);
  if (before !== undefined && now === undefined) {
    errs.push(forbidden('spec.resources', 'pod-level resources cannot be removed'));
    return now;
  }
  if (before !== undefined) {
    if (resourcesRemoved(obj(now?.['requests']), obj(before['requests'])))
      errs.push(
        forbidden('spec.resources.requests', 'pod-level resource requests cannot be removed'),
      );
    if (resourcesRemoved(obj(now?.['limits']), obj(before['limits'])))
      errs.push(forbidden('spec.resources.limits', 'pod-level resource limits cannot be removed'));
  }
  const munged = dropCPUMemoryRequirementsUpdates(now, before);
  if (!semanticDeepEqual(munged, before, true))
    errs.push(forbidden('spec', 'only cpu and memory resources are mutable at pod-level'));
  return munged;
}

/** ValidatePodResize; `env` gives the gates GetPodQOS and the pod-level resize read. */
export function validatePodResize(
  pod: JsonObject,
  old: JsonObject,
  opts: PodValidationOptions,
  gates: { podLevelResize: boolean; initContainers: boolean },
  env: {
    featureGates: Readonly<Record<string, boolean>>;
    version: PodValidationOptions['version'];
  },
): FieldError[] {
  if (!atLeast(opts.version, '1.35')) return validatePodResize133(pod, old, opts, env);
  const errs = validateObjectMetaUpdate(pod, old);
  errs.push(...validatePodMetadataAndSpec(pod, opts));
  const oldAnnotations = obj(obj(old['metadata'])?.['annotations']) ?? {};
  if (Object.hasOwn(oldAnnotations, mirrorPodAnnotation))
    return [forbidden('', 'static pods cannot be resized')];
  if (str(obj(specOf(old)['os'])?.['name']) === 'windows')
    return [forbidden('', 'windows pods cannot be resized')];
  if (getPodQOS(old, env) !== computePodQOS(pod, env))
    errs.push(
      invalid(
        'spec',
        goNamed('core.PodQOSClass', str(obj(pod['status'])?.['qosClass'])),
        'Pod QOS Class may not change as a result of resizing',
      ),
    );
  if (!isPodResizeRequestSupported(old))
    errs.push(forbidden('spec', 'Pod running on node without support for resize'));
  const munged: JsonObject = structuredClone(specOf(pod));
  if (podLevelSet(old) || podLevelSet(pod)) {
    if (!gates.podLevelResize) {
      errs.push(
        forbidden(
          '',
          'resize of pods with pod-level resources is forbidden when InPlacePodLevelResourcesVerticalScalingEnabled feature gate is disabled',
        ),
      );
      return errs;
    }
    const resources = validatePodLevelResize(pod, old, errs);
    if (resources === undefined) delete munged['resources'];
    else munged['resources'] = resources;
  }
  const ordering = validateContainerOrdering(pod, old);
  if (ordering.length > 0) return [...errs, ...ordering];
  const before = (list: string, i: number): JsonObject => objects(specOf(old)[list])[i] ?? {};
  const now = (list: string, i: number): JsonObject => objects(specOf(pod)[list])[i] ?? {};
  const restartable = (c: JsonObject): boolean => str(c['restartPolicy']) === 'Always';
  // Removing requests or limits; among init containers only sidecars unless the gate is on.
  objects(specOf(old)['initContainers']).forEach((c, i) => {
    if (!gates.initContainers && !restartable(c)) return;
    errs.push(
      ...validateContainerResize(
        obj(now('initContainers', i)['resources']),
        obj(c['resources']),
        child(index('spec.initContainers', i), 'resources'),
      ),
    );
  });
  objects(specOf(old)['containers']).forEach((c, i) => {
    errs.push(
      ...validateContainerResize(
        obj(now('containers', i)['resources']),
        obj(c['resources']),
        child(index('spec.containers', i), 'resources'),
      ),
    );
  });
  munged['containers'] = objects(munged['containers']).map((c, i) => {
    const dropped = dropCPUMemoryFromContainer(c, before('containers', i));
    if (!semanticDeepEqual(dropped, before('containers', i), true))
      errs.push(forbidden('spec', 'only cpu and memory resources are mutable'));
    return dropped;
  });
  const init = objects(munged['initContainers']);
  if (init.length > 0)
    munged['initContainers'] = init.map((c, i) => {
      const was = before('initContainers', i);
      const modified = !semanticDeepEqual(c, was, true);
      if (!restartable(c) && !gates.initContainers) {
        if (modified)
          errs.push(forbidden('spec', 'resources for non-sidecar init containers are immutable'));
        return c;
      }
      const dropped = dropCPUMemoryFromContainer(c, was);
      const at = index('spec.initContainers', i);
      if (!semanticDeepEqual(dropped, was, true))
        errs.push(
          forbidden(at, 'only cpu and memory resources for init or sidecar containers are mutable'),
        );
      // Kept until 1.40 although kubernetes#137458 forbids setting such a policy since 1.36.
      if (
        modified &&
        !restartable(c) &&
        objects(dropped['resizePolicy']).some((p) => str(p['restartPolicy']) === 'RestartContainer')
      )
        errs.push(
          forbidden(
            at,
            'non-sidecar init containers with a resize policy of RestartContainer cannot be resized',
          ),
        );
      return dropped;
    });
  if (errs.length > 0) return errs;
  if (!semanticDeepEqual(munged, specOf(old), true))
    errs.push(forbidden('spec', 'only cpu and memory resources are mutable'));
  return errs;
}
