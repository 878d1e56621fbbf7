// cluster.objects as nodes, and which of them the configurations editor holds. The scenario
// allows a list, a `kind: List`, or a string of YAML documents (spec/scenario-format.md).

import { isMap, isScalar, isSeq, type Document, type Node } from 'yaml';
import { configurationKinds } from './sectionIds.ts';
import { parseYamlDocuments } from './yamlDocument.ts';

/** The object nodes of cluster.objects in order; a List or a string of documents is opened up. */
export function clusterObjectNodes(doc: Document): Node[] {
  return objectNodes(doc.getIn(['cluster', 'objects'], true));
}

/** The object nodes of one `objects` value. */
export function objectNodes(objects: unknown): Node[] {
  if (isSeq(objects)) return objects.items as Node[];
  if (isMap(objects) && isSeq(objects.get('items', true))) {
    const items = objects.get('items', true);
    return isSeq(items) ? (items.items as Node[]) : [];
  }
  if (isScalar(objects) && typeof objects.value === 'string') {
    return parseYamlDocuments(objects.value)
      .docs.map((d) => d.contents)
      .filter((n): n is NonNullable<typeof n> => n !== null) as Node[];
  }
  return [];
}

/** Tells whether an object (or a List of them) belongs in the configurations editor. */
export function isConfiguration(node: unknown): boolean {
  if (!isMap(node)) return false;
  const kind = String(node.get('kind') ?? '');
  if (configurationKinds.has(kind)) return true;
  const items = node.get('items', true);
  // A pasted `kubectl get mutatingwebhookconfigurations -o yaml` List stays one item.
  return kind.endsWith('List') && isSeq(items) && items.items.every(isConfiguration);
}

/** One object of cluster.objects as data, and whether the configurations editor holds it. */
export interface ObjectData {
  data: unknown;
  configuration: boolean;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The objects of one `objects` value as data, opened up as objectNodes does; undefined for none of its forms. */
export function clusterObjectsData(objects: unknown): ObjectData[] | undefined {
  let items: unknown[] | undefined;
  if (Array.isArray(objects)) items = objects;
  else if (isRecord(objects) && Array.isArray(objects['items'])) items = objects['items'];
  else if (typeof objects === 'string' && objects.trim() !== '')
    items = parseYamlDocuments(objects)
      .docs.map((d) => d.toJS() as unknown)
      .filter((d) => d !== null);
  return items?.map((data) => ({ data, configuration: isConfigurationData(data) }));
}

/** isConfiguration for an object as data. */
function isConfigurationData(data: unknown): boolean {
  if (!isRecord(data)) return false;
  const kind = typeof data['kind'] === 'string' ? data['kind'] : '';
  if (configurationKinds.has(kind)) return true;
  const items = data['items'];
  return kind.endsWith('List') && Array.isArray(items) && items.every(isConfigurationData);
}
