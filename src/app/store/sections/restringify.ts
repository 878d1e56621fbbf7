// The old way of writing a section or a request bar field into the scenario text: set the node in
// the parsed document and write the whole document again. It reformats the person's text (`[pods]`
// becomes `[ pods ]`, quoting, blank lines), so it is now only the fallback for layouts the
// splicers (spliceSection.ts, setField.ts) do not handle; its data is what they must match.

import { YAMLMap, YAMLSeq, isMap, type Document, type Node } from 'yaml';
import { isNothing } from './valueRegion.ts';
import { fieldNode, type FieldValue } from './fieldNode.ts';
import { clusterObjectNodes, isConfiguration, objectNodes } from './clusterObjects.ts';
import { sectionPaths, type SectionId } from './sectionIds.ts';
import {
  parseYaml,
  parseYamlDocuments,
  sequenceStyle,
  stringifyYaml,
  type TextProblem,
} from './yamlDocument.ts';

/** The new scenario text, or why the section's text cannot go into it (positions in the section). */
export type SpliceOutcome = { ok: true; source: string } | { ok: false; problems: TextProblem[] };

const at = (message: string): TextProblem => ({
  line: 1,
  column: 1,
  endLine: 1,
  endColumn: 2,
  message,
});

/** Replaces one section of `base` with `text` by rewriting the whole document. */
export function spliceSectionByRewriting(base: string, id: SectionId, text: string): SpliceOutcome {
  const parsedBase = parseYaml(base);
  if (parsedBase.problems.length > 0) {
    return {
      ok: false,
      problems: [at('the whole scenario has a YAML error; fix it in the Scenario tab first')],
    };
  }
  const doc = parsedBase.doc;
  if (!isMap(doc.contents) && doc.contents !== null) {
    return { ok: false, problems: [at('the scenario is not a YAML mapping')] };
  }
  const problems =
    id === 'configurations' ? spliceConfigurations(doc, text) : spliceOne(doc, id, text);
  if (problems.length > 0) return { ok: false, problems };
  const source = written(doc, base);
  if (typeof source === 'string') return { ok: true, source };
  return {
    ok: false,
    problems: [at(`${source.error}; change this part in the Scenario tab`)],
  };
}

/**
 * The document written out, or why it cannot be: an alias elsewhere whose anchor was in the
 * replaced part cannot be written, and a text that would not parse is never given back.
 */
function written(doc: Document, base: string): string | { error: string } {
  let source: string;
  try {
    source = stringifyYaml(doc, sequenceStyle(base));
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    return { error: `the scenario cannot be written with this text (${message.toLowerCase()})` };
  }
  if (parseYaml(source).problems.length > 0)
    return { error: 'the scenario would not read back as YAML with this text' };
  return source;
}

function spliceOne(
  doc: Document,
  id: Exclude<SectionId, 'configurations'>,
  text: string,
): TextProblem[] {
  const { doc: section, problems } = parseYaml(text);
  if (problems.length > 0) return problems;
  const node = section.contents;
  if (id === 'cluster') return spliceCluster(doc, node);
  const path = sectionPaths[id];
  try {
    if (node === null) doc.deleteIn(path);
    else doc.setIn(path, node);
  } catch {
    return [at(`the scenario's ${path.slice(0, -1).join('.')} is not a mapping`)];
  }
  return [];
}

function spliceCluster(doc: Document, node: unknown): TextProblem[] {
  if (node !== null && !isMap(node))
    return [at('the cluster is a mapping: admissionPlugins, featureGates, objects, …')];
  const configurations = clusterObjectNodes(doc).filter(isConfiguration);
  const cluster = node === null ? new YAMLMap() : (node as YAMLMap);
  const others = objectNodes(cluster.get('objects', true));
  setObjects(cluster, [...others, ...configurations]);
  if (cluster.items.length === 0) doc.delete('cluster');
  else doc.set('cluster', cluster);
  return [];
}

function spliceConfigurations(doc: Document, text: string): TextProblem[] {
  const { docs, problems } = parseYamlDocuments(text);
  if (problems.length > 0) return problems;
  // An empty document (`---` after `---`) holds no object.
  const configurations = docs.map((d) => d.contents).filter((n) => !isNothing(n)) as Node[];
  const others = clusterObjectNodes(doc).filter((n) => !isConfiguration(n));
  let cluster = doc.get('cluster', true);
  if (!isMap(cluster)) {
    if (configurations.length === 0) return [];
    cluster = new YAMLMap();
    doc.set('cluster', cluster);
  }
  setObjects(cluster as YAMLMap, [...others, ...configurations]);
  return [];
}

function setObjects(cluster: YAMLMap, objects: Node[]): void {
  if (objects.length === 0) {
    cluster.delete('objects');
    return;
  }
  const seq = new YAMLSeq();
  seq.items = objects;
  cluster.set('objects', seq);
}

/** Sets (or removes) the field at `path` by rewriting the whole document; undefined when the text is not YAML. */
export function setFieldByRewriting(
  source: string,
  path: readonly string[],
  value: FieldValue,
): string | undefined {
  const { doc, problems } = parseYaml(source);
  if (problems.length > 0 || (doc.contents !== null && !isMap(doc.contents))) return undefined;
  try {
    if (value === undefined) doc.deleteIn(path);
    else doc.setIn(path, fieldNode(value));
  } catch {
    return undefined;
  }
  const out = written(doc, source);
  return typeof out === 'string' ? out : undefined;
}
