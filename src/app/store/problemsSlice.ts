// The problems slice: where the problems strip last asked an editor to go (a finding's place),
// and the quick fixes it applies. The text stays the one truth: a fix is a splice of it.

import type { StateCreator } from 'zustand/vanilla';
import type { PlaygroundState } from './index.ts';
import type { ProblemTarget } from './problems.ts';

/** A place an editor is asked to select and show; `seq` tells a new request from the last one. */
export interface EditorReveal {
  target: ProblemTarget;
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
  seq: number;
}

/** One splice of the scenario text: the characters [from, to) become `text`. */
export interface SourceEdit {
  from: number;
  to: number;
  text: string;
}

export interface ProblemsSlice {
  reveal: EditorReveal | undefined;
  /** Shows the editor a place is in and selects it there. */
  revealInEditor: (place: Omit<EditorReveal, 'seq'>) => void;
  /**
   * Applies a quick fix: one splice of `base`, one undo step. Ignored when the text is no longer
   * `base` (the fix was computed for another text) or a section's text does not parse yet.
   */
  applySourceEdit: (base: string, edit: SourceEdit) => void;
}

export const createProblemsSlice: StateCreator<PlaygroundState, [], [], ProblemsSlice> = (
  set,
  get,
) => ({
  reveal: undefined,
  revealInEditor: (place) =>
    set({
      // Every problem target is an input tab: a section's, or the whole scenario's.
      inputTab: place.target,
      reveal: { ...place, seq: (get().reveal?.seq ?? 0) + 1 },
    }),
  applySourceEdit: (base, { from, to, text }) => {
    const { source, sectionEdit } = get();
    if (source !== base || (sectionEdit !== undefined && sectionEdit.problems.length > 0)) return;
    if (from < 0 || to < from || to > source.length) return;
    set({ source: source.slice(0, from) + text + source.slice(to), sectionEdit: undefined });
  },
});
