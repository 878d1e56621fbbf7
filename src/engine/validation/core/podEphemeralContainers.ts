// Checks a pods/ephemeralcontainers update: mirrors pkg/apis/core/validation/validation.go
// ValidatePodEphemeralContainersUpdate (podEphemeralContainersStrategy.ValidateUpdate): the new Pod
// as a whole, no ephemeral containers on static pods, and existing ones neither removed nor changed.

import type { JsonObject } from '../../apimachinery/types.ts';
import { type FieldError, forbidden } from '../../apimachinery/field.ts';
import { goQuote } from '../../apimachinery/goQuote.ts';
import { semanticDeepEqual } from '../../apimachinery/semanticEqual.ts';
import { validateObjectMetaUpdate } from '../meta/objectMeta.ts';
import { obj, objects, str } from '../read.ts';
import type { PodValidationOptions } from './options.ts';
import { validatePodMetadataAndSpec } from './pod.ts';
import { validatePodSpecificAnnotationUpdates } from './podAnnotations.ts';
import { cmpDiffNote, podSpecDiff } from './podSpecDiff.ts';

const mirrorPodAnnotation = 'kubernetes.io/config.mirror';

/** ValidatePodEphemeralContainersUpdate. */
export function validatePodEphemeralContainersUpdate(
  pod: JsonObject,
  old: JsonObject,
  opts: PodValidationOptions,
): FieldError[] {
  const errs = validateObjectMetaUpdate(pod, old);
  errs.push(...validatePodMetadataAndSpec(pod, opts));
  errs.push(...validatePodSpecificAnnotationUpdates(pod, old, 'metadata.annotations'));
  // Static pods don't support ephemeral containers (kubernetes#113935): this error alone.
  const oldAnnotations = obj(obj(old['metadata'])?.['annotations']) ?? {};
  if (Object.hasOwn(oldAnnotations, mirrorPodAnnotation))
    return [forbidden('', 'static pods do not support ephemeral containers')];
  const specPath = 'spec.ephemeralContainers';
  const byName = new Map(
    objects(obj(pod['spec'])?.['ephemeralContainers']).map((c) => [str(c['name']), c] as const),
  );
  for (const before of objects(obj(old['spec'])?.['ephemeralContainers'])) {
    const name = str(before['name']);
    const now = byName.get(name);
    if (now === undefined)
      errs.push(
        forbidden(specPath, `existing ephemeral containers ${goQuote(name)} may not be removed\n`),
      );
    else if (!semanticDeepEqual(before, now, true)) {
      opts.notSimulated(cmpDiffNote('the message of a changed ephemeral container'));
      errs.push(
        forbidden(
          specPath,
          `existing ephemeral containers ${goQuote(name)} may not be changed\n${podSpecDiff(before, now, 'core.EphemeralContainer')}`,
        ),
      );
    }
  }
  return errs;
}
