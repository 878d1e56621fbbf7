// Decides whether the API server reads a request body at all: the handlers read at most
// MaxRequestBodyBytes and answer 413 past it. Mirrors k8s.io/apiserver pkg/endpoints/handlers/rest.go
// limitedReadBody and pkg/server/config.go (MaxRequestBodyBytes: 3 * 1024 * 1024).

import type { Status } from '../apimachinery/status.ts';
import type { JsonObject } from '../apimachinery/types.ts';
import { marshalGo } from '../apimachinery/goJson.ts';
import { utf8Length } from '../apimachinery/utf8.ts';
import { failure } from '../apimachinery/statusErrors.ts';

/** The API server's default request body limit, in bytes (--max-request-bytes is etcd's, not this). */
export const MAX_REQUEST_BODY_BYTES = 3 * 1024 * 1024;

/** Returns the size of the body kubectl sends for an object: compact JSON, map keys sorted. */
export const requestBodyBytes = (object: JsonObject): number => utf8Length(marshalGo(object));

/** Mirrors apierrors.NewRequestEntityTooLargeError(fmt.Sprintf("limit is %d", limit)): 413. */
export function newRequestEntityTooLarge(limit: number = MAX_REQUEST_BODY_BYTES): Status {
  return failure(413, 'RequestEntityTooLarge', `Request entity too large: limit is ${String(limit)}`);
}

/** Returns the 413 for a body over the limit, or undefined when the server reads it. */
export function bodyTooLarge(object: JsonObject): { status: Status; bytes: number } | undefined {
  const bytes = requestBodyBytes(object);
  return bytes > MAX_REQUEST_BODY_BYTES ? { status: newRequestEntityTooLarge(), bytes } : undefined;
}
