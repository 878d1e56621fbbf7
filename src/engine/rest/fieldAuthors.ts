// Finds, for each field error of field validation, the step of the chain that last wrote that field:
// the trace's objects before and after every step that changed the object are compared at the
// field's path (and, for a field that is absent, at its closest parent that changed).

import type { FieldAuthor, TraceEntry } from '../admission/trace.ts';
import type { JsonValue } from '../apimachinery/types.ts';
import { semanticDeepEqual } from '../apimachinery/semanticEqual.ts';

type Segment = string | number;

/** Splits a field path (`spec.containers[1].image`, `metadata.labels[a.b/c]`) into JSON segments. */
export function fieldSegments(field: string): Segment[] {
  const out: Segment[] = [];
  let i = 0;
  let name = '';
  const flush = (): void => {
    if (name !== '') out.push(name);
    name = '';
  };
  while (i < field.length) {
    const c = field[i] ?? '';
    if (c === '.') {
      flush();
      i++;
    } else if (c === '[') {
      flush();
      const end = field.indexOf(']', i);
      const key = field.slice(i + 1, end < 0 ? field.length : end);
      out.push(/^\d+$/.test(key) ? Number(key) : key);
      i = end < 0 ? field.length : end + 1;
    } else {
      name += c;
      i++;
    }
  }
  flush();
  return out;
}

function valueAt(v: JsonValue | undefined, path: readonly Segment[]): JsonValue | undefined {
  let cur = v;
  for (const s of path) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = Array.isArray(cur) ? (typeof s === 'number' ? cur[s] : undefined) : cur[String(s)];
  }
  return cur;
}

// The JSON pointer segments a patch operation writes, with "-" resolved against the object before it.
function opSegments(path: unknown, before: JsonValue | undefined): Segment[] | undefined {
  if (typeof path !== 'string' || !path.startsWith('/')) return undefined;
  const raw = path.slice(1).split('/').map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  return raw.map((s, i) => {
    const parent = valueAt(before, raw.slice(0, i));
    if (Array.isArray(parent)) return s === '-' ? parent.length : Number(s);
    return s;
  });
}

const isPrefix = (a: readonly Segment[], b: readonly Segment[]): boolean => a.length <= b.length && a.every((s, i) => s === b[i]);

// Whether a JSON Patch wrote the path (an op at it, above it or below it).
function patchTouches(patch: readonly JsonValue[], before: JsonValue | undefined, path: readonly Segment[]): boolean {
  return patch.some((op) => {
    if (op === null || typeof op !== 'object' || Array.isArray(op)) return true;
    const target = opSegments(op['path'], before);
    return target === undefined || isPrefix(target, path) || isPrefix(path, target);
  });
}

/** Names the author of a step, as the trace shows it. */
export function stepName(entry: TraceEntry): string {
  if (entry.phase === 'decode') return 'scheme defaulting';
  if (entry.webhook !== undefined) return `webhook "${entry.webhook}"`;
  if (entry.policy !== undefined) return `${entry.plugin} "${entry.policy}"`;
  if (entry.plugin === 'storage') return 'storage';
  return `plugin ${entry.plugin}`;
}

/** Finds who last wrote the field, walking the trace's object changes in order. */
export function fieldAuthor(trace: readonly TraceEntry[], field: string): FieldAuthor {
  const full = fieldSegments(field);
  const final = [...trace].reverse().find((e) => e.objectAfter !== undefined)?.objectAfter;
  // The exact field first. A field that is absent (a required one, or a path of the internal type)
  // belongs to whoever wrote its closest present parent, down to one segment.
  for (let n = full.length; n >= 1; n--) {
    const path = full.slice(0, n);
    let author: FieldAuthor | undefined;
    let current: JsonValue | undefined;
    trace.forEach((entry, step) => {
      if (entry.objectAfter === undefined) return;
      const before = entry.objectBefore ?? current;
      current = entry.objectAfter;
      if (before === undefined || semanticDeepEqual(valueAt(before, path), valueAt(entry.objectAfter, path), false)) return;
      const defaulted = Array.isArray(entry.patch) && entry.phase !== 'decode' && !patchTouches(entry.patch, before, path);
      author = { step, name: stepName(entry), ...(defaulted && { defaulted: true as const }) };
    });
    if (author !== undefined) return author;
    if (valueAt(final, path) !== undefined) break;
  }
  return { name: 'the request' };
}

/**
 * Finds who made an error true: the field's author, or the later author of a field the error
 * compares it with (a request checked against a limit that LimitRanger or a webhook set).
 */
export function errorAuthor(trace: readonly TraceEntry[], field: string, detail: string): FieldAuthor {
  const own = fieldAuthor(trace, field);
  // ValidateContainerResourceRequirements: "must be less than or equal to <resource> limit of <q>".
  const limit = /^must be (?:less than or equal to|equal to) (\S+) limit of /.exec(detail);
  if (limit === null || !field.endsWith('.resources.requests')) return own;
  const other = fieldAuthor(trace, `${field.slice(0, -'requests'.length)}limits[${limit[1] ?? ''}]`);
  return (other.step ?? -1) > (own.step ?? -1) ? other : own;
}
