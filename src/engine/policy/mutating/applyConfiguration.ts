// Applies an ApplyConfiguration mutation's `Object{...}` to the object as structured-merge-diff does
// (k8s.io/apiserver pkg/admission/plugin/policy/mutating/patch/smd.go ApplyStructuredMergeDiff):
// convert the patch to its type (unknown fields fail), refuse any atomic list, map or struct in it,
// then merge it into the live object: structs and granular maps by field, `set` lists by value,
// `map` lists by their keys; everything else is replaced.

import type { JsonObject, JsonValue } from '../../apimachinery/types.ts';
import type { SchemaNode } from './schema.ts';
import { isObject } from '../../apimachinery/isObject.ts';
import { duplicateEntries } from './duplicateEntries.ts';

/** The merged object, or smd.go's error text (without the "error applying patch: " prefix). */
export type ApplyResult = { ok: true; object: JsonObject } | { ok: false; error: string };

/**
 * Merges `patch` into `live` under `schema`, after the checks ApplyStructuredMergeDiff makes;
 * `allowDuplicates` (1.35+) lets the live object's lists repeat a key.
 */
export function applyStructuredMergeDiff(
  schema: SchemaNode,
  live: JsonObject,
  patch: JsonObject,
  allowDuplicates = true,
): ApplyResult {
  const undeclared: string[] = [];
  checkDeclared(schema, patch, '', undeclared);
  if (undeclared.length > 0) {
    return {
      ok: false,
      error: `failed to convert patch object to typed object: ${validationErrors(undeclared)}`,
    };
  }
  const atomics = findAtomics(schema, patch, '');
  if (atomics.length > 0) {
    return {
      ok: false,
      error: `invalid ApplyConfiguration: may not mutate atomic arrays, maps or structs: ${atomics.join(', ')}`,
    };
  }
  if (!allowDuplicates) {
    const duplicates = duplicateEntries(schema, live);
    if (duplicates.length > 0)
      return {
        ok: false,
        error: `failed to convert original object to typed object: ${validationErrors(duplicates)}`,
      };
  }
  const merged = merge(schema, live, patch);
  return isObject(merged)
    ? { ok: true, object: merged }
    : { ok: false, error: 'failed to merge patch: the result is not an object' };
}

// typed.ValidationErrors.Error(): one error bare, several listed one per line.
function validationErrors(errs: string[]): string {
  if (errs.length === 1) return errs[0] ?? '';
  return `errors:\n  ${errs.join('\n  ')}`;
}

// ObjectToTyped: a field a struct does not declare (and does not preserve) is an error.
function checkDeclared(node: SchemaNode, v: JsonValue, path: string, errs: string[]): void {
  if (v === null) return;
  switch (node.kind) {
    case 'struct':
      if (!isObject(v)) return;
      for (const [k, x] of Object.entries(v)) {
        const f = node.field(k);
        if (f === undefined) errs.push(`${path}.${k}: field not declared in schema`);
        else checkDeclared(f, x, `${path}.${k}`, errs);
      }
      return;
    case 'map':
      if (isObject(v))
        for (const [k, x] of Object.entries(v))
          checkDeclared(node.value(), x, `${path}.${k}`, errs);
      return;
    case 'list':
      if (Array.isArray(v))
        v.forEach((x, i) => checkDeclared(node.item(), x, `${path}[${i}]`, errs));
      return;
    default:
      return;
  }
}

// smd.go findAtomics: paths (`.spec.selector`, `.spec.containers[0].args`) of atomic values in the patch.
function findAtomics(node: SchemaNode, v: JsonValue, path: string): string[] {
  const out: string[] = [];
  if (isObject(v)) {
    if (node.kind === 'struct') {
      if (node.atomic) out.push(path);
      for (const [k, x] of Object.entries(v)) {
        const f = node.field(k);
        if (f !== undefined) out.push(...findAtomics(f, x, `${path}.${k}`));
      }
    } else if (node.kind === 'map') {
      if (node.atomic) out.push(path);
      for (const [k, x] of Object.entries(v))
        out.push(...findAtomics(node.value(), x, `${path}.${k}`));
    } else if (node.kind === 'deduced') {
      for (const [k, x] of Object.entries(v)) out.push(...findAtomics(node, x, `${path}.${k}`));
    }
  } else if (Array.isArray(v)) {
    if (node.kind === 'list') {
      if (node.listType === 'atomic') out.push(path);
      v.forEach((x, i) => out.push(...findAtomics(node.item(), x, `${path}[${i}]`)));
    } else if (node.kind === 'deduced') {
      // The deduced type's lists are atomic.
      out.push(path);
      v.forEach((x, i) => out.push(...findAtomics(node, x, `${path}[${i}]`)));
    }
  }
  return out;
}

// typed.Merge: the patch wins on scalars and atomics; structs, maps and granular lists merge.
function merge(node: SchemaNode, live: JsonValue | undefined, patch: JsonValue): JsonValue {
  if (live === undefined || live === null || patch === null) return structuredClone(patch);
  if (isObject(live) && isObject(patch)) {
    if ((node.kind === 'struct' || node.kind === 'map') && node.atomic)
      return structuredClone(patch);
    if (node.kind !== 'struct' && node.kind !== 'map' && node.kind !== 'deduced')
      return structuredClone(patch);
    const out: JsonObject = { ...live };
    for (const [k, x] of Object.entries(patch)) {
      const child =
        node.kind === 'struct' ? node.field(k) : node.kind === 'map' ? node.value() : node;
      out[k] = merge(child ?? { kind: 'deduced' }, live[k], x);
    }
    return out;
  }
  if (Array.isArray(live) && Array.isArray(patch) && node.kind === 'list') {
    if (node.listType === 'set') return mergeSet(live, patch);
    if (node.listType === 'map') return mergeMapList(node, live, patch);
  }
  return structuredClone(patch);
}

const same = (a: JsonValue | undefined, b: JsonValue | undefined): boolean =>
  JSON.stringify(a) === JSON.stringify(b);

function mergeSet(live: JsonValue[], patch: JsonValue[]): JsonValue[] {
  const out = [...live];
  for (const x of patch) if (!out.some((y) => same(x, y))) out.push(structuredClone(x));
  return out;
}

// Entries keep the live order; entries new in the patch follow in the patch's order.
function mergeMapList(
  node: Extract<SchemaNode, { kind: 'list' }>,
  live: JsonValue[],
  patch: JsonValue[],
): JsonValue[] {
  const keyOf = (x: JsonValue): string =>
    isObject(x) ? JSON.stringify(node.keys.map((k) => x[k] ?? null)) : JSON.stringify(x);
  const out = [...live];
  for (const x of patch) {
    const i = out.findIndex((y) => keyOf(y) === keyOf(x));
    if (i < 0) out.push(structuredClone(x));
    else out[i] = merge(node.item(), out[i], x);
  }
  return out;
}
