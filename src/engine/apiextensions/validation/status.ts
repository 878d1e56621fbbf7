// The checks of a CRD outside its spec: status.storedVersions against spec.versions, the
// api-approved.kubernetes.io annotation of the protected groups (k8s.io, kubernetes.io), and
// spec.preserveUnknownFields, which may not turn true. The status the strategy validates is the
// one it set: on create the storage version only, on update the stored object's. Mirrors
// apiextensions-apiserver pkg/apis/apiextensions/validation/validation.go
// (ValidateCustomResourceDefinitionStoredVersions, validateAPIApproval, validatePreserveUnknownFields),
// pkg/apihelpers/helpers.go (IsProtectedCommunityGroup, GetAPIApprovalState) and
// pkg/registry/customresourcedefinition/strategy.go (PrepareForCreate, PrepareForUpdate).

import { invalid, required } from '../../apimachinery/field.ts';
import { goQuote } from '../../apimachinery/goQuote.ts';
import { goBool, goSlice, goString, goText } from '../../apimachinery/goValue.ts';
import { parseRequestURI } from '../../apimachinery/goUrl.ts';
import { isObject } from '../../apimachinery/isObject.ts';
import type { JsonObject } from '../../apimachinery/types.ts';
import type { LocatedError } from './located.ts';

const ANNOTATION = 'api-approved.kubernetes.io';
const objectAt = (o: JsonObject, k: string): JsonObject => (isObject(o[k]) ? o[k] : {});
const versionsOf = (crd: JsonObject): JsonObject[] => {
  const v = objectAt(crd, 'spec')['versions'];
  return Array.isArray(v) ? v.flatMap((x) => (isObject(x) ? [x] : [])) : [];
};
const nameOf = (v: JsonObject): string => (typeof v['name'] === 'string' ? v['name'] : '');

/** The stored versions after the strategy's PrepareForCreate/Update: `stored`, plus the storage version. */
export function storedVersionsAfter(crd: JsonObject, stored: readonly string[]): string[] {
  const out = [...stored];
  const storage = versionsOf(crd).find((v) => v['storage'] === true);
  if (storage !== undefined && !out.includes(nameOf(storage))) out.push(nameOf(storage));
  return out;
}

/** The stored versions a stored CRD has: its status's, defaulted to its storage version. */
export function storedVersionsOf(crd: JsonObject): string[] {
  const raw = objectAt(crd, 'status')['storedVersions'];
  const stored = Array.isArray(raw) ? raw.filter((v): v is string => typeof v === 'string') : [];
  return stored.length > 0 ? stored : storedVersionsAfter(crd, []);
}

/** ValidateCustomResourceDefinitionStoredVersions. */
export function validateStoredVersions(crd: JsonObject, stored: readonly string[]): LocatedError[] {
  const field = 'status.storedVersions';
  const pointer = '/status/storedVersions';
  const value = stored.length === 0 ? goText('[]string(nil)', 'null') : goSlice('string', stored);
  if (stored.length === 0)
    return [{ error: invalid(field, value, 'must have at least one stored version'), pointer }];
  const out: LocatedError[] = [];
  const left = new Map(stored.map((v, i) => [v, i]));
  versionsOf(crd).forEach((v, i) => {
    const name = nameOf(v);
    if (v['storage'] === true && !stored.includes(name))
      out.push({
        error: invalid(field, value, `must have the storage version ${name}`),
        pointer: `/spec/versions/${i}/storage`,
      });
    left.delete(name);
  });
  // Go ranges over the rest in random order; the playground reports them by index
  for (const [v, i] of [...left].sort((a, b) => a[1] - b[1]))
    out.push({
      error: invalid(`${field}[${i}]`, goString(v), 'must appear in spec.versions'),
      pointer: '/spec/versions',
    });
  return out;
}

type Approval = 'invalid' | 'approved' | 'bypassed' | 'missing';

function approvalState(crd: JsonObject): { state: Approval; reason: string } {
  const annotations = objectAt(objectAt(crd, 'metadata'), 'annotations');
  const a = typeof annotations[ANNOTATION] === 'string' ? annotations[ANNOTATION] : '';
  const parsed = parseRequestURI(a);
  if (a === '')
    return {
      state: 'missing',
      reason: `protected groups must have approval annotation ${goQuote(ANNOTATION)}, see https://github.com/kubernetes/enhancements/pull/1111`,
    };
  if (a.startsWith('unapproved')) return { state: 'bypassed', reason: '' };
  if (parsed.ok && parsed.url.host !== '' && parsed.url.scheme !== '')
    return { state: 'approved', reason: '' };
  return {
    state: 'invalid',
    reason: `protected groups must have approval annotation ${goQuote(ANNOTATION)} with either a URL or a reason starting with "unapproved", see https://github.com/kubernetes/enhancements/pull/1111`,
  };
}

/** validateAPIApproval: `old` on update, where an unchanged state is never refused. */
export function validateAPIApproval(crd: JsonObject, old: JsonObject | undefined): LocatedError[] {
  const group = objectAt(crd, 'spec')['group'];
  const g = typeof group === 'string' ? group : '';
  const isProtected =
    g === 'k8s.io' ||
    g.endsWith('.k8s.io') ||
    g === 'kubernetes.io' ||
    g.endsWith('.kubernetes.io');
  if (!isProtected) return [];
  const now = approvalState(crd);
  if (old !== undefined && approvalState(old).state === now.state) return [];
  const field = `metadata.annotations[${ANNOTATION}]`;
  const pointer = `/metadata/annotations/${ANNOTATION}`;
  const annotations = objectAt(objectAt(crd, 'metadata'), 'annotations');
  const value = goString(
    typeof annotations[ANNOTATION] === 'string' ? annotations[ANNOTATION] : '',
  );
  if (now.state === 'missing')
    return [{ error: required(field, now.reason), pointer: '/metadata' }];
  if (now.state === 'invalid') return [{ error: invalid(field, value, now.reason), pointer }];
  return [];
}

/** validatePreserveUnknownFields: spec.preserveUnknownFields may not become true. */
export function validatePreserveUnknownFields(
  crd: JsonObject,
  old: JsonObject | undefined,
): LocatedError[] {
  if (old !== undefined && objectAt(old, 'spec')['preserveUnknownFields'] === true) return [];
  if (objectAt(crd, 'spec')['preserveUnknownFields'] !== true) return [];
  return [
    {
      error: invalid(
        'spec.preserveUnknownFields',
        goBool(true),
        'cannot set to true, set x-kubernetes-preserve-unknown-fields to true in spec.versions[*].schema instead',
      ),
      pointer: '/spec/preserveUnknownFields',
    },
  ];
}
