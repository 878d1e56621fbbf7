// The playground's one store, built from slices; React reads it through usePlayground.

import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { createScenarioSlice, type ScenarioSlice } from './scenarioSlice.ts';
import { createViewSlice, type ViewSlice } from './viewSlice.ts';

export type PlaygroundState = ScenarioSlice & ViewSlice;

/** Creates a fresh store; tests seed it, the app uses playgroundStore. */
export const createPlaygroundStore = (seed?: Partial<PlaygroundState>) =>
  createStore<PlaygroundState>()((...a) => ({
    ...createScenarioSlice(...a),
    ...createViewSlice(...a),
    ...seed,
  }));

/** Holds the app's store; actions are callable outside React through getState(). */
export const playgroundStore = createPlaygroundStore();

/** Selects one value from the app's store and re-renders when it changes. */
export const usePlayground = <T,>(pick: (s: PlaygroundState) => T): T =>
  useStore(playgroundStore, pick);
