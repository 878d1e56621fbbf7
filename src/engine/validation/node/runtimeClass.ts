// Checks a RuntimeClass: mirrors pkg/apis/node/validation/validation.go ValidateRuntimeClass (the
// handler is a DNS-1123 label; scheduling's node selector and tolerations) and
// ValidateRuntimeClassUpdate (the handler is immutable). From 1.36 an empty handler is Required
// ("must be a valid DNS label") instead of the label format's Invalid. Inferred, not pinned: 1.36's
// validation.go was not readable (897adb7b, earlier in 1.36, still had the Invalid); the Required
// and its words are the expected error of the "empty handler" case in kubernetes
// pkg/registry/node/runtimeclass/declarative_validation_test.go (whose matcher compares type, field
// and origin, so the words are the test's), with the handler's +k8s:required tag from k8s.io/api
// ce6ea2f4 ("adding required and other test cases", in v0.36.0).

import type { JsonObject, KubernetesVersion } from '../../apimachinery/types.ts';
import { type FieldError, required } from '../../apimachinery/field.ts';
import { atLeast } from '../../apimachinery/version.ts';
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
export function validateRuntimeClass(rc: JsonObject, version: KubernetesVersion): FieldError[] {
  const errs = [
    ...validateObjectMeta(rc, false, nameIsDNSSubdomain),
    ...validateKubeFinalizerNames(rc),
  ];
  const handler = str(rc['handler']);
  if (handler === '' && atLeast(version, '1.36'))
    errs.push(required('handler', 'must be a valid DNS label'));
  else errs.push(...invalidEach('handler', handler, nameIsDNSLabel(handler, false)));
  const scheduling = obj(rc['scheduling']);
  if (scheduling !== undefined) {
    errs.push(...validateLabels(stringMap(scheduling['nodeSelector']), 'scheduling.nodeSelector'));
    errs.push(...validateTolerations(objects(scheduling['tolerations']), 'scheduling.tolerations'));
  }
  return errs;
}

/** Checks a RuntimeClass update. */
export const validateRuntimeClassUpdate = (
  rc: JsonObject,
  old: JsonObject,
  version: KubernetesVersion,
): FieldError[] => [
  ...validateObjectMetaUpdate(rc, old),
  ...validateImmutableField(
    str(rc['handler']),
    str(old['handler']),
    'handler',
    goString(str(rc['handler'])),
  ),
  ...validateRuntimeClass(rc, version),
];
