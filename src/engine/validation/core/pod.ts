// Checks a Pod on create and update: mirrors pkg/apis/core/validation/validation.go
// validatePodMetadataAndSpec, ValidatePodCreate, ValidateContainerUpdates and ValidatePodUpdate
// (what a Pod update may change: images, activeDeadlineSeconds, added tolerations, removed
// scheduling gates, a negative terminationGracePeriodSeconds set to 1, and for a pod that still has
// scheduling gates additions to its nodeSelector and node affinity: gatedSchedulingDirectives.ts).

import { semanticDeepEqual } from '../../apimachinery/semanticEqual.ts';
import type { JsonObject, JsonValue } from '../../apimachinery/types.ts';
import { type FieldError, forbidden, invalid, required } from '../../apimachinery/field.ts';
import { child, index } from '../fieldPath.ts';
import { goString } from '../../apimachinery/goValue.ts';
import {
  validateKubeFinalizerNames,
  validateObjectMeta,
  validateObjectMetaUpdate,
} from '../meta/objectMeta.ts';
import { nameIsDNSSubdomain } from '../meta/nameFuncs.ts';
import { list, num, obj, objects, str, stringMap } from '../read.ts';
import { validateContainerOnlyForPod } from './containers.ts';
import { validateGatedPodSchedulingDirectives } from './gatedSchedulingDirectives.ts';
import type { PodValidationOptions } from './options.ts';
import {
  validatePodSpecificAnnotations,
  validatePodSpecificAnnotationUpdates,
} from './podAnnotations.ts';
import { cmpDiffNote, podSpecDiff } from './podSpecDiff.ts';
import { validatePodSpec } from './podSpec.ts';
import { validateTolerations } from './tolerations.ts';

const specOf = (pod: JsonObject): JsonObject => obj(pod['spec']) ?? {};

/** Checks the metadata and spec every Pod validation starts with (validatePodMetadataAndSpec). */
export function validatePodMetadataAndSpec(
  pod: JsonObject,
  opts: PodValidationOptions,
): FieldError[] {
  const spec = specOf(pod);
  const errs = validateObjectMeta(pod, true, nameIsDNSSubdomain);
  errs.push(...validateKubeFinalizerNames(pod));
  errs.push(
    ...validatePodSpecificAnnotations(
      stringMap(obj(pod['metadata'])?.['annotations']),
      spec,
      'metadata.annotations',
    ),
  );
  errs.push(...validatePodSpec(spec, 'spec', opts));
  if (str(spec['serviceAccountName']) === '') {
    objects(spec['volumes']).forEach((vol, vi) => {
      objects(obj(vol['projected'])?.['sources']).forEach((source, si) => {
        if (obj(source['serviceAccountToken']) !== undefined) {
          errs.push(
            forbidden(
              `spec.volumes[${vi}].projected.sources[${si}].serviceAccountToken`,
              'must not be specified when serviceAccountName is not set',
            ),
          );
        }
      });
    });
  }
  objects(spec['containers']).forEach((c, i) =>
    errs.push(...validateContainerOnlyForPod(c, index('spec.containers', i))),
  );
  objects(spec['initContainers']).forEach((c, i) =>
    errs.push(...validateContainerOnlyForPod(c, index('spec.initContainers', i))),
  );
  return errs;
}

/** Checks a new Pod (podStrategy.Validate → ValidatePodCreate). */
export function validatePodCreate(pod: JsonObject, opts: PodValidationOptions): FieldError[] {
  const spec = specOf(pod);
  const errs = validatePodMetadataAndSpec(pod, opts);
  if (list(spec['ephemeralContainers']).length > 0)
    errs.push(forbidden('spec.ephemeralContainers', 'cannot be set on create'));
  if (str(spec['nodeName']) !== '' && list(spec['schedulingGates']).length > 0)
    errs.push(
      forbidden('spec.nodeName', 'cannot be set until all schedulingGates have been cleared'),
    );
  return errs;
}

function validateContainerUpdates(
  now: JsonObject[],
  before: JsonObject[],
  fldPath: string,
): { errs: FieldError[]; stop: boolean } {
  if (now.length !== before.length)
    return {
      errs: [forbidden(fldPath, 'pod updates may not add or remove containers')],
      stop: true,
    };
  const errs: FieldError[] = [];
  now.forEach((c, i) => {
    const image = str(c['image']);
    if (image === '') errs.push(required(child(index(fldPath, i), 'image'), ''));
    if (image.trim() !== image)
      errs.push(
        invalid(
          child(index(fldPath, i), 'image'),
          goString(image),
          'must not have leading or trailing whitespace',
        ),
      );
  });
  return { errs, stop: false };
}

