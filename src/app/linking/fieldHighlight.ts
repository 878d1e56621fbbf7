// The field a hovered JSON pointer names (in a patch, a denial message, Blame), found in the
// object's YAML text so the editor can light it. A field a webhook added is not in the text the
// person wrote: its parent is lit instead, one level up and no further.

import { isMap, isScalar, isSeq, type Node, type Pair } from 'yaml';
import type { EditorHighlight } from '../editor/markers.ts';
import { pointerTokens } from '../store/sections/locatePointer.ts';
import { parseYaml } from '../store/sections/yamlDocument.ts';

interface Step {
  node: unknown;
  pair: Pair | undefined;
}

function walk(root: unknown, tokens: readonly string[]): Step[] {
  const steps: Step[] = [{ node: root, pair: undefined }];
  let node = root;
  for (const token of tokens) {
    let pair: Pair | undefined;
    if (isMap(node)) {
      pair = node.items.find((p) => (isScalar(p.key) ? String(p.key.value) : '') === token);
      node = pair?.value;
    } else if (isSeq(node) && /^\d+$/.test(token)) node = node.items[Number(token)];
    else node = undefined;
    if (node === undefined || node === null) break;
    steps.push({ node, pair });
  }
  return steps;
}

/**
 * The highlight of the field at `pointer` below `prefix` (the path of the object in the text:
 * none for the Object editor, request/object for the whole scenario); none when neither the field
 * nor its parent is in the text, or the pointer is the object itself.
 */
export function fieldHighlight(
  text: string,
  pointer: string | undefined,
  prefix: readonly string[] = [],
): EditorHighlight[] {
  if (pointer === undefined || pointer === '') return [];
  const tokens = pointerTokens(pointer);
  const { doc, problems } = parseYaml(text);
  if (problems.length > 0) return [];
  const steps = walk(doc.contents, [...prefix, ...tokens]);
  const depth = steps.length - 1 - prefix.length;
  if (depth < Math.max(1, tokens.length - 1)) return [];
  const last = steps.at(-1);
  if (last === undefined) return [];
  const node = last.node as Node;
  const start = (last.pair?.key as Node | null | undefined)?.range?.[0] ?? node.range?.[0];
  const end = node.range?.[1];
  if (start === undefined || end === undefined) return [];
  const stop = Math.max(start + 1, text[end - 1] === '\n' ? end - 1 : end);
  const from = position(text, start);
  const to = position(text, stop);
  return [
    { line: from.line, column: from.column, endLine: to.line, endColumn: to.column, kind: 'field' },
  ];
}

function position(text: string, offset: number) {
  const lines = text.slice(0, offset).split('\n');
  return { line: lines.length, column: (lines.at(-1)?.length ?? 0) + 1 };
}
