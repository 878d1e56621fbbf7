// Checks a pods/resize update at 1.33 and 1.34: pkg/apis/core/validation/validation.go
// ValidatePodResize, validateContainerResize and dropCPUMemoryResourcesFromContainer as read at
// kubernetes commit 000f260 (1.33 development; podResize.ts has 1.35's). 1.34's copy was not
// read: it is taken to be 1.33's without validateContainerResize's memory-limit rule, which 1.34's
// release notes drop ("Memory limits could be decreased with a NotRequired resize restart
// policy", kubernetes#133012), inferred. Both refuse any pod with pod-level resources (their
// in-place resize comes with 1.35) and check sidecar init containers (SidecarContainers is GA).

import type { JsonObject } from '../../apimachinery/types.ts';
import { type FieldError, forbidden, invalid } from '../../apimachinery/field.ts';
import { goNamed } from '../../apimachinery/goValue.ts';
import { cmp, quantityOf } from '../../apimachinery/quantity/quantity.ts';
import { semanticDeepEqual } from '../../apimachinery/semanticEqual.ts';
import { atLeast } from '../../apimachinery/version.ts';
import { computePodQOS, getPodQOS } from '../../registry/podQOS.ts';
import { child, index, key } from '../fieldPath.ts';
import { validateObjectMetaUpdate } from '../meta/objectMeta.ts';
import { obj, objects, str } from '../read.ts';
import type { PodValidationOptions } from './options.ts';
import { validatePodMetadataAndSpec } from './pod.ts';
import { isPodResizeRequestSupported, resourcesRemoved } from './resizeResources.ts';

const specOf = (pod: JsonObject): JsonObject => obj(pod['spec']) ?? {};
const restartable = (c: JsonObject): boolean => str(c['restartPolicy']) === 'Always';
const podLevelSet = (pod: JsonObject): boolean => {
  const r = obj(specOf(pod)['resources']);
  return (
    Object.keys(obj(r?.['requests']) ?? {}).length + Object.keys(obj(r?.['limits']) ?? {}).length >
    0
  );
};

// 1.33's dropCPUMemoryUpdates: nil when the old list is nil, else the list with the old cpu and memory.
function dropCPUMemoryUpdates(list: JsonObject | undefined, old: JsonObject | undefined) {
  if (old === undefined) return undefined;
  const munged: JsonObject = { ...list };
  delete munged['cpu'];
  delete munged['memory'];
  for (const name of ['cpu', 'memory']) if (old[name] !== undefined) munged[name] = old[name];
  return munged;
}

// dropCPUMemoryResourcesFromContainer: Resources = {Limits, Requests} (claims go).
function dropCPUMemoryFromContainer(ctr: JsonObject, old: JsonObject): JsonObject {
  const r = obj(ctr['resources']);
  const o = obj(old['resources']);
  const limits = dropCPUMemoryUpdates(obj(r?.['limits']), obj(o?.['limits']));
  const requests = dropCPUMemoryUpdates(obj(r?.['requests']), obj(o?.['requests']));
  return {
    ...ctr,
    resources: {
      ...(limits !== undefined && { limits }),
      ...(requests !== undefined && { requests }),
    },
  };
}

// validateContainerResize; 1.33 also keeps memory limits from shrinking or appearing under a
// NotRequired (or unset) memory resize policy.
function validateContainerResize(
  now: JsonObject,
  before: JsonObject,
  fldPath: string,
  memoryRule: boolean,
): FieldError[] {
  const errs: FieldError[] = [];
  const r = obj(now['resources']);
  const o = obj(before['resources']);
  if (resourcesRemoved(obj(r?.['requests']), obj(o?.['requests'])))
    errs.push(forbidden(child(fldPath, 'requests'), 'resource requests cannot be removed'));
  if (resourcesRemoved(obj(r?.['limits']), obj(o?.['limits'])))
    errs.push(forbidden(child(fldPath, 'limits'), 'resource limits cannot be removed'));
  if (!memoryRule) return errs;
  const memPolicy = str(
    objects(now['resizePolicy']).find((p) => str(p['resourceName']) === 'memory')?.[
      'restartPolicy'
    ],
  );
  if (memPolicy !== 'NotRequired' && memPolicy !== '') return errs;
  const newLimit = quantityOf(obj(r?.['limits'])?.['memory']);
  const oldLimit = quantityOf(obj(o?.['limits'])?.['memory']);
  const at = key(child(fldPath, 'limits'), 'memory');
  if (newLimit !== undefined && oldLimit !== undefined) {
    if (cmp(newLimit, oldLimit) < 0)
      errs.push(
        forbidden(at, 'memory limits cannot be decreased unless resizePolicy is RestartContainer'),
      );
  } else if (newLimit !== undefined)
    // Adding a memory limit is implicitly decreasing it (from 'max').
    errs.push(
      forbidden(at, 'memory limits cannot be added unless resizePolicy is RestartContainer'),
    );
  return errs;
}

/** ValidatePodResize as 1.33 and (inferred) 1.34 run it. */
export function validatePodResize133(
  pod: JsonObject,
  old: JsonObject,
  opts: PodValidationOptions,
  env: {
    featureGates: Readonly<Record<string, boolean>>;
    version: PodValidationOptions['version'];
  },
): FieldError[] {
  const errs = validateObjectMetaUpdate(pod, old);
  errs.push(...validatePodMetadataAndSpec(pod, opts));
  if (podLevelSet(old) || podLevelSet(pod))
    return [forbidden('', 'pods with pod-level resources cannot be resized')];
  if (
    Object.hasOwn(obj(obj(old['metadata'])?.['annotations']) ?? {}, 'kubernetes.io/config.mirror')
  )
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
  const memoryRule = !atLeast(opts.version, '1.34');
  // podResizeStrategy keeps the stored container lists, so the indexes line up.
  const at = (list: string, i: number): JsonObject => objects(specOf(pod)[list])[i] ?? {};
  objects(specOf(old)['initContainers']).forEach((c, i) => {
    if (!restartable(c)) return;
    errs.push(
      ...validateContainerResize(
        at('initContainers', i),
        c,
        child(index('spec.initContainers', i), 'resources'),
        memoryRule,
      ),
    );
  });
  objects(specOf(old)['containers']).forEach((c, i) => {
    errs.push(
      ...validateContainerResize(
        at('containers', i),
        c,
        child(index('spec.containers', i), 'resources'),
        memoryRule,
      ),
    );
  });
  const munged: JsonObject = structuredClone(specOf(pod));
  const before = (list: string, i: number): JsonObject => objects(specOf(old)[list])[i] ?? {};
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
      if (!restartable(c)) {
        if (!semanticDeepEqual(c, was, true))
          errs.push(forbidden('spec', 'resources for non-sidecar init containers are immutable'));
        return c;
      }
      const dropped = dropCPUMemoryFromContainer(c, was);
      if (!semanticDeepEqual(dropped, was, true))
        errs.push(
          forbidden('spec', 'only cpu and memory resources for sidecar containers are mutable'),
        );
      return dropped;
    });
  if (errs.length > 0) return errs;
  if (!semanticDeepEqual(munged, specOf(old), true))
    errs.push(forbidden('spec', 'only cpu and memory resources are mutable'));
  return errs;
}
