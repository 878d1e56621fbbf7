// Writes a value's text at a path of the scenario text as one splice at the yaml library's node
// ranges: the value's own text is replaced, a missing key is inserted at its mapping's indentation
// (parents created as block mappings), a removed key's lines are cut. Every other byte stays.

import { isMap, isScalar, type Document, type Node, type Pair, type YAMLMap } from 'yaml';
import {
  childColumn,
  inlineBody,
  replaceValue,
  type Layout,
  type TextSplice,
  type ValueText,
} from './replaceValue.ts';
import { columnOf, indent, lineBreakOf, withLineBreaks } from './textLines.ts';
import { isNothing, valueRegion, type ValueRegion } from './valueRegion.ts';

/** Where a new key goes among its siblings: after the one it belongs beside, else at the end. */
const placeAfter: Record<string, string> = { oldObject: 'object' };

const keyOf = (pair: Pair): string => (isScalar(pair.key) ? String(pair.key.value) : '');

/** The lines of new entries `keys[0]: … keys[n]: value` at column 0. */
function entryText(keys: readonly string[], value: ValueText, layout: Layout): string {
  const [key = '', ...rest] = keys;
  if (rest.length > 0) return `${key}:\n${indent(entryText(rest, value, layout), layout.step)}`;
  if (value.layout === 'inline') return `${key}: ${inlineBody(value, 0)}\n`;
  return `${key}:\n${indent(value.text, childColumn(value, 0, layout))}`;
}

/** Inserts entries into a block mapping: beside their sibling, else after its last entry. */
function insertEntries(
  source: string,
  map: YAMLMap | null,
  keys: readonly string[],
  value: ValueText,
  layout: Layout,
): TextSplice | undefined {
  const text = entryText(keys, value, layout);
  const lineBreak = lineBreakOf(source);
  if (map === null) {
    const sep = source === '' || source.endsWith('\n') ? '' : lineBreak;
    return { from: source.length, to: source.length, text: withLineBreaks(sep + text, lineBreak) };
  }
  if (map.flow) return undefined;
  const first = map.items[0]?.key as Node | undefined;
  const start = first?.range?.[0];
  if (start === undefined) return undefined;
  const sibling = placeAfter[keys[0] ?? ''];
  const beside = map.items.find((p) => sibling !== undefined && keyOf(p) === sibling);
  const besideRegion = beside && valueRegion(source, beside);
  const at = besideRegion?.entryTo ?? map.range?.[1];
  if (at === undefined) return undefined;
  const sep = at === 0 || source[at - 1] === '\n' ? '' : '\n';
  const out = sep + indent(text, columnOf(source, start));
  return { from: at, to: at, text: withLineBreaks(out, lineBreak) };
}

/** Cuts an entry's lines; an only entry leaves its mapping written as `{}`. */
function deleteEntry(
  source: string,
  map: YAMLMap,
  region: ValueRegion,
  parent: ValueRegion | undefined,
  layout: Layout,
): TextSplice | undefined {
  // Only a key that starts its line owns the line (not the first key after a `- `).
  if (!/^ *$/.test(source.slice(region.entryFrom, region.entryFrom + region.keyColumn)))
    return undefined;
  if (map.items.length === 1 && parent !== undefined)
    return replaceValue(source, parent, { text: '{}\n', layout: 'inline' }, layout);
  return { from: region.entryFrom, to: region.entryTo, text: '' };
}

/**
 * The splice that sets (or, for undefined, removes) the value at `path` of a parsed scenario (a
 * comment on the value's line is replaced with it unless `keepLineComment`);
 * undefined where the layout is one this does not handle (a flow mapping on the way, a key
 * written as `? key`, a value that is not a mapping): the caller falls back to rewriting.
 */
export function writeValue(
  source: string,
  doc: Document,
  path: readonly string[],
  value: ValueText | undefined,
  layout: Layout,
  keepLineComment = false,
): TextSplice | undefined {
  const none: TextSplice = { from: 0, to: 0, text: '' };
  let node: unknown = doc.contents;
  let parent: ValueRegion | undefined;
  if (node === null || node === undefined)
    return value === undefined ? none : insertEntries(source, null, path, value, layout);
  for (let i = 0; i < path.length; i++) {
    if (!isMap(node) || node.flow) return undefined;
    const pair = node.items.find((p) => keyOf(p) === path[i]);
    if (pair === undefined)
      return value === undefined ? none : insertEntries(source, node, path.slice(i), value, layout);
    const last = i === path.length - 1;
    const region = valueRegion(source, pair, !(last && keepLineComment && value !== undefined));
    if (region === undefined) return undefined;
    if (last) {
      return value === undefined
        ? deleteEntry(source, node, region, parent, layout)
        : replaceValue(source, region, value, layout);
    }
    if (isNothing(pair.value)) {
      if (value === undefined) return none;
      const nested = {
        text: entryText(path.slice(i + 1), value, layout),
        layout: 'block' as const,
      };
      return replaceValue(source, region, nested, layout);
    }
    node = pair.value;
    parent = region;
  }
  return undefined;
}
