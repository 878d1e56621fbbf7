// Checks a Scale sent to a /scale subresource: mirrors pkg/apis/autoscaling/validation/validation.go
// ValidateScale, which the ScaleREST handlers run on the updated Scale before they write the
// parent's spec.replicas.

import type { JsonObject } from '../../apimachinery/types.ts';
import { type FieldError, invalid } from '../../apimachinery/field.ts';
import { goInt32 } from '../../apimachinery/goValue.ts';
import { validateObjectMeta } from '../meta/objectMeta.ts';
import { nameIsDNSSubdomain } from '../meta/nameFuncs.ts';
import { num, obj } from '../read.ts';

/** ValidateScale. */
export function validateScale(scale: JsonObject): FieldError[] {
  const errs = validateObjectMeta(scale, true, nameIsDNSSubdomain);
  const replicas = num(obj(scale['spec'])?.['replicas']) ?? 0;
  if (replicas < 0)
    errs.push(invalid('spec.replicas', goInt32(replicas), 'must be greater than or equal to 0'));
  return errs;
}
