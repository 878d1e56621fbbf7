// Checks an object's metadata on create and update: mirrors apimachinery
// pkg/api/validation/objectmeta.go (ValidateObjectMetaAccessor, ValidateAnnotations with the
// 256 KiB total, ValidateOwnerReferences, ValidateFinalizers, ValidateObjectMetaAccessorUpdate) and
// pkg/apis/core/validation's ValidateObjectMeta (the kube finalizer names).

import type { JsonObject } from '../../apimachinery/types.ts';
import {
  type FieldError,
  forbidden,
  invalid,
  required,
  tooLong,
} from '../../apimachinery/field.ts';
import { child, index } from '../fieldPath.ts';
import { goSlice, goString } from '../../apimachinery/goValue.ts';
import { validateLabels } from '../../apimachinery/labelSelectorValidation.ts';
import { byteLength, invalidEach, isQualifiedName } from '../../apimachinery/names.ts';
import { num, obj, str, stringMap, strings } from '../read.ts';
import { nameIsDNSLabel, type ValidateNameFunc } from './nameFuncs.ts';
import { validateImmutableField } from './immutable.ts';
import { validateOwnerReferences } from './ownerReferences.ts';

export { validateOwnerReferences };

/** The total size of all annotation keys and values (TotalAnnotationSizeLimitB). */
export const totalAnnotationSizeLimitB = 256 * 1024;

/** Checks annotation keys (qualified names, any case) and their total size. */
export function validateAnnotations(
  annotations: [string, string][],
  fldPath: string,
): FieldError[] {
  const errs: FieldError[] = [];
  for (const [k] of annotations)
    errs.push(...invalidEach(fldPath, k, isQualifiedName(k.toLowerCase())));
  const total = annotations.reduce((n, [k, v]) => n + byteLength(k) + byteLength(v), 0);
  if (total > totalAnnotationSizeLimitB) errs.push(tooLong(fldPath, totalAnnotationSizeLimitB));
  return errs;
}

/** Checks finalizer names and the orphan/foregroundDeletion conflict. */
export function validateFinalizers(finalizers: string[], fldPath: string): FieldError[] {
  const errs = finalizers.flatMap((f) => invalidEach(fldPath, f, isQualifiedName(f)));
  if (finalizers.includes('orphan') && finalizers.includes('foregroundDeletion')) {
    errs.push(
      invalid(
        fldPath,
        goSlice('string', finalizers),
        'finalizer orphan and foregroundDeletion cannot be both set',
      ),
    );
  }
  return errs;
}

/** Checks an object's metadata on create (ValidateObjectMetaAccessor). */
export function validateObjectMeta(
  object: JsonObject,
  requiresNamespace: boolean,
  nameFn: ValidateNameFunc,
  fldPath = 'metadata',
): FieldError[] {
  const meta = obj(object['metadata']) ?? {};
  const errs: FieldError[] = [];
  const generateName = str(meta['generateName']);
  const name = str(meta['name']);
  const namespace = str(meta['namespace']);
  if (generateName !== '')
    errs.push(
      ...invalidEach(child(fldPath, 'generateName'), generateName, nameFn(generateName, true)),
    );
  if (name === '') errs.push(required(child(fldPath, 'name'), 'name or generateName is required'));
  else errs.push(...invalidEach(child(fldPath, 'name'), name, nameFn(name, false)));
  if (requiresNamespace) {
    if (namespace === '') errs.push(required(child(fldPath, 'namespace'), ''));
    else
      errs.push(
        ...invalidEach(child(fldPath, 'namespace'), namespace, nameIsDNSLabel(namespace, false)),
      );
  } else if (namespace !== '')
    errs.push(forbidden(child(fldPath, 'namespace'), 'not allowed on this type'));
  const generation = num(meta['generation']) ?? 0;
  if (generation < 0)
    errs.push(
      invalid(
        child(fldPath, 'generation'),
        { go: 'int', value: generation },
        'must be greater than or equal to 0',
      ),
    );
  errs.push(...validateLabels(stringMap(meta['labels']), child(fldPath, 'labels')));
  errs.push(...validateAnnotations(stringMap(meta['annotations']), child(fldPath, 'annotations')));
  errs.push(...validateOwnerReferences(meta, child(fldPath, 'ownerReferences')));
  errs.push(...validateFinalizers(strings(meta['finalizers']), child(fldPath, 'finalizers')));
  return errs;
}

const standardFinalizers = new Set(['kubernetes', 'orphan', 'foregroundDeletion']);

/** Adds the in-tree kinds' check that a finalizer without a "/" is a standard one (core ValidateObjectMeta). */
export function validateKubeFinalizerNames(object: JsonObject, fldPath = 'metadata'): FieldError[] {
  return strings(obj(object['metadata'])?.['finalizers']).flatMap((f, i) => {
    const path = index(child(fldPath, 'finalizers'), i);
    const errs = invalidEach(path, f, isQualifiedName(f));
    if (errs.length === 0 && !f.includes('/') && !standardFinalizers.has(f)) {
      return [
        invalid(
          path,
          goString(f),
          'name is neither a standard finalizer name nor is it fully qualified',
        ),
      ];
    }
    return errs;
  });
}

/** Checks what an update may not change in metadata (ValidateObjectMetaAccessorUpdate). */
export function validateObjectMetaUpdate(
  object: JsonObject,
  old: JsonObject,
  fldPath = 'metadata',
): FieldError[] {
  const meta = obj(object['metadata']) ?? {};
  const oldMeta = obj(old['metadata']) ?? {};
  const errs: FieldError[] = [];
  if (oldMeta['deletionTimestamp'] !== undefined && oldMeta['deletionTimestamp'] !== null) {
    const added = strings(meta['finalizers']).filter(
      (f) => !strings(oldMeta['finalizers']).includes(f),
    );
    if (added.length > 0) {
      const extra = [...new Set(added)].sort();
      errs.push(
        forbidden(
          child(fldPath, 'finalizers'),
          `no new finalizers can be added if the object is being deleted, found new finalizers []string{${extra.map((f) => JSON.stringify(f)).join(', ')}}`,
        ),
      );
    }
  }
  const generation = num(meta['generation']) ?? 0;
  if (generation < (num(oldMeta['generation']) ?? 0))
    errs.push(
      invalid(
        child(fldPath, 'generation'),
        { go: 'int', value: generation },
        'must not be decremented',
      ),
    );
  for (const f of [
    'name',
    'namespace',
    'uid',
    'creationTimestamp',
    'deletionTimestamp',
    'deletionGracePeriodSeconds',
  ]) {
    errs.push(...validateImmutableField(meta[f], oldMeta[f], child(fldPath, f)));
  }
  return errs;
}
