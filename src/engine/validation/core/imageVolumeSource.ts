// Checks an image volume source: the reference check of pkg/apis/core/validation/validation.go
// validateImageVolumeSource. Up to 1.36 only a Pod needs a reference (opts.ResourceIsPod); from 1.37
// a pod template does too (kubernetes#135989, release note of 1.37: "Image volume validation now
// rejects empty `image.reference` fields in Pod templates"). The pullPolicy check is not ported.

import { type FieldError, required } from '../../apimachinery/field.ts';
import type { JsonObject } from '../../apimachinery/types.ts';
import { atLeast } from '../../apimachinery/version.ts';
import { child } from '../fieldPath.ts';
import { str } from '../read.ts';
import type { PodValidationOptions } from './options.ts';

/** validateImageVolumeSource's reference rule; the rest is reported as not simulated. */
export function validateImageVolumeSource(
  src: JsonObject,
  fldPath: string,
  opts: PodValidationOptions,
): FieldError[] {
  opts.notSimulated(
    'field validation of image volume sources (only a required reference is checked)',
  );
  const needsReference = opts.resourceIsPod || atLeast(opts.version, '1.37');
  return needsReference && str(src['reference']) === ''
    ? [required(child(fldPath, 'reference'), '')]
    : [];
}
