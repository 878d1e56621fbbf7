// Writes a section's text back into the scenario text. The scenario text stays the one truth: a
// section editor is a window on part of it, and writing it back changes only that part's bytes
// (the section's text goes in as typed, moved to the section's place). Where the layout is one the
// splice does not handle, or its result would not hold the data the old set-and-rewrite approach
// gives, that approach writes it instead (restringify.ts).

import { isMap, type Document } from 'yaml';
import { clusterObjectsData } from './clusterObjects.ts';
import { documentTexts, spliceCluster, spliceConfigurations } from './spliceObjects.ts';
import { spliceSectionByRewriting, type SpliceOutcome } from './restringify.ts';
import { isNothing } from './valueRegion.ts';
import { holdsData, isNothingData, setInData } from './sameData.ts';
import { sectionPaths, type SectionId } from './sectionIds.ts';
import { applySplices, layoutOf, type TextSplice, valueText } from './replaceValue.ts';
import { writeValue } from './writeValue.ts';
import { parseYaml, parseYamlDocuments, readYaml, type TextProblem } from './yamlDocument.ts';

export type { SpliceOutcome } from './restringify.ts';

const at = (message: string): TextProblem => ({
  line: 1,
  column: 1,
  endLine: 1,
  endColumn: 2,
  message,
});

/** A section's parsed text: its data, and the splices that write it (undefined: rewrite instead). */
interface Planned {
  splices: TextSplice[] | undefined;
  expected: unknown;
}

/** Replaces one section of `base` with `text`; `base` itself is left as it was. */
export function spliceSection(base: string, id: SectionId, text: string): SpliceOutcome {
  return splicedSection(base, id, text) ?? spliceSectionByRewriting(base, id, text);
}

/**
 * Replaces one section by splicing alone; undefined where the splice does not handle the layout
 * or its text would not parse to the data the rewriting approach gives.
 */
export function splicedSection(
  base: string,
  id: SectionId,
  text: string,
): SpliceOutcome | undefined {
  const parsedBase = readYaml(base);
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
  const planned = plan(base, doc, parsedBase.data(), id, text);
  if ('problems' in planned) return { ok: false, problems: planned.problems };
  if (planned.splices === undefined) return undefined;
  const source = applySplices(base, planned.splices);
  return holdsData(source, planned.expected) ? { ok: true, source } : undefined;
}

function plan(
  base: string,
  doc: Document,
  data: unknown,
  id: SectionId,
  text: string,
): Planned | { problems: TextProblem[] } {
  if (id === 'configurations') {
    const { docs, problems } = parseYamlDocuments(text);
    if (problems.length > 0) return { problems };
    // An empty document (`---` after `---`) holds no object.
    const texts = documentTexts(text, docs).filter((_, i) => !isNothing(docs[i]?.contents));
    const objects = docs.filter((d) => !isNothing(d.contents));
    return {
      splices: spliceConfigurations(base, doc, texts),
      expected: configurationsData(
        data,
        objects.map((d) => d.toJS() as unknown),
      ),
    };
  }
  const { doc: section, problems } = parseYaml(text);
  if (problems.length > 0) return { problems };
  const node = section.contents;
  const value = node === null ? undefined : valueText(text, node);
  if (id === 'cluster') {
    if (node !== null && !isMap(node))
      return {
        problems: [at('the cluster is a mapping: admissionPlugins, featureGates, objects, …')],
      };
    return {
      splices: spliceCluster(base, doc, text, section),
      expected: clusterData(data, section.toJS() as unknown),
    };
  }
  const path = sectionPaths[id];
  const splice = writeValue(base, doc, path, value, layoutOf(base));
  return {
    splices: splice && [splice],
    expected: setInData(data, path, value === undefined ? undefined : section.toJS()),
  };
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The data the old approach writes for a Cluster edit: the new cluster, the configurations kept. */
function clusterData(data: unknown, cluster: unknown): unknown {
  const old = isRecord(data) && isRecord(data['cluster']) ? data['cluster'] : {};
  const configurations = (clusterObjectsData(old['objects']) ?? [])
    .filter((o) => o.configuration)
    .map((o) => o.data);
  const next: Record<string, unknown> = isRecord(cluster) ? { ...cluster } : {};
  // Whatever the Cluster text lists stays in cluster.objects, a configuration typed there too.
  const others = (clusterObjectsData(next['objects']) ?? []).map((o) => o.data);
  const objects = [...others, ...configurations];
  if (objects.length > 0) next['objects'] = objects;
  else delete next['objects'];
  return setInData(data, ['cluster'], Object.keys(next).length === 0 ? undefined : next);
}

/** The data the old approach writes for a Configurations edit: the other objects kept. */
function configurationsData(data: unknown, configurations: unknown[]): unknown {
  const old = isRecord(data) ? data['cluster'] : undefined;
  if (!isRecord(old)) {
    if (configurations.length === 0 || !isNothingData(old)) return data;
    return setInData(data, ['cluster'], { objects: configurations });
  }
  const others = (clusterObjectsData(old['objects']) ?? [])
    .filter((o) => !o.configuration)
    .map((o) => o.data);
  const objects = [...others, ...configurations];
  const next = { ...old };
  if (objects.length > 0) next['objects'] = objects;
  else delete next['objects'];
  return setInData(data, ['cluster'], next);
}
