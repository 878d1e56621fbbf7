// Appends objects to cluster.objects in the scenario text, leaving the rest as written (comments,
// flow style, scalars): new lines after a block list's last item, else the document written out. cluster.objects may be a list, a `kind: List` or a string of YAML documents
// (spec/scenario-format.md); the new objects go at its end in the same form.

import { Scalar, YAMLMap, YAMLSeq, isMap, isScalar, isSeq, type Document, type Node } from 'yaml';
import { holdsData } from './sameData.ts';
import { appendItems, documentTexts } from './spliceObjects.ts';
import {
  parseYaml,
  parseYamlDocuments,
  readYaml,
  sequenceStyle,
  stringifyYaml,
} from './yamlDocument.ts';

/**
 * The scenario text with the objects of `yaml` (one or more YAML documents) added at the end of
 * cluster.objects; undefined when either text is not YAML or cluster.objects is none of its forms.
 */
export function appendClusterObject(source: string, yaml: string): string | undefined {
  const { doc, problems } = parseYaml(source);
  if (problems.length > 0 || (doc.contents !== null && !isMap(doc.contents))) return undefined;
  const added = parseYamlDocuments(yaml);
  const objects = added.docs.map((d) => d.contents).filter((n) => isMap(n));
  if (added.problems.length > 0 || objects.length === 0) return undefined;
  const texts = documentTexts(yaml, added.docs).filter((_, i) => isMap(added.docs[i]?.contents));
  // A block list (or none yet) takes the new items as lines of their own; the other forms are
  // written out by the yaml library (the rest of the text then follows its style too).
  const spliced = appendItems(source, readYaml(source).doc, texts);
  if (!appendTo(doc, objects, yaml)) return undefined;
  if (spliced !== undefined && holdsData(spliced, doc.toJS())) return spliced;
  return stringifyYaml(doc, sequenceStyle(source));
}

function appendTo(doc: Document, objects: YAMLMap[], yaml: string): boolean {
  const cluster = doc.get('cluster', true);
  if (isNothing(cluster)) {
    const map = new YAMLMap();
    map.set('objects', blockSeq(objects));
    doc.set('cluster', map);
    return true;
  }
  if (!isMap(cluster)) return false;
  const current = cluster.get('objects', true);
  if (isNothing(current)) {
    cluster.set('objects', blockSeq(objects));
    return true;
  }
  if (isSeq(current)) return push(current, objects);
  if (isMap(current) && isList(current)) {
    const items = current.get('items', true);
    if (isSeq(items)) return push(items, objects);
    if (!isNothing(items)) return false;
    current.set('items', blockSeq(objects));
    return true;
  }
  if (isScalar(current) && typeof current.value === 'string') {
    current.value = appendDocuments(current.value, yaml);
    // A string of several documents only reads well as a literal block.
    if (current.type !== Scalar.BLOCK_LITERAL) current.type = Scalar.BLOCK_LITERAL;
    return true;
  }
  return false;
}

/** An empty list stays flow only if it had items; `objects: []` grows into a block list. */
function push(seq: YAMLSeq, objects: YAMLMap[]): boolean {
  if (seq.items.length === 0) seq.flow = false;
  seq.items.push(...objects);
  return true;
}

function blockSeq(items: Node[]): YAMLSeq {
  const seq = new YAMLSeq();
  seq.items = items;
  return seq;
}

/** A key with no value (`cluster:`), or `~` / `null`, which the engine reads as absent. */
function isNothing(node: unknown): boolean {
  if (node === undefined || node === null) return true;
  if (!isScalar(node) || (node.type !== Scalar.PLAIN && node.type !== undefined)) return false;
  return (
    node.value === null ||
    (typeof node.value === 'string' && /^(|~|null|Null|NULL)$/.test(node.value))
  );
}

/** A `kind: List` (or any `*List` with items), as the engine opens up. */
function isList(map: YAMLMap): boolean {
  const kind = map.get('kind');
  return (
    kind === 'List' ||
    (typeof kind === 'string' && kind.endsWith('List') && isSeq(map.get('items', true)))
  );
}

function appendDocuments(text: string, yaml: string): string {
  if (text.trim() === '') return yaml;
  const body = text.endsWith('\n') ? text : `${text}\n`;
  return /(^|\n)---[ \t]*\n$/.test(body) ? body + yaml : `${body}---\n${yaml}`;
}
