// Checks metadata.ownerReferences: mirrors apimachinery pkg/api/validation/objectmeta.go (v0.32.0)
// ValidateOwnerReferences and validateOwnerReference: each reference's apiVersion has a version
// (schema.FromAPIVersionAndKind: "group/version" or "version"; more slashes parse to no version),
// kind, name and uid are set, a v1 Event is no owner, and at most one reference is the controller.
// The errors are on the list's path, not the reference's index, as upstream has them.
//
// Two errors print OwnerReference structs: up to apimachinery v0.33 with %#v (OwnerReference's
// String method has a pointer receiver, so fmt does not call it on the value), where the *bool
// fields Controller and BlockOwnerDeletion print `(*bool)(nil)` or an address only the running
// server knows; from v0.34 with json.Marshal.

import type { JsonObject, JsonValue } from '../../apimachinery/types.ts';
import { type FieldError, invalid } from '../../apimachinery/field.ts';
import { type GoValue, goNamed, goString, goText } from '../../apimachinery/goValue.ts';
import { goQuote } from '../../apimachinery/goQuote.ts';
import { marshalGoOrdered } from '../../apimachinery/goJson.ts';
import type { KubernetesVersion } from '../../apimachinery/types.ts';
import { atLeast } from '../../apimachinery/version.ts';
import { goPointer } from '../goStructs.ts';
import { child } from '../fieldPath.ts';
import { objects, str } from '../read.ts';

type NotSimulated = (detail: string) => void;
const ignore: NotSimulated = () => {};

// schema.ParseGroupVersion inside FromAPIVersionAndKind; an unparsable one gives an empty GVK.
function groupVersionOf(apiVersion: string): { group: string; version: string } {
  if (apiVersion === '' || apiVersion === '/') return { group: '', version: '' };
  const parts = apiVersion.split('/');
  if (parts.length === 1) return { group: '', version: apiVersion };
  if (parts.length === 2) return { group: parts[0]!, version: parts[1]! };
  return { group: '', version: '' };
}

const hasPointer = (ref: JsonObject, f: string): boolean => ref[f] !== undefined && ref[f] !== null;

/** One OwnerReference as %#v prints it (v0.32/v0.33). */
export function goOwnerReferenceText(ref: JsonObject, notSimulated: NotSimulated = ignore): string {
  return (
    `v1.OwnerReference{APIVersion:${goQuote(str(ref['apiVersion']))}, Kind:${goQuote(str(ref['kind']))}, ` +
    `Name:${goQuote(str(ref['name']))}, UID:${goQuote(str(ref['uid']))}, ` +
    `Controller:${goPointer('bool', hasPointer(ref, 'controller'), notSimulated)}, ` +
    `BlockOwnerDeletion:${goPointer('bool', hasPointer(ref, 'blockOwnerDeletion'), notSimulated)}}`
  );
}

// json.Marshal of an OwnerReference: the struct's field order; controller and blockOwnerDeletion
// are omitempty pointers.
function ownerReferenceJson(ref: JsonObject): JsonObject {
  const out: JsonObject = {
    apiVersion: str(ref['apiVersion']),
    kind: str(ref['kind']),
    name: str(ref['name']),
    uid: str(ref['uid']),
  };
  for (const f of ['controller', 'blockOwnerDeletion'])
    if (typeof ref[f] === 'boolean') out[f] = ref[f];
  return out;
}

/** An OwnerReference as a bad value. */
export const goOwnerReference = (ref: JsonObject, notSimulated: NotSimulated = ignore): GoValue =>
  goText(goOwnerReferenceText(ref, notSimulated), marshalGoOrdered(ownerReferenceJson(ref)));

/** A []OwnerReference as %#v prints it (v0.32/v0.33), nil when absent. */
export function goOwnerReferencesText(
  refs: JsonValue | undefined,
  notSimulated: NotSimulated = ignore,
): string {
  if (!Array.isArray(refs)) return '[]v1.OwnerReference(nil)';
  return `[]v1.OwnerReference{${objects(refs)
    .map((r) => goOwnerReferenceText(r, notSimulated))
    .join(', ')}}`;
}

/** A []OwnerReference as json.Marshal writes it, each reference's fields in the struct's order. */
export const ownerReferencesJson = (refs: JsonValue | undefined): JsonValue =>
  Array.isArray(refs) ? objects(refs).map(ownerReferenceJson) : null;

/** A []OwnerReference as a bad value. */
export const goOwnerReferences = (refs: JsonValue | undefined): GoValue =>
  goText(goOwnerReferencesText(refs), marshalGoOrdered(ownerReferencesJson(refs)));

const isBannedOwner = (ref: JsonObject): boolean => {
  const gv = groupVersionOf(str(ref['apiVersion']));
  return gv.group === '' && gv.version === 'v1' && str(ref['kind']) === 'Event';
};

const isController = (ref: JsonObject): boolean => ref['controller'] === true;

/** ValidateOwnerReferences. */
export function validateOwnerReferences(meta: JsonObject, fldPath: string): FieldError[] {
  const errs: FieldError[] = [];
  const refs = objects(meta['ownerReferences']);
  let firstController = '';
  for (const ref of refs) {
    const apiVersion = str(ref['apiVersion']);
    const kind = str(ref['kind']);
    if (groupVersionOf(apiVersion).version === '')
      errs.push(
        invalid(child(fldPath, 'apiVersion'), goString(apiVersion), 'version must not be empty'),
      );
    if (kind === '')
      errs.push(invalid(child(fldPath, 'kind'), goString(''), 'kind must not be empty'));
    if (str(ref['name']) === '')
      errs.push(invalid(child(fldPath, 'name'), goString(''), 'name must not be empty'));
    if (str(ref['uid']) === '')
      errs.push(invalid(child(fldPath, 'uid'), goNamed('types.UID', ''), 'uid must not be empty'));
    if (isBannedOwner(ref))
      errs.push(
        invalid(
          fldPath,
          goOwnerReference(ref),
          '/v1, Kind=Event is disallowed from being an owner',
        ),
      );
    if (isController(ref)) {
      const current = `${kind}/${str(ref['name'])}`;
      if (firstController !== '')
        errs.push(
          invalid(
            fldPath,
            goOwnerReferences(meta['ownerReferences']),
            `Only one reference can have Controller set to true. Found "true" in references for ${firstController} and ${current}`,
          ),
        );
      else firstController = current;
    }
  }
  return errs;
}

/**
 * Records what ValidateOwnerReferences's errors print that only the server knows: before 1.34 a
 * set *bool inside a printed OwnerReference is an address. Call it once per validated object.
 */
export function ownerReferencesNotSimulated(
  meta: JsonObject,
  version: KubernetesVersion,
  notSimulated: NotSimulated,
): void {
  if (atLeast(version, '1.34')) return;
  const refs = objects(meta['ownerReferences']);
  const printed = [
    ...(refs.filter(isController).length > 1 ? refs : []),
    ...refs.filter(isBannedOwner),
  ];
  for (const ref of printed) goOwnerReferenceText(ref, notSimulated);
}
