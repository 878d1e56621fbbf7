// Sets entries of a scenario file's `webhooks:` section and leaves every other byte of the file as
// it was: the section is edited with the `yaml` Document API (its comments and the entries not
// replaced are kept), rendered on its own, and spliced into the text in place of the old one (or
// appended when the file has none). Re-rendering the whole document would restyle the rest.

import {
  Document,
  isMap,
  isScalar,
  isSeq,
  parseDocument,
  YAMLMap,
  type DocumentOptions,
  type Node,
  type ParseOptions,
  type Scalar,
  type SchemaOptions,
} from 'yaml';
import type { JsonObject } from '../../engine/index.ts';

// The scenario loader's YAML (engine scenario/loadYaml.ts: 1.1 as kubectl reads it, without
// timestamps and sexagesimal numbers), so what is written reads back as the same values: a label
// value `yes` is quoted, `12:30` is not.
const YAML_OPTIONS: ParseOptions & DocumentOptions & SchemaOptions = {
  version: '1.1',
  customTags: (tags) =>
    tags.filter(
      (t) =>
        typeof t === 'string' || (t.format !== 'TIME' && t.tag !== 'tag:yaml.org,2002:timestamp'),
    ),
};

// Patch operations read best one per line: `- { op: add, path: ..., value: ... }`.
function flowOperations(node: Node): void {
  if (!isMap(node)) return;
  for (const key of ['response', 'responses']) {
    const value = node.get(key, true);
    for (const r of isSeq(value) ? value.items : [value]) {
      const patch = isMap(r) ? r.get('patch', true) : undefined;
      if (isSeq(patch)) for (const op of patch.items) if (isMap(op)) op.flow = true;
    }
  }
}

// Renders `webhooks: ...` alone, without what lies outside the replaced text: the comments above
// the key and after the section's last entry stay where they are in the file.
function renderSection(key: Node, value: YAMLMap): string {
  const section = new Document(undefined, YAML_OPTIONS);
  const root = new YAMLMap(section.schema);
  key.commentBefore = null;
  key.spaceBefore = false;
  value.comment = null;
  root.set(key, value);
  section.contents = root;
  return section.toString({ lineWidth: 0 });
}

/** The keys the file's `webhooks:` section has. */
export function webhookKeys(text: string): Set<string> {
  const section = parseDocument(text, YAML_OPTIONS).get('webhooks');
  return new Set(
    isMap(section)
      ? section.items.flatMap((p) => (isScalar(p.key) ? [String(p.key.value)] : []))
      : [],
  );
}

/** The file's text with webhooks.<key> set to each entry, or undefined when the file is no single YAML mapping. */
export function setWebhookEntries(
  text: string,
  entries: ReadonlyMap<string, JsonObject>,
): string | undefined {
  const doc = parseDocument(text, YAML_OPTIONS);
  const root = doc.contents;
  if (doc.errors.length > 0 || !isMap(root)) return undefined;
  const pair = root.items.find((p) => isScalar(p.key) && p.key.value === 'webhooks');
  const key = pair?.key as Scalar | undefined;
  const value = pair?.value as Node | null | undefined;
  const section: YAMLMap = isMap(value) ? value : new YAMLMap(doc.schema);
  for (const [key, entry] of entries) {
    const node = doc.createNode(entry);
    flowOperations(node);
    section.set(doc.createNode(key), node);
  }
  // A flow-style file (JSON) gets the whole document re-rendered, in its own flow style.
  if (root.flow === true) {
    doc.set('webhooks', section);
    return doc.toString({ lineWidth: 0 });
  }
  if (key === undefined) {
    const rendered = renderSection(doc.createNode('webhooks'), section);
    return `${text}${text === '' || text.endsWith('\n') ? '' : '\n'}${rendered}`;
  }
  const start = key.range?.[0] ?? 0;
  const end = value?.range?.[1] ?? key.range?.[1] ?? start;
  const rendered = renderSection(key, section);
  // A block section ends with its line break, a flow one before it.
  const body = text.charAt(end - 1) === '\n' ? rendered : rendered.replace(/\n$/, '');
  return text.slice(0, start) + body + text.slice(end);
}
