// Placeholder: issue 4 fills this in.

/** Undoes and redoes edits across every editor. */
export function HistoryActions() {
  return null;
}
