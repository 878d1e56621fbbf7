// Checks a StorageVersion (internal.apiserver.k8s.io/v1alpha1): mirrors
// pkg/apis/apiserverinternal/validation/validation.go ValidateStorageVersion and
// ValidateStorageVersionName (`<group>.<resource>`). storageVersionStrategy clears the status on
// create and keeps the stored one on update, so only the metadata is left to check; the spec is
// empty (ValidateStorageVersionUpdate has no rules).

import type { JsonObject } from '../../apimachinery/types.ts';
import type { FieldError } from '../../apimachinery/field.ts';
import { isDNS1035Label, isDNS1123Subdomain } from '../../apimachinery/names.ts';
import { validateKubeFinalizerNames, validateObjectMeta } from '../meta/objectMeta.ts';

/** ValidateStorageVersionName: a DNS subdomain group, a dot, a DNS-1035 resource. */
export function validateStorageVersionName(name: string): string[] {
  const idx = name.lastIndexOf('.');
  if (idx < 0) return ['name must be in the form of <group>.<resource>'];
  return [
    ...isDNS1123Subdomain(name.slice(0, idx)).map((m) => `the group segment ${m}`),
    ...isDNS1035Label(name.slice(idx + 1)).map((m) => `the resource segment ${m}`),
  ];
}

/** ValidateStorageVersion, with the status the strategy left. */
export const validateStorageVersion = (sv: JsonObject): FieldError[] => [
  ...validateObjectMeta(sv, false, (name) => validateStorageVersionName(name)),
  ...validateKubeFinalizerNames(sv),
];
