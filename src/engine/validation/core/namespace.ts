// Checks a Namespace and a ServiceAccount: mirrors pkg/apis/core/validation/validation.go
// ValidateNamespace (a DNS-1123 label name, spec.finalizers), ValidateNamespaceUpdate,
// ValidateNamespaceFinalizeUpdate,
// ValidateServiceAccount and ValidateServiceAccountUpdate.

import type { JsonObject } from '../../apimachinery/types.ts';
import { type FieldError, invalid } from '../../apimachinery/field.ts';
import { child, index } from '../fieldPath.ts';
import { goString } from '../../apimachinery/goValue.ts';
import { invalidEach, isQualifiedName } from '../../apimachinery/names.ts';
import {
  validateKubeFinalizerNames,
  validateObjectMeta,
  validateObjectMetaUpdate,
} from '../meta/objectMeta.ts';
import { nameIsDNSLabel, nameIsDNSSubdomain } from '../meta/nameFuncs.ts';
import { obj, objects, str, strings } from '../read.ts';

const standardFinalizers = new Set(['kubernetes', 'orphan', 'foregroundDeletion']);

// validateFinalizerName: ValidateFinalizerName, then validateKubeFinalizerName (which repeats it).
function validateFinalizerName(f: string, fldPath: string): FieldError[] {
  const errs = invalidEach(fldPath, f, isQualifiedName(f));
  const kube = [...errs];
  if (kube.length === 0 && !f.includes('/') && !standardFinalizers.has(f))
    kube.push(
      invalid(
        fldPath,
        goString(f),
        'name is neither a standard finalizer name nor is it fully qualified',
      ),
    );
  return [...errs, ...kube];
}

/** Checks a new Namespace. */
export function validateNamespace(ns: JsonObject): FieldError[] {
  const errs = [
    ...validateObjectMeta(ns, false, nameIsDNSLabel),
    ...validateKubeFinalizerNames(ns),
  ];
  for (const f of strings(obj(ns['spec'])?.['finalizers']))
    errs.push(...validateFinalizerName(f, 'spec.finalizers'));
  return errs;
}

/** ValidateNamespaceFinalizeUpdate: the metadata update and each spec.finalizers name, by index. */
export function validateNamespaceFinalizeUpdate(ns: JsonObject, old: JsonObject): FieldError[] {
  const errs = validateObjectMetaUpdate(ns, old);
  strings(obj(ns['spec'])?.['finalizers']).forEach((f, i) =>
    errs.push(...validateFinalizerName(f, index('spec.finalizers', i))),
  );
  return errs;
}

/** Checks a Namespace update (the strategy keeps the stored spec and status). */
export const validateNamespaceUpdate = (ns: JsonObject, old: JsonObject): FieldError[] => [
  ...validateObjectMetaUpdate(ns, old),
  ...validateKubeFinalizerNames(ns),
];

function validateServiceAccountSpec(sa: JsonObject): FieldError[] {
  const errs: FieldError[] = [];
  objects(sa['secrets']).forEach((s, i) => {
    const name = str(s['name']);
    if (name !== '')
      errs.push(
        ...invalidEach(child(index('secrets', i), 'name'), name, nameIsDNSSubdomain(name, false)),
      );
  });
  return errs;
}

/** Checks a new ServiceAccount. */
export const validateServiceAccount = (sa: JsonObject): FieldError[] => [
  ...validateObjectMeta(sa, true, nameIsDNSSubdomain),
  ...validateKubeFinalizerNames(sa),
  ...validateServiceAccountSpec(sa),
];

/** Checks a ServiceAccount update. */
export const validateServiceAccountUpdate = (sa: JsonObject, old: JsonObject): FieldError[] => [
  ...validateObjectMetaUpdate(sa, old),
  ...validateKubeFinalizerNames(sa),
  ...validateServiceAccount(sa),
];
