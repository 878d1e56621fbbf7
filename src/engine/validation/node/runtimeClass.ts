// Checks a RuntimeClass: mirrors pkg/apis/node/validation/validation.go ValidateRuntimeClass (the
// handler is a DNS-1123 label; scheduling's node selector and tolerations) and
// ValidateRuntimeClassUpdate (the handler is immutable).

import type { JsonObject } from '../../apimachinery/types.ts';
import type { FieldError } from '../../apimachinery/field.ts';
import { goString } from '../../apimachinery/goValue.ts';
import { validateLabels } from '../../apimachinery/labelSelectorValidation.ts';
import { validateImmutableField } from '../meta/immutable.ts';
import {
  validateKubeFinalizerNames,
  validateObjectMeta,
  validateObjectMetaUpdate,
} from '../meta/objectMeta.ts';
import { nameIsDNSLabel, nameIsDNSSubdomain } from '../meta/nameFuncs.ts';
import { invalidEach } from '../../apimachinery/names.ts';
import { obj, objects, str, stringMap } from '../read.ts';
import { validateTolerations } from '../core/tolerations.ts';

/** Checks a new RuntimeClass. */
export function validateRuntimeClass(rc: JsonObject): FieldError[] {
  const errs = [
    ...validateObjectMeta(rc, false, nameIsDNSSubdomain),
    ...validateKubeFinalizerNames(rc),
  ];
  const handler = str(rc['handler']);
  errs.push(...invalidEach('handler', handler, nameIsDNSLabel(handler, false)));
  const scheduling = obj(rc['scheduling']);
  if (scheduling !== undefined) {
    errs.push(...validateLabels(stringMap(scheduling['nodeSelector']), 'scheduling.nodeSelector'));
    errs.push(...validateTolerations(objects(scheduling['tolerations']), 'scheduling.tolerations'));
  }
  return errs;
}

/** Checks a RuntimeClass update. */
export const validateRuntimeClassUpdate = (rc: JsonObject, old: JsonObject): FieldError[] => [
  ...validateObjectMetaUpdate(rc, old),
  ...validateImmutableField(
    str(rc['handler']),
    str(old['handler']),
    'handler',
    goString(str(rc['handler'])),
  ),
  ...validateRuntimeClass(rc),
];
