// Finds where an engine error's JSON pointer (into the whole scenario) falls in a section's text,
// so a section editor can mark it at its own line and column.

import { isMap, isSeq, type Document, type Node } from 'yaml';
import { clusterObjectNodes, isConfiguration } from './clusterObjects.ts';
import { sectionPaths, type SectionId } from './sectionIds.ts';
import { parseYamlDocuments, type TextProblem } from './yamlDocument.ts';

/** A place inside one section: which of its documents, and the path below it. */
export interface SectionPlace {
  section: SectionId;
  document: number;
  path: string[];
}

/** Splits a JSON pointer into its unescaped tokens (`#<doc>` suffixes of document strings dropped). */
export function pointerTokens(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .replace(/#\d+$/, '')
    .slice(1)
    .split('/')
    .map((t) => t.replaceAll('~1', '/').replaceAll('~0', '~'));
}

/** Tells which section a pointer into the scenario belongs to; undefined for the request bar's fields. */
export function sectionPlace(source: Document, pointer: string): SectionPlace | undefined {
  const tokens = pointerTokens(pointer);
  for (const id of ['object', 'oldObject', 'webhooks'] as const) {
    const prefix = sectionPaths[id];
    if (prefix.every((p, i) => tokens[i] === p))
      return { section: id, document: 0, path: tokens.slice(prefix.length) };
  }
  if (tokens[0] !== 'cluster') return undefined;
  if (
    tokens[1] !== 'objects' ||
    tokens[2] === undefined ||
    !isSeq(source.getIn(['cluster', 'objects'], true))
  ) {
    return { section: 'cluster', document: 0, path: tokens.slice(1) };
  }
  const nodes = clusterObjectNodes(source);
  const index = Number(tokens[2]);
  const node = nodes[index];
  if (node === undefined) return { section: 'cluster', document: 0, path: ['objects'] };
  const rest = tokens.slice(3);
  const configuration = isConfiguration(node);
  const ordinal = nodes.slice(0, index).filter((n) => isConfiguration(n) === configuration).length;
  return configuration
    ? { section: 'configurations', document: ordinal, path: rest }
    : { section: 'cluster', document: 0, path: ['objects', String(ordinal), ...rest] };
}

/** The span of a place in a section's text: the deepest node of its path that exists. */
export function spanInSection(text: string, place: SectionPlace, message: string): TextProblem {
  const { docs } = parseYamlDocuments(text);
  const doc = docs[place.document] ?? docs[0];
  let node: unknown = doc?.contents;
  let keyRange: [number, number] | undefined;
  let range = (node as Node | null)?.range;
  for (const token of place.path) {
    if (isMap(node)) {
      const pair = node.items.find(
        (p) => String((p.key as { value?: unknown } | null)?.value ?? p.key) === token,
      );
      if (!pair) break;
      keyRange = (pair.key as Node | null)?.range?.slice(0, 2) as [number, number] | undefined;
      node = pair.value;
    } else if (isSeq(node)) {
      node = node.items[Number(token)];
      keyRange = undefined;
    } else break;
    if (node === undefined || node === null) break;
    range = (node as Node).range ?? range;
  }
  // A key with a bad value: mark the value; a missing key: its parent's first key.
  const [start, end] = range ?? keyRange ?? [0, 1];
  // A whole mapping spans many lines; its first line is enough to point at it.
  const lineEnd = text.indexOf('\n', start);
  const stop = Math.min(
    Math.max(end, start + 1),
    lineEnd < 0 ? text.length : Math.max(lineEnd, start + 1),
  );
  return { ...position(text, start), ...endPosition(text, stop), message };
}

function position(text: string, offset: number) {
  const lines = text.slice(0, offset).split('\n');
  return { line: lines.length, column: (lines[lines.length - 1]?.length ?? 0) + 1 };
}

function endPosition(text: string, offset: number) {
  const p = position(text, offset);
  return { endLine: p.line, endColumn: p.column };
}
