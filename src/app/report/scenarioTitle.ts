// The title a scenario goes by, in the top bar and the bug report: its own title (or name) —
// except an example's title left on work that has replaced the example (issue 20). A person
// who opens the playground and pastes their own object and configurations has no longer the
// example's scenario, and a report titled "A mutating webhook adds a label…" would mislead.

import { sampleScenario } from '../sampleScenario.ts';
import type { PlaygroundState } from '../store/index.ts';
import { memoizeLast } from '../store/memoizeLast.ts';
import { extractSections } from '../store/sections/extractSections.ts';
import { parseYaml } from '../store/sections/yamlDocument.ts';
import { selectScenarioSummary } from '../store/selectors.ts';

/** The title of work that is no example's and names no title of its own. */
export const UNTITLED = 'Untitled';

/** What identifies an example's content: its title, object and configurations. */
interface ExampleMark {
  title: string | undefined;
  object: string | undefined;
  configurations: string | undefined;
}

const marks = new Map<string, ExampleMark>();

function markOf(text: string): ExampleMark {
  const known = marks.get(text);
  if (known) return known;
  const { doc } = parseYaml(text);
  const own = (key: string) => {
    const value: unknown = doc.get(key);
    return typeof value === 'string' && value.trim() !== '' ? value : undefined;
  };
  const sections = extractSections(text);
  const mark = {
    title: own('title') ?? own('name'),
    object: sections?.object,
    configurations: sections?.configurations,
  };
  marks.set(text, mark);
  return mark;
}

// The examples the editors were loaded with in this page: the sample, and the gallery's opened.
const examples = new Set<string>([sampleScenario]);

/** Notes that the editors now hold an example as shipped (the gallery calls this when opening one). */
export function rememberExample(text: string): void {
  examples.add(text);
}

const sectionsOf = memoizeLast(extractSections);

/**
 * Returns the title for a scenario's own title and text: "Untitled" when it has none, or when
 * its title is an example's and the text holds neither that example's object nor its
 * configurations (editing an example keeps its title; replacing both is work of one's own).
 */
export function titleFor(own: string | undefined, source: string): string {
  if (own === undefined || own.trim() === '') return UNTITLED;
  const sections = sectionsOf(source);
  for (const text of examples) {
    const mark = markOf(text);
    if (mark.title !== own) continue;
    const keepsObject = mark.object !== undefined && sections?.object === mark.object;
    const keepsConfigurations =
      mark.configurations !== undefined && sections?.configurations === mark.configurations;
    if (!keepsObject && !keepsConfigurations) return UNTITLED;
  }
  return own;
}

/** Selects the scenario's title as the top bar and the report show it; undefined while the text does not parse. */
export const selectTitle = (s: PlaygroundState): string | undefined => {
  const summary = selectScenarioSummary(s);
  if (summary === undefined) return undefined;
  return titleFor(summary.title ?? (summary.name === '' ? undefined : summary.name), s.source);
};
