// Checks a StorageVersionMigration (storagemigration.k8s.io/v1alpha1): mirrors
// pkg/apis/storagemigration/validation/validation.go ValidateStorageVersionMigration (a resource and
// a version are required) and ValidateStorageVersionMigrationUpdate (group, version and resource
// may not change, reported on upstream's bare paths), as svmStrategy runs them.

import type { JsonObject } from '../../apimachinery/types.ts';
import { type FieldError, invalid, required } from '../../apimachinery/field.ts';
import { goString } from '../../apimachinery/goValue.ts';
import {
  validateKubeFinalizerNames,
  validateObjectMeta,
  validateObjectMetaUpdate,
} from '../meta/objectMeta.ts';
import { nameIsDNSSubdomain } from '../meta/nameFuncs.ts';
import { obj, str } from '../read.ts';

const resourceOf = (svm: JsonObject): JsonObject => obj(obj(svm['spec'])?.['resource']) ?? {};

/** ValidateStorageVersionMigration. */
export function validateStorageVersionMigration(svm: JsonObject): FieldError[] {
  const errs = [
    ...validateObjectMeta(svm, false, nameIsDNSSubdomain),
    ...validateKubeFinalizerNames(svm),
  ];
  const resource = resourceOf(svm);
  if (str(resource['resource']) === '')
    errs.push(required('spec.resource.resource', 'resource is required'));
  if (str(resource['version']) === '')
    errs.push(required('spec.resource.version', 'version is required'));
  return errs;
}

/** ValidateStorageVersionMigrationUpdate. */
export function validateStorageVersionMigrationUpdate(
  svm: JsonObject,
  old: JsonObject,
): FieldError[] {
  const errs = [...validateStorageVersionMigration(svm), ...validateObjectMetaUpdate(svm, old)];
  const now = resourceOf(svm);
  const before = resourceOf(old);
  for (const field of ['group', 'version', 'resource'])
    if (str(now[field]) !== str(before[field]))
      errs.push(invalid(field, goString(str(now[field])), 'field is immutable'));
  return errs;
}
