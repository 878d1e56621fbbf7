// Decides the editor text a link opens as: YAML 1.1 in the gallery's block style that reads back
// as exactly the JSON the link carries. Strings such as "yes", "010" or "1.32" come out quoted.

import { Document, isMap, isPair, isScalar, isSeq, visit, type Node, type Tags } from 'yaml';
import { err, ok, type Result } from '../errors.ts';
import { MAX_NESTING } from '../scenario/loadYaml.ts';
import { MAX_SCENARIO_CHARS } from '../scenario/parse.ts';
import type { JsonObject, JsonValue } from '../apimachinery/types.ts';

/**
 * Renders a scenario's JSON as YAML text. A value nested deeper than the parser accepts is
 * refused before rendering, which recurses; one whose block form would outgrow the parser's
 * limit (deep indentation multiplies size) is rendered as compact JSON, which YAML also reads.
 */
export function renderYaml(value: JsonObject): Result<string, string> {
  const shape = measure(value);
  if (shape.depth > MAX_NESTING)
    return err(
      `this link's scenario nests deeper than ${String(MAX_NESTING)} levels, more than the parser reads`,
    );
  if (shape.blockChars > MAX_SCENARIO_CHARS) return ok(`${JSON.stringify(value)}\n`);
  const doc = new Document(value, {
    version: '1.1',
    customTags: stringMergeKey,
    aliasDuplicateObjects: false,
  });
  visit(doc, {
    Collection(_, node, path) {
      // As the gallery writes short lists and maps: `operations: [CREATE]`, `metadata: {name: a}`.
      // The scenario's own sections (path: document, top mapping, pair) stay blocks.
      if (path.length > 3 && isShortLeaf(node)) node.flow = true;
    },
  });
  return ok(doc.toString({ lineWidth: 0, indent: 2, flowCollectionPadding: false }));
}

// The merge tag claims every "<<" string and writes it plain, which reads back as a merge key.
// Claiming none leaves its test in place, so such a string is quoted like any other look-alike.
const stringMergeKey = (tags: Tags): Tags =>
  tags.map((tag) =>
    typeof tag === 'object' && tag.tag === 'tag:yaml.org,2002:merge'
      ? { ...tag, identify: () => false }
      : tag,
  );

const FLOW_CHARS = 60;

/** Tells whether a collection holds only one-line scalars, few enough to fit on one line. */
function isShortLeaf(node: Node): boolean {
  if (!isSeq(node) && !isMap(node)) return false;
  let chars = 0;
  for (const item of node.items) {
    const parts = isPair(item) ? [item.key, item.value] : [item];
    for (const part of parts) {
      if (!isScalar(part)) return false;
      const text = String(part.value);
      if (text.includes('\n')) return false;
      chars += text.length + 4;
    }
  }
  return chars <= FLOW_CHARS;
}

/** Walks a JSON value without recursion: its depth (up to one past the limit) and block size. */
function measure(root: JsonValue): { depth: number; blockChars: number } {
  let depth = 0;
  let blockChars = 0;
  const stack: Array<{ value: JsonValue; depth: number }> = [{ value: root, depth: 0 }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { value } = next;
    depth = Math.max(depth, next.depth);
    if (depth > MAX_NESTING) break;
    // Indentation is what multiplies: every line of an entry, and of a block string, carries it.
    // Escapes only grow a string a few times over, a bounded cost.
    const indent = 2 * next.depth + 4;
    if (typeof value === 'string') blockChars += value.length + indent * (lineBreaks(value) + 1);
    else if (value === null || typeof value !== 'object') blockChars += indent + 24;
    else if (Array.isArray(value)) {
      blockChars += indent;
      for (const child of value) stack.push({ value: child, depth: next.depth + 1 });
    } else {
      blockChars += indent;
      for (const [key, child] of Object.entries(value)) {
        blockChars += key.length + indent;
        stack.push({ value: child, depth: next.depth + 1 });
      }
    }
  }
  return { depth, blockChars };
}

function lineBreaks(text: string): number {
  let count = 0;
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) count++;
  return count;
}
