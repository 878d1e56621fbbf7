// Each section's text, cut from the scenario text as the person wrote it (moved to column 0):
// what the section editors show. Splicing a section's text back unchanged gives the scenario text
// back byte for byte (spliceSection.ts).

import { YAMLMap, YAMLSeq, isMap, type Document } from 'yaml';
import { clusterObjectNodes, isConfiguration } from './clusterObjects.ts';
import { itemText } from './objectItems.ts';
import { objectsPlace, pairAt, type ObjectsPlace } from './scenarioPlaces.ts';
import { sectionPaths, type SectionId } from './sectionIds.ts';
import { dedent, endLine } from './textLines.ts';
import { isNothing, regionText, valueRegion } from './valueRegion.ts';
import { readYaml, sequenceStyle, stringifyNode } from './yamlDocument.ts';

/** Every section's text, or undefined when the scenario text is not YAML. */
export function extractSections(source: string): Record<SectionId, string> | undefined {
  const { doc, problems } = readYaml(source);
  if (problems.length > 0) return undefined;
  const objects = objectsPlace(source, doc);
  return {
    object: valueText(source, doc, sectionPaths.object),
    oldObject: valueText(source, doc, sectionPaths.oldObject),
    webhooks: valueText(source, doc, sectionPaths.webhooks),
    configurations: configurationsText(source, doc, objects),
    cluster: clusterText(source, doc, objects),
  };
}

/** The text of the value at a path; '' when there is none. */
export function valueText(source: string, doc: Document, path: readonly string[]): string {
  const pair = pairAt(doc, path);
  if (pair === undefined || isNothing(pair.value)) return '';
  const region = valueRegion(source, pair);
  return region ? regionText(source, region) : stringifyNode(pair.value, sequenceStyle(source));
}

/** The configurations as a `---` stream, each as written in cluster.objects. */
function configurationsText(source: string, doc: Document, place: ObjectsPlace | undefined) {
  if (place === undefined || !place.configuration.includes(true)) return '';
  const { items } = place;
  if (items === undefined) {
    // A List or a string of documents: written out, as its text is not one object's.
    const style = sequenceStyle(source);
    return clusterObjectNodes(doc)
      .filter(isConfiguration)
      .map((node) => stringifyNode(node, style))
      .join('---\n');
  }
  return items
    .filter((_, i) => place.configuration[i])
    .map((item) => itemText(source, item))
    .join('---\n');
}

/** The cluster without its configurations (they have their own editor): its lines less theirs. */
function clusterText(source: string, doc: Document, place: ObjectsPlace | undefined): string {
  const pair = pairAt(doc, ['cluster']);
  if (pair === undefined || isNothing(pair.value)) return '';
  const region = valueRegion(source, pair);
  const configurations = place?.configuration.includes(true) === true;
  if (region === undefined || (configurations && (region.inline || !place?.items)))
    return writtenCluster(source, doc);
  if (!configurations || place === undefined || place.items === undefined)
    return regionText(source, region);
  const others = place.configuration.includes(false);
  const cuts = others
    ? place.items.filter((_, i) => place.configuration[i])
    : [{ from: place.region.entryFrom, to: place.region.entryTo }];
  let text = '';
  let at = region.from;
  for (const cut of cuts) {
    text += source.slice(at, cut.from);
    at = cut.to;
  }
  text += source.slice(at, region.to);
  return endLine(dedent(text.replace(/\r\n/g, '\n'), region.column));
}

/** The cluster less its configurations, written out (a layout the cut does not handle). */
function writtenCluster(source: string, doc: Document): string {
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
  return copy.items.length === 0 ? '' : stringifyNode(copy, sequenceStyle(source));
}
