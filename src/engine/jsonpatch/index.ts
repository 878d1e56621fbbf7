// Package jsonpatch mirrors gopkg.in/evanphx/json-patch.v4.
//
// The json-patch v4 port's public surface: decode a webhook patch, apply it, and render the
// patch audit annotation (gopkg.in/evanphx/json-patch.v4 v4.12.0 as kube-apiserver 1.32 uses it).

export { applyPatch, DEFAULT_ACCUMULATED_COPY_SIZE_LIMIT } from './apply.ts';
export type { ApplyOptions, ApplyResult } from './apply.ts';
export { decodePatch } from './decodePatch.ts';
export type { DecodeResult } from './decodePatch.ts';
export { patchAnnotationJson } from './annotation.ts';
export type { Operation, RawMessage } from './operation.ts';
