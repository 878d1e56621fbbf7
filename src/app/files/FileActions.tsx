// Placeholder: issue 4 fills this in.

/** Imports and exports scenario files, and resets to the example. */
export function FileActions() {
  return null;
}
