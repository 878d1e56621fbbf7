// Checks a Secret: mirrors pkg/apis/core/validation/validation.go ValidateSecret (keys, the 1 MiB
// data limit, what each type requires) and ValidateSecretUpdate (type and immutable data). The
// conversion from v1 merges stringData into data before validation, so its keys count as data's.

import type { JsonObject } from '../../apimachinery/types.ts';
import { decodeBase64Go, utf8Decode } from '../../apimachinery/base64.ts';
import { goJsonSyntaxError } from '../../apimachinery/goJsonSyntax.ts';
import { type FieldError, invalid, required, tooLong } from '../../apimachinery/field.ts';
import { key } from '../fieldPath.ts';
import { goNamed, goString } from '../../apimachinery/goValue.ts';
import { validateImmutableField } from '../meta/immutable.ts';
import {
  validateKubeFinalizerNames,
  validateObjectMeta,
  validateObjectMetaUpdate,
} from '../meta/objectMeta.ts';
import { nameIsDNSSubdomain } from '../meta/nameFuncs.ts';
import { byteLength } from '../../apimachinery/names.ts';
import { obj, str, stringMap } from '../read.ts';
import { maxSecretSize, validateImmutableData } from './configMap.ts';
import { isConfigMapKey } from './formats.ts';

// data as the internal Secret holds it: base64 data decoded, stringData merged over it.
function secretData(s: JsonObject): Map<string, Uint8Array | string> {
  const out = new Map<string, Uint8Array | string>();
  for (const [k, v] of stringMap(s['data'])) {
    const d = decodeBase64Go(v);
    out.set(k, d.ok ? d.value : new Uint8Array());
  }
  for (const [k, v] of stringMap(s['stringData'])) out.set(k, v);
  return out;
}

const size = (v: Uint8Array | string): number => (typeof v === 'string' ? byteLength(v) : v.length);
const text = (v: Uint8Array | string | undefined): string =>
  v === undefined ? '' : typeof v === 'string' ? v : utf8Decode(v);

function validateType(s: JsonObject, data: Map<string, Uint8Array | string>): FieldError[] {
  const need = (k: string): FieldError[] => (data.has(k) ? [] : [required(key('data', k), '')]);
  const json = (k: string): FieldError[] => {
    if (!data.has(k)) return need(k);
    const err = goJsonSyntaxError(text(data.get(k)));
    return err === undefined
      ? []
      : [invalid(key('data', k), goString('<secret contents redacted>'), err)];
  };
  switch (str(s['type'])) {
    case 'kubernetes.io/service-account-token':
      return str(
        obj(obj(s['metadata'])?.['annotations'])?.['kubernetes.io/service-account.name'],
      ) === ''
        ? [required('metadata.annotations[kubernetes.io/service-account.name]', '')]
        : [];
    case 'kubernetes.io/dockercfg':
      return json('.dockercfg');
    case 'kubernetes.io/dockerconfigjson':
      return json('.dockerconfigjson');
    case 'kubernetes.io/basic-auth':
      return data.has('username') || data.has('password')
        ? []
        : [required('data[username]', ''), required('data[password]', '')];
    case 'kubernetes.io/ssh-auth':
      return size(data.get('ssh-privatekey') ?? '') === 0
        ? [required('data[ssh-privatekey]', '')]
        : [];
    case 'kubernetes.io/tls':
      return [...need('tls.crt'), ...need('tls.key')];
    default:
      return [];
  }
}

/** Checks a new Secret. */
export function validateSecret(s: JsonObject): FieldError[] {
  const errs = [
    ...validateObjectMeta(s, true, nameIsDNSSubdomain),
    ...validateKubeFinalizerNames(s),
  ];
  const data = secretData(s);
  let total = 0;
  for (const [k, v] of data) {
    for (const m of isConfigMapKey(k)) errs.push(invalid(key('data', k), goString(k), m));
    total += size(v);
  }
  if (total > maxSecretSize) errs.push(tooLong('data', maxSecretSize));
  return [...errs, ...validateType(s, data)];
}

/** Checks a Secret update: the type may not change, nor an immutable Secret's data. */
export const validateSecretUpdate = (s: JsonObject, old: JsonObject): FieldError[] => [
  ...validateObjectMetaUpdate(s, old),
  ...validateKubeFinalizerNames(s),
  ...validateImmutableField(
    str(s['type']),
    str(old['type']),
    'type',
    goNamed('core.SecretType', str(s['type'])),
  ),
  ...validateImmutableData(s, old, ['data']),
  ...validateSecret(s),
];
