// The tagged object as YAML lines, each with the JSON pointer of the field it shows and that
// field's blame, so Blame can put a chip on every line.

import { stringify } from 'yaml';
import type { JsonValue } from '../../../engine/index.ts';
import { pointerOf } from './applyTaggedPatch.ts';
import type { Tagged, Write } from './tagged.ts';

export interface BlameLine {
  text: string;
  pointer: string;
  history: readonly Write[];
}

// A scalar as YAML writes it (quoted where it must be: "yes", "1.0", ": x").
const scalar = (value: JsonValue): string =>
  stringify(value, { version: '1.1', lineWidth: 0 }).trimEnd();

const empty = (node: Tagged): string | undefined =>
  node.kind === 'array' && node.items.length === 0
    ? '[]'
    : node.kind === 'object' && node.entries.size === 0
      ? '{}'
      : undefined;

function lines(node: Tagged, path: readonly (string | number)[], indent: string): BlameLine[] {
  const out: BlameLine[] = [];
  const line = (text: string, at: readonly (string | number)[], n: Tagged) =>
    out.push({ text, pointer: pointerOf(at), history: n.history });
  if (node.kind === 'object') {
    for (const [key, child] of node.entries) {
      const at = [...path, key];
      const k = scalar(key);
      if (child.kind === 'leaf') line(`${indent}${k}: ${scalar(child.value)}`, at, child);
      else if (empty(child) !== undefined) line(`${indent}${k}: ${empty(child)}`, at, child);
      else {
        line(`${indent}${k}:`, at, child);
        out.push(...lines(child, at, child.kind === 'array' ? indent : `${indent}  `));
      }
    }
  } else if (node.kind === 'array') {
    node.items.forEach((item, i) => {
      const at = [...path, i];
      if (item.kind === 'leaf') line(`${indent}- ${scalar(item.value)}`, at, item);
      else if (empty(item) !== undefined) line(`${indent}- ${empty(item)}`, at, item);
      else {
        // The item's first line carries the dash: "- name: app".
        const inner = lines(item, at, `${indent}  `);
        if (inner[0] !== undefined)
          inner[0] = { ...inner[0], text: `${indent}- ${inner[0].text.slice(indent.length + 2)}` };
        out.push(...inner);
      }
    });
  } else line(`${indent}${scalar(node.value)}`, path, node);
  return out;
}

/** Renders a tagged object as YAML lines with each line's field and write history. */
export const blameLines = (root: Tagged): BlameLine[] => lines(root, [], '');
