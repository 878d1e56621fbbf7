// Decides whether a cluster-scoped object's metadata is acceptable on create: mirrors apimachinery
// pkg/api/validation/objectmeta.go ValidateObjectMeta with NameIsDNSSubdomain (generic.go).

import { type FieldError, invalid, required } from '../apimachinery/field.ts';
import { goSlice } from '../apimachinery/goValue.ts';
import { validateLabels } from '../apimachinery/labelSelectorValidation.ts';
import { invalidEach, isDNS1123Subdomain, isQualifiedName } from '../apimachinery/names.ts';
import type { DecodedObjectMeta } from './types.ts';

// Upstream quirk kept verbatim: it drops the last two bytes, not one, before appending "a".
const maskTrailingDash = (name: string): string =>
  name.length > 1 && name.endsWith('-') ? name.slice(0, -2) + 'a' : name;

/** Checks a name, or a generateName prefix, as a DNS-1123 subdomain (NameIsDNSSubdomain). */
export const nameIsDNSSubdomain = (name: string, prefix: boolean): string[] =>
  isDNS1123Subdomain(prefix ? maskTrailingDash(name) : name);

/**
 * Checks generateName, name, labels, annotations and finalizers, in upstream order. The namespace
 * is not checked: the server clears it on cluster-scoped objects before validating. Generation,
 * ownerReferences, managedFields and the 256 KiB annotation size limit are not checked here.
 */
export function validateObjectMeta(meta: DecodedObjectMeta): FieldError[] {
  const errs: FieldError[] = [];
  if (meta.generateName.length !== 0) {
    errs.push(
      ...invalidEach(
        'metadata.generateName',
        meta.generateName,
        nameIsDNSSubdomain(meta.generateName, true),
      ),
    );
  }
  if (meta.name.length === 0) {
    // The server generates the name from generateName before validation, so an empty name with a
    // generateName never reaches this check there.
    if (meta.generateName.length === 0) {
      errs.push(required('metadata.name', 'name or generateName is required'));
    }
  } else {
    errs.push(...invalidEach('metadata.name', meta.name, nameIsDNSSubdomain(meta.name, false)));
  }
  errs.push(...validateLabels(meta.labels, 'metadata.labels'));
  for (const [key] of meta.annotations) {
    // Annotation keys are qualified names except that case does not matter.
    errs.push(...invalidEach('metadata.annotations', key, isQualifiedName(key.toLowerCase())));
  }
  errs.push(...validateFinalizers(meta.finalizers));
  return errs;
}

function validateFinalizers(finalizers: readonly string[]): FieldError[] {
  const fldPath = 'metadata.finalizers';
  const errs: FieldError[] = [];
  for (const f of finalizers) errs.push(...invalidEach(fldPath, f, isQualifiedName(f)));
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
