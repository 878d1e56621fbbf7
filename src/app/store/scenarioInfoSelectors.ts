// What the scenario says about itself: its name, title and description (ScenarioDescription).

import type { PlaygroundState } from './index.ts';
import { selectScenarioSummary } from './selectors.ts';

/** The scenario's name, and its title and Markdown description when it has them. */
export interface ScenarioInfo {
  name: string;
  title: string | undefined;
  description: string | undefined;
}

let last: ScenarioInfo | undefined;

/**
 * Selects the parsed scenario's name, title and description; undefined while the text does not
 * parse. Edits elsewhere in the scenario give back the same object, so readers do not re-render.
 */
export const selectScenarioInfo = (s: PlaygroundState): ScenarioInfo | undefined => {
  const scenario = selectScenarioSummary(s);
  if (scenario === undefined) return undefined;
  const { name, title, description } = scenario;
  if (last?.name !== name || last.title !== title || last.description !== description) {
    last = { name, title, description };
  }
  return last;
};
