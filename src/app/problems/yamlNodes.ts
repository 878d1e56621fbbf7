// Finds the node a JSON pointer names in the scenario's YAML document, with its text range, so a
// quick fix can splice the text at exactly that node.

import { isMap, isScalar, isSeq, type Document, type Node, type Pair } from 'yaml';
import { pointerTokens } from '../store/sections/locatePointer.ts';

/** The node at a pointer and, when it is a mapping's value, the pair that holds it. */
export interface FoundNode {
  node: Node;
  pair: Pair | undefined;
}

/** A mapping key as the engine reads it (the failsafe schema keeps every scalar a string). */
export const keyText = (pair: Pair): string =>
  isScalar(pair.key) ? String(pair.key.value) : String(pair.key);

/**
 * The node a JSON pointer names; undefined when a step is missing or the pointer goes into a
 * string of YAML documents (`#<n>`), whose text is not the scenario's.
 */
export function nodeAt(doc: Document, pointer: string): FoundNode | undefined {
  if (pointer.includes('#')) return undefined;
  let node: unknown = doc.contents;
  let pair: Pair | undefined;
  for (const token of pointerTokens(pointer)) {
    if (isMap(node)) {
      pair = node.items.find((p) => keyText(p) === token);
      node = pair?.value;
    } else if (isSeq(node) && /^\d+$/.test(token)) {
      pair = undefined;
      node = node.items[Number(token)];
    } else return undefined;
    if (node === undefined || node === null) return undefined;
  }
  return node === null || node === undefined ? undefined : { node: node as Node, pair };
}

/** The string value of a scalar at a pointer, if there is one. */
export function stringAt(doc: Document, pointer: string): string | undefined {
  const found = nodeAt(doc, pointer);
  return found && isScalar(found.node) ? String(found.node.value) : undefined;
}
