// rest.BeforeUpdate's handling of the system metadata (k8s.io/apiserver pkg/registry/rest/update.go):
// a request cannot set metadata.generation (the stored one is copied in before PrepareForUpdate, which
// may bump it), and after PrepareForUpdate an empty uid, the creationTimestamp, a deletionTimestamp
// and deletionGracePeriodSeconds come back from the stored object.

import type { JsonObject, JsonValue } from '../apimachinery/types.ts';
import { metadataOf } from '../admission/attributes.ts';

/** Reads metadata.generation (0 when absent, as the Go int64). */
export function generationOf(object: JsonObject): number {
  const g = metadataOf(object)['generation'];
  return typeof g === 'number' ? g : 0;
}

/** Sets metadata.generation; 0 is omitted, as ObjectMeta's omitempty does. */
export function setGeneration(object: JsonObject, generation: number): void {
  const metadata = { ...metadataOf(object) };
  if (generation === 0) delete metadata['generation'];
  else metadata['generation'] = generation;
  object['metadata'] = metadata;
}

const isSet = (v: JsonValue | undefined): boolean => v !== undefined && v !== null && v !== '';

/** objectMeta.SetGeneration(oldMeta.GetGeneration()): the step before PrepareForUpdate. Returns a note when it changed something. */
export function keepStoredGeneration(obj: JsonObject, old: JsonObject): string | undefined {
  const before = generationOf(obj);
  const stored = generationOf(old);
  setGeneration(obj, stored);
  if (before === stored) return undefined;
  return before === 0
    ? `metadata.generation set to the stored ${stored}`
    : `metadata.generation ${before} from the request replaced by the stored ${stored}`;
}

/** The steps after PrepareForUpdate; returns what came back from the stored object. */
export function keepStoredSystemFields(obj: JsonObject, old: JsonObject): string[] {
  const metadata = { ...metadataOf(obj) };
  const stored = metadataOf(old);
  const kept: string[] = [];
  if (!isSet(metadata['uid']) && isSet(stored['uid'])) {
    metadata['uid'] = stored['uid'] ?? null;
    kept.push('uid');
  }
  // "ignore changes to timestamp": a zero time in the stored object is not copied.
  if (
    isSet(stored['creationTimestamp']) &&
    metadata['creationTimestamp'] !== stored['creationTimestamp']
  ) {
    metadata['creationTimestamp'] = stored['creationTimestamp'] ?? null;
    kept.push('creationTimestamp');
  }
  if (
    isSet(stored['deletionTimestamp']) &&
    metadata['deletionTimestamp'] !== stored['deletionTimestamp']
  ) {
    metadata['deletionTimestamp'] = stored['deletionTimestamp'] ?? null;
    kept.push('deletionTimestamp');
  }
  if (
    isSet(stored['deletionGracePeriodSeconds']) &&
    !isSet(metadata['deletionGracePeriodSeconds'])
  ) {
    metadata['deletionGracePeriodSeconds'] = stored['deletionGracePeriodSeconds'] ?? null;
    kept.push('deletionGracePeriodSeconds');
  }
  obj['metadata'] = metadata;
  return kept;
}
