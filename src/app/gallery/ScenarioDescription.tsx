// Placeholder: issue 4 fills this in.

/** Shows the scenario's title and its Markdown description. */
export function ScenarioDescription() {
  return null;
}