// The spec with what an update may change taken from the stored spec.
function mungedSpec(spec: JsonObject, old: JsonObject): JsonObject {
  const munged = structuredClone(spec);
  for (const list of ['containers', 'initContainers']) {
    const oldList = objects(old[list]);
    munged[list] = objects(munged[list]).map((c, i) => ({
      ...c,
      image: oldList[i]?.['image'] ?? '',
    })) as JsonValue;
  }
  munged['activeDeadlineSeconds'] = old['activeDeadlineSeconds'] ?? null;
  if (munged['activeDeadlineSeconds'] === null) delete munged['activeDeadlineSeconds'];
  for (const f of ['tolerations', 'schedulingGates']) {
    if (old[f] === undefined) delete munged[f];
    else munged[f] = old[f] as JsonValue;
  }
  const oldGrace = num(old['terminationGracePeriodSeconds']);
  if (oldGrace !== undefined && oldGrace < 0 && num(spec['terminationGracePeriodSeconds']) === 1)
    munged['terminationGracePeriodSeconds'] = oldGrace;
  return munged;
}

/** Checks a Pod update (podStrategy.ValidateUpdate → ValidatePodUpdate). */
export function validatePodUpdate(
  pod: JsonObject,
  old: JsonObject,
  opts: PodValidationOptions,
): FieldError[] {
  const spec = specOf(pod);
  const oldSpec = specOf(old);
  const errs = validateObjectMetaUpdate(pod, old);
  errs.push(...validateKubeFinalizerNames(pod));
  errs.push(...validatePodMetadataAndSpec(pod, opts));
  errs.push(...validatePodSpecificAnnotationUpdates(pod, old, 'metadata.annotations'));
  for (const l of ['containers', 'initContainers']) {
    const { errs: e, stop } = validateContainerUpdates(
      objects(spec[l]),
      objects(oldSpec[l]),
      `spec.${l}`,
    );
    errs.push(...e);
    if (stop) return errs;
  }
  const deadline = num(spec['activeDeadlineSeconds']);
  const oldDeadline = num(oldSpec['activeDeadlineSeconds']);
  if (deadline !== undefined) {
    if (deadline < 0 || deadline > 2147483647)
      return [
        ...errs,
        invalid(
          'spec.activeDeadlineSeconds',
          { go: 'int', value: deadline },
          'must be between 0 and 2147483647, inclusive',
        ),
      ];
    if (oldDeadline !== undefined && oldDeadline < deadline)
      return [
        ...errs,
        invalid(
          'spec.activeDeadlineSeconds',
          { go: 'int', value: deadline },
          'must be less than or equal to previous value',
        ),
      ];
  } else if (oldDeadline !== undefined) {
    errs.push(
      invalid(
        'spec.activeDeadlineSeconds',
        { go: 'nil' },
        'must not update from a positive integer to nil value',
      ),
    );
  }
  const tolerations = objects(spec['tolerations']);
  const kept = objects(oldSpec['tolerations']).every((t) =>
    tolerations.some((n) =>
      semanticDeepEqual(
        { ...t, tolerationSeconds: n['tolerationSeconds'] ?? null },
        { ...n, tolerationSeconds: n['tolerationSeconds'] ?? null },
        true,
      ),
    ),
  );
  if (!kept)
    errs.push(
      forbidden(
        'spec.tolerations',
        'existing toleration can not be modified except its tolerationSeconds',
      ),
    );
  else errs.push(...validateTolerations(tolerations, 'spec.tolerations'));
  const oldGates = new Set(objects(oldSpec['schedulingGates']).map((g) => str(g['name'])));
  objects(spec['schedulingGates']).forEach((g, i) => {
    if (!oldGates.has(str(g['name'])))
      errs.push(
        forbidden(
          `spec.schedulingGates[${i}].name`,
          `only deletion is allowed, but found new scheduling gate '${str(g['name'])}'`,
        ),
      );
  });
  if (semanticDeepEqual(spec, oldSpec, true)) return errs;
  const munged = mungedSpec(spec, oldSpec);
  errs.push(...validateGatedPodSchedulingDirectives(munged, oldSpec));
  if (!semanticDeepEqual(munged, oldSpec, true)) {
    opts.notSimulated(cmpDiffNote('the message of a refused Pod spec update'));
    errs.push(
      forbidden(
        'spec',
        'pod updates may not change fields other than `spec.containers[*].image`,`spec.initContainers[*].image`,`spec.activeDeadlineSeconds`,`spec.tolerations` (only additions to existing tolerations),`spec.terminationGracePeriodSeconds` (allow it to be set to 1 if it was previously negative)\n' +
          podSpecDiff(oldSpec, munged),
      ),
    );
  }
  return errs;
}
