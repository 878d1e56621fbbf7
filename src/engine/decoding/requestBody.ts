// Decides whether the API server reads a request body at all: the handlers read at most
// MaxRequestBodyBytes and answer 413 past it. Mirrors k8s.io/apiserver pkg/endpoints/handlers/rest.go
// limitedReadBody and pkg/server/config.go (MaxRequestBodyBytes: 3 * 1024 * 1024).

import type { Status } from '../apimachinery/status.ts';
import type { JsonObject } from '../apimachinery/types.ts';
import { goJsonNumber } from '../apimachinery/goJson.ts';
import type { JsonValue } from '../apimachinery/types.ts';
import { failure } from '../apimachinery/statusErrors.ts';

/** The API server's default request body limit, in bytes (--max-request-bytes is etcd's, not this). */
export const MAX_REQUEST_BODY_BYTES = 3 * 1024 * 1024;

// The UTF-8 length of a string as encoding/json writes it (goJsonString), counted without building it.
function stringBytes(s: string): number {
  let n = 2;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80)
      n +=
        c === 0x22 ||
        c === 0x5c ||
        c === 0x08 ||
        c === 0x0c ||
        c === 0x0a ||
        c === 0x0d ||
        c === 0x09
          ? 2
          : c < 0x20 || c === 0x3c || c === 0x3e || c === 0x26
            ? 6
            : 1;
    else if (c < 0x800) n += 2;
    else if (c === 0x2028 || c === 0x2029) n += 6;
    else if (c >= 0xd800 && c < 0xdc00 && (s.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      n += 4;
      i++;
    } else n += c >= 0xd800 && c < 0xe000 ? 6 : 3;
  }
  return n;
}

function valueBytes(v: JsonValue): number {
  if (v === null) return 4;
  if (typeof v === 'boolean') return v ? 4 : 5;
  if (typeof v === 'number') return goJsonNumber(v).length;
  if (typeof v === 'string') return stringBytes(v);
  if (Array.isArray(v))
    return v.reduce<number>((n, e) => n + valueBytes(e), 2 + Math.max(v.length - 1, 0));
  const keys = Object.keys(v);
  return keys.reduce(
    (n, k) => n + stringBytes(k) + 1 + valueBytes(v[k] as JsonValue),
    2 + Math.max(keys.length - 1, 0),
  );
}

/** Returns the size in bytes of the body kubectl sends for an object: compact JSON as encoding/json writes it. */
export const requestBodyBytes = (object: JsonObject): number => valueBytes(object);

/** Mirrors apierrors.NewRequestEntityTooLargeError(fmt.Sprintf("limit is %d", limit)): 413. */
export function newRequestEntityTooLarge(limit: number = MAX_REQUEST_BODY_BYTES): Status {
  return failure(
    413,
    'RequestEntityTooLarge',
    `Request entity too large: limit is ${String(limit)}`,
  );
}

/** Returns the 413 for a body over the limit, or undefined when the server reads it. */
export function bodyTooLarge(object: JsonObject): { status: Status; bytes: number } | undefined {
  const bytes = requestBodyBytes(object);
  return bytes > MAX_REQUEST_BODY_BYTES ? { status: newRequestEntityTooLarge(), bytes } : undefined;
}
