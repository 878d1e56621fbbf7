// Writes a metav1.ObjectMeta as a field error prints it when the whole metadata is the bad value
// (the review kinds' "must be empty"): ObjectMeta has no value-receiver String method, so up to
// apimachinery v0.33 field.Error prints it with %#v, from v0.34 with json.Marshal
// (k8s.io/apimachinery pkg/apis/meta/v1/types.go ObjectMeta; Go's fmt printValue and
// time.Time.GoString).

import type { JsonObject, JsonValue } from '../../apimachinery/types.ts';
import { type GoValue, goText } from '../../apimachinery/goValue.ts';
import { goQuote } from '../../apimachinery/goQuote.ts';
import { marshalGoOrdered } from '../../apimachinery/goJson.ts';
import { goMapText, goPointer } from '../goStructs.ts';
import { goOwnerReferencesText, ownerReferencesJson } from './ownerReferences.ts';
import { num, obj, stringMap, str, strings } from '../read.ts';

const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * time.Time.GoString of a metav1.Time: the zero time is in time.UTC; a decoded one was turned into
 * the server's local time by UnmarshalJSON (pt.Local()), which GoString names time.Local.
 */
export function goTimeGoString(v: JsonValue | undefined): string {
  const text = typeof v === 'string' ? v : '';
  const ms = text === '' ? Number.NaN : Date.parse(text);
  if (Number.isNaN(ms)) return 'time.Date(1, time.January, 1, 0, 0, 0, 0, time.UTC)';
  const t = new Date(ms);
  const frac = /\.(\d+)/.exec(text)?.[1] ?? '';
  const nanos = Number((frac + '000000000').slice(0, 9));
  return `time.Date(${t.getUTCFullYear()}, time.${months[t.getUTCMonth()]}, ${t.getUTCDate()}, ${t.getUTCHours()}, ${t.getUTCMinutes()}, ${t.getUTCSeconds()}, ${nanos}, time.Local)`;
}

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
