// Writes a metav1.ObjectMeta as a field error prints it when the whole metadata is the bad value
// (the review kinds' "must be empty"): ObjectMeta has no value-receiver String method, so up to
// apimachinery v0.33 field.Error prints it with %#v, from v0.34 with json.Marshal
// (k8s.io/apimachinery pkg/apis/meta/v1/types.go ObjectMeta; Go's fmt printValue and
// time.Time.GoString).

import type { JsonObject, JsonValue } from '../../apimachinery/types.ts';
import { type GoValue, goText } from '../../apimachinery/goValue.ts';
import { goQuote } from '../../apimachinery/goQuote.ts';
import { marshalGoOrdered } from '../../apimachinery/goJson.ts';
import { goMapText, goPointer, goTimeGoString } from '../goStructs.ts';
import { goOwnerReferencesText, ownerReferencesJson } from './ownerReferences.ts';
import { num, obj, stringMap, str, strings } from '../read.ts';

const goStrings = (v: JsonValue | undefined): string =>
  Array.isArray(v) ? `[]string{${strings(v).map(goQuote).join(', ')}}` : '[]string(nil)';

const goMap = (v: JsonValue | undefined): string =>
  obj(v) === undefined ? 'map[string]string(nil)' : goMapText(stringMap(v));

/**
 * The metadata as a bad value. Pointers print as addresses only the server knows, and the
 * managedFields entry the field manager adds before validation is not modelled: both are recorded
 * as not simulated.
 */
export function goObjectMeta(meta: JsonObject, notSimulated: (detail: string) => void): GoValue {
  const s = (k: string): string => goQuote(str(meta[k]));
  // A nil *metav1.Time's promoted GoString panics on the nil receiver; fmt prints <nil> instead.
  const deletion = meta['deletionTimestamp'];
  const owners = goOwnerReferencesText(meta['ownerReferences'], notSimulated);
  notSimulated(
    'the managedFields entry the field manager adds before validation, inside a field error that prints the whole metadata',
  );
  const legacy =
    `v1.ObjectMeta{Name:${s('name')}, GenerateName:${s('generateName')}, Namespace:${s('namespace')}, ` +
    `SelfLink:${s('selfLink')}, UID:${s('uid')}, ResourceVersion:${s('resourceVersion')}, ` +
    `Generation:${num(meta['generation']) ?? 0}, CreationTimestamp:${goTimeGoString(meta['creationTimestamp'])}, ` +
    `DeletionTimestamp:${typeof deletion === 'string' ? goTimeGoString(deletion) : '<nil>'}, ` +
    `DeletionGracePeriodSeconds:${goPointer('int64', num(meta['deletionGracePeriodSeconds']) !== undefined, notSimulated)}, ` +
    `Labels:${goMap(meta['labels'])}, Annotations:${goMap(meta['annotations'])}, ` +
    `OwnerReferences:${owners}, Finalizers:${goStrings(meta['finalizers'])}, ` +
    `ManagedFields:[]v1.ManagedFieldsEntry(nil)}`;
  // json.Marshal of ObjectMeta: omitempty fields left out, creationTimestamp always written.
  const json: JsonObject = {};
  for (const k of ['name', 'generateName', 'namespace', 'selfLink', 'uid', 'resourceVersion'])
    if (str(meta[k]) !== '') json[k] = str(meta[k]);
  if ((num(meta['generation']) ?? 0) !== 0) json['generation'] = num(meta['generation']) ?? 0;
  json['creationTimestamp'] = meta['creationTimestamp'] ?? null;
  for (const k of [
    'deletionTimestamp',
    'deletionGracePeriodSeconds',
    'labels',
    'annotations',
    'ownerReferences',
    'finalizers',
  ])
    if (meta[k] !== undefined && meta[k] !== null) json[k] = meta[k];
  // OwnerReference's fields in the struct's order.
  if (Array.isArray(meta['ownerReferences']))
    json['ownerReferences'] = ownerReferencesJson(meta['ownerReferences']);
  return goText(legacy, marshalGoOrdered(json));
}
