// Quick fixes as splices of the scenario text at one node's range (the yaml library's CST
// offsets): the rest of the text, comments and quoting included, stays byte for byte as written.
// Nothing here re-stringifies a document.

import { isMap, isScalar, isSeq, parse, type Document, type Node, type Scalar } from 'yaml';
import type { TextEdit } from './providers.ts';
import { nodeAt } from './yamlNodes.ts';

/** Applies one edit to the text it was computed from. */
export const applyEdit = (source: string, edit: TextEdit): string =>
  source.slice(0, edit.from) + edit.text + source.slice(edit.to);

// Reads back as the same string both as YAML 1.1 and as 1.2 (the engine's), so it may stay plain.
function readsBack(value: string): boolean {
  try {
    return value !== '' && parse(value, { version: '1.1' }) === value && parse(value) === value;
  } catch {
    return false;
  }
}

/** A string as scalar text: plain when it reads back as itself, else double-quoted. */
export const scalarText = (value: string): string =>
  readsBack(value) && !/[#:\n]|^[-?[\]{}&*!|>'"%@`]/.test(value) ? value : JSON.stringify(value);

// Keeps the quoting the person chose where the new value allows it.
function styledText(scalar: Scalar, value: string): string {
  if (scalar.type === 'QUOTE_DOUBLE') return JSON.stringify(value);
  if (scalar.type === 'QUOTE_SINGLE') return `'${value.replaceAll("'", "''")}'`;
  return scalarText(value);
}

const scalarEdit = (scalar: Scalar, value: string): TextEdit | undefined =>
  scalar.range
    ? { from: scalar.range[0], to: scalar.range[1], text: styledText(scalar, value) }
    : undefined;

/** Replaces the scalar at a pointer with another string. */
export function replaceScalar(doc: Document, pointer: string, value: string): TextEdit | undefined {
  const found = nodeAt(doc, pointer);
  return found && isScalar(found.node) ? scalarEdit(found.node, value) : undefined;
}

/** Renames the key of the mapping entry a pointer names. */
export function renameKey(doc: Document, pointer: string, key: string): TextEdit | undefined {
  const pair = nodeAt(doc, pointer)?.pair;
  return pair && isScalar(pair.key) ? scalarEdit(pair.key, key) : undefined;
}

/** A Kubernetes object of nested string fields, as the quick fixes add them. */
export interface PlainObject {
  [key: string]: string | PlainObject;
}

function blockLines(object: PlainObject, indent: string): string[] {
  return Object.entries(object).flatMap(([k, v]) =>
    typeof v === 'string'
      ? [`${indent}${scalarText(k)}: ${scalarText(v)}`]
      : [`${indent}${scalarText(k)}:`, ...blockLines(v, `${indent}  `)],
  );
}

const flowText = (object: PlainObject): string =>
  `{ ${Object.entries(object)
    .map(([k, v]) => `${scalarText(k)}: ${typeof v === 'string' ? scalarText(v) : flowText(v)}`)
    .join(', ')} }`;

/** The text between the start of `offset`'s line and `offset`, when it is only spaces. */
export function indentAt(source: string, offset: number): string | undefined {
  const lineStart = source.lastIndexOf('\n', offset - 1) + 1;
  const before = source.slice(lineStart, offset);
  return /^ *$/.test(before) ? before : undefined;
}

/** A block sequence item: `- first line`, the rest indented under it. */
function item(object: PlainObject, dash: string): string {
  const [first = '', ...rest] = blockLines(object, `${dash}  `);
  return [`${dash}- ${first.trimStart()}`, ...rest].map((l) => `${l}\n`).join('');
}

/** Inserts `text` (whole lines) where a block node's value ends. */
export function afterBlock(source: string, node: Node, text: string): TextEdit | undefined {
  const end = node.range?.[1];
  if (end === undefined) return undefined;
  const atLineStart = end === 0 || source[end - 1] === '\n';
  return { from: end, to: end, text: atLineStart ? text : `\n${text}` };
}

/**
 * Adds an object at the end of cluster.objects: a new item of a block or flow list, `objects:`
 * under a block `cluster:`, or `cluster:` at the end of the scenario. Undefined where cluster.objects
 * takes another form (a List, a string of documents): the Cluster tab's picker adds those.
 */
export function appendClusterObjectEdit(
  source: string,
  doc: Document,
  object: PlainObject,
): TextEdit | undefined {
  const root = doc.contents;
  if (!isMap(root)) return undefined;
  const cluster = root.get('cluster', true);
  if (cluster === undefined) {
    const end = root.range?.[1] ?? source.length;
    const sep = end === 0 || source[end - 1] === '\n' ? '' : '\n';
    return { from: end, to: end, text: `${sep}cluster:\n  objects:\n${item(object, '    ')}` };
  }
  if (!isMap(cluster) || cluster.flow) return undefined;
  const objects = cluster.get('objects', true);
  if (objects === undefined) {
    const first = cluster.items[0]?.key as Node | undefined;
    const indent = first?.range ? indentAt(source, first.range[0]) : undefined;
    if (indent === undefined) return undefined;
    return afterBlock(source, cluster, `${indent}objects:\n${item(object, `${indent}  `)}`);
  }
  if (!isSeq(objects)) return undefined;
  if (objects.flow) {
    // After the last item (`[a, b]` → `[a, b, {…}]`), or inside an empty `[]`.
    const last = objects.items.at(-1) as Node | undefined;
    if (last !== undefined) {
      const end = last.range?.[1];
      return end === undefined ? undefined : { from: end, to: end, text: `, ${flowText(object)}` };
    }
    const close = objects.range ? objects.range[1] - 1 : -1;
    return source[close] === ']' ? { from: close, to: close, text: flowText(object) } : undefined;
  }
  const dashAt = objects.range?.[0];
  const dash = dashAt === undefined ? undefined : indentAt(source, dashAt);
  if (dash === undefined) return undefined;
  return afterBlock(source, objects, item(object, dash));
}
