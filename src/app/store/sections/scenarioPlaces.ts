// Where the sections sit in the scenario text: the entry of a path, and the items of
// cluster.objects with the ones the Configurations editor holds.

import { isMap, isScalar, isSeq, type Document, type Pair } from 'yaml';
import { isConfiguration, objectNodes } from './clusterObjects.ts';
import { itemRegions, type ItemRegion } from './objectItems.ts';
import { nextLine } from './textLines.ts';
import { valueRegion, type ValueRegion } from './valueRegion.ts';

/** The mapping entry at a path; undefined when a step is missing or not a mapping. */
export function pairAt(doc: Document, path: readonly string[]): Pair | undefined {
  let node: unknown = doc.contents;
  let pair: Pair | undefined;
  for (const key of path) {
    if (!isMap(node)) return undefined;
    pair = node.items.find((p) => isScalar(p.key) && String(p.key.value) === key);
    if (pair === undefined) return undefined;
    node = pair.value;
  }
  return pair;
}

/** cluster.objects as the splicers see it. */
export interface ObjectsPlace {
  /** The `objects:` entry and its value's region. */
  pair: Pair;
  region: ValueRegion;
  /** Every object of cluster.objects in order (a List or a string of documents opened up). */
  objects: unknown[];
  /** The items' lines when cluster.objects is a block list; else undefined. */
  items: ItemRegion[] | undefined;
  /** For each object, whether the Configurations editor holds it. */
  configuration: boolean[];
}

/** Finds cluster.objects; undefined when the scenario has none. */
export function objectsPlace(source: string, doc: Document): ObjectsPlace | undefined {
  const pair = pairAt(doc, ['cluster', 'objects']);
  const region = pair && valueRegion(source, pair);
  if (pair === undefined || region === undefined) return undefined;
  const objects = objectNodes(pair.value);
  const items = isSeq(pair.value)
    ? itemRegions(source, pair.value, nextLine(source, region.colonEnd))
    : undefined;
  return { pair, region, objects, items, configuration: objects.map(isConfiguration) };
}
