// The evaluation slice: the engine's last answer and the text it is for. The engine runs in a
// worker (evaluation/), so its answer arrives after the text it answers; STYLE.md §3's "run
// slice tagged with the source", read only through the selectors.

import type { StateCreator } from 'zustand/vanilla';
import type { Evaluated } from '../evaluation/evaluation.ts';
import type { PlaygroundState } from './index.ts';

export interface EvaluationSlice {
  /** The engine's last answer; for an older text while the current one is being evaluated. */
  evaluated: Evaluated | undefined;
  /** Shows the engine's answer (the engine client calls it; only answers still wanted reach it). */
  showEvaluation: (evaluated: Evaluated) => void;
}

export const createEvaluationSlice: StateCreator<PlaygroundState, [], [], EvaluationSlice> = (
  set,
) => ({
  evaluated: undefined,
  showEvaluation: (evaluated) => set({ evaluated }),
});
