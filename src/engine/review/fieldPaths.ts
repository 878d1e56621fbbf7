// The object fields an answer reads or writes, as lists of field names (list indices dropped): read
// from `object.a.b['c']` chains in `cases` expressions and scripts, written from JSON Patch paths.
// Reading is found by its spelling, so a script that reaches a field another way is not seen.

import { isObject } from '../apimachinery/isObject.ts';
import type { JsonValue } from '../apimachinery/types.ts';
import type { WebhookBehaviour } from '../scenario/types.ts';

/** A field path: its names from the object's root, without list indices. */
export type FieldPath = string[];

const CHAIN = /\bobject((?:\??\.[A-Za-z_$][\w$]*|\[\s*(?:'[^']*'|"[^"]*"|\d+)\s*\])+)/g;
const SEGMENT = /\??\.([A-Za-z_$][\w$]*)|\[\s*(?:'([^']*)'|"([^"]*)"|(\d+))\s*\]/g;
// Members that are not fields: a list's length, CEL macros and functions called on a field.
const NOT_FIELDS = new Set(['length']);

/** Lists the `object.…` field paths an expression or a script reads. */
export function readPaths(text: string): FieldPath[] {
  const out: FieldPath[] = [];
  for (const m of text.matchAll(CHAIN)) {
    const chain = m[1] ?? '';
    const segments: { name: string; index: boolean }[] = [];
    for (const s of chain.matchAll(SEGMENT)) {
      const name = s[1] ?? s[2] ?? s[3];
      if (name !== undefined) segments.push({ name, index: false });
      else segments.push({ name: s[4] ?? '', index: true });
    }
    // A member that is called (`.exists(`, `.filter(`) is a function, not a field.
    const end = (m.index ?? 0) + m[0].length;
    if (text[end] === '(') segments.pop();
    const path = segments.filter((s) => !s.index && !NOT_FIELDS.has(s.name)).map((s) => s.name);
    if (path.length > 0) out.push(path);
  }
  return out;
}

/** Reads a JSON Patch path into field names, without list indices and `-`. */
export function patchPath(path: string): FieldPath {
  return path
    .split('/')
    .slice(1)
    .map((t) => t.replaceAll('~1', '/').replaceAll('~0', '~'))
    .filter((t) => t !== '-' && !/^\d+$/.test(t));
}

/** Lists the paths of the JSON Patch operations in a list of operations. */
export function patchPaths(patch: JsonValue | undefined): FieldPath[] {
  if (!Array.isArray(patch)) return [];
  return patch.flatMap((op) =>
    isObject(op) && typeof op['path'] === 'string' ? [patchPath(op['path'])] : [],
  );
}

/** The paths a simulated server's answers write: its response, responses and cases, as written. */
export function behaviourWrites(b: WebhookBehaviour): FieldPath[] {
  const responses = [b.response, ...(b.responses ?? []), ...(b.cases ?? []).map((c) => c.response)];
  return responses.flatMap((r) => patchPaths(r?.['patch']));
}

/** The fields a simulated server's answer depends on: its `cases` conditions, its script. */
export function behaviourReads(b: WebhookBehaviour): { path: FieldPath; through: string }[] {
  const out: { path: FieldPath; through: string }[] = [];
  for (const c of b.cases ?? [])
    for (const path of readPaths(c.when ?? '')) out.push({ path, through: 'its cases' });
  if (b.script !== undefined)
    for (const path of readPaths(b.script)) out.push({ path, through: 'its script' });
  return out;
}

/** Reports whether two paths concern the same field: one contains the other. */
export function overlaps(a: FieldPath, b: FieldPath): boolean {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Renders a field path as a JSON pointer. */
export const pathPointer = (p: FieldPath): string =>
  `/${p.map((s) => s.replaceAll('~', '~0').replaceAll('/', '~1')).join('/')}`;
