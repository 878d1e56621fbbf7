// Each section's text, cut from the scenario text: what the section editors show.

import { YAMLMap, YAMLSeq, isMap, isScalar, type Document } from 'yaml';
import { clusterObjectNodes, isConfiguration } from './clusterObjects.ts';
import { sectionPaths, type SectionId } from './sectionIds.ts';
import { parseYaml, sequenceStyle, stringifyNode } from './yamlDocument.ts';

/** Every section's text, or undefined when the scenario text is not YAML. */
export function extractSections(source: string): Record<SectionId, string> | undefined {
  const { doc, problems } = parseYaml(source);
  if (problems.length > 0) return undefined;
  const style = sequenceStyle(source);
  const single = (path: readonly string[]) => {
    const node = doc.getIn(path, true);
    if (node === undefined || node === null || (isScalar(node) && node.value === null)) return '';
    return stringifyNode(node, style);
  };
  return {
    object: single(sectionPaths.object),
    oldObject: single(sectionPaths.oldObject),
    webhooks: single(sectionPaths.webhooks),
    configurations: clusterObjectNodes(doc)
      .filter(isConfiguration)
      .map((node) => stringifyNode(node, style))
      .join('---\n'),
    cluster: clusterText(doc, style),
  };
}

/** The cluster without its configurations; they have their own editor. */
function clusterText(doc: Document, style: ReturnType<typeof sequenceStyle>): string {
  const cluster = doc.get('cluster', true);
  if (!isMap(cluster)) return '';
  const copy = cluster.clone() as YAMLMap;
  const others = clusterObjectNodes(doc).filter((n) => !isConfiguration(n));
  if (others.length > 0) {
    const seq = new YAMLSeq();
    seq.items = others;
    copy.set('objects', seq);
  } else {
    copy.delete('objects');
  }
  return copy.items.length === 0 ? '' : stringifyNode(copy, style);
}
