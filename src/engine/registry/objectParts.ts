// The moves every strategy makes on whole parts of an object: reset the status on create, carry the
// stored status (or spec) over on update, set generation 1 on create and bump it when the spec
// changed (`!apiequality.Semantic.DeepEqual(old.Spec, new.Spec)` → `Generation = old.Generation + 1`).

import type { JsonObject, JsonValue } from '../apimachinery/types.ts';
import { semanticDeepEqual } from '../apimachinery/semanticEqual.ts';
import { metadataOf } from '../admission/attributes.ts';
import { generationOf, setGeneration } from './beforeUpdate.ts';
import type { Prepared } from './strategy.ts';

/** `obj.Status = XStatus{}` (or any other part): the part becomes its zero value. */
export function resetPart(obj: JsonObject, part: string, zero: JsonValue = {}): void {
  obj[part] = zero;
}

/** `new.X = old.X`: the stored object's part replaces the request's (absent stays absent). */
export function takeStored(obj: JsonObject, old: JsonObject, part: string): boolean {
  const changed = !semanticDeepEqual(obj[part], old[part], true);
  if (old[part] === undefined) delete obj[part];
  else obj[part] = structuredClone(old[part]) as JsonValue;
  return changed;
}

/** `new.Labels = old.Labels` and the like, for a metadata field. */
export function takeStoredMeta(obj: JsonObject, old: JsonObject, field: string): boolean {
  const metadata = { ...metadataOf(obj) };
  const stored = metadataOf(old)[field];
  const changed = !semanticDeepEqual(metadata[field], stored, true);
  if (stored === undefined) delete metadata[field];
  else metadata[field] = structuredClone(stored);
  obj['metadata'] = metadata;
  return changed;
}

/** PrepareForCreate's `Generation = 1`. */
export function setFirstGeneration(obj: JsonObject, out: Prepared): void {
  setGeneration(obj, 1);
  out.notes.push('metadata.generation set to 1');
}

/** Bumps the generation when any of the parts differs semantically from the stored object. */
export function bumpGenerationIfChanged(
  obj: JsonObject,
  old: JsonObject,
  parts: readonly string[],
  out: Prepared,
  typed = true,
): boolean {
  const changed = parts.filter(
    (p) =>
      !semanticDeepEqual(
        p === 'annotations' ? metadataOf(obj)[p] : obj[p],
        p === 'annotations' ? metadataOf(old)[p] : old[p],
        typed,
      ),
  );
  if (changed.length === 0) {
    out.notes.push(
      `${parts.join(' and ')} unchanged: metadata.generation stays ${generationOf(obj)}`,
    );
    return false;
  }
  setGeneration(obj, generationOf(old) + 1);
  out.notes.push(
    `${changed.join(' and ')} changed: metadata.generation ${generationOf(old)} → ${generationOf(obj)}`,
  );
  return true;
}

/** The usual status handling of a main-resource update: the stored status wins. */
export function keepStoredStatus(obj: JsonObject, old: JsonObject, out: Prepared): void {
  if (takeStored(obj, old, 'status'))
    out.notes.push('status from the request replaced by the stored status');
  else out.notes.push('status taken from the stored object');
}

/** The usual handling of a /status update: the stored spec wins. */
export function keepStoredSpec(obj: JsonObject, old: JsonObject, out: Prepared): void {
  if (takeStored(obj, old, 'spec'))
    out.notes.push(
      'spec from the request replaced by the stored spec (a /status update only changes status)',
    );
  else out.notes.push('spec taken from the stored object');
}
