// A problem to mark in an editor, 1-based like the engine's spans and Monaco's markers.

/** One editor marker: where, what, and how bad. */
export interface EditorMarker {
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
  message: string;
  severity: 'error' | 'warning';
}
