// Decides which objects exist before the request: cluster.objects may be a list of objects, a
// `kind: List` (or any `*List` with items, as `kubectl get -o yaml` prints), or a string of YAML
// documents, and lists nest. Pointers name where each object came from:
// `/cluster/objects/3/items/0`, and `/cluster/objects/4#1` for the second document (counting
// empty ones) of the string at `/cluster/objects/4`.

import { isScalar } from 'yaml';
import type { Document } from 'yaml';
import { innerLocator } from './innerLocator.ts';
import { loadYaml } from './loadYaml.ts';
import { childPointer, documentPointer } from './pointer.ts';
import { invalid } from './section.ts';
import { isObject } from '../apimachinery/isObject.ts';
import type { ReadContext } from './section.ts';
import { START_SPAN } from './spans.ts';
import { toJson } from './toJson.ts';
import type { ClusterObject } from './types.ts';
import type { JsonObject, JsonValue } from '../apimachinery/types.ts';

const AN_OBJECT = 'a Kubernetes object (a mapping)';

/** Reads cluster.objects into a flat list of objects with the pointers they came from. */
export function readClusterObjects(
  value: JsonValue | undefined,
  pointer: string,
  ctx: ReadContext,
): ClusterObject[] {
  const out: ClusterObject[] = [];
  if (value === undefined) return out;
  if (Array.isArray(value)) {
    value.forEach((item, i) => addItem(item, childPointer(pointer, i), ctx, out));
  } else if (typeof value === 'string' || (isObject(value) && isList(value))) {
    addItem(value, pointer, ctx, out);
  } else {
    invalid(ctx, pointer, 'a list of objects, a List or a string of YAML documents');
  }
  return out;
}

/** Tells whether an object is a list kind whose items should be flattened. */
export function isList(object: JsonObject): boolean {
  const kind = object['kind'];
  if (kind === 'List') return true;
  return typeof kind === 'string' && kind.endsWith('List') && Array.isArray(object['items']);
}

function addItem(item: JsonValue, pointer: string, ctx: ReadContext, out: ClusterObject[]): void {
  if (typeof item === 'string') addDocuments(item, pointer, ctx, out);
  else if (isObject(item)) addObject(item, pointer, ctx, out);
  else invalid(ctx, pointer, `${AN_OBJECT} or a string of YAML documents`);
}

function addObject(
  object: JsonObject,
  pointer: string,
  ctx: ReadContext,
  out: ClusterObject[],
): void {
  if (!isList(object)) {
    out.push({ object, pointer });
    return;
  }
  const items = object['items'] ?? [];
  const at = childPointer(pointer, 'items');
  if (!Array.isArray(items)) {
    invalid(ctx, at, 'a list of objects');
    return;
  }
  items.forEach((item, i) => {
    if (isObject(item)) addObject(item, childPointer(at, i), ctx, out);
    else invalid(ctx, childPointer(at, i), AN_OBJECT);
  });
}

function addDocuments(text: string, pointer: string, ctx: ReadContext, out: ClusterObject[]): void {
  const loaded = loadYaml(text);
  const span = ctx.spans.spanOf(pointer) ?? START_SPAN;
  const locate = innerLocator(ctx.source, span, text, loaded.lineStarts);
  for (const problem of loaded.problems) {
    const { message, start, end, document } = problem;
    const at = document === undefined ? pointer : documentPointer(pointer, document);
    ctx.errors.push({ kind: 'yaml-syntax', message, pointer: at, span: locate(start, end) });
  }
  loaded.documents.forEach((doc, index) => {
    if (isEmpty(doc) || doc.errors.length > 0) return;
    const at = documentPointer(pointer, index);
    const value = toJson(doc, at, locate, ctx.spans, ctx.errors);
    if (isObject(value)) addObject(value, at, ctx, out);
    else if (value !== null) invalid(ctx, at, AN_OBJECT);
  });
}

/** Tells whether a document holds nothing (or only null); such documents are skipped. */
export function isEmpty(doc: Document.Parsed): boolean {
  return doc.contents === null || (isScalar(doc.contents) && doc.contents.value === null);
}
