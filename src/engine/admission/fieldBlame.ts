// Finds, for a field a validation error names, the trace step that last changed it: the step whose
// object before and after differ at that path. What no step changed is the request's own value.

import { isObject } from '../apimachinery/isObject.ts';
import type { JsonValue } from '../apimachinery/types.ts';
import type { TraceEntry } from './trace.ts';

/** Splits a field.Path string (`spec.containers[0].image`, `metadata.labels[app]`) into keys and indices. */
export function fieldPathKeys(field: string): (string | number)[] {
  const keys: (string | number)[] = [];
  for (const part of field.matchAll(/([^.[\]]+)|\[([^\]]*)\]/g)) {
    if (part[1] !== undefined) keys.push(part[1]);
    else if (part[2] !== undefined) keys.push(/^\d+$/.test(part[2]) ? Number(part[2]) : part[2]);
  }
  return keys;
}

function valueAt(
  value: JsonValue | undefined,
  keys: readonly (string | number)[],
): JsonValue | undefined {
  let cur = value;
  for (const k of keys) {
    if (typeof k === 'number' && Array.isArray(cur)) cur = cur[k];
    else if (typeof k === 'string' && isObject(cur)) cur = cur[k];
    else return undefined;
  }
  return cur;
}

const same = (a: JsonValue | undefined, b: JsonValue | undefined): boolean =>
  JSON.stringify(a) === JSON.stringify(b);

// Each step that produced an object, with the object it started from: its objectBefore, or else the
// previous step's objectAfter (the storage step records only the object after).
function changes(
  trace: readonly TraceEntry[],
): { step: number; before: JsonValue; after: JsonValue }[] {
  const out: { step: number; before: JsonValue; after: JsonValue }[] = [];
  let current: JsonValue | undefined;
  trace.forEach((e, step) => {
    if (e.objectAfter === undefined) return;
    const before = e.objectBefore ?? current;
    current = e.objectAfter;
    if (before !== undefined) out.push({ step, before, after: e.objectAfter });
  });
  return out;
}

/**
 * The index of the last step in the trace that changed the field, or undefined when none did. A
 * field that is absent (a required one a webhook's new container lacks) belongs to the step that
 * added its closest parent.
 */
export function lastWriterOf(trace: readonly TraceEntry[], field: string): number | undefined {
  const keys = fieldPathKeys(field);
  const steps = changes(trace);
  const changed = steps.filter((c) => !same(valueAt(c.before, keys), valueAt(c.after, keys)));
  if (changed.length > 0) return changed.at(-1)?.step;
  const last = steps.at(-1);
  if (last === undefined || valueAt(last.after, keys) !== undefined) return undefined;
  for (let n = keys.length - 1; n >= 1; n--) {
    const parent = keys.slice(0, n);
    const added = steps.filter(
      (c) => valueAt(c.before, parent) === undefined && valueAt(c.after, parent) !== undefined,
    );
    if (added.length > 0) return added.at(-1)?.step;
  }
  return undefined;
}
