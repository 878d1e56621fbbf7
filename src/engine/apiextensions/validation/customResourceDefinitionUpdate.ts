// ValidateCustomResourceDefinitionUpdate: the spec validated with the options the stored CRD allows
// (ratcheting: specOptions.ts), group and plural immutable — and, once the CRD is Established, scope
// and kind — then the stored versions (the stored object's, plus the new storage version), the API
// approval (an unchanged state never fails) and preserveUnknownFields (true may stay true). Mirrors
// apiextensions-apiserver pkg/apis/apiextensions/validation/validation.go
// (ValidateCustomResourceDefinitionUpdate, validateCustomResourceDefinitionSpecUpdate) and
// pkg/registry/customresourcedefinition/strategy.go (PrepareForUpdate).

import { invalid } from '../../apimachinery/field.ts';
import { goString } from '../../apimachinery/goValue.ts';
import { isObject } from '../../apimachinery/isObject.ts';
import type { JsonObject, JsonValue } from '../../apimachinery/types.ts';
import type { CrdValidationContext } from './customResourceDefinition.ts';
import { validateSpec } from './customResourceDefinition.ts';
import type { LocatedError } from './located.ts';
import { specOptions } from './specOptions.ts';
import {
  storedVersionsAfter,
  storedVersionsOf,
  validateAPIApproval,
  validatePreserveUnknownFields,
  validateStoredVersions,
} from './status.ts';

const str = (v: JsonValue | undefined): string => (typeof v === 'string' ? v : '');
const objects = (v: JsonValue | undefined): JsonObject[] =>
  Array.isArray(v) ? v.flatMap((x) => (isObject(x) ? [x] : [])) : [];

const isEstablished = (crd: JsonObject): boolean => {
  const status = isObject(crd['status']) ? crd['status'] : {};
  return objects(status['conditions']).some(
    (x) => x['type'] === 'Established' && x['status'] === 'True',
  );
};

/** Validates an update of a CRD (its metadata update rules aside, which the caller checks). */
export function validateCustomResourceDefinitionUpdate(
  crd: JsonObject,
  old: JsonObject,
  c: CrdValidationContext,
): LocatedError[] {
  const out = validateSpec(crd, specOptions(old, crd), c);
  const spec = isObject(crd['spec']) ? crd['spec'] : {};
  const oldSpec = isObject(old['spec']) ? old['spec'] : {};
  const names = isObject(spec['names']) ? spec['names'] : {};
  const oldNames = isObject(oldSpec['names']) ? oldSpec['names'] : {};
  const immutable = (field: string, pointer: string, now: string, was: string): void => {
    if (now !== was)
      out.push({ error: invalid(field, goString(now), 'field is immutable'), pointer });
  };
  if (isEstablished(old)) {
    immutable('spec.scope', '/spec/scope', str(spec['scope']), str(oldSpec['scope']));
    immutable('spec.names.kind', '/spec/names/kind', str(names['kind']), str(oldNames['kind']));
  }
  immutable('spec.group', '/spec/group', str(spec['group']), str(oldSpec['group']));
  immutable(
    'spec.names.plural',
    '/spec/names/plural',
    str(names['plural']),
    str(oldNames['plural']),
  );
  return [
    ...out,
    ...validateStoredVersions(crd, storedVersionsAfter(crd, storedVersionsOf(old))),
    ...validateAPIApproval(crd, old),
    ...validatePreserveUnknownFields(crd, old),
  ];
}
