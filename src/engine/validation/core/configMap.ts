// Checks a ConfigMap: mirrors pkg/apis/core/validation/validation.go ValidateConfigMap (keys, a key
// in both data and binaryData, the 1 MiB total on the whole object's path "[]") and
// ValidateConfigMapUpdate (an immutable ConfigMap's data).

import type { JsonObject } from '../../apimachinery/types.ts';
import { decodeBase64Go } from '../../apimachinery/base64.ts';
import { type FieldError, forbidden, invalid, tooLong } from '../../apimachinery/field.ts';
import { key } from '../fieldPath.ts';
import { goString } from '../../apimachinery/goValue.ts';
import { byteLength } from '../../apimachinery/names.ts';
import { semanticDeepEqual } from '../../apimachinery/semanticEqual.ts';
import {
  validateKubeFinalizerNames,
  validateObjectMeta,
  validateObjectMetaUpdate,
} from '../meta/objectMeta.ts';
import { nameIsDNSSubdomain } from '../meta/nameFuncs.ts';
import { bool, obj, stringMap } from '../read.ts';
import { isConfigMapKey } from './formats.ts';

/** core.MaxSecretSize: the most data a ConfigMap or Secret may hold. */
export const maxSecretSize = 1024 * 1024;

/** The byte length of a []byte field as sent (base64). */
export const decodedLength = (b64: string): number => {
  const d = decodeBase64Go(b64);
  return d.ok ? d.value.length : 0;
};

/** Checks a new ConfigMap. */
export function validateConfigMap(cm: JsonObject): FieldError[] {
  const errs = [
    ...validateObjectMeta(cm, true, nameIsDNSSubdomain),
    ...validateKubeFinalizerNames(cm),
  ];
  const data = stringMap(cm['data']);
  const binary = stringMap(cm['binaryData']);
  const binaryKeys = new Set(binary.map(([k]) => k));
  let total = 0;
  for (const [k, v] of data) {
    for (const m of isConfigMapKey(k)) errs.push(invalid(key('data', k), goString(k), m));
    if (binaryKeys.has(k))
      errs.push(invalid(key('data', k), goString(k), 'duplicate of key present in binaryData'));
    total += byteLength(v);
  }
  for (const [k, v] of binary) {
    for (const m of isConfigMapKey(k)) errs.push(invalid(key('binaryData', k), goString(k), m));
    total += decodedLength(v);
  }
  // field.NewPath("") prints as "[]": the error is about the whole object.
  if (total > maxSecretSize) errs.push(tooLong('[]', maxSecretSize));
  return errs;
}

/** Refuses changing an immutable ConfigMap's or Secret's data (and un-setting immutable). */
export function validateImmutableData(
  o: JsonObject,
  old: JsonObject,
  fields: readonly string[],
): FieldError[] {
  if (bool(old['immutable']) !== true) return [];
  const errs: FieldError[] = [];
  if (bool(o['immutable']) !== true)
    errs.push(forbidden('immutable', 'field is immutable when `immutable` is set'));
  for (const f of fields) {
    if (!semanticDeepEqual(obj(o[f]) ?? null, obj(old[f]) ?? null, false))
      errs.push(forbidden(f, 'field is immutable when `immutable` is set'));
  }
  return errs;
}

/** Checks a ConfigMap update. */
export const validateConfigMapUpdate = (cm: JsonObject, old: JsonObject): FieldError[] => [
  ...validateObjectMetaUpdate(cm, old),
  ...validateKubeFinalizerNames(cm),
  ...validateImmutableData(cm, old, ['data', 'binaryData']),
  ...validateConfigMap(cm),
];
