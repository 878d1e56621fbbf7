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

function valueAt(value: JsonValue | undefined, keys: readonly (string | number)[]): JsonValue | undefined {
  let cur = value;
  for (const k of keys) {
    if (typeof k === 'number' && Array.isArray(cur)) cur = cur[k];
    else if (typeof k === 'string' && isObject(cur)) cur = cur[k];
    else return undefined;
  }
  return cur;
}

/** The index of the last step in the trace that changed the field, or undefined when none did. */
export function lastWriterOf(trace: readonly TraceEntry[], field: string): number | undefined {
  const keys = fieldPathKeys(field);
  for (let i = trace.length - 1; i >= 0; i--) {
    const e = trace[i];
    if (e === undefined || e.objectBefore === undefined || e.objectAfter === undefined) continue;
    if (JSON.stringify(valueAt(e.objectBefore, keys)) !== JSON.stringify(valueAt(e.objectAfter, keys))) return i;
  }
  return undefined;
}
