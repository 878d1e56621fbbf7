// A custom resource is decoded into a map, and its metadata then into a metav1.ObjectMeta on its
// own (the root struct of that unmarshal is ObjectMeta, not the kind): a value ObjectMeta cannot
// hold refuses the request body with the decoder's error, which the handler answers as a 400
// (`Widget in version "v1" cannot be handled as a Widget: json: cannot unmarshal number into Go
// struct field ObjectMeta.name of type string`). An object read back from storage instead has its
// malformed metadata fields dropped one by one. Mirrors apiextensions-apiserver
// pkg/apiserver/schema/objectmeta/coerce.go (GetObjectMetaWithOptions, DropMalformedFields) as
// pkg/apiserver/customresource_handler.go (unstructuredSchemaCoercer.apply) calls it.

import type { JsonObject, JsonValue } from '../apimachinery/types.ts';
import { isObject } from '../apimachinery/isObject.ts';
import { jsonKind, type UnmarshalError, unmarshalError } from './unmarshal.ts';

/** Returns the error decoding a custom resource's metadata into ObjectMeta, at its place in the object. */
export function customResourceMetaError(object: JsonObject): UnmarshalError | undefined {
  const metadata: JsonValue | undefined = object['metadata'];
  // an absent metadata is not decoded, and a null one leaves ObjectMeta empty
  if (metadata === undefined || metadata === null) return undefined;
  if (!isObject(metadata))
    return {
      message: `json: cannot unmarshal ${jsonKind(metadata)} into Go value of type v1.ObjectMeta`,
      field: 'metadata',
      pointer: '/metadata',
    };
  const error = unmarshalError(metadata, 'ObjectMeta');
  return error === undefined
    ? undefined
    : { ...error, field: `metadata.${error.field}`, pointer: `/metadata${error.pointer}` };
}

/**
 * DropMalformedFields: the stored object's metadata keeps only the fields that decode on their
 * own. (Metadata that is not an object fails the read upstream; it is left to the chain here.)
 */
export function dropMalformedMetadata(object: JsonObject): JsonObject {
  const metadata = object['metadata'];
  if (!isObject(metadata)) return object;
  const kept = Object.entries(metadata).filter(
    ([k, v]) => unmarshalError({ [k]: v }, 'ObjectMeta') === undefined,
  );
  return kept.length === Object.keys(metadata).length
    ? object
    : { ...object, metadata: Object.fromEntries(kept) };
}
