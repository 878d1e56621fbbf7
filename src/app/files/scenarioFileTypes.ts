// The file types the Import button offers; apart, so the button needs nothing else to render.

/** The file extensions the Import dialog offers (JSON is YAML too). */
export const scenarioFileTypes = '.yaml,.yml,.json';
