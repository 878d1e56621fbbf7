// Splices the Configurations and Cluster editors' texts into cluster.objects item by item: a
// changed object's lines are replaced in place, a new one goes at the end of the list in the
// list's own style, a removed one loses its lines. Both editors share cluster.objects, so each
// writes around the other's items. Undefined wherever the layout asks for the rewriting fallback.

import { isMap, isScalar, isSeq, type Document } from 'yaml';
import { itemRegions, itemText, renderItem, type ItemRegion } from './objectItems.ts';
import { objectsPlace, pairAt, type ObjectsPlace } from './scenarioPlaces.ts';
import { dedent, endLine, lineBreakOf, lineStart, withLineBreaks } from './textLines.ts';
import { valueRegion } from './valueRegion.ts';
import { applySplices, layoutOf, type TextSplice } from './replaceValue.ts';
import { writeValue } from './writeValue.ts';

/** The text of each document of a `---` stream (LF, column 0), its `---` line left out. */
export function documentTexts(text: string, docs: readonly Document[]): string[] {
  return docs.map((doc, i) => {
    const from = i === 0 ? 0 : (doc.range?.[0] ?? 0);
    const to = docs[i + 1]?.range?.[0] ?? text.length;
    const cut = text
      .slice(from, to)
      .replace(/\r\n/g, '\n')
      .replace(/^((?:[ \t]*(?:#[^\n]*)?\n)*)---[ \t]*(?:\n|$)/, '$1')
      .replace(/^\.\.\.[ \t]*\n?$/m, '');
    return endLine(cut);
  });
}

/** The splices writing the Configurations editor's documents into cluster.objects. */
export function spliceConfigurations(
  source: string,
  doc: Document,
  texts: readonly string[],
): TextSplice[] | undefined {
  const place = objectsPlace(source, doc);
  const layout = layoutOf(source);
  if (place === undefined || place.objects.length === 0) {
    if (texts.length === 0) return [];
    const seq = texts.map((t) => renderItem(t, 0)).join('');
    const splice = writeValue(
      source,
      doc,
      ['cluster', 'objects'],
      { text: seq, layout: 'block-seq' },
      layout,
    );
    return splice && [splice];
  }
  if (texts.length === 0 && !place.configuration.includes(true)) return [];
  const { items } = place;
  if (items === undefined) return undefined;
  const configurations = items.filter((_, i) => place.configuration[i]);
  if (texts.length === 0 && configurations.length === items.length) {
    const splice = writeValue(source, doc, ['cluster', 'objects'], undefined, layout);
    return splice && [splice];
  }
  const lineBreak = lineBreakOf(source);
  const splices: TextSplice[] = [];
  const write = (from: number, to: number, out: string) =>
    splices.push({ from, to, text: withLineBreaks(out, lineBreak) });
  configurations.forEach((item, i) => {
    const next = texts[i];
    if (next === undefined) write(item.from, item.to, '');
    else if (next !== itemText(source, item))
      write(item.from, item.to, renderItem(next, item.dashColumn, item.contentColumn));
  });
  const added = texts.slice(configurations.length);
  const first = items[0];
  const last = items[items.length - 1];
  if (added.length > 0) {
    if (first === undefined || last === undefined) return undefined;
    const out = added.map((t) => renderItem(t, first.dashColumn, first.contentColumn)).join('');
    write(last.to, last.to, source[last.to - 1] === '\n' ? out : `\n${out}`);
  }
  return splices;
}

/** The text with objects (documents' texts) added at the end of cluster.objects as block items. */
export function appendItems(
  source: string,
  doc: Document,
  texts: readonly string[],
): string | undefined {
  const place = objectsPlace(source, doc);
  if (place === undefined || place.objects.length === 0) {
    const splices = spliceConfigurations(source, doc, texts);
    return splices && applySplices(source, splices);
  }
  const first = place.items?.[0];
  const last = place.items?.at(-1);
  if (first === undefined || last === undefined) return undefined;
  const out = texts.map((t) => renderItem(t, first.dashColumn, first.contentColumn)).join('');
  const text = withLineBreaks(source[last.to - 1] === '\n' ? out : `\n${out}`, lineBreakOf(source));
  return applySplices(source, [{ from: last.to, to: last.to, text }]);
}

/**
 * The splices writing the Cluster editor's text into the scenario: the whole cluster value, with
 * the configurations' items put back where they were among the other objects.
 */
export function spliceCluster(
  source: string,
  doc: Document,
  text: string,
  section: Document,
): TextSplice[] | undefined {
  const place = objectsPlace(source, doc);
  const layout = layoutOf(source);
  const write = (value: Parameters<typeof writeValue>[3]) => {
    const splice = writeValue(source, doc, ['cluster'], value, layout);
    return splice && [splice];
  };
  const lf = endLine(text.replace(/\r\n/g, '\n'));
  if (place === undefined || !place.configuration.includes(true))
    return write(section.contents === null ? undefined : { text: lf, layout: 'block' });
  const clusterPair = pairAt(doc, ['cluster']);
  const cluster = clusterPair && valueRegion(source, clusterPair);
  if (place.items === undefined || cluster === undefined || cluster.inline) return undefined;
  const full = withConfigurations(source, place, place.items, cluster.column, lf, section);
  return full === undefined ? undefined : write({ text: full, layout: 'block' });
}

/** The Cluster editor's text (LF) with the configuration items put back among the other objects. */
function withConfigurations(
  source: string,
  place: ObjectsPlace,
  items: ItemRegion[],
  clusterColumn: number,
  text: string,
  section: Document,
): string | undefined {
  const root = section.contents;
  const objects = isMap(root) ? root.get('objects', true) : undefined;
  const lf = (s: string) => s.replace(/\r\n/g, '\n');
  const inserts: { at: number; text: string }[] = [];
  if (isSeq(objects) && objects.items.length > 0) {
    // Each configuration goes back before the other object that followed it.
    const others = itemRegions(text, objects, 0);
    const first = others?.[0];
    if (others === undefined || first === undefined) return undefined;
    let before = 0;
    items.forEach((item, i) => {
      if (!place.configuration[i]) {
        before++;
        return;
      }
      const at = others[before]?.from ?? others[others.length - 1]?.to ?? text.length;
      const gap = item.contentColumn - item.dashColumn;
      const out = renderItem(itemText(source, item), first.dashColumn, first.dashColumn + gap);
      inserts.push({ at, text: out });
    });
  } else if (objects === undefined || (isScalar(objects) && objects.value === '')) {
    if (objects !== undefined) return undefined;
    // The `objects:` entry as it was, with only the configurations left in it.
    const head = source.slice(place.region.entryFrom, items[0]?.from ?? place.region.entryTo);
    const kept = items.filter((_, i) => place.configuration[i]);
    const entry = dedent(
      lf(head + kept.map((item) => source.slice(item.from, item.to)).join('')),
      clusterColumn,
    );
    inserts.push({ at: entryPlace(source, place, text, root), text: entry });
  } else return undefined;
  let out = text;
  for (const insert of [...inserts].reverse())
    out = out.slice(0, insert.at) + insert.text + out.slice(insert.at);
  return out;
}

/** Where the `objects:` entry goes back: as many lines above the key that followed it, else at the end. */
function entryPlace(source: string, place: ObjectsPlace, text: string, root: unknown): number {
  const after = source.slice(place.region.entryTo);
  const nextKey = /^(?:[ \t]*(?:#[^\n]*)?\r?\n)*[ \t]*([^\s#:][^:\n]*):/.exec(after);
  if (!nextKey || !isMap(root)) return text.length;
  const name = nextKey[1]?.trim();
  const pair = root.items.find((p) => isScalar(p.key) && String(p.key.value) === name);
  const keyAt = (pair?.key as { range?: [number, number, number] } | undefined)?.range?.[0];
  if (keyAt === undefined) return text.length;
  const linesBetween = (nextKey[0].match(/\n/g) ?? []).length;
  let at = lineStart(text, keyAt);
  for (let i = 0; i < linesBetween && at > 0; i++) at = lineStart(text, at - 1);
  return at;
}
