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

/** A place the editor is asked to select, scroll to and focus, once per `seq`. */
export interface EditorReveal {
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
  /** Tells a new request from one already carried out (an editor mounted later does not redo it). */
  seq: number;
}

/**
 * A range the editor paints without selecting it: the selected step's webhook block and matched
 * rule (the map's selection), or the field a pointer hovered elsewhere names.
 */
export interface EditorHighlight {
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
  kind: 'step-block' | 'step-rule' | 'field';
}

let carriedOut = 0;

/** Tells whether a reveal is still to be carried out, and marks it carried out. */
export function takeReveal(reveal: EditorReveal | undefined): reveal is EditorReveal {
  if (reveal === undefined || reveal.seq <= carriedOut) return false;
  carriedOut = reveal.seq;
  return true;
}
