import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isMap, isScalar, isSeq, parseAllDocuments, Scalar, type Node } from 'yaml';
import { sampleScenario } from '../../sampleScenario.ts';
import { extractSections } from './extractSections.ts';
import type { SectionId } from './sectionIds.ts';
import { splicedSection } from './spliceSection.ts';

const dir = new URL('../../../../scenarios/', import.meta.url);
const gallery: [string, string][] = [
  ['the sample scenario', sampleScenario],
  ...readdirSync(dir)
    .filter((f) => f.endsWith('.yaml'))
    .sort()
    .map((f): [string, string] => [f, readFileSync(new URL(f, dir), 'utf8')]),
];
const ids: SectionId[] = ['object', 'oldObject', 'webhooks', 'cluster', 'configurations'];

/** The plain one-line scalar values of mapping entries in a section's text, as text ranges. */
function plainValues(text: string): [number, number][] {
  const found: [number, number][] = [];
  const walk = (node: unknown) => {
    if (isMap(node))
      for (const pair of node.items) {
        const value = pair.value as Node | null;
        if (isScalar(value) && value.type === Scalar.PLAIN && value.range) {
          const [from, to] = value.range;
          if (to > from && !text.slice(from, to).includes('\n')) found.push([from, to]);
        } else walk(value);
      }
    else if (isSeq(node)) node.items.forEach(walk);
  };
  for (const doc of parseAllDocuments(text, { schema: 'failsafe', version: '1.1' }) as Iterable<{
    contents: unknown;
  }>)
    walk(doc.contents);
  return found;
}

describe.each(gallery)('%s', (_, text) => {
  const sections = extractSections(text)!;

  it.each(ids)('splices its %s section back unchanged byte for byte', (id) => {
    expect(splicedSection(text, id, sections[id])).toEqual({ ok: true, source: text });
  });

  it.each(ids.filter((id) => plainValues(sections[id]).length > 0))(
    'changes only the bytes of the one value changed in its %s section',
    (id) => {
      const section = sections[id];
      const values = plainValues(section);
      const [from, to] = values[Math.floor(values.length / 2)]!;
      const changed = `${section.slice(0, from)}Ⅹ-changed${section.slice(to)}`;
      const out = splicedSection(text, id, changed);
      expect(out?.ok).toBe(true);
      const source = out?.ok ? out.source : '';
      let at = 0;
      while (source[at] === text[at]) at++;
      const old = section.slice(from, to);
      expect(text.slice(at, at + old.length)).toBe(old);
      expect(source).toBe(`${text.slice(0, at)}Ⅹ-changed${text.slice(at + old.length)}`);
    },
  );
});
