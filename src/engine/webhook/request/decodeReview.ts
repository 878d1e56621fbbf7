// Decodes a webhook's JSON answer into the AdmissionReview Go types as client-go does, reporting
// the first type mismatch in Go's words (encoding/json UnmarshalTypeError, as forked by sigs.k8s.io/json).

import type { JsonValue } from '../../apimachinery/types.ts';
import { decodeBase64Go } from '../../apimachinery/base64.ts';

type GoType =
  | 'string'
  | 'bool'
  | 'int32'
  | 'bytes'
  | 'stringMap'
  | 'stringList'
  | { struct: string; fields: Record<string, GoType> }
  | { list: GoType };

const statusCause: GoType = {
  struct: 'StatusCause',
  fields: { reason: 'string', message: 'string', field: 'string' },
};
const statusDetails: GoType = {
  struct: 'StatusDetails',
  fields: {
    name: 'string',
    group: 'string',
    kind: 'string',
    uid: 'string',
    causes: { list: statusCause },
    retryAfterSeconds: 'int32',
  },
};
const status: GoType = {
  struct: 'Status',
  fields: {
    kind: 'string',
    apiVersion: 'string',
    status: 'string',
    message: 'string',
    reason: 'string',
    details: statusDetails,
    code: 'int32',
  },
};
const response: GoType = {
  struct: 'AdmissionResponse',
  fields: {
    uid: 'string',
    allowed: 'bool',
    status,
    patch: 'bytes',
    patchType: 'string',
    auditAnnotations: 'stringMap',
    warnings: 'stringList',
  },
};
const review: GoType = {
  struct: 'AdmissionReview',
  fields: { kind: 'string', apiVersion: 'string', response },
};

function jsonKind(v: JsonValue): string {
  if (typeof v === 'string') return 'string';
  if (typeof v === 'boolean') return 'bool';
  if (typeof v === 'number') return 'number';
  return Array.isArray(v) ? 'array' : 'object';
}

const goTypeName = (t: GoType): string =>
  typeof t === 'string'
    ? {
        string: 'string',
        bool: 'bool',
        int32: 'int32',
        bytes: '[]uint8',
        stringMap: 'map[string]string',
        stringList: '[]string',
      }[t]
    : 'list' in t
      ? `[]v1.${(t.list as { struct: string }).struct}`
      : `v1.${t.struct}`;

// Go formats a number that does not fit the integer type with its literal: "number 1.5".
function numberLiteral(n: number): string {
  return `number ${String(n).replace(/e\+?/, 'e+').replace('e+-', 'e-')}`;
}

/** Returns the decode error client-go would report for this body, or undefined when it decodes. */
export function decodeError(body: JsonValue): string | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return `json: cannot unmarshal ${jsonKind(body ?? 'null')} into Go value of type v1.AdmissionReview`;
  }
  return check(body, review, '', 'AdmissionReview');
}

// `struct` names the Go struct holding the field at `path`, as UnmarshalTypeError.Struct does.
function check(value: JsonValue, type: GoType, path: string, struct: string): string | undefined {
  if (value === null) return undefined; // null leaves a Go value untouched
  const mismatch = (what: string, t: GoType = type): string =>
    `json: cannot unmarshal ${what} into Go struct field ${struct}.${path} of type ${goTypeName(t)}`;
  if (typeof type === 'string') {
    switch (type) {
      case 'string':
        return typeof value === 'string' ? undefined : mismatch(jsonKind(value));
      case 'bool':
        return typeof value === 'boolean' ? undefined : mismatch(jsonKind(value));
      case 'int32':
        if (typeof value !== 'number') return mismatch(jsonKind(value));
        return Number.isInteger(value) && value >= -2147483648 && value <= 2147483647
          ? undefined
          : mismatch(numberLiteral(value));
      case 'bytes':
        if (typeof value !== 'string') return mismatch(jsonKind(value));
        {
          const decoded = decodeBase64Go(value);
          return decoded.ok ? undefined : decoded.error;
        }
      case 'stringMap':
        if (typeof value !== 'object' || Array.isArray(value)) return mismatch(jsonKind(value));
        for (const v of Object.values(value))
          if (v !== null && typeof v !== 'string') return mismatch(jsonKind(v), 'string');
        return undefined;
      case 'stringList':
        if (!Array.isArray(value)) return mismatch(jsonKind(value));
        for (const v of value)
          if (v !== null && typeof v !== 'string') return mismatch(jsonKind(v), 'string');
        return undefined;
    }
  }
  if ('list' in type) {
    if (!Array.isArray(value)) return mismatch(jsonKind(value));
    for (const item of value) {
      const e = check(item, type.list, path, struct);
      if (e !== undefined) return e;
    }
    return undefined;
  }
  if (typeof value !== 'object' || Array.isArray(value)) return mismatch(jsonKind(value));
  for (const [key, v] of Object.entries(value)) {
    const fieldType = type.fields[key];
    if (fieldType === undefined) continue;
    const e = check(v, fieldType, path === '' ? key : `${path}.${key}`, type.struct);
    if (e !== undefined) return e;
  }
  return undefined;
}
