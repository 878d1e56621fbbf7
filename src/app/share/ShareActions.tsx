// Placeholder: issue 4 fills this in.

/** Copies the share link and the Markdown bug report. */
export function ShareActions() {
  return null;
}
