// The playground's one store, built from slices; React reads it through usePlayground.

import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { createEvaluationSlice, type EvaluationSlice } from './evaluationSlice.ts';
import { createHistorySlice, withHistory, type HistorySlice } from './historySlice.ts';
import { createProblemsSlice, type ProblemsSlice } from './problemsSlice.ts';
import { createScenarioSlice, type ScenarioSlice } from './scenarioSlice.ts';
import { createStatusSlice, type StatusSlice } from './statusSlice.ts';
import { createViewSlice, type ViewSlice } from './viewSlice.ts';
import { createWorkbenchSlice, type WorkbenchSlice } from './workbenchSlice.ts';

export type PlaygroundState = ScenarioSlice &
  ViewSlice &
  HistorySlice &
  StatusSlice &
  EvaluationSlice &
  WorkbenchSlice &
  ProblemsSlice;

/** What the store needs from outside: the clock that groups typing into undo steps. */
export interface StoreDependencies {
  now?: () => number;
}

/** Creates a fresh store; tests seed it, the app uses playgroundStore. */
export const createPlaygroundStore = (
  seed?: Partial<PlaygroundState>,
  { now }: StoreDependencies = {},
) =>
  createStore<PlaygroundState>()(
    withHistory(
      (...a) => ({
        ...createScenarioSlice(...a),
        ...createViewSlice(...a),
        ...createHistorySlice(...a),
        ...createStatusSlice(...a),
        ...createEvaluationSlice(...a),
        ...createWorkbenchSlice(...a),
        ...createProblemsSlice(...a),
        ...seed,
      }),
      now,
    ),
  );

/** Holds the app's store; actions are callable outside React through getState(). */
export const playgroundStore = createPlaygroundStore();

/** Selects one value from the app's store and re-renders when it changes. */
export const usePlayground = <T>(pick: (s: PlaygroundState) => T): T =>
  useStore(playgroundStore, pick);
